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
        let bytes = Array(pattern.utf8)
        guard bytes.first == UInt8(ascii: "/") else {
            throw .invalidPattern(pattern, "a pattern must start with '/'")
        }
        guard bytes.count <= NavigationRegistry.Options.defaultMaximumPathLength else {
            throw .invalidPattern(pattern, "a pattern may be at most \(NavigationRegistry.Options.defaultMaximumPathLength) bytes long")
        }
        // Split on '/', dropping the leading slash and one trailing slash.
        var rawSegments: [ArraySlice<UInt8>] = []
        var start = 1
        var index = 1
        while index <= bytes.count {
            if index == bytes.count || bytes[index] == UInt8(ascii: "/") {
                rawSegments.append(bytes[start..<index])
                start = index + 1
            }
            index += 1
        }
        if rawSegments.last?.isEmpty == true { rawSegments.removeLast() }

        var segments: [RoutePattern.Segment] = []
        segments.reserveCapacity(rawSegments.count)
        var names: Set<String> = []
        for (position, raw) in rawSegments.enumerated() {
            let segment = try parseSegment(raw, position: position + 1, pattern: pattern)
            if let name = segment.parameterName {
                guard names.insert(name).inserted else {
                    throw .invalidPattern(pattern, "parameter name '\(name)' is used more than once")
                }
            }
            if segment.isCatchAll && position != rawSegments.count - 1 {
                throw .invalidPattern(pattern, "'**' must be the last segment")
            }
            segments.append(segment)
        }
        return segments
    }

    private static func parseSegment(
        _ raw: ArraySlice<UInt8>, position: Int, pattern: String
    ) throws(NavigationError) -> RoutePattern.Segment {
        guard let first = raw.first else {
            throw .invalidPattern(pattern, "segment \(position) is empty ('//')")
        }
        if first == UInt8(ascii: ":") {
            return .parameter(try parameterName(raw.dropFirst(), pattern: pattern))
        }
        if first == UInt8(ascii: "{") {
            guard raw.last == UInt8(ascii: "}"), raw.count >= 2 else {
                throw .invalidPattern(pattern, "segment \(position) opens '{' without closing it at the end of the segment")
            }
            return .parameter(try parameterName(raw.dropFirst().dropLast(), pattern: pattern))
        }
        if first == UInt8(ascii: "*") {
            if raw.count == 1 { return .wildcard }
            if raw.dropFirst().first == UInt8(ascii: "*") {
                let rest = raw.dropFirst(2)
                if rest.isEmpty { return .catchAll() }
                return .catchAll(try parameterName(rest, pattern: pattern))
            }
            throw .invalidPattern(pattern, "'*' must be a whole segment, found '\(String(decoding: raw, as: UTF8.self))'")
        }
        // A literal: allowed characters and percent-escapes, decoded once.
        var decoded: [UInt8] = []
        decoded.reserveCapacity(raw.count)
        var index = raw.startIndex
        while index < raw.endIndex {
            let byte = raw[index]
            if byte == UInt8(ascii: "%") {
                guard index + 2 < raw.endIndex,
                      let high = hexValue(raw[index + 1]), let low = hexValue(raw[index + 2]) else {
                    throw .invalidPattern(pattern, "segment \(position) has a '%' that is not followed by two hex digits")
                }
                let value = high << 4 | low
                guard value >= 0x20, value != 0x7F else {
                    throw .invalidPattern(pattern, "segment \(position) encodes a control character")
                }
                decoded.append(value)
                index += 3
                continue
            }
            guard isLiteralByte(byte) else {
                throw .invalidPattern(pattern, "character '\(describe(byte))' is not allowed in a pattern (segment \(position))")
            }
            decoded.append(byte)
            index += 1
        }
        guard let text = String(validating: decoded, as: UTF8.self) else {
            throw .invalidPattern(pattern, "segment \(position) does not decode to valid UTF-8")
        }
        if text == "." || text == ".." {
            throw .invalidPattern(pattern, "segment \(position) is a dot segment ('\(text)'), which no path can contain")
        }
        return .literal(text)
    }

    private static func parameterName(_ raw: ArraySlice<UInt8>, pattern: String) throws(NavigationError) -> String {
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
