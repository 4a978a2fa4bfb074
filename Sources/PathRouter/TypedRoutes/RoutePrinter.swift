/// A typed route's pattern made ready to print values (``RouteValue``): its literal runs
/// escaped once, so that a value's path is its fields appended between them. The path is the
/// one ``RoutePattern/path(with:query:)`` builds from the same fields (the query in key order).
final class RoutePrinter: Sendable {
    enum Piece: Sendable {
        /// Literal segments, each with its `/`, escaped; and the `/` of a parameter after them.
        case literal(String)
        case parameter(String)
        case catchAll(String)
    }

    let pieces: [Piece]
    /// The pattern, as error messages name it.
    let pattern: String
    /// The names of its parameters: a field of another name goes to the query.
    let pathNames: [String]

    /// A printer for `pattern`, which has no `*` (``TypedRouteInfo`` refuses those first).
    init(_ pattern: RoutePattern) {
        self.pattern = pattern.description
        pathNames = pattern.parameterNames
        var pieces: [Piece] = []
        var literal: [UInt8] = []
        for segment in pattern.segments {
            switch segment.kind {
            case .literal(let text):
                literal.append(UInt8(ascii: "/"))
                try? PathGrammar.appendSegment(text, to: &literal)  // a parsed literal always prints
            case .parameter(let name):
                literal.append(UInt8(ascii: "/"))
                pieces.append(.literal(String(decoding: literal, as: UTF8.self)))
                literal = []
                pieces.append(.parameter(name))
            case .catchAll(let name):
                if !literal.isEmpty { pieces.append(.literal(String(decoding: literal, as: UTF8.self))) }
                literal = []
                pieces.append(.catchAll(name))
            case .wildcard:
                continue
            }
        }
        if !literal.isEmpty { pieces.append(.literal(String(decoding: literal, as: UTF8.self))) }
        self.pieces = pieces
    }

    /// The path of the value that wrote `fields`.
    /// - Throws: what ``RoutePattern/path(with:query:)`` throws for the same fields.
    func path(_ fields: RouteFields) throws(NavigationError) -> String {
        // Built by appending strings: a short path stays a small string (no allocation), and
        // a value that prints as it is (numbers, ids, slugs) is appended without escaping.
        var path = ""
        var pieces = pieces[...]
        // The first literal run becomes the string itself, not a copy appended to an empty one.
        if case .literal(let run)? = pieces.first {
            path = run
            pieces = pieces.dropFirst()
        }
        for piece in pieces {
            switch piece {
            case .literal(let run):
                path += run
            case .parameter(let name):
                guard let text = fields.written(name) else { throw missing(name) }
                if Self.standsRaw(text) {
                    path += text
                } else {
                    var bytes: [UInt8] = []
                    try RoutePattern.append(text, named: name, to: &bytes, pattern: pattern)
                    path += String(decoding: bytes, as: UTF8.self)
                }
            case .catchAll(let name):
                guard let text = fields.written(name) else { throw missing(name) }
                var bytes: [UInt8] = []
                try RoutePattern.appendCatchAll(text, named: name, to: &bytes, pattern: pattern)
                path += String(decoding: bytes, as: UTF8.self)
            }
        }
        if path.isEmpty { path = "/" }
        if fields.writtenCount > pathNames.count {
            let names = pathNames
            let query = fields.written.lazy.filter { !names.contains($0.name) }.map { (key: $0.name, value: $0.text) }
            var bytes: [UInt8] = []
            try RoutePattern.appendQuery(query.sorted { $0.key < $1.key }, to: &bytes, pattern: pattern, pathParameters: pathNames)
            path += String(decoding: bytes, as: UTF8.self)
        }
        return path
    }

    /// Whether `text` prints as it is in a segment: not empty, not a dot segment, every byte raw.
    private static func standsRaw(_ text: String) -> Bool {
        text.utf8.withContiguousStorageIfAvailable { bytes in
            !bytes.isEmpty && !PathGrammar.isDotSegment(bytes) && bytes.allSatisfy(PathGrammar.standsRawInSegment)
        } ?? false
    }

    private func missing(_ name: String) -> NavigationError {
        NavigationError(
            code: .missingParameters, path: pattern, reason: "no value for parameter '\(name)' to build a path from '\(pattern)'",
            nearestPattern: pattern, missingParameters: [name])
    }
}
