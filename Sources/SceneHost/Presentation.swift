/// What fills the root of a scene or one of its modals: a single screen, a navigation stack of
/// screens (the first is the stack's root, the last is visible), a tab container (each tab
/// its own stack), or a split container (columns, each a stack).
///
/// ```swift
/// let stack = Presentation.stack([home, product])
/// print(stack.top.path)            // the product's path
/// print(stack.isNavigationStack)   // true
/// let tabs = Presentation.tabs(TabContainer(tabs: [.init(name: "home", screens: [home])]))
/// print(tabs.layout)               // tabs
/// ```
public struct Presentation: Hashable, Sendable {
    /// How a presentation lays its screens out.
    public enum Layout: String, Hashable, Sendable, Codable, CustomStringConvertible {
        case single, stack, tabs, split
        public var description: String { rawValue }
    }

    enum Content: Hashable, Sendable {
        case single(Screen)
        case stack([Screen])
        case tabs(TabContainer)
        case split(SplitContainer)
    }

    // Stored as plain fields (not the enum) so that a push appends to an array the
    // presentation alone holds: no copy of the stack, whatever its size.
    private var kind: Layout
    /// A single screen's or a stack's screens (empty for a container).
    private var stackScreens: [Screen]
    private var tabContainer: TabContainer?
    private var splitContainer: SplitContainer?

    init(content: Content) {
        kind = .stack
        stackScreens = []
        self.content = content
    }

    /// The content as one value (reading builds it; writing replaces the fields).
    var content: Content {
        get {
            switch kind {
            case .single: .single(stackScreens[0])
            case .stack: .stack(stackScreens)
            case .tabs: .tabs(tabContainer!)
            case .split: .split(splitContainer!)
            }
        }
        set {
            tabContainer = nil
            splitContainer = nil
            switch newValue {
            case .single(let screen):
                kind = .single
                stackScreens = [screen]
            case .stack(let screens):
                kind = .stack
                stackScreens = screens
            case .tabs(let tabs):
                kind = .tabs
                stackScreens = []
                tabContainer = tabs
            case .split(let split):
                kind = .split
                stackScreens = []
                splitContainer = split
            }
        }
    }

    /// Changes the tab container in place.
    mutating func updateTabs(_ change: (inout TabContainer) -> Void) {
        guard kind == .tabs else { return }
        change(&tabContainer!)
    }

    /// A presentation of one screen, with no navigation stack.
    public static func single(_ screen: Screen) -> Presentation {
        Presentation(content: .single(screen))
    }

    /// A navigation stack. It must hold at least one screen.
    public static func stack(_ screens: [Screen]) -> Presentation {
        precondition(!screens.isEmpty, "a navigation stack holds at least one screen")
        return Presentation(content: .stack(screens))
    }

    /// A tab container; its selected tab must show a screen.
    public static func tabs(_ container: TabContainer) -> Presentation {
        precondition(!container.selectedTab.screens.isEmpty, "the selected tab shows at least one screen")
        return Presentation(content: .tabs(container))
    }

    /// A split container.
    public static func split(_ container: SplitContainer) -> Presentation {
        Presentation(content: .split(container))
    }

    /// A presentation of `screen`: a stack of one when `embedded`, a single screen otherwise.
    public static func of(_ screen: Screen, embedded: Bool) -> Presentation {
        embedded ? .stack([screen]) : .single(screen)
    }

    /// How the screens are laid out.
    public var layout: Layout { kind }

    /// Every screen of the presentation: a stack's bottom first; a tab container's tab by tab;
    /// a split's primary, supplementary and secondary columns.
    public var screens: [Screen] {
        switch kind {
        case .single, .stack: stackScreens
        case .tabs: tabContainer!.screens
        case .split: splitContainer!.screens
        }
    }

    /// Whether a push lands somewhere in this presentation: a stack, a tab container (the
    /// selected tab's stack) or a split (see ``SplitContainer``). A single screen has none.
    public var isNavigationStack: Bool { kind != .single }

    /// The tab container, when the presentation is one.
    public var tabs: TabContainer? { tabContainer }

    /// The split container, when the presentation is one.
    public var split: SplitContainer? { splitContainer }

    /// The visible screen.
    public var top: Screen {
        switch kind {
        case .single, .stack: stackScreens[stackScreens.count - 1]
        case .tabs: tabContainer!.selectedTab.screens[tabContainer!.selectedTab.screens.count - 1]
        case .split: splitContainer!.top
        }
    }

    /// The stack the user navigates in: a stack's screens, the selected tab's stack, or the
    /// split column the visible screen is in.
    public var activeStack: [Screen] {
        switch kind {
        case .single, .stack: stackScreens
        case .tabs: tabContainer!.tabs[tabContainer!.selectedIndex].screens
        case .split:
            if !splitContainer!.secondary.isEmpty {
                splitContainer!.secondary
            } else if let supplementary = splitContainer!.supplementary, !supplementary.isEmpty {
                supplementary
            } else {
                splitContainer!.primary
            }
        }
    }

    // MARK: - Changes of the active stack (checked by SceneState before they are called)

    mutating func push(_ screen: Screen) {
        push(contentsOf: CollectionOfOne(screen))
    }

    /// Pushes several screens, bottom first, growing the stack once.
    mutating func push<Screens: Collection<Screen>>(contentsOf screen: Screens) {
        switch kind {
        case .single:
            preconditionFailure("a single screen has no stack")
        case .stack:
            stackScreens.append(contentsOf: screen)
        case .tabs:
            tabContainer!.tabs[tabContainer!.selectedIndex].screens.append(contentsOf: screen)
        case .split:
            // Collapsed, the columns are one stack and a push continues the column the visible
            // screen is in; expanded, a push shows in the detail column.
            if !splitContainer!.isCollapsed || !splitContainer!.secondary.isEmpty {
                splitContainer!.secondary.append(contentsOf: screen)
            } else if splitContainer!.supplementary?.isEmpty == false {
                splitContainer!.supplementary!.append(contentsOf: screen)
            } else {
                splitContainer!.primary.append(contentsOf: screen)
            }
        }
    }

    /// Whether ``pop()`` can remove the visible screen: a stack or tab keeps its first
    /// screen; a split's secondary or supplementary column may be emptied.
    var canPop: Bool {
        switch content {
        case .single: false
        case .stack(let screens): screens.count > 1
        case .tabs(let tabs): tabs.selectedTab.screens.count > 1
        case .split(let split): !split.secondary.isEmpty || !(split.supplementary ?? []).isEmpty || split.primary.count > 1
        }
    }

    mutating func pop() -> Screen {
        switch kind {
        case .single:
            preconditionFailure("a single screen has no stack")
        case .stack:
            return stackScreens.removeLast()
        case .tabs:
            return tabContainer!.tabs[tabContainer!.selectedIndex].screens.removeLast()
        case .split:
            if !splitContainer!.secondary.isEmpty { return splitContainer!.secondary.removeLast() }
            if let supplementary = splitContainer!.supplementary, !supplementary.isEmpty {
                return splitContainer!.supplementary!.removeLast()
            }
            return splitContainer!.primary.removeLast()
        }
    }

    /// Whether ``popToRoot()`` removes anything.
    var canPopToRoot: Bool {
        switch content {
        case .split(let split): !split.secondary.isEmpty || split.primary.count > 1
        default: canPop
        }
    }

    mutating func popToRoot() -> [Screen] {
        switch kind {
        case .single:
            return []
        case .stack:
            let removed = Array(stackScreens.dropFirst())
            stackScreens.removeSubrange(1...)
            return removed
        case .tabs:
            let index = tabContainer!.selectedIndex
            let removed = Array(tabContainer!.tabs[index].screens.dropFirst())
            tabContainer!.tabs[index].screens.removeSubrange(1...)
            return removed
        case .split:
            // The detail column empties; the primary column goes back to its first screen.
            let removed = Array(splitContainer!.primary.dropFirst()) + splitContainer!.secondary
            splitContainer!.primary.removeSubrange(1...)
            splitContainer!.secondary = []
            return removed
        }
    }

    /// The presentation without the screens `shouldRemove` picks, or `nil` if nothing is left
    /// to show. A tab left empty stays (its root is built again when it is next shown); if the
    /// selected tab empties, the first tab that still shows a screen is selected.
    func removing(where shouldRemove: (Screen) -> Bool) -> Presentation? {
        switch content {
        case .single(let screen):
            return shouldRemove(screen) ? nil : self
        case .stack(let screens):
            let kept = screens.filter { !shouldRemove($0) }
            return kept.isEmpty ? nil : .stack(kept)
        case .tabs(var tabs):
            for index in tabs.tabs.indices { tabs.tabs[index].screens.removeAll(where: shouldRemove) }
            if tabs.selectedTab.screens.isEmpty {
                guard let shown = tabs.tabs.firstIndex(where: { !$0.screens.isEmpty }) else { return nil }
                tabs.selectedIndex = shown
            }
            return .tabs(tabs)
        case .split(var split):
            split.primary.removeAll(where: shouldRemove)
            split.supplementary?.removeAll(where: shouldRemove)
            split.secondary.removeAll(where: shouldRemove)
            guard !split.primary.isEmpty else { return nil }
            return .split(split)
        }
    }

    /// Whether the presentation is well formed: no empty stack, a shown selected tab, a split
    /// with a primary screen.
    var isWellFormed: Bool {
        switch content {
        case .single: true
        case .stack(let screens): !screens.isEmpty
        case .tabs(let tabs): tabs.tabs.indices.contains(tabs.selectedIndex) && !tabs.selectedTab.screens.isEmpty
        case .split(let split): !split.primary.isEmpty
        }
    }
}
