import PathRouter

/// What fills the root or a modal, as the page sees it. `layout` says which fields are set:
///
/// - `single`, `stack`: `screens`, bottom first;
/// - `tabs`: `tabs` (each with its `name`, `screens` and `rootPath`) and `selected`;
/// - `split`: `primary`, `supplementary` (absent for a two-column split), `secondary`, `collapsed`.
///
/// ```json
/// {"layout": "tabs", "selected": "home", "tabs": [{"name": "home", "rootPath": "/home", "screens": […]}]}
/// ```
public struct WirePresentation: Codable, Hashable, Sendable {
    /// One tab: its name, its stack (empty until first shown) and its root path.
    public struct Tab: Codable, Hashable, Sendable {
        /// The tab's name.
        public var name: String
        /// The tab's stack, bottom first; empty until the tab is first shown.
        public var screens: [WireScreen]
        /// The path its first screen is built from.
        public var rootPath: String?

        public init(name: String, screens: [WireScreen], rootPath: String?) {
            self.name = name
            self.screens = screens
            self.rootPath = rootPath
        }
    }

    /// `single`, `stack`, `tabs` or `split`: which of the other fields are set.
    public var layout: Presentation.Layout
    /// A single screen's or a stack's screens, bottom first.
    public var screens: [WireScreen]?
    /// A tab container's tabs, in order.
    public var tabs: [Tab]?
    /// The name of the selected tab.
    public var selected: String?
    /// A split's primary column, bottom first.
    public var primary: [WireScreen]?
    /// A split's supplementary column (absent in a two-column split).
    public var supplementary: [WireScreen]?
    /// A split's secondary (detail) column.
    public var secondary: [WireScreen]?
    /// Whether the split shows as one stack.
    public var collapsed: Bool?

    public init(
        layout: Presentation.Layout, screens: [WireScreen]? = nil, tabs: [Tab]? = nil, selected: String? = nil,
        primary: [WireScreen]? = nil, supplementary: [WireScreen]? = nil, secondary: [WireScreen]? = nil,
        collapsed: Bool? = nil
    ) {
        self.layout = layout
        self.screens = screens
        self.tabs = tabs
        self.selected = selected
        self.primary = primary
        self.supplementary = supplementary
        self.secondary = secondary
        self.collapsed = collapsed
    }

    /// The presentation's wire form.
    public init(_ presentation: Presentation) {
        switch presentation.layout {
        case .single, .stack:
            self.init(layout: presentation.layout, screens: presentation.screens.map(WireScreen.init))
        case .tabs:
            let container = presentation.tabs!
            self.init(
                layout: .tabs,
                tabs: container.tabs.map { Tab(name: $0.name, screens: $0.screens.map(WireScreen.init), rootPath: $0.rootPath) },
                selected: container.selectedTab.name)
        case .split:
            let split = presentation.split!
            self.init(
                layout: .split, primary: split.primary.map(WireScreen.init),
                supplementary: split.supplementary?.map(WireScreen.init), secondary: split.secondary.map(WireScreen.init),
                collapsed: split.isCollapsed)
        }
    }

    /// The presentation this wire form describes (screens without view models), or `nil` when
    /// the fields its layout needs are missing or do not make a well-formed presentation.
    public var presentation: Presentation? {
        switch layout {
        case .single:
            guard let screens, screens.count == 1 else { return nil }
            return .single(screens[0].screen)
        case .stack:
            guard let screens, !screens.isEmpty else { return nil }
            return .stack(screens.map(\.screen))
        case .tabs:
            guard let tabs, !tabs.isEmpty, Set(tabs.map(\.name)).count == tabs.count,
                let selected = tabs.first(where: { $0.name == self.selected }), !selected.screens.isEmpty
            else { return nil }
            let container = TabContainer(
                tabs: tabs.map { TabContainer.Tab(name: $0.name, screens: $0.screens.map(\.screen), rootPath: $0.rootPath) },
                selected: selected.name)
            return .tabs(container)
        case .split:
            guard let primary, !primary.isEmpty else { return nil }
            return .split(
                SplitContainer(
                    primary: primary.map(\.screen), supplementary: supplementary.map { $0.map(\.screen) },
                    secondary: (secondary ?? []).map(\.screen), isCollapsed: collapsed ?? false))
        }
    }
}
