import PathRouterLocking

extension NavigationRegistry {
    /// The authentication handler of this registry's routes and interceptors, or `nil`.
    ///
    /// With no handler, protected routes and interceptors are refused
    /// (``NavigationError/Code/authenticationRequired``): PathRouter fails closed.
    public var authenticationHandler: (any NavigationRouterAuthenticationHandler)? {
        get { services.withLock { $0.authenticationHandler } }
        set {
            services.withLock { services in
                services.authenticationHandler = newValue
                servicesSlot.publish(ServicesSnapshot.of(services))
            }
            rulesChanged()
        }
    }

    /// Where a scene goes when logging out removed every screen of its root: a path to an
    /// unprotected route (such as `/home` or `/login`), or `nil` to leave the scene empty.
    public var loggedOutPath: String? {
        get { services.withLock { $0.loggedOutPath } }
        set { services.withLock { $0.loggedOutPath = newValue } }
    }

    /// The login screen the router shows itself, or `nil` (the default: the handler shows its
    /// own, in the scene its ``LoginRequest`` names).
    ///
    /// When set, a navigation that waits for a login presents this path modally (dismissal
    /// prevented) in its own scene — where the user is, once per scene however many navigations
    /// wait; in a scene that shows nothing yet (a cold start), it becomes the scene's root, as a
    /// modal needs something to be presented over — and the router removes that screen when the
    /// scene's waiting navigation ends:
    /// before it resumes after the login, or when it fails, is cancelled or expires. The
    /// resumed navigation never lands inside the login screen (nor inside what the user
    /// opened from it: its modal goes with it). The path must reach a route that needs no
    /// login. Configuration order does not matter: the value is kept as set, even before its
    /// route is bound, and checked each time a login screen is to be shown. A navigation that
    /// needs a login when the path cannot be shown (no route takes it, or it needs the login it
    /// should show) fails at once with that error, its reason naming `loginPath`, instead of
    /// waiting for a login nobody sees. To check it at configuration time, once the routes are
    /// bound, use ``setLoginPath(_:)``, which throws.
    ///
    /// ```swift
    /// registry.loginPath = "/login"
    /// router.navigate(toPath: "/accounts/7")   // shows /login; the handler's login is called
    /// ```
    public var loginPath: String? {
        get { services.withLock { $0.loginPath } }
        set { services.withLock { $0.loginPath = newValue } }
    }

    /// Sets ``loginPath`` after checking it now, or throws why it cannot be the login screen
    /// (and keeps the value it had).
    ///
    /// ```swift
    /// try registry.setLoginPath("/login")
    /// ```
    /// - Throws: ``NavigationError/Code/routeNotFound`` (or another resolve error) when no
    ///   route takes the path; ``NavigationError/Code/authenticationRequired`` when its route
    ///   is protected or an interceptor requiring authentication applies to it.
    public func setLoginPath(_ path: String?) throws(NavigationError) {
        if let path, let problem = loginPathProblem(path) { throw problem }
        services.withLock { $0.loginPath = path }
    }

    /// Why `path` cannot be the login screen: no route takes it, or it needs the login it
    /// should show.
    func loginPathProblem(_ path: String) -> NavigationError? {
        let match: RouteMatch
        do throws(NavigationError) {
            match = try resolve(path)
        } catch {
            return error
        }
        if match.route.requiresAuthentication || interceptors(for: match.path, at: .before).contains(where: \.requiresAuthentication) {
            return NavigationError(
                code: .authenticationRequired, path: path,
                reason: "the login path reaches route '\(match.route.path)', which needs the login it should show; bind it with requiresAuthentication: false",
                nearestPattern: match.route.path)
        }
        return nil
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
    func requestLogin(for request: LoginRequest, then completion: @escaping @Sendable () -> Void) -> Bool {
        let start = services.withLock { services -> (handler: any NavigationRouterAuthenticationHandler, generation: UInt64)?? in
            guard let handler = services.authenticationHandler else { return .some(nil) }
            guard let generation = services.login.join(completion) else { return .none }
            return .some((handler, generation))
        }
        switch start {
        case .some(nil): return false
        case .none: return true
        case .some(let login?):
            // The protocol says a completion is called once; a second call, or one for a login
            // that a logout abandoned (a newer generation), is ignored.
            login.handler.login(for: request) { [self] in
                let waiters = services.withLock { $0.login.completed(login.generation) }
                for waiter in waiters { waiter() }
            }
            return true
        }
    }

    /// Starts a new session epoch: abandons the login in progress (its completion will be
    /// ignored, and the next protected navigation starts a new login).
    private func beginLogout() {
        services.withLock { services in
            services.sessionEpoch += 1
            servicesSlot.publish(ServicesSnapshot.of(services))
            services.login.abandon()
        }
        rulesChanged()
    }

    /// Logs the user out.
    ///
    /// - Every navigation in flight in any scene of this registry that needs an authenticated
    ///   user (a protected route, or an interceptor that requires authentication) ends once
    ///   with ``NavigationError/Code/loggedOut``, whatever it was doing: running or awaiting an
    ///   interceptor, taken over, waiting for a login, resumed, restoring. Navigations that
    ///   need no authentication go on.
    /// - A login in progress is abandoned: its completion is ignored, and the next protected
    ///   navigation starts a new login.
    /// - The handler's `logout` is called.
    /// - No screen of a protected route stays in any scene: such screens are removed from
    ///   their stacks, a modal left empty is dismissed, and a root left empty is replaced by
    ///   ``loggedOutPath`` (or the scene is left empty).
    ///
    /// ```swift
    /// await NavigationRegistry.shared.logout()
    /// ```
    public func logout() async {
        beginLogout()
        await purgeProtectedScreens()
        if let handler = authenticationHandler {
            await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
                let resumed = Locked.make(false)
                handler.logout { if resumed.raise() { continuation.resume() } }
            }
        }
        // Anything that navigated while the handler was logging out is purged too.
        await purgeProtectedScreens()
    }

    private func purgeProtectedScreens() async {
        for router in routers { await router.removeProtectedScreens() }
    }

    /// Whether a screen needs an authenticated user: its route is protected (a route unbound
    /// since counts as protected), or a before-interceptor that requires authentication
    /// applies to its path (`/account/**` with `requiringAuthentication: true`).
    func isProtected(_ screen: Screen) -> Bool {
        guard let route = route(forPattern: screen.pattern) else { return true }
        return route.requiresAuthentication || interceptors(for: screen.path, at: .before).contains(where: \.requiresAuthentication)
    }
}
