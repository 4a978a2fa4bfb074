import PathRouter
import PathRouterLocking

/// The sample's authentication: `login` shows the login screen modally, and the user (the
/// tour, or the shell's `login` command) submits it.
public final class SampleAuthenticator: NavigationRouterAuthenticationHandler {
    private struct State {
        var user: String?
        var waiting: [@Sendable () -> Void] = []
        var loginRouter: NavigationRouter?
    }

    private let state = Locked.make(State())

    public init() {}

    /// The router that shows the login screen.
    func showLogin(in router: NavigationRouter) {
        state.withLock { $0.loginRouter = router }
    }

    public var isAuthenticated: Bool { state.withLock { $0.user != nil } }

    /// Whether a login screen waits for the user.
    public var isWaitingForLogin: Bool { state.withLock { !$0.waiting.isEmpty } }

    public func login(completion: (@Sendable () -> Void)?) {
        let router = state.withLock { state -> NavigationRouter? in
            state.waiting.append(completion ?? {})
            return state.loginRouter
        }
        router?.navigate(toPath: "/login", modal: true, shouldPreventDismissal: true)
    }

    /// The user submits the login screen: `user` logs in, `nil` gives up.
    public func submit(user: String?) async {
        let (waiting, router) = state.withLock { state in
            state.user = user
            defer { state.waiting = [] }
            return (state.waiting, state.loginRouter)
        }
        if let router, router.state.topScreen?.path == "/login" {
            _ = await router.dismiss().result
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
