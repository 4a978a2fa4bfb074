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
