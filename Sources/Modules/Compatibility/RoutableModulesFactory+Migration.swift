extension RoutableModulesFactory {
    /// NavigationRouter's call, which scanned the Objective-C runtime for modules.
    @available(
        *, unavailable,
        message:
            "list the module types: try RoutableModulesFactory.loadRoutableModules([CatalogModule.self, AccountModule.self]) (Linux has no class list to scan, and the list is the order)"
    )
    public static func loadRoutableModules() {}
}
