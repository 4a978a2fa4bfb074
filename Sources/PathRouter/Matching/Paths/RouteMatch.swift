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
    /// The path that was resolved, exactly as given (after redirects: the path they led to).
    public let path: String
    /// The table snapshot the path was resolved against (it stays valid whatever binds happen).
    @usableFromInline let table: RouteTable
    @usableFromInline let routeIndex: Int32
    /// The offset of the `?` that starts the query, or -1 when the path has no query (the
    /// scan knows it, so that reading parameters never searches for it).
    @usableFromInline let queryMark: Int32
    /// Where the values of the route's first two parameters are in ``path``, found by the
    /// resolve's one-pass descent: the first value's start and end offsets in bits 0–15 and
    /// 16–30, the second's in bits 32–47 and 48–62; bit 31 or 63 is set when that value has
    /// escapes (checked by the descent, decoded when read). Zero when unknown (another kind of
    /// resolve, or a redirect).
    let parameterSpans: UInt64
    /// The path as it was asked for, when redirects (``NavigationRoute/redirect(from:to:)``)
    /// led from it to ``path``; `nil` when none did.
    public var redirectedFrom: String? { redirect?.path }
    /// Where redirects started, behind one optional reference: most matches have none, and a
    /// match with fewer fields is cheaper to pass around and to destroy.
    private let redirect: RedirectSource?

    private final class RedirectSource: Sendable {
        let path: String
        init(path: String) { self.path = path }
    }

    init(
        path: String, table: RouteTable, routeIndex: Int32, queryMark: Int32, parameterSpans: UInt64 = 0,
        redirectedFrom: String? = nil
    ) {
        self.path = path
        self.table = table
        self.routeIndex = routeIndex
        self.queryMark = queryMark
        self.parameterSpans = parameterSpans
        redirect = redirectedFrom.map(RedirectSource.init(path:))
    }

    var entry: RouteTrie.Entry { table.entries[Int(routeIndex)] }

    /// The route that matched.
    ///
    /// Inlinable, so that reading one field (`match.route.allowedExternally`) reads just that
    /// field.
    @inlinable
    public var route: NavigationRoute { table.entries[Int(routeIndex)].route }

    /// The parameters captured by the pattern (`:name`, `{name}` and `**name`), decoded.
    ///
    /// A catch-all captures the rest of the path as its decoded segments joined by `/`
    /// (empty when the rest is empty), under its name or ``RoutePattern/unnamedCatchAll``.
    public var pathParameters: [String: String] {
        pathParameters(roomForQuery: false)
    }

    /// ``pathParameters``; with `roomForQuery`, in a dictionary mapped from the template's
    /// ``ParameterDictionaryTemplate/positionsWithRoom`` when the route has a template.
    @inline(__always)
    private func pathParameters(roomForQuery: Bool) -> [String: String] {
        // The entry's fields are read in place: copying the entry would retain its route.
        let entry = table.view.entries.baseAddress.unsafelyUnwrapped + Int(routeIndex)
        let count = Int(entry.pointee.namesCount)
        guard count > 0 else { return roomForQuery ? ParameterDictionaryTemplate.noNamesWithRoom.mapValues { _ in "" } : [:] }
        let names = table.view.parameterNames.baseAddress.unsafelyUnwrapped + Int(entry.pointee.namesStart)
        let mask = entry.pointee.parameterMask
        let catchAll = Int(entry.pointee.catchAllPosition)
        if mask & (1 << 63) != 0 {
            return pathParametersOfLongPattern(entry.pointee, names: Array(UnsafeBufferPointer(start: names, count: count)))
        }
        let template = entry.pointee.parameterTemplate
        if template >= 0 {
            // In place too: a copy of the template would retain its dictionary and its indices.
            let templates = table.view.parameterTemplates.baseAddress.unsafelyUnwrapped
            return pathParameters(filling: templates + Int(template), mask: mask, catchAll: catchAll, roomForQuery: roomForQuery)
        }
        return withPathBytes { bytes in
            // One pass over the path: a segment whose bit is set in the mask is the next
            // named parameter; from the catch-all's position on, every segment joins its value.
            var segments = PathSegments(bytes)
            var result: [String: String] = [:]
            result.reserveCapacity(count)
            var nameIndex = 0
            var position = 0
            var rest = ""
            while let segment = segments.next() {
                if catchAll >= 0 && position >= catchAll {
                    if position > catchAll { rest.append("/") }
                    rest.append(Self.decode(bytes, segment.start, segment.end))
                } else if mask & (1 << UInt64(position)) != 0 && nameIndex < count {
                    result[names[nameIndex]] = Self.decode(bytes, segment.start, segment.end)
                    nameIndex += 1
                }
                position += 1
            }
            if catchAll >= 0 { result[names[count - 1]] = rest }
            return result
        }
    }

    /// ``pathParameters`` from the route's template, so that no name is hashed: its positions
    /// mapped to their values in one pass (``ParameterDictionaryTemplate``), read where the
    /// descent found them, else from one scan of the path.
    @inline(__always)
    private func pathParameters(
        filling template: UnsafePointer<ParameterDictionaryTemplate>, mask: UInt64,
        catchAll: Int, roomForQuery: Bool
    ) -> [String: String] {
        let spans = parameterSpans
        if spans != 0 && catchAll < 0 && mask.nonzeroBitCount <= 2 {
            // The descent said where the values are, and that they hold no escape: each
            // name's position says which span is its value.
            return withPathBytes { bytes in
                let base = bytes.baseAddress.unsafelyUnwrapped
                let positions = roomForQuery ? template.pointee.positionsWithRoom : template.pointee.positions
                return positions.mapValues { position in
                    let span = spans &>> (UInt64(position) &* 32)
                    let start = Int(truncatingIfNeeded: span & 0xFFFF)
                    let end = Int(truncatingIfNeeded: (span &>> 16) & 0x7FFF)
                    let value = UnsafeBufferPointer(start: base + start, count: end &- start)
                    return span & RouteTable.escapedSpanBit == 0
                        ? PercentDecoding.plainString(value)
                        : PercentDecoding.decodeCheckedString(value)
                }
            }
        }
        return pathParameters(scanning: template, mask: mask, catchAll: catchAll, roomForQuery: roomForQuery)
    }

    /// ``pathParameters(filling:mask:catchAll:roomForQuery:)`` from one scan of the path. Apart, so that
    /// its buffer on the stack does not make the common path pay for a stack guard.
    @inline(never)
    private func pathParameters(
        scanning template: UnsafePointer<ParameterDictionaryTemplate>, mask: UInt64,
        catchAll: Int, roomForQuery: Bool
    ) -> [String: String] {
        let count = template.pointee.positions.count
        return withUnsafeTemporaryAllocation(of: String.self, capacity: count) { values in
            // The values in the order of the names, then moved into the new dictionary.
            values.initialize(repeating: "")
            withPathBytes { bytes in
                var segments = PathSegments(bytes)
                var remaining = mask
                var nameIndex = 0
                // The named parameters before the catch-all, in the order the mask has them.
                while remaining != 0, let segment = segments.next() {
                    if remaining & 1 != 0 {
                        values[nameIndex] = Self.decode(bytes, segment.start, segment.end)
                        nameIndex += 1
                    }
                    remaining >>= 1
                }
                guard catchAll >= 0 else { return }
                // Skip the literals between the last parameter and the catch-all, then join the rest.
                var position = 64 - mask.leadingZeroBitCount
                while position < catchAll, segments.next() != nil { position += 1 }
                var rest = ""
                var first = true
                while let segment = segments.next() {
                    if !first { rest.append("/") }
                    rest.append(Self.decode(bytes, segment.start, segment.end))
                    first = false
                }
                values[count - 1] = rest
            }
            return template.pointee.dictionary(movingValuesOutOf: values, roomForQuery: roomForQuery)
        }
    }

    /// ``pathParameters`` for a pattern with more than 63 segments (the mask cannot say where
    /// its parameters are): their positions come from the parsed pattern.
    private func pathParametersOfLongPattern(_ entry: RouteTrie.Entry, names: [String]) -> [String: String] {
        withPathBytes { bytes in
            let segments = Self.segments(of: bytes)
            let positions = parameterPositions(entry)
            var result: [String: String] = [:]
            result.reserveCapacity(names.count)
            for (name, position) in zip(names, positions) where position < segments.count {
                let segment = segments[position]
                result[name] = Self.decode(bytes, segment.start, segment.end)
            }
            let catchAll = Int(entry.catchAllPosition)
            if catchAll >= 0, let name = names.last {
                result[name] = segments.dropFirst(catchAll)
                    .map { Self.decode(bytes, $0.start, $0.end) }
                    .joined(separator: "/")
            }
            return result
        }
    }

    /// The segment positions of the parameters (not the catch-all), in order.
    private func parameterPositions(_ entry: RouteTrie.Entry) -> [Int] {
        let mask = entry.parameterMask
        if mask & (1 << 63) != 0, let pattern = try? RoutePattern(entry.route.path) {
            return pattern.segments.indices.filter { pattern.segments[$0].kind.isParameter }
        }
        var positions: [Int] = []
        var remaining = mask
        while remaining != 0 {
            positions.append(remaining.trailingZeroBitCount)
            remaining &= remaining - 1
        }
        return positions
    }

    /// The non-empty segments of the path part, as byte ranges.
    private static func segments(of bytes: UnsafeBufferPointer<UInt8>) -> [(start: Int, end: Int)] {
        var result: [(start: Int, end: Int)] = []
        var start = 1
        var index = 1
        while index <= bytes.count {
            let atEnd = index == bytes.count || bytes[index] == UInt8(ascii: "?") || bytes[index] == UInt8(ascii: "#")
            if atEnd || bytes[index] == UInt8(ascii: "/") {
                if index > start { result.append((start, index)) }
                start = index + 1
                if atEnd { break }
            }
            index += 1
        }
        return result
    }

    /// The query parameters, decoded. A key without `=` has the value `""`; when a key
    /// repeats, the first value wins; `+` is kept as it is (not a space).
    public var queryParameters: [String: String] {
        parameters(addingQueryTo: nil)
    }

    /// Path and query parameters together. A path parameter wins over a query parameter of
    /// the same name, so a query string cannot override what the path says.
    ///
    /// Inlinable, so that a path without a query (the common case) costs the caller one test
    /// and the path parameters.
    @inlinable
    public var parameters: [String: String] {
        guard queryMark >= 0 else { return pathParameters }
        return pathAndQueryParameters
    }

    /// ``parameters`` of a path with a query.
    @usableFromInline var pathAndQueryParameters: [String: String] {
        parameters(addingQueryTo: pathParameters(roomForQuery: true))
    }

    /// `first` (the path parameters, or none), then each query pair whose key is not there
    /// yet, in order (so a path parameter, or the first of a repeated key, wins). One
    /// dictionary sized once for all of them: merging a second dictionary in, growing this
    /// one, or sizing one with `init(minimumCapacity:)` goes through the standard library's
    /// unspecialized code.
    private func parameters(addingQueryTo first: consuming [String: String]?) -> [String: String] {
        guard queryMark >= 0 else { return first ?? [:] }
        return withPathBytes { bytes in
            let start = Int(queryMark) + 1
            let end = bytes[start...].firstIndex(of: UInt8(ascii: "#")) ?? bytes.count
            var pairs = 1
            for index in start..<end where bytes[index] == UInt8(ascii: "&") { pairs += 1 }
            var result: [String: String]
            // Taken out of `first`, so that the result is the dictionary's only reference (a
            // second one made the first insertion copy it).
            switch first.take() {
            case .some(let existing) where existing.capacity >= existing.count + pairs:
                // Mapped from a template with room (``ParameterDictionaryTemplate/positionsWithRoom``).
                result = existing
            case nil where pairs <= ParameterDictionaryTemplate.roomForQuery:
                // The query parameters alone.
                result = ParameterDictionaryTemplate.noNamesWithRoom.mapValues { _ in "" }
            case let existing:
                result = [String: String](minimumCapacity: (existing?.count ?? 0) + pairs)
                if let existing {
                    for (name, value) in existing { result[name] = value }
                }
            }
            // `..<` and `keys.contains`: a closed range's index, and the optional a lookup
            // returns, are destroyed through generic value witnesses, for each byte of the
            // query.
            var pairStart = start
            for index in start..<(end + 1) {
                guard index == end || bytes[index] == UInt8(ascii: "&") else { continue }
                if index > pairStart {
                    var separator = index
                    for position in pairStart..<index where bytes[position] == UInt8(ascii: "=") {
                        separator = position
                        break
                    }
                    let key = Self.decode(bytes, pairStart, separator)
                    if !key.isEmpty {
                        // One probe for a new key (the usual case); a key already there gets
                        // its value back.
                        let value = separator < index ? Self.decode(bytes, separator + 1, index) : ""
                        if let earlier = result.updateValue(value, forKey: key) { result[key] = earlier }
                    }
                }
                pairStart = index + 1
            }
            return result
        }
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
    /// the route's view model (or typed route value) that this match lacks, and
    /// ``NavigationError/Code/invalidParameter`` for a value that does not read as its type.
    public func checkRequiredParameters() throws(NavigationError) {
        try route.checkParameters(parameters, path: path)
    }

    public var description: String {
        "\(path) → \(route.path) \(parameters.sorted { $0.key < $1.key })"
    }

    private func withPathBytes<R>(_ body: (UnsafeBufferPointer<UInt8>) -> R) -> R {
        if let result = path.utf8.withContiguousStorageIfAvailable(body) { return result }
        return Array(path.utf8).withUnsafeBufferPointer(body)
    }

    private static func decode(_ bytes: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int) -> String {
        // Escapes were validated when the path was resolved.
        PercentDecoding.decodeCheckedString(UnsafeBufferPointer(rebasing: bytes[start..<end]))
    }
}
