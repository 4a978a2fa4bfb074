public import PathRouter

/// Loads routable modules into a registry.
///
/// NavigationRouter discovered modules by scanning every class in the Objective-C runtime.
/// Linux has no such runtime, and the scan cost start-up time and gave no defined order, so
/// PathRouter takes the module types explicitly: the list is the order, and it is the same on
/// every platform and every launch.
///
/// ```swift
/// try RoutableModulesFactory.loadRoutableModules([HomeModule.self, CatalogModule.self])
/// ```
///
/// Each module type is loaded at most once per registry: a repeated call, or a type listed
/// twice, does not register it again. Loading is all or nothing: if any module throws (a bad
/// pattern, a conflict with a route bound by an earlier module or by the app), no route of
/// that call is bound, no module of it counts as loaded, and the error names the module.
public enum RoutableModulesFactory {
    /// Loads `modules`, in order, into `registry`.
    ///
    /// - Parameters:
    ///   - modules: The module types, in the order they register.
    ///   - registry: The registry to load into (default: the shared one).
    /// - Returns: The module types this call loaded (those not loaded before), in order.
    /// - Throws: ``NavigationError`` with code ``NavigationError/Code/moduleLoadFailed`` naming
    ///   the module and the underlying problem. Nothing is registered when it throws.
    @discardableResult
    public static func loadRoutableModules(
        _ modules: [any RoutableModule.Type],
        into registry: NavigationRegistry = .shared
    ) throws(NavigationError) -> [any RoutableModule.Type] {
        var seen: Set<ObjectIdentifier> = []
        let unique = modules.filter { seen.insert(ObjectIdentifier($0)).inserted }
        let loaded = try load(unique.map { ObjectIdentifier($0) }, into: registry) { unique[$0].init() }
        return loaded.map { unique[$0] }
    }

    /// Loads `modules`, values that hold their dependencies, in order, into `registry`, with
    /// the same rules as ``loadRoutableModules(_:into:)``: a module type is loaded at most
    /// once per registry (a later value of a type already loaded is skipped), and loading is
    /// all or nothing.
    ///
    /// ```swift
    /// let dependencies = ShopDependencies.live
    /// try RoutableModulesFactory.load([
    ///     CatalogModule(products: dependencies.products),
    ///     CartModule(cart: dependencies.cart),
    /// ])
    /// ```
    ///
    /// - Returns: How many modules this call loaded.
    /// - Throws: ``NavigationError`` with code ``NavigationError/Code/moduleLoadFailed`` naming
    ///   the module and the underlying problem. Nothing is registered when it throws.
    @discardableResult
    public static func load(_ modules: [any FeatureModule], into registry: NavigationRegistry = .shared) throws(NavigationError) -> Int {
        var seen: Set<ObjectIdentifier> = []
        let unique = modules.filter { seen.insert(ObjectIdentifier(type(of: $0))).inserted }
        return try load(unique.map { ObjectIdentifier(type(of: $0)) }, into: registry) { unique[$0] }.count
    }

    /// Loads the modules `make` gives for the positions whose types (`types`, distinct) this
    /// registry has not loaded yet, all or nothing; returns those positions.
    private static func load(
        _ types: [ObjectIdentifier], into registry: NavigationRegistry, make: (Int) -> any FeatureModule
    ) throws(NavigationError) -> [Int] {
        let claimed = Set(registry.claimModules(types))
        let toLoad = types.indices.filter { claimed.contains(types[$0]) }
        guard !toLoad.isEmpty else { return [] }

        let staging = registry.makeStagingCopy()
        var names: [String] = []
        do {
            for position in toLoad {
                do {
                    // Made here, so that a type's `init()` runs with the staging registry current.
                    try NavigationRegistry.$current.withValue(staging) {
                        let module = make(position)
                        names.append("\(type(of: module))")
                        try module.registerRoutes()
                        try module.registerInterceptors()
                    }
                } catch {
                    throw NavigationError(
                        code: .moduleLoadFailed, path: (error as? NavigationError)?.path ?? "",
                        reason: "module \(names.last ?? "") failed to register: \(error)")
                }
            }
            try registry.bind(routes: staging.stagedRoutes)
            registry.adoptInterceptors(from: staging)
        } catch {
            registry.releaseModules(Array(claimed))
            if let navigationError = error as? NavigationError, navigationError.code == .moduleLoadFailed {
                throw navigationError
            }
            throw NavigationError(
                code: .moduleLoadFailed, path: (error as? NavigationError)?.path ?? "",
                reason: "modules \(names.joined(separator: ", ")) could not be loaded: \(error)")
        }
        return toLoad
    }
}
