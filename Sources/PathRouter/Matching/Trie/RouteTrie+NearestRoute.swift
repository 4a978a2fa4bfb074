extension RouteTrie {
    /// Some live route at or below `node`, for diagnostics (slow path after unbinds).
    func nearestRoute(below node: Int32) -> Entry? {
        if let sample = entry(at: samples[Int(node)]) { return sample }
        var stack: [Int32] = [node]
        while let current = stack.popLast() {
            let value = nodes[Int(current)]
            if let found = entry(at: value.route) ?? entry(at: value.catchAllRoute) { return found }
            if value.parameterChild >= 0 { stack.append(value.parameterChild) }
            if value.wildcardChild >= 0 { stack.append(value.wildcardChild) }
            if value.hasLiteralChildren {
                for edge in edges where edge.child >= 0 && edge.parent == current { stack.append(edge.child) }
            }
        }
        return nil
    }
}
