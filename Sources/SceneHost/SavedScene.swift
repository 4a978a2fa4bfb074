/// A scene's state saved as route paths and options, to restore it later (after a relaunch,
/// or in another scene).
///
/// Only paths are saved, never Swift type names, so renaming a view model type does not break
/// saved states. `Codable`, so it can go to disk or to a state-restoration store.
///
/// ```swift
/// let saved = router.savedState()
/// let data = try JSONEncoder().encode(saved)
/// // later
/// let report = await router.restore(try JSONDecoder().decode(SavedScene.self, from: data))
/// print(report.failures)   // paths that no longer resolve
/// ```
public struct SavedScene: Codable, Hashable, Sendable {
    /// A saved presentation: its screens' paths, bottom first.
    public struct SavedPresentation: Codable, Hashable, Sendable {
        /// The paths, bottom first.
        public var paths: [String]
        /// Whether it was a navigation stack.
        public var isNavigationStack: Bool

        /// Creates a saved presentation.
        public init(paths: [String], isNavigationStack: Bool) {
            self.paths = paths
            self.isNavigationStack = isNavigationStack
        }
    }

    /// A saved modal.
    public struct SavedModal: Codable, Hashable, Sendable {
        /// What it showed.
        public var presentation: SavedPresentation
        /// Whether it prevented interactive dismissal.
        public var preventsDismissal: Bool

        /// Creates a saved modal.
        public init(presentation: SavedPresentation, preventsDismissal: Bool) {
            self.presentation = presentation
            self.preventsDismissal = preventsDismissal
        }
    }

    /// The root, or `nil` for an empty scene.
    public var root: SavedPresentation?
    /// The modals, bottom first.
    public var modals: [SavedModal]

    /// Creates a saved scene.
    public init(root: SavedPresentation?, modals: [SavedModal] = []) {
        self.root = root
        self.modals = modals
    }
}

extension SceneState {
    /// The state as paths and options.
    public var saved: SavedScene {
        func save(_ presentation: Presentation) -> SavedScene.SavedPresentation {
            SavedScene.SavedPresentation(paths: presentation.screens.map(\.path), isNavigationStack: presentation.isNavigationStack)
        }
        return SavedScene(
            root: root.map(save),
            modals: modals.map { SavedScene.SavedModal(presentation: save($0.presentation), preventsDismissal: $0.preventsDismissal) })
    }
}
