/// One change of a scene as observers see it: the scene, its new state, and the transition
/// that led there.
public struct SceneChange: Sendable, CustomStringConvertible {
    /// The scene that changed.
    public let scene: NavigationScene
    /// The state after the change.
    public let state: SceneState
    /// What changed.
    public let transition: SceneTransition

    /// Creates a change record.
    public init(scene: NavigationScene, state: SceneState, transition: SceneTransition) {
        self.scene = scene
        self.state = state
        self.transition = transition
    }

    public var description: String { "\(scene.id): \(transition)" }
}
