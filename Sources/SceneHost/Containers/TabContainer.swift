/// A tab bar: ordered tabs, each with a stable name and its own navigation stack, one of them
/// selected. A pure value, like the rest of the scene.
///
/// A tab that was never visited has no screen yet (the router builds its root the first time
/// it is selected); the selected tab always shows at least one.
///
/// ```swift
/// let tabs = TabContainer(tabs: [.init(name: "home", screens: [home]), .init(name: "catalog")], selected: "home")
/// print(tabs.selectedTab.name)   // home
/// ```
public struct TabContainer: Hashable, Sendable {
    /// One tab: its name, its stack, bottom first, and the path its first screen is built from.
    public struct Tab: Hashable, Sendable {
        /// The tab's stable name (`"catalog"`), which routes and links use.
        public let name: String
        /// The tab's navigation stack, bottom first; empty until the tab is first shown.
        public internal(set) var screens: [Screen]
        /// The path of the tab's first screen (what the router navigates to the first time
        /// the tab is shown), or `nil` when the app builds it itself.
        public let rootPath: String?

        public init(name: String, screens: [Screen] = [], rootPath: String? = nil) {
            self.name = name
            self.screens = screens
            self.rootPath = rootPath
        }
    }

    /// The tabs, in order.
    public internal(set) var tabs: [Tab]
    /// The index of the selected tab.
    public internal(set) var selectedIndex: Int

    /// Creates a tab container. `selected` names a tab (default: the first).
    public init(tabs: [Tab], selected: String? = nil) {
        precondition(!tabs.isEmpty, "a tab container has at least one tab")
        precondition(Set(tabs.map(\.name)).count == tabs.count, "tab names are unique")
        self.tabs = tabs
        self.selectedIndex = selected.flatMap { name in tabs.firstIndex { $0.name == name } } ?? 0
    }

    /// The selected tab.
    public var selectedTab: Tab { tabs[selectedIndex] }

    /// The index of the tab named `name`.
    public func index(of name: String) -> Int? { tabs.firstIndex { $0.name == name } }

    /// Every screen, tab by tab.
    public var screens: [Screen] { tabs.flatMap(\.screens) }
}
