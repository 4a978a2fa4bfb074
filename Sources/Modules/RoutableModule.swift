import PathRouter

/// A feature module that registers its routes (and, later, interceptors) with the router.
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
public protocol RoutableModule: SendableMetatype {
    /// Creates the module. The factory creates each module once per registry.
    init()

    /// Binds the module's routes.
    func registerRoutes() throws

    /// Registers the module's interceptors. The default does nothing.
    func registerInterceptors() throws
}

extension RoutableModule {
    /// Registers nothing: a module without interceptors need not write this method.
    public func registerInterceptors() throws {}
}
