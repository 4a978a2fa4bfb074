import Synchronization
import PathRouterLocking

/// A navigation that waits for a login.
public struct PendingNavigation: Sendable, Hashable, CustomStringConvertible {
    /// The path it navigates to.
    public let path: String
    /// The pattern of its route.
    public let routePattern: String

    public var description: String { "\(path) (waiting for a login)" }
}

extension NavigationRouter {
    /// The authentication handler of ``NavigationRegistry/current`` — the registry every static
    /// member of `NavigationRouter` uses: the shared one, unless a task scoped another (as
    /// module loading does). Routers on other registries use their registry's handler.
    ///
    /// ```swift
    /// NavigationRouter.authenticationHandler = MyAuthenticationHandler()   // the shared registry's
    /// ```
    public static var authenticationHandler: (any NavigationRouterAuthenticationHandler)? {
        get { NavigationRegistry.current.authenticationHandler }
        set { NavigationRegistry.current.authenticationHandler = newValue }
    }

    /// The navigation of this scene that waits for a login, if any.
    ///
    /// While it waits, the scene keeps working: the login screen and anything else the user
    /// does are ordinary navigations. It ends when the login completes (resumed, or failed
    /// with ``NavigationError/Code/loginFailed``), when a newer protected navigation of this
    /// scene takes its place, on logout, on ``cancelPendingNavigation()``, or after the
    /// registry's `pendingNavigationTimeout`.
    public var pendingNavigation: PendingNavigation? {
        runtime.loginFlight.map { PendingNavigation(path: $0.path, routePattern: $0.checked.route.path) }
    }

    /// The paths of the scene's navigations that wait now — for an interceptor's answer, a
    /// login or leave guards — in the order they began (a UI's progress marks; ``pendingNavigation``
    /// is the one waiting for a login).
    ///
    /// ```swift
    /// router.waitingNavigations   // ["/accounts/7"] while its interceptor decides
    /// ```
    public var waitingNavigations: [String] {
        runtime.waitingNavigationPaths
    }

    /// Ends the pending navigation with ``NavigationError/Code/pendingNavigationCancelled``.
    /// - Returns: whether there was one.
    @discardableResult
    public func cancelPendingNavigation() -> Bool {
        endPendingNavigation(with: .pendingNavigationCancelled, reason: "the app cancelled the navigation while it waited for a login")
    }

    /// Logs the user out of this router's registry (see ``NavigationRegistry/logout()``).
    public func logout() async {
        await registry.logout()
    }

    // MARK: - Internals

    /// Makes `flight` the scene's pending navigation, ending the one it replaces; `false` when
    /// `flight` no longer waits (something ended it meanwhile): it must not wait for a login.
    func park(_ flight: NavigationFlight) -> Bool {
        guard case .waiting(let replaced) = runtime.waitForLogin(flight) else { return false }
        replaced?.fail(
            NavigationError(
                code: .pendingNavigationReplaced, path: replaced!.path,
                reason: "a newer protected navigation (\(flight.path)) took its place while it waited for a login"))
        if let timeout = registry.pendingNavigationTimeout {
            // Weak: a timer must not keep a closed router (or the flight) alive until it fires.
            Task { [weak self, weak flight] in
                try? await Task.sleep(for: timeout)
                guard let router = self else { return }
                router.runtime.enqueue { [weak flight] in
                    guard let flight else { return }
                    let expired = router.runtime.loginFlight === flight
                    if expired {
                        flight.fail(
                            NavigationError(
                                code: .pendingNavigationExpired, path: flight.path,
                                reason: "it waited for a login longer than \(timeout)"))
                    }
                }
            }
        }
        return true
    }

    /// Stops tracking `flight` as in flight (it landed or ended).
    func forget(_ flight: NavigationFlight) {
        runtime.forget(flight)
    }

    /// Ends every navigation of this scene that needs an authenticated user and has not
    /// landed yet, with ``NavigationError/Code/loggedOut`` (runs in a job of the scene).
    func endNavigationsNeedingAuthentication() {
        let loggedOut = { (suspension: SuspendedRequests.Suspension) in
            NavigationError(code: .loggedOut, path: suspension.path, reason: "the user logged out while the navigation was on its way")
        }
        // The navigation waiting for a login needs one, whatever its own rules said.
        endSuspended(where: { $0.needsAuthentication || $0.waitsForLogin }, with: loggedOut)
    }

    func unpark(_ flight: NavigationFlight) {
        let ended = runtime.loginEnded(for: flight)
        if ended { runtime.enqueue { [self] in removeLoginScreen() } }
    }

    /// The login `flight` waited for has completed (runs in a job of the scene).
    func loginFinished(for flight: NavigationFlight) {
        let stillPending = runtime.loginEnded(for: flight)
        // The router's login screen leaves before the navigation resumes.
        removeLoginScreen()
        // The steps decide whether the login let it through (``NavigationSteps/Decision/resumed``).
        if stillPending { flight.run() }
    }

    @discardableResult
    func endPendingNavigation(with code: NavigationError.Code, reason: String) -> Bool {
        let pending = runtime.endLoginWait()
        guard let pending else { return false }
        runtime.enqueue { [self] in removeLoginScreen() }
        pending.fail(NavigationError(code: code, path: pending.path, reason: reason))
        return true
    }

    /// Removes every screen of a protected route from the scene (after a logout).
    func removeProtectedScreens() async {
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            runtime.enqueue { [self] in
                endNavigationsNeedingAuthentication()
                let registry = registry
                let current = state
                if current.allScreens.contains(where: registry.isProtected) {
                    housekeep("logout") { state in state.removeScreens(where: registry.isProtected) }
                }
                if state.isEmpty, !current.isEmpty, let path = registry.loggedOutPath {
                    perform(
                        NavigationRequest(
                            path: path, replace: true, externally: false, embedInNavigationView: true,
                            modal: false, shouldPreventDismissal: false, interceptionExecutionFlow: nil, animation: nil),
                        handle: NavigationHandle(request: path, failures: failureReporter(.navigation)),
                        ancestry: [])
                }
                SceneThread.resumeWhenIdle { continuation.resume() }
            }
        }
    }

    func noteActivity() {
        runtime.lastActivity.store(registry.nextActivity(), ordering: .relaxed)
    }

    /// Marks this scene as the one the user uses now (for links sent to the most recently
    /// active scene). Navigations mark it too.
    public func activate() {
        noteActivity()
    }

    // MARK: - Interceptors (NavigationRouter's static API)

    /// Intercepts navigations whose path matches `pattern` (on ``NavigationRegistry/current``).
    ///
    /// The pattern uses the route syntax: `/accounts/:id` guards every account, `/accounts/**`
    /// a whole section, `/**` every navigation. The handler gets the navigating router and a
    /// continuation: call it with `false` (or `nil`) to go on, `true` to cancel; or take the
    /// navigation over by navigating elsewhere with a ``NavigationInterceptionFlow`` wrapping
    /// the continuation, which the screen shown continues later.
    ///
    /// ```swift
    /// try NavigationRouter.interceptNavigation(toPath: "/accounts", when: .before) { router, executionFlow in
    ///     let flow = NavigationInterceptionFlow(completion: executionFlow)
    ///     router.navigate(toPath: "/accounts/tutorial", interceptionExecutionFlow: flow)
    /// }
    /// ```
    ///
    /// - Returns: A token whose `cancel()` unregisters the interceptor.
    /// - Throws: ``NavigationError/Code/invalidPattern`` for a bad pattern.
    @discardableResult
    public static func interceptNavigation(
        toPath pattern: String = "/**",
        when point: NavigationInterceptorPoint = .before,
        withPriority priority: NavigationInterceptionPriority = .low,
        requiringAuthentication: Bool = false,
        handler: @escaping @Sendable (NavigationRouter, @escaping @Sendable (Bool?) -> Void) -> Void
    ) throws(NavigationError) -> InterceptorToken {
        try NavigationRegistry.current.interceptNavigation(
            toPath: pattern, when: point, withPriority: priority,
            requiringAuthentication: requiringAuthentication, handler: handler)
    }

    /// Intercepts navigations with a handler that may `await` before it decides.
    @discardableResult
    public static func interceptNavigation(
        toPath pattern: String = "/**",
        when point: NavigationInterceptorPoint = .before,
        withPriority priority: NavigationInterceptionPriority = .low,
        requiringAuthentication: Bool = false,
        perform handler: @escaping @Sendable (NavigationRouter, InterceptionContext) async -> InterceptionDecision
    ) throws(NavigationError) -> InterceptorToken {
        try NavigationRegistry.current.interceptNavigation(
            toPath: pattern, when: point, withPriority: priority,
            requiringAuthentication: requiringAuthentication, perform: handler)
    }

    /// Intercepts navigations with a handler that decides at once, knowing the navigation (see
    /// ``NavigationRegistry/interceptNavigation(toPath:when:withPriority:requiringAuthentication:decide:)``).
    @discardableResult
    public static func interceptNavigation(
        toPath pattern: String = "/**",
        when point: NavigationInterceptorPoint = .before,
        withPriority priority: NavigationInterceptionPriority = .low,
        requiringAuthentication: Bool = false,
        decide handler: @escaping @Sendable (NavigationRouter, InterceptionContext) -> InterceptionDecision
    ) throws(NavigationError) -> InterceptorToken {
        try NavigationRegistry.current.interceptNavigation(
            toPath: pattern, when: point, withPriority: priority,
            requiringAuthentication: requiringAuthentication, decide: handler)
    }
}
