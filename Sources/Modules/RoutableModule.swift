import PathRouter

/// A feature module without dependencies, listed by its type: the factory makes it with
/// `init()`. A module that needs dependencies is a ``FeatureModule`` value instead.
///
/// Implementation requirements: `init()` does no navigation work; ``registerRoutes()`` binds
/// routes with `NavigationRouter.bind(route:)` / `bind(routes:)` synchronously and throws the
/// binding's error; ``registerInterceptors()`` (optional) does the same for interceptors. Both
/// register into `NavigationRegistry.current`, which the factory points at the registry being
/// loaded, so a module never names a registry itself.
///
/// ```swift
/// public struct CatalogModule: RoutableModule {
///     public init() {}
///
///     public func registerRoutes() throws {
///         try NavigationRouter.bind(routes: [
///             NavigationRoute(path: "/products", type: ProductListViewModel.self,
///                             requiresAuthentication: false, allowedExternally: true),
///             NavigationRoute(path: "/products/:id", type: ProductViewModel.self,
///                             requiresAuthentication: false, allowedExternally: true),
///         ])
///     }
/// }
/// ```
///
/// Module types are `SendableMetatype`s, so an app can list them in a constant in Swift 6
/// mode without a concurrency warning:
///
/// ```swift
/// enum AppModules {
///     static let all: [any RoutableModule.Type] = [CatalogModule.self, AccountsModule.self]
/// }
/// ```
public protocol RoutableModule: FeatureModule, SendableMetatype {
    /// Creates the module. The factory creates each module once per registry.
    init()
}
