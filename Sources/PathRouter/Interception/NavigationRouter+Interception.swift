/// Interceptors on ``NavigationRegistry/current``: NavigationRouter's static API.
extension NavigationRouter {
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
