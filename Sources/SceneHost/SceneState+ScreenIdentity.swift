/// Changes named by a screen's id, and the changes a UI reports after making them itself.
/// Each checks first: a refusal leaves the state as it was.
extension SceneState {
    /// Dismisses the modal that holds the screen `id`, and every modal above it.
    /// - Throws: ``SceneError/Code/noSuchScreen``, or ``SceneError/Code/noModal`` when the
    ///   screen is in the root.
    public mutating func dismissModal(holding id: Screen.ID) throws(SceneError) -> SceneTransition {
        let modal = try modalIndex(holding: id)
        return dismissModals(above: modal == 0 ? .root : .modal(modal - 1))!
    }

    /// Removes the screen `id` wherever it is (what it leads to in its stack stays; a modal
    /// left with no screen is dismissed).
    /// - Throws: ``SceneError/Code/noSuchScreen``.
    public mutating func removeScreen(_ id: Screen.ID) throws(SceneError) -> SceneTransition {
        guard location(of: id) != nil else { throw Self.noSuchScreen(id) }
        return removeScreens { $0.id == id }
    }

    /// Closes the screen `id` however it was shown: a modal's first screen dismisses its modal
    /// (and the modals above it); a screen further up a stack leaves with what sits above it
    /// in that stack. The root's first screen cannot close.
    /// - Throws: ``SceneError/Code/noSuchScreen``, or ``SceneError/Code/nothingToPop`` for the
    ///   root's first screen.
    public mutating func close(_ id: Screen.ID) throws(SceneError) -> SceneTransition {
        guard let (modal, _) = location(of: id) else { throw Self.noSuchScreen(id) }
        let presentation = modal.map { modals[$0].presentation } ?? root!
        let stack = presentation.stack(holding: id)
        guard let position = stack.firstIndex(where: { $0.id == id }) else { throw Self.noSuchScreen(id) }
        if position == 0 {
            guard let modal else { throw SceneError(.nothingToPop, "\(stack[0].path) is the root's first screen: there is nothing to go back to") }
            return dismissModals(above: modal == 0 ? .root : .modal(modal - 1))!
        }
        if let popped = popActiveStack(to: stack[position - 1].id) { return popped }
        // Not the stack on top (under a modal, in a tab not selected): removed in place.
        let leaving = Set(stack[position...].map(\.id))
        return removeScreens { leaving.contains($0.id) }
    }

    // MARK: - What a UI reports (it changed already: recorded, unless the scene never allowed it)

    /// The UI popped the screen `id` (and what was above it) off the top-most stack by itself,
    /// as a back swipe does.
    /// - Throws: ``SceneError/Code/staleReport`` unless `id` is in the top-most stack above its
    ///   first screen.
    public mutating func userPopped(_ id: Screen.ID) throws(SceneError) -> SceneTransition {
        guard let stack = topPresentation?.activeStack, let position = stack.firstIndex(where: { $0.id == id }), position > 0 else {
            throw SceneError(.staleReport, "the screen \(id) is not above the first screen of the top-most stack")
        }
        return popActiveStack(to: stack[position - 1].id)!.reportedByUser()
    }

    /// The UI dismissed the top modal, which holds the screen `id`, by itself (a sheet swiped
    /// down).
    /// - Throws: ``SceneError/Code/staleReport`` unless the top modal holds `id`;
    ///   ``SceneError/Code/dismissalPrevented`` when that modal prevents dismissal (a UI that
    ///   shows it disables the gesture, so the report contradicts the scene).
    public mutating func userDismissed(modalHolding id: Screen.ID) throws(SceneError) -> SceneTransition {
        guard let top = modals.last, top.presentation.screens.contains(where: { $0.id == id }) else {
            throw SceneError(.staleReport, "the top modal does not hold the screen \(id)")
        }
        // A UI that shows a modal which prevents dismissal disables the gesture: a report of
        // it anyway contradicts the scene, and is refused.
        guard !top.preventsDismissal else {
            throw SceneError(
                .dismissalPrevented,
                "the top modal (holding \(id)) prevents dismissal: a UI that shows it disables the swipe-down")
        }
        return try dismiss().reportedByUser()
    }

    /// The UI selected the tab `name` by itself (its tab bar switched). `nil` when it was
    /// selected already (nothing to record).
    /// - Throws: ``SceneError/Code/staleReport`` unless the top-most tab container has that
    ///   tab and has shown it.
    public mutating func userSelectedTab(_ name: String) throws(SceneError) -> SceneTransition? {
        guard let (place, tabIsEmpty) = tabContainer(containing: name), !tabIsEmpty,
            place == topTabContainer?.place
        else {
            throw SceneError(.staleReport, "the top-most tab container has no tab '\(name)' that was shown")
        }
        guard selectedTab != name else { return nil }
        return try selectTab(name).reportedByUser()
    }

    private func modalIndex(holding id: Screen.ID) throws(SceneError) -> Int {
        guard let (modal, _) = location(of: id) else { throw Self.noSuchScreen(id) }
        guard let modal else { throw SceneError(.noModal, "the screen \(id) is in the root, not in a modal") }
        return modal
    }

    private static func noSuchScreen(_ id: Screen.ID) -> SceneError {
        SceneError(.noSuchScreen, "no screen of the scene has the id \(id)")
    }
}

extension Presentation {
    /// The stack that holds `id`: the presentation's stack, the tab or the split column it is in.
    func stack(holding id: Screen.ID) -> [Screen] {
        if let tabs { return tabs.tabs.first { $0.screens.contains { $0.id == id } }?.screens ?? [] }
        if let split {
            for column in [split.primary, split.supplementary ?? [], split.secondary] where column.contains(where: { $0.id == id }) {
                return column
            }
            return []
        }
        return screens
    }
}
