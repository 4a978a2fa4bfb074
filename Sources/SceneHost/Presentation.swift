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
    public enum Layout: String, Hashable, Sendable, CustomStringConvertible {
        case single, stack, tabs, split
        public var description: String { rawValue }
    }

    enum Content: Hashable, Sendable {
        case single(Screen)
        case stack([Screen])
        case tabs(TabContainer)
        case split(SplitContainer)
    }

    var content: Content

    init(content: Content) { self.content = content }

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
    public var layout: Layout {
        switch content {
        case .single: .single
        case .stack: .stack
        case .tabs: .tabs
        case .split: .split
        }
    }

    /// Every screen of the presentation: a stack's bottom first; a tab container's tab by tab;
    /// a split's primary, supplementary and secondary columns.
    public var screens: [Screen] {
        switch content {
        case .single(let screen): [screen]
        case .stack(let screens): screens
        case .tabs(let tabs): tabs.screens
        case .split(let split): split.screens
        }
    }

    /// Whether a push lands somewhere in this presentation: a stack, a tab container (the
    /// selected tab's stack) or a split (see ``SplitContainer``). A single screen has none.
    public var isNavigationStack: Bool {
        if case .single = content { return false }
        return true
    }

    /// The tab container, when the presentation is one.
    public var tabs: TabContainer? {
        if case .tabs(let tabs) = content { return tabs }
        return nil
    }

    /// The split container, when the presentation is one.
    public var split: SplitContainer? {
        if case .split(let split) = content { return split }
        return nil
    }

    /// The visible screen.
    public var top: Screen {
        switch content {
        case .single(let screen): screen
        case .stack(let screens): screens[screens.count - 1]
        case .tabs(let tabs): tabs.selectedTab.screens[tabs.selectedTab.screens.count - 1]
        case .split(let split): split.top
        }
    }

    /// The stack the user navigates in: a stack's screens, the selected tab's stack, or the
    /// split column the visible screen is in.
    public var activeStack: [Screen] {
        switch content {
        case .single(let screen): [screen]
        case .stack(let screens): screens
        case .tabs(let tabs): tabs.selectedTab.screens
        case .split(let split):
            if !split.secondary.isEmpty { split.secondary } else if let supplementary = split.supplementary, !supplementary.isEmpty { supplementary } else { split.primary }
        }
    }

    // MARK: - Changes of the active stack (checked by SceneState before they are called)

    mutating func push(_ screen: Screen) {
        switch content {
        case .single: preconditionFailure("a single screen has no stack")
        case .stack(var screens):
            screens.append(screen)
            content = .stack(screens)
        case .tabs(var tabs):
            tabs.tabs[tabs.selectedIndex].screens.append(screen)
            content = .tabs(tabs)
        case .split(var split):
            if split.isCollapsed && split.secondary.isEmpty {
                split.primary.append(screen)
            } else {
                split.secondary.append(screen)
            }
            content = .split(split)
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
        switch content {
        case .single: preconditionFailure("a single screen has no stack")
        case .stack(var screens):
            let removed = screens.removeLast()
            content = .stack(screens)
            return removed
        case .tabs(var tabs):
            let removed = tabs.tabs[tabs.selectedIndex].screens.removeLast()
            content = .tabs(tabs)
            return removed
        case .split(var split):
            let removed: Screen
            if !split.secondary.isEmpty {
                removed = split.secondary.removeLast()
            } else if var supplementary = split.supplementary, !supplementary.isEmpty {
                removed = supplementary.removeLast()
                split.supplementary = supplementary
            } else {
                removed = split.primary.removeLast()
            }
            content = .split(split)
            return removed
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
        switch content {
        case .single: return []
        case .stack(var screens):
            let removed = Array(screens.dropFirst())
            screens.removeSubrange(1...)
            content = .stack(screens)
            return removed
        case .tabs(var tabs):
            let removed = Array(tabs.selectedTab.screens.dropFirst())
            tabs.tabs[tabs.selectedIndex].screens.removeSubrange(1...)
            content = .tabs(tabs)
            return removed
        case .split(var split):
            // The detail column empties; the primary column goes back to its first screen.
            let removed = Array(split.primary.dropFirst()) + split.secondary
            split.primary.removeSubrange(1...)
            split.secondary = []
            content = .split(split)
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

/// A presentation shown modally above everything below it.
public struct Modal: Hashable, Sendable {
    /// What the modal shows.
    public internal(set) var presentation: Presentation
    /// Whether the user may not dismiss it interactively (a swipe, a back gesture).
    public let preventsDismissal: Bool

    /// Creates a modal.
    public init(presentation: Presentation, preventsDismissal: Bool = false) {
        self.presentation = presentation
        self.preventsDismissal = preventsDismissal
    }
}
