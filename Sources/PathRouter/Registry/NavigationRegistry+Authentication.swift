import Synchronization
import PathRouterLocking

extension NavigationRegistry {
    /// The authentication handler of this registry's routes and interceptors, or `nil`.
    ///
    /// With no handler, protected routes and interceptors are refused
    /// (``NavigationError/Code/authenticationRequired``): PathRouter fails closed.
    public var authenticationHandler: (any NavigationRouterAuthenticationHandler)? {
        get { services.withLock { $0.authenticationHandler } }
        set { services.withLock { $0.authenticationHandler = newValue } }
    }

    /// Where a scene goes when logging out removed every screen of its root: a path to an
    /// unprotected route (such as `/home` or `/login`), or `nil` to leave the scene empty.
    public var loggedOutPath: String? {
        get { services.withLock { $0.loggedOutPath } }
        set { services.withLock { $0.loggedOutPath = newValue } }
    }

    /// How long a navigation may wait for a login before it ends with
    /// ``NavigationError/Code/pendingNavigationExpired``; `nil` (the default) waits until the
    /// login completes, the app cancels it, a newer protected navigation replaces it, or the
    /// user logs out.
    public var pendingNavigationTimeout: Duration? {
        get { services.withLock { $0.pendingNavigationTimeout } }
        set { services.withLock { $0.pendingNavigationTimeout = newValue } }
    }

    var isAuthenticated: Bool {
        authenticationHandler?.isAuthenticated ?? false
    }

    /// Asks the handler to log the user in, once for all the navigations that wait: a login
    /// already in progress is joined, not started again.
    /// - Returns: `false` when there is no handler.
    func requestLogin(then completion: @escaping @Sendable () -> Void) -> Bool {
        let start = services.withLock { services -> (any NavigationRouterAuthenticationHandler)?? in
            guard let handler = services.authenticationHandler else { return .some(nil) }
            services.loginWaiters.append(completion)
            if services.loginInFlight { return .none }
            services.loginInFlight = true
            return .some(handler)
        }
        switch start {
        case .some(nil): return false
        case .none: return true
        case .some(let handler?):
            handler.login { [self] in
                let waiters = services.withLock { services in
                    defer {
                        services.loginWaiters = []
                        services.loginInFlight = false
                    }
                    return services.loginInFlight ? services.loginWaiters : []
                }
                for waiter in waiters { waiter() }
            }
            return true
        }
    }

    /// Logs the user out: every navigation waiting for a login ends with
    /// ``NavigationError/Code/loggedOut``, the handler's `logout` is called, and no screen of a
    /// protected route stays in any scene of this registry: such screens are removed from
    /// their stacks, a modal left empty is dismissed, and a root left empty is replaced by
    /// ``loggedOutPath`` (or the scene is left empty).
    ///
    /// ```swift
    /// await NavigationRegistry.shared.logout()
    /// ```
    public func logout() async {
        for router in routers { router.endPendingNavigation(with: .loggedOut, reason: "the user logged out") }
        await purgeProtectedScreens()
        if let handler = authenticationHandler {
            await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
                let resumed = OnceFlag()
                handler.logout { if resumed.set() { continuation.resume() } }
            }
        }
        // Anything that navigated while the handler was logging out is purged too.
        await purgeProtectedScreens()
    }

    private func purgeProtectedScreens() async {
        for router in routers { await router.removeProtectedScreens() }
    }

    /// Whether a screen's route is protected (a route unbound since counts as protected).
    func isProtected(_ screen: Screen) -> Bool {
        route(forPattern: screen.pattern)?.requiresAuthentication ?? true
    }

    // MARK: - Routers

    func attach(_ router: NavigationRouter) {
        services.withLock { services in
            services.routers.removeAll { $0.router == nil }
            services.routers.append(RegistryServices.RouterReference(router: router))
        }
    }

    /// The live routers of this registry's scenes, in creation order.
    public var routers: [NavigationRouter] {
        services.withLock { $0.routers.compactMap(\.router) }
    }

    func nextActivity() -> UInt64 {
        activityCounter.wrappingAdd(1, ordering: .relaxed).newValue
    }
}

/// A flag that can be set once, from any thread.
final class OnceFlag: Sendable {
    private let flag = Locked.make(false)

    /// Sets the flag; `true` only for the first call.
    func set() -> Bool {
        flag.withLock { flag in
            defer { flag = true }
            return !flag
        }
    }
}
