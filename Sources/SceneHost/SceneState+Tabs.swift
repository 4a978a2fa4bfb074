/// Tab containers: select, push into, pop and replace a tab's stack. Each operation checks
/// first and changes nothing when it throws.
extension SceneState {
    /// Where a container is: the root, or the modal at an index (bottom first).
    ///
    /// ```swift
    /// if let (place, _) = state.tabContainer(containing: "catalog"), place != .root { … }
    /// ```
    public enum ContainerPlace: Hashable, Sendable {
        case root
        case modal(Int)
    }

    /// The top-most tab container that has a tab named `name`, where it is, and whether that
    /// tab was never shown (no screen yet).
    ///
    /// ```swift
    /// state.tabContainer(containing: "catalog")   // (place: .root, tabIsEmpty: false)
    /// ```
    public func tabContainer(containing name: String) -> (place: ContainerPlace, tabIsEmpty: Bool)? {
        for index in modals.indices.reversed() {
            if let tabs = modals[index].presentation.tabs, let tab = tabs.index(of: name) {
                return (.modal(index), tabs.tabs[tab].screens.isEmpty)
            }
        }
        if let tabs = root?.tabs, let tab = tabs.index(of: name) { return (.root, tabs.tabs[tab].screens.isEmpty) }
        return nil
    }

    /// The path the tab `name` of the top-most container that has it builds its first screen
    /// from (``TabContainer/Tab/rootPath``).
    public func rootPath(ofTab name: String) -> String? {
        guard let (place, _) = tabContainer(containing: name) else { return nil }
        let container: TabContainer? =
            switch place {
            case .root: root?.tabs
            case .modal(let index): modals[index].presentation.tabs
            }
        return container?.tabs.first { $0.name == name }?.rootPath
    }

    /// The stack of the tab `name` in the top-most tab container that has it, or `nil`.
    ///
    /// ```swift
    /// state.stack(ofTab: "catalog")?.map(\.path)   // ["/products", "/products/42"]
    /// ```
    public func stack(ofTab name: String) -> [Screen]? {
        for index in modals.indices.reversed() {
            if let tabs = modals[index].presentation.tabs, let tab = tabs.index(of: name) { return tabs.tabs[tab].screens }
        }
        if let tabs = root?.tabs, let tab = tabs.index(of: name) { return tabs.tabs[tab].screens }
        return nil
    }

    /// Dismisses the modals above `place` (every modal for the root) in one step, so that
    /// the container there is the top-most; `nil` when none is above it.
    public mutating func dismissModals(above place: ContainerPlace) -> SceneTransition? {
        let keep =
            switch place {
            case .root: 0
            case .modal(let index): index + 1
            }
        guard modals.count > keep else { return nil }
        let removed = modals[keep...].flatMap(\.presentation.screens)
        modals.removeSubrange(keep...)
        return SceneTransition(kind: keep == 0 ? .dismissAll : .dismiss, removed: removed)
    }

    /// The top-most tab container (a modal's above the root's), and where it is.
    var topTabContainer: (place: ContainerPlace, tabs: TabContainer)? {
        for index in modals.indices.reversed() {
            if let tabs = modals[index].presentation.tabs { return (.modal(index), tabs) }
        }
        if let tabs = root?.tabs { return (.root, tabs) }
        return nil
    }

    /// The names of the top-most tab container's tabs (empty without one).
    public var tabNames: [String] { topTabContainer?.tabs.tabs.map(\.name) ?? [] }

    /// The selected tab of the top-most tab container.
    public var selectedTab: String? { topTabContainer.map { $0.tabs.selectedTab.name } }

    /// Changes a tab container in place (its stacks are not copied).
    private mutating func updateTabs(at place: ContainerPlace, _ change: (inout TabContainer) -> Void) {
        switch place {
        case .root: root?.updateTabs(change)
        case .modal(let index): modals[index].presentation.updateTabs(change)
        }
    }

    /// Where the tab `name` is: its container's place, its index, and the selected index.
    ///
    /// Plain values on purpose: an operation that held a copy of the container while changing
    /// it in place would copy every tab's stack.
    private func tabIndex(_ name: String) throws(SceneError) -> (place: ContainerPlace, index: Int, selected: Int) {
        guard let (place, tabs) = topTabContainer else {
            throw SceneError(.noTabs, "the scene has no tab container")
        }
        guard let index = tabs.index(of: name) else {
            throw SceneError(.noSuchTab, "no tab is named '\(name)' (tabs: \(tabs.tabs.map(\.name).joined(separator: ", ")))")
        }
        return (place, index, tabs.selectedIndex)
    }

    /// The stack of the tab at `index` of the container at `place`.
    private func screens(ofTab index: Int, at place: ContainerPlace) -> [Screen] {
        switch place {
        case .root: root?.tabs?.tabs[index].screens ?? []
        case .modal(let modal): modals[modal].presentation.tabs?.tabs[index].screens ?? []
        }
    }

    /// Selects the tab `name` of the top-most tab container; every tab keeps its stack.
    /// Selecting the selected tab pops it to its first screen, as users expect of a tab bar.
    ///
    /// - Parameter root: The tab's first screen, for a tab that has never been shown (the
    ///   router builds it from the tab's root path); ignored otherwise.
    /// - Throws: ``SceneError/Code/noTabs``, ``SceneError/Code/noSuchTab``, or
    ///   ``SceneError/Code/emptyTab`` for a tab never shown and no `root`.
    public mutating func selectTab(_ name: String, root: Screen? = nil) throws(SceneError) -> SceneTransition {
        let (place, index, selected) = try tabIndex(name)
        if index == selected {
            let removed = Array(screens(ofTab: index, at: place).dropFirst())
            if !removed.isEmpty { updateTabs(at: place) { $0.tabs[index].screens.removeSubrange(1...) } }
            return SceneTransition(kind: .popTabToRoot, removed: removed, tab: name)
        }
        var added: [Screen] = []
        if screens(ofTab: index, at: place).isEmpty {
            guard let root else { throw SceneError(.emptyTab, "the tab '\(name)' has never been shown and no first screen was given") }
            added = [root]
        }
        updateTabs(at: place) { tabs in
            tabs.tabs[index].screens += added
            tabs.selectedIndex = index
        }
        return SceneTransition(kind: .selectTab, added: added, tab: name)
    }

    /// Pushes `screens` onto the stack of the tab `name` (selecting it when `select`).
    /// - Throws: ``SceneError/Code/noTabs`` or ``SceneError/Code/noSuchTab``; an empty tab
    ///   that is not selected must get its first screen this way or through ``selectTab(_:root:)``.
    public mutating func push(_ screens: [Screen], intoTab name: String, select: Bool) throws(SceneError) -> SceneTransition {
        let (place, index, selected) = try tabIndex(name)
        if !select && index == selected && screens.isEmpty { return SceneTransition(kind: .pushIntoTab, tab: name) }
        if select && self.screens(ofTab: index, at: place).isEmpty && screens.isEmpty {
            throw SceneError(.emptyTab, "the tab '\(name)' has never been shown and no screen was given")
        }
        updateTabs(at: place) { $0.tabs[index].screens += screens }
        let pushed = SceneTransition(kind: .pushIntoTab, added: screens, tab: name)
        guard select && index != selected else { return pushed }
        // Selecting is a step of its own, so that the record says it.
        updateTabs(at: place) { $0.selectedIndex = index }
        return SceneTransition.combining([pushed, SceneTransition(kind: .selectTab, tab: name)])
    }

    /// Pops the stack of the tab `name` back to its first screen.
    /// - Throws: ``SceneError/Code/nothingToPop`` when it is there already.
    public mutating func popTabToRoot(_ name: String) throws(SceneError) -> SceneTransition {
        let (place, index, _) = try tabIndex(name)
        let removed = Array(screens(ofTab: index, at: place).dropFirst())
        guard !removed.isEmpty else {
            throw SceneError(.nothingToPop, "the tab '\(name)' is already at its first screen")
        }
        updateTabs(at: place) { $0.tabs[index].screens.removeSubrange(1...) }
        return SceneTransition(kind: .popTabToRoot, removed: removed, tab: name)
    }

    /// Replaces the stack of the tab `name` with `screens` (at least one when the tab is
    /// selected).
    /// - Throws: ``SceneError/Code/noTabs``, ``SceneError/Code/noSuchTab`` or
    ///   ``SceneError/Code/emptyTab``.
    public mutating func replaceTabStack(_ name: String, with screens: [Screen]) throws(SceneError) -> SceneTransition {
        let (place, index, selected) = try tabIndex(name)
        if screens.isEmpty && index == selected {
            throw SceneError(.emptyTab, "the selected tab '\(name)' must keep a screen")
        }
        var removed: [Screen] = []
        updateTabs(at: place) { tabs in
            removed = tabs.tabs[index].screens
            tabs.tabs[index].screens = screens
        }
        return SceneTransition(kind: .replaceTabStack, added: screens, removed: removed, tab: name)
    }

    /// Truncates the stack of the tab `name` after the screen `id` (for a reused screen or a
    /// chain that continues from a screen the tab shows).
    mutating func truncateTab(_ name: String, after id: Screen.ID) throws(SceneError) -> SceneTransition? {
        let (place, index, _) = try tabIndex(name)
        let removed: [Screen] = {
            let stack = screens(ofTab: index, at: place)
            guard let position = stack.firstIndex(where: { $0.id == id }) else { return [] }
            return Array(stack[(position + 1)...])
        }()
        guard !removed.isEmpty else { return nil }
        let count = removed.count
        updateTabs(at: place) { $0.tabs[index].screens.removeLast(count) }
        return SceneTransition(kind: .pop, removed: removed, tab: name)
    }
}
