/// A route pattern such as `/users/:id/posts/{postID}` or `/files/**path`, parsed once.
///
/// A pattern starts with `/` and is a list of segments separated by `/`:
///
/// | segment | matches | captures |
/// |---|---|---|
/// | `users` | exactly `users` (case-sensitive unless the registry says otherwise) | nothing |
/// | `:id` or `{id}` | any one non-empty segment | the segment, under `id` |
/// | `*` | any one non-empty segment | nothing |
/// | `**` or `**name` | the rest of the path: zero or more segments; only as the last segment | the rest, joined by `/`, under `name` (or `**`) |
///
/// A trailing `/` is ignored. Literal segments may contain letters, digits, non-ASCII
/// characters, `-._~!$&'()+,;=:@` and percent-escapes (`%20`), which are decoded once here.
/// Parameter names are letters, digits and `_`, not starting with a digit, and unique
/// within a pattern.
///
/// ```swift
/// let pattern = try RoutePattern("/users/:id/files/**path")
/// print(pattern.parameterNames)   // ["id", "path"]
/// print(pattern)                  // /users/:id/files/**path
/// ```
///
/// Invalid patterns throw a ``NavigationError`` with code ``NavigationError/Code/invalidPattern``
/// that names the pattern and the problem.
public struct RoutePattern: Hashable, Sendable, CustomStringConvertible {
    /// One segment of a ``RoutePattern``.
    public struct Segment: Hashable, Sendable, CustomStringConvertible {
        enum Kind: Hashable, Sendable {
            case literal(String)
            case parameter(String)
            case wildcard
            case catchAll(String)

            var isParameter: Bool {
                if case .parameter = self { return true }
                return false
            }
        }

        let kind: Kind

        /// A literal segment, matched exactly (the text is already percent-decoded).
        public static func literal(_ text: String) -> Segment { Segment(kind: .literal(text)) }
        /// A segment that captures one path segment under `name`.
        public static func parameter(_ name: String) -> Segment { Segment(kind: .parameter(name)) }
        /// A segment that matches any one path segment without capturing it.
        public static let wildcard = Segment(kind: .wildcard)
        /// The catch-all segment that matches the rest of the path and captures it under `name`.
        public static func catchAll(_ name: String = RoutePattern.unnamedCatchAll) -> Segment {
            Segment(kind: .catchAll(name))
        }

        /// The decoded literal text, or `nil` if this is not a literal segment.
        public var literal: String? {
            if case .literal(let text) = kind { return text }
            return nil
        }

        /// The name this segment captures under (`:id` and `**rest` capture), or `nil`.
        public var parameterName: String? {
            switch kind {
            case .parameter(let name), .catchAll(let name): return name
            case .literal, .wildcard: return nil
            }
        }

        /// Whether this is the `*` segment.
        public var isWildcard: Bool { kind == .wildcard }

        /// Whether this is the `**` segment.
        public var isCatchAll: Bool {
            if case .catchAll = kind { return true }
            return false
        }

        public var description: String {
            switch kind {
            case .literal(let text): return RoutePattern.encodeLiteral(text)
            case .parameter(let name): return ":" + name
            case .wildcard: return "*"
            case .catchAll(let name): return name == RoutePattern.unnamedCatchAll ? "**" : "**" + name
            }
        }
    }

    /// The parameter name under which an unnamed `**` captures the rest of the path.
    public static let unnamedCatchAll = "**"

    /// The segments, in order. The root pattern `/` has none.
    public let segments: [Segment]

    /// Parses a pattern.
    ///
    /// - Throws: ``NavigationError`` with code ``NavigationError/Code/invalidPattern``, naming the
    ///   pattern and what is wrong with it.
    /// The most segments a pattern may have (256). Longer patterns are refused with
    /// ``NavigationError/Code/invalidPattern``; this bounds the depth of every match.
    public static let maximumSegmentCount = 256

    public init(_ pattern: String) throws(NavigationError) {
        segments = try PatternParser.parse(pattern)
    }

    /// Creates a pattern from segments that are already valid. Used by the route table.
    init(validSegments: [Segment]) {
        segments = validSegments
    }

    /// The names this pattern captures, in order (a `**` counts with its name).
    public var parameterNames: [String] {
        segments.compactMap(\.parameterName)
    }

    /// The canonical text of the pattern: `{id}` is written `:id`, a trailing `/` is dropped.
    public var description: String {
        segments.isEmpty ? "/" : segments.reduce(into: "") { $0 += "/" + $1.description }
    }

    static func encodeLiteral(_ text: String) -> String {
        var result = ""
        for scalar in text.unicodeScalars {
            if scalar.value >= 0x80 || (PatternParser.isLiteralByte(UInt8(scalar.value)) && scalar != "%") {
                result.unicodeScalars.append(scalar)
            } else {
                let hex = String(scalar.value, radix: 16, uppercase: true)
                result += hex.count == 1 ? "%0" + hex : "%" + hex
            }
        }
        return result
    }
}

/// Parses pattern text into segments; every rule of ``RoutePattern`` is enforced here.
enum PatternParser {
    static func parse(_ pattern: String) throws(NavigationError) -> [RoutePattern.Segment] {
        var pattern = pattern
        pattern.makeContiguousUTF8()
        let parsed: Result<[RoutePattern.Segment], NavigationError>? = pattern.utf8.withContiguousStorageIfAvailable { bytes in
            do throws(NavigationError) {
                return .success(try parse(bytes, pattern: pattern))
            } catch {
                return .failure(error)
            }
        }
        return try parsed!.get()
    }

    private static func parse(_ bytes: UnsafeBufferPointer<UInt8>, pattern: String) throws(NavigationError) -> [RoutePattern.Segment] {
        guard bytes.first == UInt8(ascii: "/") else {
            throw .invalidPattern(pattern, "a pattern must start with '/'")
        }
        let limit = NavigationRegistry.Options.defaultMaximumPathLength
        guard bytes.count <= limit else {
            throw .invalidPattern(pattern, "a pattern may be at most \(limit) bytes long")
        }
        // A trailing slash is ignored.
        let end = bytes.count > 1 && bytes[bytes.count - 1] == UInt8(ascii: "/") ? bytes.count - 1 : bytes.count
        if end == 1 && bytes.count == 2 {
            throw .invalidPattern(pattern, "segment 1 is empty ('//')")
        }
        var segments: [RoutePattern.Segment] = []
        var slashes = 0
        for byte in bytes[..<end] where byte == UInt8(ascii: "/") { slashes += 1 }
        // The matcher walks one trie level per segment: bounding patterns bounds the walk's
        // depth (and its stack) whatever the paths.
        guard slashes <= RoutePattern.maximumSegmentCount else {
            throw .invalidPattern(pattern, "a pattern may have at most \(RoutePattern.maximumSegmentCount) segments; this one has \(slashes)")
        }
        segments.reserveCapacity(slashes)
        var start = 1
        var position = 1
        while end > 1 {
            var index = start
            while index < end && bytes[index] != UInt8(ascii: "/") { index += 1 }
            let segment = try parseSegment(UnsafeBufferPointer(rebasing: bytes[start..<index]), position: position, pattern: pattern)
            if let name = segment.parameterName, segments.contains(where: { $0.parameterName == name }) {
                throw .invalidPattern(pattern, "parameter name '\(name)' is used more than once")
            }
            if segments.last?.isCatchAll == true {
                throw .invalidPattern(pattern, "'**' must be the last segment")
            }
            segments.append(segment)
            if index >= end { break }
            position += 1
            start = index + 1
        }
        return segments
    }

    private static func parseSegment(
        _ raw: UnsafeBufferPointer<UInt8>, position: Int, pattern: String
    ) throws(NavigationError) -> RoutePattern.Segment {
        guard let first = raw.first else {
            throw .invalidPattern(pattern, "segment \(position) is empty ('//')")
        }
        if first == UInt8(ascii: ":") {
            return .parameter(try parameterName(UnsafeBufferPointer(rebasing: raw.dropFirst()), pattern: pattern))
        }
        if first == UInt8(ascii: "{") {
            guard raw.last == UInt8(ascii: "}"), raw.count >= 2 else {
                throw .invalidPattern(pattern, "segment \(position) opens '{' without closing it at the end of the segment")
            }
            return .parameter(try parameterName(UnsafeBufferPointer(rebasing: raw.dropFirst().dropLast()), pattern: pattern))
        }
        if first == UInt8(ascii: "*") {
            if raw.count == 1 { return .wildcard }
            if raw[1] == UInt8(ascii: "*") {
                if raw.count == 2 { return .catchAll() }
                return .catchAll(try parameterName(UnsafeBufferPointer(rebasing: raw.dropFirst(2)), pattern: pattern))
            }
            throw .invalidPattern(pattern, "'*' must be a whole segment, found '\(String(decoding: raw, as: UTF8.self))'")
        }
        // A literal: allowed characters and percent-escapes, decoded once.
        var hasEscapes = false
        var index = 0
        while index < raw.count {
            let byte = raw[index]
            if byte == UInt8(ascii: "%") {
                guard index + 2 < raw.count,
                      let high = hexValue(raw[index + 1]), let low = hexValue(raw[index + 2]) else {
                    throw .invalidPattern(pattern, "segment \(position) has a '%' that is not followed by two hex digits")
                }
                let value = high << 4 | low
                guard value >= 0x20, value != 0x7F else {
                    throw .invalidPattern(pattern, "segment \(position) encodes a control character")
                }
                hasEscapes = true
                index += 3
                continue
            }
            guard isLiteralByte(byte) else {
                throw .invalidPattern(pattern, "character '\(describe(byte))' is not allowed in a pattern (segment \(position))")
            }
            index += 1
        }
        let text: String
        let isDotSegment: Bool
        if hasEscapes {
            let decoded = PercentDecoding.decode(raw)
            guard let valid = String(validating: decoded, as: UTF8.self) else {
                throw .invalidPattern(pattern, "segment \(position) does not decode to valid UTF-8")
            }
            text = valid
            isDotSegment = decoded.count <= 2 && decoded.allSatisfy { $0 == UInt8(ascii: ".") }
        } else {
            text = String(decoding: raw, as: UTF8.self)
            isDotSegment = raw.count <= 2 && raw.allSatisfy { $0 == UInt8(ascii: ".") }
        }
        if isDotSegment {
            throw .invalidPattern(pattern, "segment \(position) is a dot segment ('\(text)'), which no path can contain")
        }
        return .literal(text)
    }

    private static func parameterName(_ raw: UnsafeBufferPointer<UInt8>, pattern: String) throws(NavigationError) -> String {
        guard let first = raw.first else {
            throw .invalidPattern(pattern, "a parameter name is empty")
        }
        let name = String(decoding: raw, as: UTF8.self)
        let valid = !isDigit(first) && raw.allSatisfy { isDigit($0) || isLetter($0) || $0 == UInt8(ascii: "_") }
        guard valid else {
            throw .invalidPattern(pattern, "parameter name '\(name)' may contain only ASCII letters, digits and '_', and must not start with a digit")
        }
        return name
    }

    static func isLiteralByte(_ byte: UInt8) -> Bool {
        if byte >= 0x80 || isLetter(byte) || isDigit(byte) { return true }
        switch byte {
        case UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"), UInt8(ascii: "~"),
             UInt8(ascii: "!"), UInt8(ascii: "$"), UInt8(ascii: "&"), UInt8(ascii: "'"),
             UInt8(ascii: "("), UInt8(ascii: ")"), UInt8(ascii: "+"), UInt8(ascii: ","),
             UInt8(ascii: ";"), UInt8(ascii: "="), UInt8(ascii: ":"), UInt8(ascii: "@"):
            return true
        default:
            return false
        }
    }

    static func isLetter(_ byte: UInt8) -> Bool {
        (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")) || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
    }

    static func isDigit(_ byte: UInt8) -> Bool {
        byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
    }

    static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): return byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): return byte - UInt8(ascii: "A") + 10
        default: return nil
        }
    }

    static func describe(_ byte: UInt8) -> String {
        byte >= 0x20 && byte < 0x7F ? String(Unicode.Scalar(byte)) : "\\u{\(String(byte, radix: 16))}"
    }
}
