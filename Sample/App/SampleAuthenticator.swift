import PathRouter
import PathRouterLocking

/// The sample's authentication. The router shows the login screen (the registry's
/// `loginPath`) in the scene that waits, and removes it when the wait ends; the user (the
/// tour, or the shell's `login` command) submits it, or gives up.
public final class SampleAuthenticator: NavigationRouterAuthenticationHandler {
    private struct State {
        var user: String?
        var waiting: [@Sendable () -> Void] = []
        var requests: [LoginRequest] = []
    }

    private let state = Locked.make(State())

    public init() {}

    public var isAuthenticated: Bool { state.withLock { $0.user != nil } }

    /// Whether a login waits for the user.
    public var isWaitingForLogin: Bool { state.withLock { !$0.waiting.isEmpty } }

    /// Who asked for the logins so far.
    public var requests: [LoginRequest] { state.withLock { $0.requests } }

    public func login(for request: LoginRequest, completion: (@Sendable () -> Void)?) {
        state.withLock { state in
            state.requests.append(request)
            state.waiting.append(completion ?? {})
        }
    }

    /// The user submits the login screen: `user` logs in, `nil` gives up (the navigations
    /// that waited fail with `loginFailed`).
    public func submit(user: String?) {
        let waiting = state.withLock { state in
            state.user = user
            defer { state.waiting = [] }
            return state.waiting
        }
        for completion in waiting { completion() }
    }

    public func logout(completion: (@Sendable () -> Void)?) {
        state.withLock { $0.user = nil }
        completion?()
    }

    public func canHandleCallbackUrl(_ url: String) -> Bool {
        url.hasPrefix("myapp://oauth/")
    }

    public func handleCallbackUrl(_ url: String) {
        state.withLock { $0.user = "oauth-user" }
    }
}
