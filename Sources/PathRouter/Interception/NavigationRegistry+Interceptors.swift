import PathRouterLocking

extension NavigationRegistry {
    /// Registers an interceptor on this registry; see
    /// `NavigationRouter.interceptNavigation(toPath:when:withPriority:requiringAuthentication:handler:)`.
    ///
    /// - Throws: ``NavigationError/Code/invalidPattern`` for a bad pattern.
    @discardableResult
    public func interceptNavigation(
        toPath pattern: String = "/**",
        when point: NavigationInterceptorPoint = .before,
        withPriority priority: NavigationInterceptionPriority = .low,
        requiringAuthentication: Bool = false,
        handler: @escaping @Sendable (NavigationRouter, @escaping @Sendable (Bool?) -> Void) -> Void
    ) throws(NavigationError) -> InterceptorToken {
        try addInterceptor(
            pattern: pattern, point: point, priority: priority,
            requiresAuthentication: requiringAuthentication, handler: .callback(handler))
    }

    /// Registers an interceptor whose handler may `await` before it decides.
    ///
    /// ```swift
    /// try registry.interceptNavigation(toPath: "/checkout/**") { router, context in
    ///     await cart.isEmpty ? .cancel(reason: "the cart is empty") : .proceed
    /// }
    /// ```
    @discardableResult
    public func interceptNavigation(
        toPath pattern: String = "/**",
        when point: NavigationInterceptorPoint = .before,
        withPriority priority: NavigationInterceptionPriority = .low,
        requiringAuthentication: Bool = false,
        perform handler: @escaping @Sendable (NavigationRouter, InterceptionContext) async -> InterceptionDecision
    ) throws(NavigationError) -> InterceptorToken {
        try addInterceptor(
            pattern: pattern, point: point, priority: priority,
            requiresAuthentication: requiringAuthentication, handler: .async(handler))
    }

    /// Registers an interceptor that decides at once, knowing the navigation (its path, route,
    /// parameters, and whether it comes from a link), as the `async` form does, but without
    /// making the navigation wait: logging, analytics, a synchronous veto.
    ///
    /// ```swift
    /// try registry.interceptNavigation(toPath: "/admin/**") { router, context in
    ///     log.info("opening \(context.path), external: \(context.externally)")
    ///     return context.externally ? .cancel(reason: "admin screens open from inside the app only") : .proceed
    /// }
    /// ```
    @discardableResult
    public func interceptNavigation(
        toPath pattern: String = "/**",
        when point: NavigationInterceptorPoint = .before,
        withPriority priority: NavigationInterceptionPriority = .low,
        requiringAuthentication: Bool = false,
        decide handler: @escaping @Sendable (NavigationRouter, InterceptionContext) -> InterceptionDecision
    ) throws(NavigationError) -> InterceptorToken {
        try addInterceptor(
            pattern: pattern, point: point, priority: priority,
            requiresAuthentication: requiringAuthentication, handler: .immediate(handler))
    }

    /// The interceptors registered, in the order they would run for a path they all match.
    public var interceptorTokens: [InterceptorToken] {
        services.withLock { services in
            services.interceptors.all
                .map { InterceptorToken(id: $0.id, pattern: $0.pattern, registry: self) }
        }
    }

    /// Removes every interceptor.
    public func removeAllInterceptors() {
        services.withLock { services in
            services.interceptors.removeAll()
            servicesSlot.publish(ServicesSnapshot.of(services))
        }
        rulesChanged()
    }

    private func addInterceptor(
        pattern: String, point: NavigationInterceptorPoint, priority: NavigationInterceptionPriority,
        requiresAuthentication: Bool, handler: Interceptor.Handler, id adoptedID: UInt64? = nil
    ) throws(NavigationError) -> InterceptorToken {
        let parsed = try RoutePattern(pattern)
        // A staging copy takes its ids from the registry it stages for, so an interceptor
        // keeps its id (and its token) when it moves there.
        let stagedID = adoptedID ?? stagingOrigin?.makeInterceptorID()
        let id = try services.withLock { services throws(NavigationError) -> UInt64 in
            let id = try services.interceptors.add(
                parsed, text: pattern, point: point, priority: priority, requiresAuthentication: requiresAuthentication,
                handler: handler, id: stagedID)
            servicesSlot.publish(nil)
            return id
        }
        rulesChanged()
        // Staging copies (module loading) record interceptors to register for real later.
        state.withLock { state in state.stagedInterceptors?.append(id) }
        return InterceptorToken(id: id, pattern: pattern, registry: stagingOrigin ?? self, staging: stagingOrigin == nil ? nil : self)
    }

    /// The next interceptor id of this registry.
    private func makeInterceptorID() -> UInt64 {
        services.withLock { $0.interceptors.makeID() }
    }

    func removeInterceptor(id: UInt64) -> Bool {
        defer { rulesChanged() }
        return services.withLock { services in
            guard services.interceptors.remove(id) else { return false }
            servicesSlot.publish(ServicesSnapshot.of(services))
            return true
        }
    }

    /// What a navigation to `path` needs from the services, under one lock.
    struct NavigationContext {
        /// Before-interceptors, in running order.
        var before: [Interceptor]
        /// After-interceptors, in running order.
        var after: [Interceptor]
        var handler: (any NavigationRouterAuthenticationHandler)?
        /// The logouts so far (see `RegistryServices.sessionEpoch`).
        var sessionEpoch: UInt64
    }

    /// What a navigation to `path` needs from the services, under one lock: its before- and
    /// after-interceptors in running order, the authentication handler, the session epoch.
    /// Without interceptors, read from ``servicesSlot`` instead (no lock).
    func navigationContext(for path: String) -> NavigationContext {
        if let snapshot = servicesSlot.load() {
            return NavigationContext(before: [], after: [], handler: snapshot.handler, sessionEpoch: snapshot.sessionEpoch)
        }
        return services.withLock { services in
            guard !services.interceptors.isEmpty else {
                return NavigationContext(before: [], after: [], handler: services.authenticationHandler, sessionEpoch: services.sessionEpoch)
            }
            let (before, after) = services.interceptors.matching(path)
            return NavigationContext(before: before, after: after, handler: services.authenticationHandler, sessionEpoch: services.sessionEpoch)
        }
    }

    /// The interceptors that match `path` at `point`, in running order.
    func interceptors(for path: String, at point: NavigationInterceptorPoint) -> [Interceptor] {
        let context = navigationContext(for: path)
        return point == .before ? context.before : context.after
    }

    /// Moves interceptors registered on a staging copy to this registry.
    package func adoptInterceptors(from staging: NavigationRegistry) {
        let ids = staging.state.withLock { $0.stagedInterceptors ?? [] }
        let adopted = staging.services.withLock { services in ids.compactMap { services.interceptors[$0] } }
        for interceptor in adopted {
            _ = try? addInterceptor(
                pattern: interceptor.pattern, point: interceptor.point, priority: interceptor.priority,
                requiresAuthentication: interceptor.requiresAuthentication, handler: interceptor.handler,
                id: interceptor.id)
        }
        // And the leave guards the modules registered, with their ids: their tokens act here.
        for leaveGuard in staging.leaveGuards.all() {
            guard let pattern = leaveGuard.pattern else { continue }
            _ = try? leaveGuards.add(pattern: pattern, priority: leaveGuard.priority, id: leaveGuard.id, decide: leaveGuard.decide)
        }
    }
}
