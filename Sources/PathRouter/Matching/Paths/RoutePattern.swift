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
