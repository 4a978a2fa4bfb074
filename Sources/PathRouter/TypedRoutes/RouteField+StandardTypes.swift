#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

// The standard types a typed route's field can have. Their samples are the values binding
// checks a route with: the edges of each type, and for text the characters a path escapes.

extension String: RouteField {
    @inlinable public init?(routeText: String) { self = routeText }
    @inlinable public var routeText: String { self }
    public static var routeSamples: [String] { ["a", "Ada L/2", "100% ?&=#+", "ünï 💡", "-1"] }
}

extension Bool: RouteField {
    @inlinable public init?(routeText: String) { self.init(routeText) }
    @inlinable public var routeText: String { description }
    public static var routeSamples: [Bool] { [true, false] }
}

extension Double: RouteField {
    /// Reads what ``routeText`` prints (`0.1`, `-2.5e-300`, `inf`, `nan`, `nan(0x7ff4000000000001)`).
    @inlinable public init?(routeText: String) {
        // `nan(…)` is read by its bits only (the standard parser takes more forms of it).
        guard let value = routeText.hasPrefix("nan(") ? FloatText.nan(routeText, as: Double.self) : Double(routeText) else { return nil }
        self = value
    }
    /// The shortest text that reads back as the same `Double`; a NaN other than the quiet one
    /// `Double.nan` is prints as its bits (its sign, whether it signals, and its payload).
    @inlinable public var routeText: String { FloatText.text(self) }
    public static var routeSamples: [Double] { [0, 0.1, -2.5, 1e300, -.leastNonzeroMagnitude, .infinity] }
}

extension Float: RouteField {
    /// Reads what ``routeText`` prints, as for `Double`.
    @inlinable public init?(routeText: String) {
        // `nan(…)` is read by its bits only (the standard parser takes more forms of it).
        guard let value = routeText.hasPrefix("nan(") ? FloatText.nan(routeText, as: Float.self) : Float(routeText) else { return nil }
        self = value
    }
    @inlinable public var routeText: String { FloatText.text(self) }
    public static var routeSamples: [Float] { [0, 0.1, -2.5, .greatestFiniteMagnitude] }
}

/// The text of a floating-point field: `description` for every value but a NaN whose bits are
/// not the plain quiet NaN's, which prints as `nan(0x…)`, its whole bit pattern in hex, so that
/// it reads back bit for bit (`description` prints every NaN as `nan`, `-nan` or `snan`, its
/// payload lost).
@usableFromInline
enum FloatText {
    @inlinable
    static func text(_ value: Double) -> String {
        guard value.isNaN, value.bitPattern != Double.nan.bitPattern else { return value.description }
        return nanText(UInt64(value.bitPattern), digits: 16)
    }

    @inlinable
    static func text(_ value: Float) -> String {
        guard value.isNaN, value.bitPattern != Float.nan.bitPattern else { return value.description }
        return nanText(UInt64(value.bitPattern), digits: 8)
    }

    @inlinable
    static func nanText(_ bits: UInt64, digits: Int) -> String {
        let hex = String(bits, radix: 16)
        return "nan(0x" + String(repeating: "0", count: digits - hex.count) + hex + ")"
    }

    /// The NaN `text` names by its bits, or `nil` when it names none.
    @inlinable
    static func nan(_ text: String, as _: Double.Type) -> Double? {
        nanBits(text, digits: 16).map { Double(bitPattern: $0) }.flatMap { $0.isNaN ? $0 : nil }
    }

    @inlinable
    static func nan(_ text: String, as _: Float.Type) -> Float? {
        nanBits(text, digits: 8).map { Float(bitPattern: UInt32(truncatingIfNeeded: $0)) }.flatMap { $0.isNaN ? $0 : nil }
    }

    @inlinable
    static func nanBits(_ text: String, digits: Int) -> UInt64? {
        guard text.hasPrefix("nan(0x"), text.hasSuffix(")") else { return nil }
        let hex = text.dropFirst(6).dropLast()
        guard hex.count == digits else { return nil }
        return UInt64(hex, radix: 16)
    }
}

extension UUID: RouteField {
    @inlinable public init?(routeText: String) { self.init(uuidString: routeText) }
    @inlinable public var routeText: String { uuidString }
    public static var routeSamples: [UUID] {
        [
            UUID(uuid: (0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15)),
            UUID(uuid: (255, 254, 253, 252, 251, 250, 249, 248, 247, 246, 245, 244, 243, 242, 241, 240)),
        ]
    }
}

/// The integer types read and print in decimal; their samples are 0, 1, their smallest and
/// their largest value.
extension RouteField where Self: FixedWidthInteger {
    @inlinable public init?(routeText: String) { self.init(routeText, radix: 10) }

    /// The decimal digits, written into a buffer on the stack and made a string once (the
    /// standard library's `String(_:radix:)` is generic over the radix, and slower).
    @inlinable public var routeText: String {
        // At most 20 digits and a sign for 64 bits.
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 21) { buffer in
            var magnitude = self.magnitude
            var start = 21
            repeat {
                start -= 1
                buffer[start] = UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: magnitude % 10)
                magnitude /= 10
            } while magnitude != 0
            if self < 0 {
                start -= 1
                buffer[start] = UInt8(ascii: "-")
            }
            return String(decoding: UnsafeBufferPointer(rebasing: buffer[start...]), as: UTF8.self)
        }
    }
    public static var routeSamples: [Self] { [0, 1, .min, .max] }
}

extension Int: RouteField {}
extension Int8: RouteField {}
extension Int16: RouteField {}
extension Int32: RouteField {}
extension Int64: RouteField {}
extension UInt: RouteField {}
extension UInt8: RouteField {}
extension UInt16: RouteField {}
extension UInt32: RouteField {}
extension UInt64: RouteField {}
