import PathRouterLocking

/// What a registry keeps besides its route table: interceptors, the authentication handler
/// and the login in progress, the routers of its scenes, and the external-link policy.
///
/// It has its own lock, so that resolving paths never waits behind these.
struct RegistryServices: Sendable {
    /// The interceptors and their patterns (see ``InterceptorSet``).
    var interceptors: InterceptorSet

    var authenticationHandler: (any NavigationRouterAuthenticationHandler)?
    /// The login the handler runs for the navigations that wait (see ``LoginInProgress``).
    var login = LoginInProgress()
    /// Counts logouts. A navigation that needs an authenticated user and was admitted before
    /// a logout never lands after it (`loggedOut`).
    var sessionEpoch: UInt64 = 0

    /// The scenes and their routers (see ``SceneDirectory``).
    var directory = SceneDirectory()

    var linkPolicy = ExternalLinkPolicy()
    var loggedOutPath: String?
    var loginPath: String?
    var pendingNavigationTimeout: Duration?

    init(options: NavigationRegistry.Options) {
        interceptors = InterceptorSet(options: options)
    }
}
