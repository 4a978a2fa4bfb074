#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The type a parameter's text must read as: an `Int`, a `Double`, a `Bool`, a `UUID`, an enum
/// with a raw value, or any `LosslessStringConvertible` type.
///
/// A view model declares the types it requires (``RoutableViewModel/parameterTypes``), and a
/// navigation whose value does not read as its type is refused with
/// ``NavigationError/Code/invalidParameter`` before the view model is built.
///
/// ```swift
/// enum Sort: String { case new, top }
/// struct PostsViewModel: RoutableViewModel {
///     static let parameterTypes: [String: ParameterType] = ["page": .int, "sort": .of(Sort.self)]
///     …
/// }
/// ```
public struct ParameterType: Sendable, CustomStringConvertible {
    /// The type's name, as error messages say it (`Int`, `Sort`).
    public let name: String
    private let reads: @Sendable (String) -> Bool

    /// A type of your own: `reads` says whether a value reads as it.
    public init(name: String, reads: @escaping @Sendable (String) -> Bool) {
        self.name = name
        self.reads = reads
    }

    /// Whether `value` reads as this type.
    public func accepts(_ value: String) -> Bool { reads(value) }

    /// Any `LosslessStringConvertible` type: `Int`, `Double`, `Bool` (`true` or `false`), …
    public static func of<T: LosslessStringConvertible & SendableMetatype>(_ type: T.Type) -> ParameterType {
        ParameterType(name: "\(type)") { T($0) != nil }
    }

    /// An enum (or any type) with a raw value that reads from text.
    public static func of<T: RawRepresentable & SendableMetatype>(_ type: T.Type) -> ParameterType
    where T.RawValue: LosslessStringConvertible & SendableMetatype {
        ParameterType(name: "\(type)") { T.RawValue($0).flatMap(T.init(rawValue:)) != nil }
    }

    public static let int = of(Int.self)
    public static let double = of(Double.self)
    public static let bool = of(Bool.self)
    public static let uuid = ParameterType(name: "UUID") { UUID(uuidString: $0) != nil }

    public var description: String { name }
}
