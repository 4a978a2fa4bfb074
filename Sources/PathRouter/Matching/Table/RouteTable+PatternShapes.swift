/// Tables of patterns rather than routes (interceptors, leave guards): each distinct shape is
/// one entry, matched by the same resolver as routes.
extension RouteTable {
    /// A table of no patterns, matching as the registry's `options` say.
    static func emptyPatternTable(options: NavigationRegistry.Options) -> RouteTable {
        RouteTable(trie: RouteTrie(caseInsensitive: options.caseInsensitiveLiterals), options: options)
    }

    /// This table with `pattern`'s shape in it (itself when it is there already), and the
    /// shape's index.
    func addingShape(of pattern: RoutePattern, text: String) throws(NavigationError) -> (table: RouteTable, shape: Int32) {
        if let existing = trie.routeIndex(forShapeOf: pattern) { return (self, existing) }
        var trie = trie
        let shape = Int32(trie.entries.count)
        try trie.insert(NavigationRoute(path: text, type: PatternMarker.self, requiresAuthentication: false))
        return (RouteTable(trie: trie, options: options), shape)
    }

    /// The view model of a pattern table's pseudo-routes (never built).
    struct PatternMarker: RoutableViewModel {
        var navigationInterceptionExecutionFlow: NavigationInterceptionFlow?
        init(parameters: [String: String]?) {}
    }
}
