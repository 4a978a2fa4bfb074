import PathRouterLocking

/// What a registry keeps besides its route table: interceptors, the authentication handler
/// and the login in progress, the routers of its scenes, and the external-link policy.
///
/// It has its own lock, so that resolving paths never waits behind these.
struct RegistryServices: Sendable {
    /// A router of this registry, held weakly.
    struct RouterReference: Sendable {
        weak var router: NavigationRouter?
    }

    var interceptors: [UInt64: Interceptor] = [:]
    /// Interceptor patterns, compiled with the route matcher; each shape maps to interceptors.
    var interceptorTable = RouteTable(trie: RouteTrie(caseInsensitive: false), options: .init())
    var interceptorsByShape: [Int32: [UInt64]] = [:]
    var nextInterceptorID: UInt64 = 0

    var authenticationHandler: (any NavigationRouterAuthenticationHandler)?
    var loginInFlight = false
    var loginWaiters: [@Sendable () -> Void] = []

    var routers: [RouterReference] = []

    var linkPolicy = ExternalLinkPolicy()
    var loggedOutPath: String?
    var pendingNavigationTimeout: Duration?
}

/// A marker type for the interceptor table's pseudo-routes.
struct InterceptorPatternMarker: RoutableViewModel {
    var navigationInterceptionExecutionFlow: NavigationInterceptionFlow?
    init(parameters: [String: String]?) {}
}
