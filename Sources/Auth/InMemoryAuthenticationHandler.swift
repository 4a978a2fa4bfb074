import PathRouterLocking

/// An authentication handler that keeps its state in memory, for tests and samples.
///
/// By default a login succeeds at once. Set ``nextLoginSucceeds`` to make logins fail, or
/// ``completesLoginImmediately`` to `false` to hold each login until you call
/// ``finishLogin(succeeding:)``, the way a login screen would.
///
/// ```swift
/// let auth = InMemoryAuthenticationHandler()
/// auth.completesLoginImmediately = false
/// registry.authenticationHandler = auth
/// router.navigate(toPath: "/account")   // parked: auth.pendingLogins == 1
/// auth.finishLogin(succeeding: true)    // the navigation resumes and lands on /account
/// ```
public final class InMemoryAuthenticationHandler: NavigationRouterAuthenticationHandler {
    private struct State {
        var authenticated: Bool
        var nextLoginSucceeds = true
        var completesImmediately = true
        var loginCalls = 0
        var logoutCalls = 0
        var waiting: [@Sendable () -> Void] = []
        var callbacks: [CallbackAddress] = []
        var handledCallbacks: [String] = []
    }

    private let state: Locked<State>

    /// Creates a handler, logged out unless `authenticated`.
    public init(authenticated: Bool = false) {
        state = Locked.make(State(authenticated: authenticated))
    }

    /// Whether the user is logged in.
    public var isAuthenticated: Bool { state.withLock { $0.authenticated } }

    /// Whether the next logins succeed (default `true`).
    public var nextLoginSucceeds: Bool {
        get { state.withLock { $0.nextLoginSucceeds } }
        set { state.withLock { $0.nextLoginSucceeds = newValue } }
    }

    /// Whether a login completes inside ``login(completion:)`` (default `true`), or waits for
    /// ``finishLogin(succeeding:)``.
    public var completesLoginImmediately: Bool {
        get { state.withLock { $0.completesImmediately } }
        set { state.withLock { $0.completesImmediately = newValue } }
    }

    /// How many times ``login(completion:)`` was called.
    public var loginCalls: Int { state.withLock { $0.loginCalls } }
    /// How many times ``logout(completion:)`` was called.
    public var logoutCalls: Int { state.withLock { $0.logoutCalls } }
    /// How many logins wait for ``finishLogin(succeeding:)``.
    public var pendingLogins: Int { state.withLock { $0.waiting.count } }
    /// The callback URLs handled so far.
    public var handledCallbacks: [String] { state.withLock { $0.handledCallbacks } }

    /// Accepts callback URLs with this scheme and host whose path is `path` or below it, at a
    /// segment boundary: `acceptCallbacks(scheme: "myapp", host: "oauth", path: "/done")`
    /// accepts `myapp://oauth/done?code=1` and `myapp://oauth/done/x`, but not
    /// `myapp://oauth/donexyz`, `myapp://oauth.evil.example/done` or `myapp://user@oauth/done`.
    /// Scheme and host compare as ASCII without case (a Kelvin sign is not a `k`).
    ///
    /// ```swift
    /// auth.acceptCallbacks(scheme: "myapp", host: "oauth")
    /// ```
    public func acceptCallbacks(scheme: String, host: String, path: String = "/") {
        let address = CallbackAddress(
            scheme: HostName.asciiForm(scheme), host: HostName.asciiForm(host),
            path: path.hasPrefix("/") ? path : "/" + path)
        state.withLock { $0.callbacks.append(address) }
    }

    /// Accepts callback URLs matching `prefix` written as a URL (such as `myapp://oauth` or
    /// `myapp://oauth/done`): the same scheme and host, and a path at or below the prefix's
    /// path. It is matched by its parts, not as a string prefix, so `myapp://oauth` does not
    /// accept `myapp://oauth.evil.example/`. A prefix that is not such a URL accepts nothing.
    public func acceptCallbacks(withPrefix prefix: String) {
        guard let address = CallbackAddress(parsing: prefix) else { return }
        state.withLock { $0.callbacks.append(address) }
    }

    /// Counts the call, then completes at once (see ``nextLoginSucceeds``) or waits for
    /// ``finishLogin(succeeding:)``.
    public func login(completion: (@Sendable () -> Void)?) {
        let finishNow = state.withLock { state -> Bool in
            state.loginCalls += 1
            if state.completesImmediately {
                state.authenticated = state.nextLoginSucceeds
                return true
            }
            state.waiting.append(completion ?? {})
            return false
        }
        if finishNow { completion?() }
    }

    /// Completes the logins that wait, logging the user in if `succeeding`. A failed login
    /// leaves a session that exists as it is; with no login waiting, nothing happens.
    public func finishLogin(succeeding: Bool) {
        let waiting = state.withLock { state -> [@Sendable () -> Void] in
            guard !state.waiting.isEmpty else { return [] }
            state.authenticated = state.authenticated || succeeding
            defer { state.waiting = [] }
            return state.waiting
        }
        for completion in waiting { completion() }
    }

    /// Logs in or out at once, without calling any completion (a session restored at launch).
    public func setAuthenticated(_ authenticated: Bool) {
        state.withLock { $0.authenticated = authenticated }
    }

    /// Logs the user out and completes at once.
    public func logout(completion: (@Sendable () -> Void)?) {
        state.withLock { state in
            state.logoutCalls += 1
            state.authenticated = false
        }
        completion?()
    }

    /// Whether `url` has the scheme and host of an accepted callback and a path at or below
    /// its path (see ``acceptCallbacks(scheme:host:path:)``).
    public func canHandleCallbackUrl(_ url: String) -> Bool {
        guard let address = CallbackAddress(parsing: url) else { return false }
        return state.withLock { state in state.callbacks.contains { $0.accepts(address) } }
    }

    /// Records the callback and logs the user in.
    public func handleCallbackUrl(_ url: String) {
        state.withLock { state in
            state.handledCallbacks.append(url)
            state.authenticated = true
        }
    }
}
