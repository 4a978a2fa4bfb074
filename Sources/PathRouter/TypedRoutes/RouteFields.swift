/// A typed route value's fields as text, by name: what ``RouteValue/init(_:)`` reads and
/// ``RouteValue/encode(to:)`` writes. A name the route's pattern has (`:id`) is a path
/// parameter; any other is a query parameter.
///
/// ```swift
/// init(_ fields: RouteFields) throws(NavigationError) {
///     id = try fields.value("id")          // an Int: required
///     ref = try fields.value("ref")        // a String?: absent is nil
/// }
/// func encode(to fields: inout RouteFields) {
///     fields.set("id", id)
///     fields.set("ref", ref)
/// }
/// ```
public struct RouteFields {
    // The readers and writers are inlinable: an app's `init(_:)` and `encode(to:)` then
    // read and print each field with its own type's code, not through generic witnesses.

    /// The texts a value is read from, by name: a navigation's parameters, path and query.
    @usableFromInline let parameters: [String: String]
    /// The fields a value wrote, in the order it wrote them (a name written again keeps its
    /// place): the first two inline, the rest in an array, so that printing a value of one or
    /// two fields (most routes) allocates nothing for them.
    @usableFromInline var first: Written?
    @usableFromInline var second: Written?
    @usableFromInline var more: [Written] = []
    /// While binding checks a route value: what it reads and writes, and the samples it gets.
    @usableFromInline let probe: RouteValueProbe?

    /// One field a value wrote.
    @usableFromInline
    struct Written: Sendable {
        let name: String
        var text: String

        @usableFromInline
        init(name: String, text: String) {
            self.name = name
            self.text = text
        }
    }

    /// Fields to read a value from: a path's parameters (path and query), by name.
    public init(_ parameters: [String: String] = [:]) {
        self.parameters = parameters
        probe = nil
    }

    init(probe: RouteValueProbe) {
        parameters = [:]
        self.probe = probe
    }

    /// How many fields were written.
    var writtenCount: Int { first == nil ? 0 : second == nil ? 1 : 2 + more.count }

    /// The text written for the field `name`, if any.
    @inline(__always)
    func written(_ name: String) -> String? {
        if let first, first.name == name { return first.text }
        if let second, second.name == name { return second.text }
        return more.first { $0.name == name }?.text
    }

    /// The fields written, in order.
    var written: [Written] {
        [first, second].compactMap { $0 } + more
    }

    /// The fields written, by name.
    var writtenTexts: [String: String] {
        Dictionary(written.lazy.map { ($0.name, $0.text) }) { _, last in last }
    }

    /// The required field `name` read as `T`.
    /// - Throws: ``NavigationError/Code/missingParameters`` when it is absent,
    ///   ``NavigationError/Code/invalidParameter`` naming it and its text when the text does not
    ///   read as `T`.
    @inlinable
    public func value<T: RouteField>(_ name: String) throws(NavigationError) -> T {
        if let probe { return try probe.read(name, as: T.self, optional: false) }
        guard let text = parameters[name] else { throw Self.missing(name) }
        guard let value = T(routeText: text) else { throw Self.unreadable(name, text, as: T.self) }
        return value
    }

    /// The optional field `name` read as `T`: `nil` when it is absent.
    /// - Throws: ``NavigationError/Code/invalidParameter`` when its text does not read as `T`.
    @inlinable
    public func value<T: RouteField>(_ name: String) throws(NavigationError) -> T? {
        if let probe { return try probe.readOptional(name, as: T.self) }
        guard let text = parameters[name] else { return nil }
        guard let value = T(routeText: text) else { throw Self.unreadable(name, text, as: T.self) }
        return value
    }

    /// Writes the field `name`.
    @inlinable
    public mutating func set<T: RouteField>(_ name: String, _ value: T) {
        write(name, value.routeText)
    }

    /// Writes the optional field `name`; `nil` writes nothing.
    @inlinable
    public mutating func set<T: RouteField>(_ name: String, _ value: T?) {
        guard let value else {
            probe?.wrote(name)
            return
        }
        write(name, value.routeText)
    }

    @usableFromInline
    mutating func write(_ name: String, _ text: String) {
        probe?.wrote(name)
        if first == nil || first?.name == name {
            first = Written(name: name, text: text)
        } else if second == nil || second?.name == name {
            second = Written(name: name, text: text)
        } else if let index = more.firstIndex(where: { $0.name == name }) {
            more[index].text = text
        } else {
            more.append(Written(name: name, text: text))
        }
    }

    @usableFromInline
    static func missing(_ name: String) -> NavigationError {
        NavigationError(code: .missingParameters, path: ":" + name, reason: "there is no parameter '\(name)'", missingParameters: [name])
    }

    @usableFromInline
    static func unreadable<T>(_ name: String, _ text: String, as type: T.Type) -> NavigationError {
        NavigationError(code: .invalidParameter, path: ":" + name, reason: "parameter '\(name)' is '\(text)', which does not read as \(T.self)")
    }
}
