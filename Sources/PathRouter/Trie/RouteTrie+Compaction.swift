extension RouteTrie {
    /// The same live routes in a fresh trie, in registration order, with no empty slots or
    /// dead nodes (route indices change). Unbinding calls it once empty slots outnumber live
    /// routes, so churn never makes later binds or copies pay for routes that are gone.
    func compacted() -> RouteTrie {
        var fresh = RouteTrie(caseInsensitive: caseInsensitive)
        for entry in boundEntries {
            guard let pattern = try? RoutePattern(entry.route.path) else { continue }
            try? fresh.insert(entry.route, pattern: pattern)
        }
        return fresh
    }
}
