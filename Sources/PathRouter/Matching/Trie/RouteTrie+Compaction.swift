extension RouteTrie {
    /// The same live routes in a fresh trie, in registration order, with no empty slots or
    /// dead nodes (route indices change). Unbinding calls it once empty slots outnumber live
    /// routes, so churn never makes later binds or copies pay for routes that are gone.
    func compacted() -> RouteTrie {
        var fresh = RouteTrie(caseInsensitive: caseInsensitive)
        fresh.beginBatch(ofRoutes: liveRouteCount)
        for entry in boundEntries { try? fresh.insert(entry.route, validated: true) }
        fresh.finishBatch(trimming: false)
        return fresh
    }
}
