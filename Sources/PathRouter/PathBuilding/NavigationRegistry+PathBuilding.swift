/// Building paths from routes: the printer of the paths the resolver reads.
extension NavigationRegistry {
    /// A path to the route bound with `pattern`, with `parameters` and `query`, that resolves
    /// back to that route with exactly these parameters, whatever the values hold (`/`, `%`,
    /// `?`, `#`, `+`, spaces, any Unicode).
    ///
    /// ```swift
    /// let path = try registry.path(forPattern: "/users/:id", parameters: ["id": "Ada L/2"])
    /// print(path)                                            // /users/Ada%20L%2F2
    /// print(try registry.resolve(path).pathParameters)      // ["id": "Ada L/2"]
    /// ```
    ///
    /// When a more specific route would take the path (`/users/new` bound beside `/users/:id`,
    /// and `id = "new"`), the path would show that route instead: this throws
    /// ``NavigationError/Code/routeShadowed`` rather than print it.
    ///
    /// - Throws: ``NavigationError/Code/routeNotFound`` when no route is bound with the
    ///   pattern's shape; the errors of ``RoutePattern/path(with:query:)`` (missing, extra or
    ///   unprintable values); ``NavigationError/Code/routeShadowed``; what navigating to the
    ///   path would refuse (``NavigationError/Code/invalidParameter`` for a value the route's
    ///   `parameterTypes` reject, ``NavigationError/Code/missingParameters``).
    public func path(
        forPattern pattern: String, parameters: [String: String] = [:],
        query: [String: String] = [:]
    ) throws(NavigationError) -> String {
        let parsed = try RoutePattern(pattern)
        let table = currentTable()
        guard let index = table.trie.routeIndex(forShapeOf: parsed), let entry = table.trie.entry(at: index) else {
            throw NavigationError(code: .routeNotFound, path: pattern, reason: "no route is bound with the pattern '\(parsed)'")
        }
        return try table.printPath(toRoute: index, pattern: try entry.route.pattern(), parameters: parameters, query: query)
    }

    /// A path to `route` (bound in this registry), as ``path(forPattern:parameters:query:)``.
    ///
    /// ```swift
    /// let path = try registry.path(for: userRoute, parameters: ["id": "42"], query: ["tab": "posts"])   // /users/42?tab=posts
    /// ```
    public func path(
        for route: NavigationRoute, parameters: [String: String] = [:],
        query: [String: String] = [:]
    ) throws(NavigationError) -> String {
        let parsed = try route.pattern()
        let table = currentTable()
        guard let index = table.trie.routeIndex(forShapeOf: parsed), table.trie.entry(at: index)?.route == route else {
            throw NavigationError(code: .routeNotFound, path: route.path, reason: "the route \(route) is not bound in this registry")
        }
        return try table.printPath(toRoute: index, pattern: parsed, parameters: parameters, query: query)
    }
}

extension RouteTable {
    /// Prints the path and checks that it reads back as the route at `index` with the same
    /// parameters (the printer's promise, kept even where a more specific route competes).
    func printPath(
        toRoute index: Int32, pattern: RoutePattern, parameters: [String: String],
        query: [String: String]
    ) throws(NavigationError) -> String {
        let path = try pattern.path(with: parameters, query: query)
        let match: RouteMatch
        do throws(NavigationError) {
            match = try resolveWithoutRedirects(path)
        } catch {
            // The path is valid for its own route: only a more specific route that takes it
            // and cannot read it (a catch-all refuses a '%2F' in its segments) refuses it here.
            if error.code == .pathTooLong { throw error }
            throw NavigationError(
                code: .routeShadowed, path: path,
                reason: "the path built for route '\(pattern)' is taken by a more specific route that refuses it (\(error.reason))")
        }
        guard match.routeIndex == index else {
            throw NavigationError(
                code: .routeShadowed, path: path,
                reason: "the path built for route '\(pattern)' resolves to the more specific route '\(match.route.path)'",
                nearestPattern: match.route.path)
        }
        // A path the route itself would refuse (a value its `parameterTypes` reject, a
        // required parameter missing) is not printed either.
        try match.route.checkParameters(match.parameters, path: path)
        return path
    }
}
