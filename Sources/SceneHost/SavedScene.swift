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
    /// A saved presentation: its screens' paths, bottom first (a single screen or a stack), or
    /// its tabs, or its split's columns. Saved states written before containers existed (paths
    /// only) decode as they are.
    public struct SavedPresentation: Codable, Hashable, Sendable {
        /// The paths of a single screen or a stack, bottom first (empty for a container).
        public var paths: [String]
        /// Whether it was a navigation stack (or a container).
        public var isNavigationStack: Bool
        /// A tab container's tabs, each with its stack's paths.
        public var tabs: [SavedTab]?
        /// The selected tab's name.
        public var selectedTab: String?
        /// A split container's columns.
        public var split: SavedSplit?

        /// Creates a saved single screen or stack.
        public init(paths: [String], isNavigationStack: Bool) {
            self.paths = paths
            self.isNavigationStack = isNavigationStack
        }

        /// Creates a saved tab container.
        public init(tabs: [SavedTab], selectedTab: String) {
            self.paths = []
            self.isNavigationStack = true
            self.tabs = tabs
            self.selectedTab = selectedTab
        }

        /// Creates a saved split container.
        public init(split: SavedSplit) {
            self.paths = []
            self.isNavigationStack = true
            self.split = split
        }

        /// Every path it lists, in order.
        public var allPaths: [String] {
            paths + (tabs ?? []).flatMap(\.paths)
                + (split.map { $0.primary + ($0.supplementary ?? []) + $0.secondary } ?? [])
        }
    }

    /// A saved tab: its name, its stack's paths, and the path its first screen is built from
    /// (absent in documents written before tabs kept it).
    public struct SavedTab: Codable, Hashable, Sendable {
        public var name: String
        public var paths: [String]
        public var rootPath: String?

        public init(name: String, paths: [String], rootPath: String? = nil) {
            self.name = name
            self.paths = paths
            self.rootPath = rootPath
        }
    }

    /// A saved split: each column's paths.
    public struct SavedSplit: Codable, Hashable, Sendable {
        public var primary: [String]
        public var supplementary: [String]?
        public var secondary: [String]
        public var isCollapsed: Bool

        public init(primary: [String], supplementary: [String]? = nil, secondary: [String], isCollapsed: Bool) {
            self.primary = primary
            self.supplementary = supplementary
            self.secondary = secondary
            self.isCollapsed = isCollapsed
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
            switch presentation.content {
            case .single, .stack:
                return SavedScene.SavedPresentation(paths: presentation.screens.map(\.path), isNavigationStack: presentation.isNavigationStack)
            case .tabs(let tabs):
                return SavedScene.SavedPresentation(
                    tabs: tabs.tabs.map { SavedScene.SavedTab(name: $0.name, paths: $0.screens.map(\.path), rootPath: $0.rootPath) },
                    selectedTab: tabs.selectedTab.name)
            case .split(let split):
                return SavedScene.SavedPresentation(
                    split: SavedScene.SavedSplit(
                        primary: split.primary.map(\.path), supplementary: split.supplementary.map { column in column.map(\.path) },
                        secondary: split.secondary.map(\.path), isCollapsed: split.isCollapsed))
            }
        }
        return SavedScene(
            root: root.map(save),
            modals: modals.map { SavedScene.SavedModal(presentation: save($0.presentation), preventsDismissal: $0.preventsDismissal) })
    }
}
