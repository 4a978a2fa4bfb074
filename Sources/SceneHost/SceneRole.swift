/// The kind of display a scene stands for. Extensible: create your own with
/// ``init(rawValue:)``.
///
/// ```swift
/// extension SceneRole { static let watchFace = SceneRole(rawValue: "watchFace") }
/// ```
public struct SceneRole: RawRepresentable, Hashable, Sendable, CustomStringConvertible {
    /// The role's stable name.
    public let rawValue: String

    /// Creates a role from its stable name.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// A window of the app on the device's own screen.
    public static let appWindow = SceneRole(rawValue: "appWindow")
    /// An external display (a monitor or a projector).
    public static let externalDisplay = SceneRole(rawValue: "externalDisplay")
    /// A car's display.
    public static let carDisplay = SceneRole(rawValue: "carDisplay")

    public var description: String { rawValue }
}
