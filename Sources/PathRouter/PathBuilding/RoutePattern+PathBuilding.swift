extension RoutePattern {
    /// The path this pattern matches with `parameters` filled in, each value printed so that
    /// the path reads back as exactly that value (by the path grammar the resolver reads), and `query` appended
    /// in key order.
    ///
    /// ```swift
    /// try RoutePattern("/users/:id").path(with: ["id": "Ada L/2"])              // /users/Ada%20L%2F2
    /// try RoutePattern("/files/**path").path(with: ["path": "a/b c"])           // /files/a/b%20c
    /// try RoutePattern("/search").path(with: [:], query: ["q": "a&b", "page": "2"])   // /search?page=2&q=a%26b
    /// ```
    ///
    /// This checks the values against the pattern alone. ``NavigationRegistry/path(forPattern:parameters:query:)``
    /// also checks that the path leads back to the same route (a more specific route may
    /// shadow a value, as `/users/new` shadows `/users/:id` for `id = "new"`).
    ///
    /// - Throws: ``NavigationError/Code/missingParameters`` naming every parameter with no
    ///   value; ``NavigationError/Code/invalidParameter`` for a name the pattern does not have,
    ///   an empty value, a control character, a value that is `.` or `..`, a catch-all value
    ///   with an empty segment (`a//b`, a leading or trailing `/`), an empty query key or one
    ///   that is also a path parameter; ``NavigationError/Code/invalidPattern`` for a pattern
    ///   with `*` (it matches many paths: there is no single one to build).
    public func path(with parameters: [String: String], query: [String: String] = [:]) throws(NavigationError) -> String {
        let pattern = description
        let names = parameterNames
        let missing = names.filter { parameters[$0] == nil }
        if !missing.isEmpty {
            throw NavigationError(
                code: .missingParameters, path: pattern,
                reason: "no value for \(Self.list(missing)) to build a path from '\(pattern)'",
                nearestPattern: pattern, missingParameters: missing)
        }
        let extra = parameters.keys.filter { !names.contains($0) }.sorted()
        if !extra.isEmpty {
            throw .invalidParameter(
                pattern, "'\(pattern)' has no \(Self.list(extra)) (its parameters: \(names.isEmpty ? "none" : names.map { "'\($0)'" }.joined(separator: ", ")))"
            )
        }
        if segments.contains(where: { if case .wildcard = $0.kind { true } else { false } }) {
            throw .invalidPattern(pattern, "a '*' segment matches many paths: no single path can be built from it")
        }
        return try RoutePrinter(self).path(RoutePrinter.Values(parameters, query: query))
    }

    static func append(_ value: String, named name: String, to bytes: inout [UInt8], pattern: String) throws(NavigationError) {
        do throws(PathGrammar.Problem) {
            try PathGrammar.appendSegment(value, to: &bytes)
        } catch {
            throw .invalidParameter(pattern, problem(error, name: name, value: value))
        }
    }

    /// Appends `query`, whose pairs are in key order, as the path's query.
    static func appendQuery(
        _ query: some Sequence<(key: String, value: String)>, to bytes: inout [UInt8], pattern: String,
        pathParameters: [String]
    ) throws(NavigationError) {
        var separator = UInt8(ascii: "?")
        for (key, value) in query {
            guard !key.isEmpty else { throw .invalidParameter(pattern, "a query key is empty") }
            if pathParameters.contains(key) {
                throw .invalidParameter(pattern, "query key '\(key)' is also a path parameter of '\(pattern)', which always wins over it")
            }
            bytes.append(separator)
            separator = UInt8(ascii: "&")
            do throws(PathGrammar.Problem) {
                try PathGrammar.appendQueryComponent(key, to: &bytes)
                bytes.append(UInt8(ascii: "="))
                try PathGrammar.appendQueryComponent(value, to: &bytes)
            } catch {
                throw .invalidParameter(pattern, problem(error, name: "query '\(key)'", value: value))
            }
        }
    }

    /// Appends a catch-all's value, segment by segment (nothing for an empty value).
    static func appendCatchAll(_ value: String, named name: String, to bytes: inout [UInt8], pattern: String) throws(NavigationError) {
        guard !value.isEmpty else { return }
        for part in value.split(separator: "/", omittingEmptySubsequences: false) {
            guard !part.isEmpty else {
                throw .invalidParameter(
                    pattern,
                    "parameter '\(name)' is '\(value)': a catch-all's value has no empty segment (no leading, trailing or double '/'), or it would read back without it"
                )
            }
            bytes.append(UInt8(ascii: "/"))
            try append(String(part), named: name, to: &bytes, pattern: pattern)
        }
    }

    private static func problem(_ problem: PathGrammar.Problem, name: String, value: String) -> String {
        let subject = name.hasPrefix("query") ? name : "parameter '\(name)'"
        switch problem {
        case .empty:
            return "\(subject) is empty: an empty segment reads back as no segment at all"
        case .controlCharacter(let offset):
            return "\(subject) holds a control character at byte \(offset), which no path may hold, raw or escaped"
        case .dotSegment:
            return "\(subject) is '\(value)', a dot segment, which no path may hold"
        }
    }

    private static func list(_ names: [String]) -> String {
        (names.count == 1 ? "parameter " : "parameters ") + names.map { "'\($0)'" }.joined(separator: ", ")
    }
}

extension NavigationError {
    static func invalidParameter(_ pattern: String, _ reason: String) -> NavigationError {
        NavigationError(code: .invalidParameter, path: pattern, reason: reason, nearestPattern: pattern)
    }
}
