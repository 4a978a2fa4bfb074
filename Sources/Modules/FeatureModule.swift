import PathRouter

/// A feature module as a value: it holds the dependencies its routes need (a repository, a
/// logger, a feature-flag service) and registers its routes and interceptors with them.
///
/// The app makes each module with what it needs (checked by the compiler, no global) and
/// loads the list (``RoutableModulesFactory/load(_:into:)``); a test loads the same modules
/// with a stand-in for one dependency.
///
/// ```swift
/// struct CatalogModule: FeatureModule {
///     let products: any ProductRepository
///
///     func registerRoutes() throws {
///         try NavigationRouter.bind(route: NavigationRoute(Product.self, requiresAuthentication: false) { product in
///             ProductViewModel(product: product, products: products)
///         })
///     }
/// }
///
/// try RoutableModulesFactory.load([CatalogModule(products: LiveProducts()), AccountModule()])
/// ```
///
/// ``registerRoutes()`` and ``registerInterceptors()`` bind into `NavigationRegistry.current`
/// (what `NavigationRouter.bind(route:)` uses), which the factory points at the registry being
/// loaded. A module without dependencies may be a ``RoutableModule``, listed by its type.
public protocol FeatureModule {
    /// Binds the module's routes.
    func registerRoutes() throws

    /// Registers the module's interceptors. The default does nothing.
    func registerInterceptors() throws
}

extension FeatureModule {
    /// Registers nothing: a module without interceptors need not write this method.
    public func registerInterceptors() throws {}
}
