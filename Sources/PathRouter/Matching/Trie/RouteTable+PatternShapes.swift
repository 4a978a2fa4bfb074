/// Tables of patterns rather than routes (interceptors, leave guards): each distinct shape is
/// one entry, matched by the same resolver as routes.
extension RouteTable {
    /// This table with `pattern`'s shape in it (itself when it is there already), and the
    /// shape's index.
    func addingShape(of pattern: RoutePattern, text: String) throws(NavigationError) -> (table: RouteTable, shape: Int32) {
        if let existing = trie.routeIndex(forShapeOf: pattern) { return (self, existing) }
        var trie = trie
        let shape = Int32(trie.entries.count)
        try trie.insert(NavigationRoute(path: text, type: InterceptorPatternMarker.self, requiresAuthentication: false))
        return (RouteTable(trie: trie, options: options), shape)
    }
}
