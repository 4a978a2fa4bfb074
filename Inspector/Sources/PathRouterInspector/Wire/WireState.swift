import PathRouter

/// A scene's whole state, as the page sees it: the root (absent while the scene is empty) and
/// the modals, bottom first.
///
/// ```json
/// {"root": {"layout": "stack", "screens": […]}, "modals": [{"presentation": {…}, "preventsDismissal": true}]}
/// ```
public struct WireState: Codable, Hashable, Sendable {
    /// A modal: what it shows, and whether it refuses interactive dismissal.
    public struct Modal: Codable, Hashable, Sendable {
        /// What the modal shows.
        public var presentation: WirePresentation
        /// Whether the user may not swipe it away.
        public var preventsDismissal: Bool

        public init(presentation: WirePresentation, preventsDismissal: Bool) {
            self.presentation = presentation
            self.preventsDismissal = preventsDismissal
        }
    }

    /// The root presentation; absent while the scene is empty.
    public var root: WirePresentation?
    /// The modals, bottom first.
    public var modals: [Modal]

    public init(root: WirePresentation? = nil, modals: [Modal] = []) {
        self.root = root
        self.modals = modals
    }

    /// The state's wire form.
    public init(_ state: SceneState) {
        self.init(
            root: state.root.map(WirePresentation.init),
            modals: state.modals.map { Modal(presentation: WirePresentation($0.presentation), preventsDismissal: $0.preventsDismissal) })
    }

    /// The state this wire form describes (screens without view models), or `nil` when it is
    /// not well formed.
    public var sceneState: SceneState? {
        guard let root else { return modals.isEmpty ? SceneState() : nil }
        guard let rootPresentation = root.presentation else { return nil }
        var built: [PathRouter.Modal] = []
        for modal in modals {
            guard let presentation = modal.presentation.presentation else { return nil }
            built.append(PathRouter.Modal(presentation: presentation, preventsDismissal: modal.preventsDismissal))
        }
        let state = SceneState(root: rootPresentation, modals: built)
        return state.isWellFormed ? state : nil
    }
}
