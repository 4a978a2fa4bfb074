extension RouteMatch {
    /// The path to the same route with some parameters changed: the current path and query
    /// parameters, `changes` applied (a `nil` value removes a query parameter), printed by
    /// the same rules as ``NavigationRegistry/path(forPattern:parameters:query:)``.
    ///
    /// ```swift
    /// let match = try registry.resolve("/users/42/posts?sort=new")
    /// try match.path(changing: ["id": "43"])          // /users/43/posts?sort=new
    /// try match.path(changing: ["sort": nil])         // /users/42/posts
    /// ```
    ///
    /// A name of the pattern changes a path parameter; any other name, a query parameter.
    /// - Throws: as ``NavigationRegistry/path(forPattern:parameters:query:)``; removing a path
    ///   parameter is ``NavigationError/Code/missingParameters``.
    public func path(changing changes: [String: String?]) throws(NavigationError) -> String {
        let pattern = try route.pattern()
        let names = pattern.parameterNames
        var path = pathParameters
        var query = queryParameters.filter { !names.contains($0.key) }
        for (name, value) in changes {
            if names.contains(name) { path[name] = value } else { query[name] = value }
        }
        return try table.printPath(toRoute: routeIndex, pattern: pattern, parameters: path, query: query)
    }
}
