/// A type a typed route's field can have: it prints as one path segment or query value and
/// reads back as exactly the same value.
///
/// `String`, `Bool`, the integer types, `Double`, `Float` and `UUID` conform. An enum with a
/// raw value of one of those conforms by saying so and being `CaseIterable`: its cases are its
/// samples, so binding checks every one of them. Without `CaseIterable` it must list
/// ``routeSamples`` itself (an enum that does neither does not compile: the compiler names the
/// missing `routeSamples`), as must any other `RawRepresentable` type:
///
/// ```swift
/// enum Sort: String, RouteField, CaseIterable { case new, top }
/// ```
///
/// A type of your own conforms with ``init(routeText:)``, ``routeText`` and a few
/// ``routeSamples``, which binding uses to check that every route printing it reads back
/// the same value (``RouteValue``).
public protocol RouteField: Hashable, Sendable {
    /// Reads a value from its text, or `nil` when the text is not a value of the type.
    init?(routeText: String)
    /// The value's text: ``init(routeText:)`` reads it back as the same value.
    var routeText: String { get }
    /// A few values, different from each other, that binding checks a route with (a path
    /// printed from each must read back as the same value). At least one.
    static var routeSamples: [Self] { get }
}

extension RouteField where Self: RawRepresentable, RawValue: RouteField {
    /// Reads the raw value, then the value with that raw value.
    @inlinable public init?(routeText: String) {
        guard let raw = RawValue(routeText: routeText) else { return nil }
        self.init(rawValue: raw)
    }

    /// The raw value's text.
    @inlinable public var routeText: String { rawValue.routeText }

}

extension RouteField where Self: RawRepresentable & CaseIterable, RawValue: RouteField {
    /// Every case.
    public static var routeSamples: [Self] { Array(allCases) }
}
