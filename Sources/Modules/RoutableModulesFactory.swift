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
        let claimed = Set(registry.claimModules(unique.map { ObjectIdentifier($0) }))
        let toLoad = unique.filter { claimed.contains(ObjectIdentifier($0)) }
        guard !toLoad.isEmpty else { return [] }

        let staging = registry.makeStagingCopy()
        do {
            for moduleType in toLoad {
                do {
                    try NavigationRegistry.$current.withValue(staging) {
                        let module = moduleType.init()
                        try module.registerRoutes()
                        try module.registerInterceptors()
                    }
                } catch {
                    throw NavigationError(
                        code: .moduleLoadFailed, path: (error as? NavigationError)?.path ?? "",
                        reason: "module \(moduleType) failed to register: \(error)")
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
                reason: "modules \(toLoad.map { "\($0)" }.joined(separator: ", ")) could not be loaded: \(error)")
        }
        return toLoad
    }
}
