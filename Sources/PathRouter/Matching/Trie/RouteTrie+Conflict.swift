extension RouteTrie {
    /// Why `route` cannot be bound where `existing` is: the same pattern bound already, the
    /// same shape under other parameter names, or the same pattern written differently.
    func conflict(_ route: NavigationRoute, existing: Entry) -> NavigationError {
        let reason: String
        if existing.route.path == route.path {
            reason = "the pattern is already bound to \(existing.route.type)"
        } else {
            // Same shape: either the names of the parameters differ, or only the spelling does.
            let mine = (try? RoutePattern(route.path))?.parameterNames ?? []
            let theirs = (try? RoutePattern(existing.route.path))?.parameterNames ?? []
            reason =
                mine == theirs
                ? "the pattern matches the same paths as the bound pattern '\(existing.route.path)' (it is written differently: a trailing or doubled '/', or literals in another letter case where the registry folds case)"
                : "the pattern has the same shape as the bound pattern '\(existing.route.path)' (only parameter names differ)"
        }
        return NavigationError(code: .routeConflict, path: route.path, reason: reason, nearestPattern: existing.route.path)
    }
}
