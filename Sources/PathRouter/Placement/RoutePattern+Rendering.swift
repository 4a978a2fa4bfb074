extension RoutePattern {
    /// The path this pattern matches with `parameters` filled in, each value percent-encoded
    /// as one segment.
    ///
    /// ```swift
    /// try RoutePattern("/products/:id").path(with: ["id": "42", "tab": "reviews"])   // /products/42
    /// ```
    /// - Throws: ``NavigationError/Code/invalidPattern`` when a parameter is missing, or the
    ///   pattern has a `*` or `**` segment (those match many paths: no single one to build).
    public func path(with parameters: [String: String]) throws(NavigationError) -> String {
        var path = ""
        for segment in segments {
            path += "/"
            switch segment.kind {
            case .literal(let text):
                path += Self.encodeLiteral(text)
            case .parameter(let name):
                guard let value = parameters[name], !value.isEmpty else {
                    throw .invalidPattern(description, "parameter '\(name)' has no value to build the path with")
                }
                path += Self.encodeLiteral(value)
            case .wildcard, .catchAll:
                throw .invalidPattern(description, "a '*' or '**' segment matches many paths: no single path can be built from it")
            }
        }
        return path.isEmpty ? "/" : path
    }
}
