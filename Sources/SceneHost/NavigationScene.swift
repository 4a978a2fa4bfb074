/// The identity of a headless scene: one window, display or car screen of an app.
///
/// Each scene has its own navigation state and its own `NavigationRouter`.
///
/// ```swift
/// let window = NavigationScene(id: "document-2", role: .appWindow)
/// let dashboard = NavigationScene(id: "car", role: .carDisplay)
/// ```
public struct NavigationScene: Hashable, Sendable, CustomStringConvertible {
    /// A stable name, unique among the app's scenes.
    public let id: String
    /// What kind of display the scene stands for.
    public let role: SceneRole

    /// Creates a scene identity.
    public init(id: String, role: SceneRole = .appWindow) {
        self.id = id
        self.role = role
    }

    /// The default scene, used by `NavigationRouter.main`.
    public static let main = NavigationScene(id: "main", role: .appWindow)

    public var description: String { "\(id) (\(role))" }
}

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
