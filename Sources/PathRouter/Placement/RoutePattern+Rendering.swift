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
        path.reserveCapacity(segments.count * 8)
        for segment in segments {
            path.append("/")
            switch segment.kind {
            case .literal(let text):
                Self.appendEncoded(text, to: &path)
            case .parameter(let name):
                guard let value = parameters[name], !value.isEmpty else {
                    throw .invalidPattern(description, "parameter '\(name)' has no value to build the path with")
                }
                Self.appendEncoded(value, to: &path)
            case .wildcard, .catchAll:
                throw .invalidPattern(description, "a '*' or '**' segment matches many paths: no single path can be built from it")
            }
        }
        return path.isEmpty ? "/" : path
    }

    /// Appends `text` as one segment: as it is when every byte may stand in a segment (the
    /// usual case, one scan), percent-encoded otherwise.
    private static func appendEncoded(_ text: String, to path: inout String) {
        let plain = text.utf8.allSatisfy { $0 != UInt8(ascii: "%") && PatternParser.isLiteralByte($0) }
        if plain { path.append(text) } else { path.append(encodeLiteral(text)) }
    }
}
