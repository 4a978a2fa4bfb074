/// The one path printer: a pattern made ready to print values, its literal runs escaped once,
/// so that a path is its values appended between them. ``RoutePattern/path(with:query:)``
/// prints through it, and a typed route (``RouteValue``) keeps one per route, so a value's
/// path is the one the same fields give by name.
///
/// ```swift
/// let printer = RoutePrinter(try RoutePattern("/users/:id"))
/// let path = try printer.path(RoutePrinter.Values(["id": "Ada L/2"]))   // /users/Ada%20L%2F2
/// ```
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

    /// A printer for `pattern`, which has no `*` (a `*` matches many paths: its callers refuse
    /// it first).
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

    /// Values to print: a typed value's fields (``RouteFields``), or parameters and a query
    /// by name (``Values``).
    protocol Printable {
        /// The text of the parameter `name`, if there is one.
        func text(of name: String) -> String?
        /// The query pairs, in key order: those not named in `pathNames`; `nil` when there are
        /// none (the common case makes no array).
        func query(excluding pathNames: [String]) -> [(key: String, value: String)]?
    }

    /// Parameters and a query by name.
    struct Values: Printable {
        let parameters: [String: String]
        var queryItems: [String: String] = [:]

        init(_ parameters: [String: String], query: [String: String] = [:]) {
            self.parameters = parameters
            queryItems = query
        }

        func text(of name: String) -> String? { parameters[name] }

        /// Every query item, path names included: a query key that is also a path parameter
        /// is refused when the query is printed (``RoutePattern/path(with:query:)``).
        func query(excluding pathNames: [String]) -> [(key: String, value: String)]? {
            queryItems.isEmpty ? nil : queryItems.sorted { $0.key < $1.key }.map { (key: $0.key, value: $0.value) }
        }
    }

    /// The path of `fields`: each parameter's text escaped so that the path reads back as
    /// exactly that text, the rest as a query in key order.
    /// - Throws: ``NavigationError/Code/missingParameters`` or
    ///   ``NavigationError/Code/invalidParameter`` (see ``RoutePattern/path(with:query:)``).
    func path(_ fields: some Printable) throws(NavigationError) -> String {
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
                guard let text = fields.text(of: name) else { throw missing(name) }
                if Self.standsRaw(text) {
                    path += text
                } else {
                    var bytes: [UInt8] = []
                    try RoutePattern.append(text, named: name, to: &bytes, pattern: pattern)
                    path += String(decoding: bytes, as: UTF8.self)
                }
            case .catchAll(let name):
                guard let text = fields.text(of: name) else { throw missing(name) }
                var bytes: [UInt8] = []
                try RoutePattern.appendCatchAll(text, named: name, to: &bytes, pattern: pattern)
                path += String(decoding: bytes, as: UTF8.self)
            }
        }
        if path.isEmpty { path = "/" }
        if let query = fields.query(excluding: pathNames) {
            var bytes: [UInt8] = []
            try RoutePattern.appendQuery(query, to: &bytes, pattern: pattern, pathParameters: pathNames)
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

extension RouteFields: RoutePrinter.Printable {
    func text(of name: String) -> String? { written(name) }

    @inline(__always)
    func query(excluding pathNames: [String]) -> [(key: String, value: String)]? {
        // Not one field beyond the path's: no query (and no array, no call).
        writtenCount > pathNames.count ? extraFields(excluding: pathNames) : nil
    }

    private func extraFields(excluding pathNames: [String]) -> [(key: String, value: String)] {
        written.lazy.filter { !pathNames.contains($0.name) }.map { (key: $0.name, value: $0.text) }.sorted { $0.key < $1.key }
    }
}
