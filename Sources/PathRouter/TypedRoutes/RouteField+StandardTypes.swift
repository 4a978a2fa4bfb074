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
    /// Reads what `description` prints (`0.1`, `-2.5e-300`, `inf`).
    @inlinable public init?(routeText: String) { self.init(routeText) }
    /// The shortest text that reads back as the same `Double`.
    @inlinable public var routeText: String { description }
    public static var routeSamples: [Double] { [0, 0.1, -2.5, 1e300, -.leastNonzeroMagnitude, .infinity] }
}

extension Float: RouteField {
    @inlinable public init?(routeText: String) { self.init(routeText) }
    @inlinable public var routeText: String { description }
    public static var routeSamples: [Float] { [0, 0.1, -2.5, .greatestFiniteMagnitude] }
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
