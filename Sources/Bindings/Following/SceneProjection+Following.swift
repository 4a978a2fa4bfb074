import PathRouter

/// Following a scene by its transition records (*follow*: a record of the router turned into
/// the projection it makes): a change costs what it changed, not the size of the scene (a push
/// onto a stack of thousands of screens adds one node, and a UI compares the new projection
/// with the one it shows down to the first node both share).
extension SceneProjection {
    /// This projection after the router's record `transition`, the twin of what
    /// ``SceneState/apply(_:)`` does to a state: equal to the projection of the scene's state
    /// after the change when this one was the projection of the state before it. New screens
    /// are marked with `rules`.
    ///
    /// Returns `nil` when the record does not fit this projection (applied out of order, or to
    /// another scene's projection), and for the records that change screens anywhere in the
    /// scene (a restore, screens removed after a logout): project the scene's state then.
    ///
    /// ```swift
    /// let token = router.addObserver { change in
    ///     projection = projection.following(change.transition, rules: rules) ?? SceneProjection(change.state, rules: rules)
    /// }
    /// ```
    public func following(_ transition: SceneTransition, rules: Rules) -> SceneProjection? {
        var next = self
        return next.follow(transition, rules: rules) ? next : nil
    }

    /// Changes this projection as `transition` says; `false` when the record does not fit it.
    private mutating func follow(_ transition: SceneTransition, rules: Rules) -> Bool {
        switch transition.kind {
        case .sequence:
            return transition.steps.allSatisfy { follow($0, rules: rules) }
        case .push:
            return changeTop { $0.pushing(transition.added.map(rules.item), at: $1) }
        case .pop:
            if let tab = transition.tab, let tabs = topTabs, tab != tabs.tabs.selected {
                // A tab that is not selected, cut back to below the first screen removed.
                guard let stack = tabs.tabs.stack(tab), stack.count > transition.removed.count else { return false }
                return changeTabs { $0.with(stack.prefix(stack.count - transition.removed.count), for: tab) }
            }
            for _ in transition.removed {
                guard changeTop({ presentation, _ in presentation.poppingOne() }) else { return false }
            }
            return true
        case .popToRoot:
            return changeTop { presentation, _ in presentation.poppingToRoot() }
        case .present:
            guard root != nil, let presentation = transition.presentation else { return false }
            modals.append(ModalProjection(Modal(presentation: presentation, preventsDismissal: transition.preventsDismissal), rules: rules))
            return true
        case .dismiss:
            guard !modals.isEmpty else { return false }
            let removed = Set(transition.removed.map(\.id))
            repeat {
                modals.removeLast()
            } while !modals.isEmpty && Self.allRemoved(modals[modals.count - 1].presentation, removed)
            return true
        case .dismissAll:
            modals = []
            return true
        case .replaceRoot:
            guard let presentation = transition.presentation else { return false }
            root = PresentationProjection(presentation, at: .root, rules: rules)
            modals = []
            return true
        case .restore, .removeScreens:
            return false
        case .selectTab:
            guard let name = transition.tab else { return false }
            return changeTabs { tabs in
                if tabs.selected == name { return tabs.stack(name).map { tabs.with($0.prefix(1), for: name) } }
                if let stack = tabs.stack(name) { return tabs.with(stack, for: name, selecting: name) }
                guard let first = transition.added.first else { return nil }
                return tabs.with(tabs.stack([rules.item(first)], named: name), for: name, selecting: name)
            }
        case .popTabToRoot:
            guard let name = transition.tab else { return false }
            if transition.removed.isEmpty { return true }
            return changeTabs { tabs in tabs.stack(name).map { tabs.with($0.prefix(1), for: name) } }
        case .replaceTabStack:
            guard let name = transition.tab else { return false }
            return changeTabs { tabs in tabs.with(tabs.stack(transition.added.map(rules.item), named: name), for: name) }
        case .pushIntoTab:
            guard let name = transition.tab else { return false }
            if transition.added.isEmpty { return true }
            let items = transition.added.map(rules.item)
            return changeTabs { tabs in tabs.with(tabs.stack(name)?.pushing(items) ?? tabs.stack(items, named: name), for: name) }
        case .showInSecondary, .showInSupplementary, .showInPrimary:
            let items = transition.added.map(rules.item)
            return changeRootSplit { split in
                let stack = { (column: SplitContainer.Column) in PresentationProjection.stack(items, at: .root, column: column) }
                switch transition.kind {
                case .showInPrimary:
                    return split.with(.primary, stack(.primary)).with(.supplementary, nil).with(.secondary, nil)
                case .showInSupplementary:
                    return split.with(.supplementary, stack(.supplementary), hasSupplementary: true).with(.secondary, nil)
                default:
                    return split.with(.secondary, stack(.secondary))
                }
            }
        case .setCollapsed:
            return changeRootSplit { split in split.with(.primary, split.stack(.primary), collapsed: transition.isCollapsed ?? false) }
        case .updateScreen:
            return transition.added.allSatisfy { screen in
                let item = rules.item(screen)
                for index in modals.indices.reversed() {
                    if let presentation = modals[index].presentation.replacing(item) {
                        modals[index] = modals[index].showing(presentation)
                        return true
                    }
                }
                guard let presentation = root?.replacing(item) else { return false }
                root = presentation
                return true
            }
        }
    }

    /// Changes the top-most presentation (the top modal's, else the root's).
    private mutating func changeTop(_ change: (PresentationProjection, StackID.Place) -> PresentationProjection?) -> Bool {
        if let modal = modals.last {
            guard let presentation = change(modal.presentation, .modal(modal.id)) else { return false }
            modals[modals.count - 1] = modal.showing(presentation)
        } else {
            guard let current = root, let presentation = change(current, .root) else { return false }
            root = presentation
        }
        return true
    }

    /// The top-most tab container and where it is.
    private var topTabs: (tabs: TabsProjection, modal: Int?)? {
        for index in modals.indices.reversed() {
            if case .tabs(let tabs) = modals[index].presentation { return (tabs, index) }
        }
        if case .tabs(let tabs)? = root { return (tabs, nil) }
        return nil
    }

    /// Changes the top-most tab container.
    private mutating func changeTabs(_ change: (TabsProjection) -> TabsProjection?) -> Bool {
        guard let (tabs, index) = topTabs, let changed = change(tabs) else { return false }
        if let index {
            modals[index] = modals[index].showing(.tabs(changed))
        } else {
            root = .tabs(changed)
        }
        return true
    }

    /// Changes the root's split.
    private mutating func changeRootSplit(_ change: (SplitProjection) -> SplitProjection) -> Bool {
        guard case .split(let split)? = root else { return false }
        root = .split(change(split))
        return true
    }

    /// Whether every screen of `presentation` is in `removed` (looked at from the top: one
    /// screen that stays ends the walk).
    private static func allRemoved(_ presentation: PresentationProjection, _ removed: Set<Screen.ID>) -> Bool {
        presentation.stacks.isEmpty
            ? removed.contains(presentation.firstItem.id)
            : presentation.stacks.allSatisfy { stack in stack.list.allSatisfy { removed.contains($0.id) } }
    }
}

extension TabsProjection {
    /// A new stack of `items` for tab `name` (`nil` for none).
    func stack(_ items: [ScreenItem], named name: String) -> StackProjection? {
        PresentationProjection.stack(items, at: stacks.first?.id.place ?? .root, tab: name)
    }
}
