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
}
