import PathRouterLocking

/// What a registry keeps besides its route table: interceptors, the authentication handler
/// and the login in progress, the routers of its scenes, and the external-link policy.
///
/// It has its own lock, so that resolving paths never waits behind these.
struct RegistryServices: Sendable {
    var interceptors: [UInt64: Interceptor] = [:]
    /// Interceptor patterns, compiled with the route matcher; each shape maps to interceptors.
    var interceptorTable: RouteTable
    var interceptorsByShape: [Int32: [UInt64]] = [:]
    var nextInterceptorID: UInt64 = 0

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
        interceptorTable = Self.emptyInterceptorTable(options: options)
    }

    static func emptyInterceptorTable(options: NavigationRegistry.Options) -> RouteTable {
        RouteTable(trie: RouteTrie(caseInsensitive: options.caseInsensitiveLiterals), options: options)
    }

    /// Recompiles the interceptor patterns under `options` (the registry's new options), so
    /// that interceptors match exactly as routes do. Patterns that become one shape (`/Admin`
    /// and `/admin` once literals fold case) share it.
    mutating func rebuildInterceptorTable(options: NavigationRegistry.Options) {
        let old = interceptorTable.trie
        var trie = RouteTrie(caseInsensitive: options.caseInsensitiveLiterals)
        var byShape: [Int32: [UInt64]] = [:]
        for (oldShape, ids) in interceptorsByShape.sorted(by: { $0.key < $1.key }) {
            guard let route = old.entry(at: oldShape)?.route, let pattern = try? RoutePattern(route.path) else { continue }
            let shape: Int32
            if let existing = trie.routeIndex(forShapeOf: pattern) {
                shape = existing
            } else {
                shape = Int32(trie.entries.count)
                guard (try? trie.insert(route, validated: true)) != nil else { continue }
            }
            byShape[shape, default: []].append(contentsOf: ids)
        }
        interceptorTable = RouteTable(trie: trie, options: options)
        interceptorsByShape = byShape
    }
}

/// A marker type for the interceptor table's pseudo-routes.
struct InterceptorPatternMarker: RoutableViewModel {
    var navigationInterceptionExecutionFlow: NavigationInterceptionFlow?
    init(parameters: [String: String]?) {}
}
