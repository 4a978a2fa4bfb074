import PathRouterLocking

/// The authentication handler of an app whose own login screen signs the user in: while a
/// navigation waits for a login, the router shows the registry's `loginPath` screen; that screen
/// calls ``signIn(as:)`` or ``cancel()``. Every navigation that waited resumes (signed in) or
/// fails with `loginFailed` (cancelled), exactly once; a second sign-in, or a cancel after the
/// end, changes nothing. (For tests, ``InMemoryAuthenticationHandler`` scripts the outcome.)
///
/// ```swift
/// let authentication = LoginScreenAuthentication()
/// registry.authenticationHandler = authentication
/// registry.loginPath = "/login"
/// // The login screen's button:
/// authentication.signIn(as: "ada")   // the navigations that waited land
/// ```
public final class LoginScreenAuthentication: NavigationRouterAuthenticationHandler {
    private struct State {
        var user: String?
        var waiting: [@Sendable () -> Void] = []
        var requests: [LoginRequest] = []
    }

    private let state: Locked<State>

    /// How many of the latest login requests ``requests`` keeps.
    public static let requestHistory = 64

    /// Creates a handler, signed in as `user` (`nil`: signed out).
    public init(user: String? = nil) {
        state = Locked.make(State(user: user))
    }

    public var isAuthenticated: Bool { state.withLock { $0.user != nil } }

    /// Who is signed in.
    public var user: String? { state.withLock { $0.user } }

    /// Whether a login waits for the login screen.
    public var isWaitingForLogin: Bool { state.withLock { !$0.waiting.isEmpty } }

    /// The latest login requests (at most ``requestHistory``): which scene asked, for which path.
    public var requests: [LoginRequest] { state.withLock { $0.requests } }

    public func login(for request: LoginRequest, completion: (@Sendable () -> Void)?) {
        state.withLock { state in
            state.requests.append(request)
            if state.requests.count > Self.requestHistory { state.requests.removeFirst(state.requests.count - Self.requestHistory) }
            state.waiting.append(completion ?? {})
        }
    }

    /// The login screen signed `user` in: the navigations that waited resume.
    /// - Returns: how many waited.
    @discardableResult
    public func signIn(as user: String) -> Int {
        end(user: user)
    }

    /// The login screen was cancelled: the navigations that waited fail with `loginFailed`.
    /// Whoever was signed in stays signed in.
    /// - Returns: how many waited.
    @discardableResult
    public func cancel() -> Int {
        end(user: nil)
    }

    public func logout(completion: (@Sendable () -> Void)?) {
        state.withLock { $0.user = nil }
        completion?()
    }

    /// Ends the logins that wait (each completion called once, outside the lock).
    private func end(user: String?) -> Int {
        let waiting = state.withLock { state in
            if let user { state.user = user }
            defer { state.waiting = [] }
            return state.waiting
        }
        for completion in waiting { completion() }
        return waiting.count
    }
}
