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
