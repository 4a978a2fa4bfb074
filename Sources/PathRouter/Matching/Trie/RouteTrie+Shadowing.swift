/// Whether a pattern's own route is what every path it matches resolves to.
extension RouteTrie {
    /// The index of the route bound with `pattern` (written `text`) when no other route can be
    /// preferred over it for a path it matches; `nil` when one might (or it is not bound as
    /// such, or is a redirect).
    ///
    /// At each segment a literal edge is tried before a parameter edge. Where `pattern` has a
    /// literal, it takes the literal edge, so no route is preferred there; where it has a
    /// parameter, a route with a literal at that position is preferred for that value. So
    /// when no node along the pattern's parameter positions has literal children, every path
    /// the pattern matches resolves to its route, and a chain's parent needs no resolve.
    ///
    /// ```swift
    /// // bound: /shop, /shop/:id, /shop/:id/reviews
    /// trie.unshadowedRouteIndex(of: "/shop/:id", parsed)   // its index
    /// // bound as well: /shop/new
    /// trie.unshadowedRouteIndex(of: "/shop/:id", parsed)   // nil: /shop/new is preferred for "new"
    /// ```
    func unshadowedRouteIndex(of text: String, pattern: RoutePattern) -> Int32? {
        guard !pattern.segments.contains(where: { $0.isWildcard || $0.isCatchAll }),
            case .route(let node)? = terminal(forShapeOf: pattern, refusingParameterAt: \.hasLiteralChildren)
        else { return nil }
        let index = nodes[Int(node)].route
        guard index >= 0, let entry = entry(at: index), !entry.isRedirect, entry.route.path == text else { return nil }
        return index
    }
}
