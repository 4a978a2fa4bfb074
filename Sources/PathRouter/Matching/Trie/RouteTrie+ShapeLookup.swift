/// Finding where a pattern's shape ends in the trie, without changing it: for removal, for
/// ``NavigationRegistry/route(forPattern:)`` and for parents found without a resolve
/// (``unshadowedRouteIndex(of:pattern:)``).
extension RouteTrie {
    /// The index of the route bound with `pattern`'s shape, or `nil`.
    func routeIndex(forShapeOf pattern: RoutePattern) -> Int32? {
        guard let terminal = terminal(forShapeOf: pattern) else { return nil }
        switch terminal {
        case .route(let node): return nodes[Int(node)].route >= 0 ? nodes[Int(node)].route : nil
        case .catchAll(let node): return nodes[Int(node)].catchAllRoute >= 0 ? nodes[Int(node)].catchAllRoute : nil
        }
    }

    /// The child of `node` along the literal edge `text` (folded in a case-insensitive
    /// table), or -1.
    func existingLiteralChild(of node: Int32, text: String) -> Int32 {
        var bytes = Array(text.utf8)
        if caseInsensitive { bytes = bytes.map(LiteralKey.foldASCII) }
        return bytes.withUnsafeBufferPointer { findLiteral(parent: node, segment: $0) }
    }

    /// Where `pattern`'s shape ends in the trie; `nil` when it is not there, or when
    /// `refusingParameterAt` refuses a node the walk leaves through a parameter edge.
    func terminal(forShapeOf pattern: RoutePattern, refusingParameterAt refuses: (Node) -> Bool = { _ in false }) -> Terminal? {
        var node: Int32 = 0
        for segment in pattern.segments {
            switch segment.kind {
            case .literal(let text):
                node = existingLiteralChild(of: node, text: text)
            case .parameter:
                if refuses(nodes[Int(node)]) { return nil }
                node = nodes[Int(node)].parameterChild
            case .wildcard:
                node = nodes[Int(node)].wildcardChild
            case .catchAll:
                return .catchAll(node: node)
            }
            if node < 0 { return nil }
        }
        return .route(node: node)
    }
}
