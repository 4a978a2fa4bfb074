/// The result of resolving a path: the route that matched and the parameters it captured.
///
/// Parameters are kept as positions in the path and decoded only when read, so resolving
/// stays cheap. Values are never changed in case; percent-escapes are decoded once.
///
/// ```swift
/// let match = try registry.resolve("/users/Ada%20L?tab=posts")
/// match.route.path          // "/users/:id"
/// match.pathParameters      // ["id": "Ada L"]
/// match.queryParameters     // ["tab": "posts"]
/// match.parameters          // ["id": "Ada L", "tab": "posts"]
/// ```
public struct RouteMatch: Sendable, CustomStringConvertible {
    /// The route that matched.
    public let route: NavigationRoute
    /// The path that was resolved, exactly as given.
    public let path: String

    let parameterNames: [String]
    let captures: CaptureList
    let catchAllStart: Int32
    let catchAllEnd: Int32
    let queryStart: Int32
    let queryEnd: Int32

    init(route: NavigationRoute, path: String, parameterNames: [String], captures: CaptureList,
         catchAllStart: Int32, catchAllEnd: Int32, queryStart: Int32, queryEnd: Int32) {
        self.route = route
        self.path = path
        self.parameterNames = parameterNames
        self.captures = captures
        self.catchAllStart = catchAllStart
        self.catchAllEnd = catchAllEnd
        self.queryStart = queryStart
        self.queryEnd = queryEnd
    }

    /// The parameters captured by the pattern (`:name`, `{name}` and `**name`), decoded.
    ///
    /// A catch-all captures the rest of the path as its decoded segments joined by `/`
    /// (empty when the rest is empty), under its name or ``RoutePattern/unnamedCatchAll``.
    public var pathParameters: [String: String] {
        guard !parameterNames.isEmpty else { return [:] }
        return withPathBytes { bytes in
            var result: [String: String] = [:]
            result.reserveCapacity(parameterNames.count)
            for index in 0..<captures.count {
                let range = captures[index]
                result[parameterNames[index]] = Self.decode(bytes, Int(range.start), Int(range.end))
            }
            if catchAllStart >= 0, let name = parameterNames.last {
                result[name] = Self.catchAllValue(bytes, Int(catchAllStart), Int(catchAllEnd))
            }
            return result
        }
    }

    /// The query parameters, decoded. A key without `=` has the value `""`; when a key
    /// repeats, the first value wins; `+` is kept as it is (not a space).
    public var queryParameters: [String: String] {
        guard queryStart >= 0, queryEnd > queryStart else { return [:] }
        return withPathBytes { bytes in
            var result: [String: String] = [:]
            var pairStart = Int(queryStart)
            for index in Int(queryStart)...Int(queryEnd) {
                guard index == Int(queryEnd) || bytes[index] == UInt8(ascii: "&") else { continue }
                if index > pairStart {
                    var separator = index
                    for position in pairStart..<index where bytes[position] == UInt8(ascii: "=") {
                        separator = position
                        break
                    }
                    let key = Self.decode(bytes, pairStart, separator)
                    let value = separator < index ? Self.decode(bytes, separator + 1, index) : ""
                    if !key.isEmpty && result[key] == nil { result[key] = value }
                }
                pairStart = index + 1
            }
            return result
        }
    }

    /// Path and query parameters together. A path parameter wins over a query parameter of
    /// the same name, so a query string cannot override what the path says.
    public var parameters: [String: String] {
        let query = queryParameters
        if query.isEmpty { return pathParameters }
        return query.merging(pathParameters) { _, path in path }
    }

    /// One parameter by name: a path parameter first, then a query parameter.
    public func parameter(_ name: String) -> String? {
        pathParameters[name] ?? queryParameters[name]
    }

    /// The required parameters of the route's view model that this match lacks.
    public var missingParameters: [String] {
        route.missingParameters(in: parameters)
    }

    /// Throws ``NavigationError/Code/missingParameters`` naming every required parameter of
    /// the route's view model that this match lacks.
    public func checkRequiredParameters() throws(NavigationError) {
        let missing = missingParameters
        guard missing.isEmpty else {
            let list = missing.map { "'\($0)'" }.joined(separator: ", ")
            throw NavigationError(
                code: .missingParameters, path: path,
                reason: "\(route.type) requires \(missing.count == 1 ? "parameter" : "parameters") \(list), missing from the path and its query (route '\(route.path)')",
                nearestPattern: route.path, missingParameters: missing)
        }
    }

    public var description: String {
        "\(path) → \(route.path) \(parameters.sorted { $0.key < $1.key })"
    }

    private func withPathBytes<R>(_ body: (UnsafeBufferPointer<UInt8>) -> R) -> R {
        if let result = path.utf8.withContiguousStorageIfAvailable(body) { return result }
        return Array(path.utf8).withUnsafeBufferPointer(body)
    }

    private static func decode(_ bytes: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int) -> String {
        let slice = UnsafeBufferPointer(rebasing: bytes[start..<end])
        // Escapes were validated when the path was resolved.
        return PercentDecoding.decodeString(slice) ?? String(decoding: slice, as: UTF8.self)
    }

    private static func catchAllValue(_ bytes: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int) -> String {
        var parts: [String] = []
        var segmentStart = start
        for index in start...end where index == end || bytes[index] == UInt8(ascii: "/") {
            if index > segmentStart { parts.append(decode(bytes, segmentStart, index)) }
            segmentStart = index + 1
        }
        return parts.joined(separator: "/")
    }
}
