/// Applying transition records: what a UI layer that follows the records (and never reads the
/// state) does, as a pure function. After every change, a state that applied every record the
/// scene reported equals the scene's state; the test kit's mirror renderer and the random-use
/// simulation check it.
extension SceneState {
    /// Applies `transition`, as reported by the scene, to this state.
    ///
    /// ```swift
    /// var mirror = SceneState()
    /// router.addObserver { change in try? mirror.apply(change.transition) }
    /// ```
    /// - Throws: ``SceneError`` when the record does not fit this state (it was applied out of
    ///   order, or to another scene's state).
    public mutating func apply(_ transition: SceneTransition) throws(SceneError) {
        let removedIDs = Set(transition.removed.map(\.id))
        switch transition.kind {
        case .sequence:
            for step in transition.steps { try apply(step) }
        case .push:
            _ = try push(transition.added)
        case .present:
            guard let presentation = transition.presentation else { throw SceneError(.emptyScene, "a present record carries its presentation") }
            _ = try present(Modal(presentation: presentation, preventsDismissal: transition.preventsDismissal))
        case .replaceRoot:
            guard let presentation = transition.presentation else { throw SceneError(.emptyScene, "a replaceRoot record carries the new root") }
            _ = replaceRoot(with: presentation)
        case .restore:
            guard let state = transition.restoredState else { throw SceneError(.emptyScene, "a restore record carries the state") }
            self = state
        case .pop:
            if let tab = transition.tab, tab != selectedTab {
                // A tab that is not selected, cut back (its stack, not the visible one).
                guard let first = transition.removed.first, let kept = tabStack(tab)?.firstIndex(where: { $0.id == first.id }),
                    kept > 0
                else { throw SceneError(.nothingToPop, "the tab '\(tab)' does not show \(transition.removed.map(\.path))") }
                _ = try truncateTab(tab, after: tabStack(tab)![kept - 1].id)
            } else {
                for _ in transition.removed { _ = try pop() }
            }
        case .popToRoot:
            _ = try popToRoot()
        case .dismiss:
            guard !modals.isEmpty else { throw SceneError(.noModal, "no modal to dismiss") }
            repeat {
                modals.removeLast()
            } while !modals.isEmpty && modals[modals.count - 1].presentation.screens.allSatisfy { removedIDs.contains($0.id) }
        case .dismissAll:
            _ = try dismissAll()
        case .removeScreens:
            _ = removeScreens { removedIDs.contains($0.id) }
        case .selectTab:
            guard let tab = transition.tab else { throw SceneError(.noSuchTab, "a selectTab record names its tab") }
            _ = try selectTab(tab, root: transition.added.first)
        case .popTabToRoot:
            guard let tab = transition.tab else { throw SceneError(.noSuchTab, "a popTabToRoot record names its tab") }
            if !transition.removed.isEmpty { _ = try popTabToRoot(tab) }
        case .replaceTabStack:
            guard let tab = transition.tab else { throw SceneError(.noSuchTab, "a replaceTabStack record names its tab") }
            _ = try replaceTabStack(tab, with: transition.added)
        case .pushIntoTab:
            guard let tab = transition.tab else { throw SceneError(.noSuchTab, "a pushIntoTab record names its tab") }
            _ = try push(transition.added, intoTab: tab, select: false)
        case .showInSecondary:
            _ = try show(transition.added, in: .secondary)
        case .showInSupplementary:
            _ = try show(transition.added, in: .supplementary)
        case .showInPrimary:
            _ = try show(transition.added, in: .primary)
        case .setCollapsed:
            _ = try setCollapsed(transition.isCollapsed ?? false)
        case .updateScreen:
            for screen in transition.added { _ = update(screen) }
        }
    }

    /// The stack of the tab `name` in the top-most container that has it.
    private func tabStack(_ name: String) -> [Screen]? {
        guard let (place, _) = tabContainer(containing: name) else { return nil }
        let container: TabContainer? =
            switch place {
            case .root: root?.tabs
            case .modal(let index): modals[index].presentation.tabs
            }
        return container?.tabs.first { $0.name == name }?.screens
    }
}
