import PathRouter

/// The verdict's rules (*judge*): what a UI's write means, judged against the projection the UI showed
/// when its user made the change (a gesture reported late is judged against the state it was
/// made on, not a newer one). Every gesture a UI offers means something, and none gets past a
/// rule: a change that would remove a screen a leave guard watches is asked, never reported.
extension SceneProjection {
    /// The verdict on `write` against this projection (the one the UI showed).
    ///
    /// - A shorter path of the top-most stack (a back swipe, Back, the long-press menu, a pop
    ///   to root) is one pop to the first screen removed; when a leave guard watches a screen
    ///   it removes, it asks to pop back to the screen that stays instead. In an expanded
    ///   split, a shorter path of a column the user is not in (the sidebar's Back) asks to close
    ///   its first removed screen. A longer or reordered path is not a UI's to write (navigate
    ///   instead); the same path reports nothing. A Back control the UI draws itself
    ///   (``UIWrite/popAttempted(_:of:)``: nothing popped) always asks.
    /// - A modal set to `nil` is a dismissal while it is the top modal and may be dismissed; a
    ///   modal whose screens a leave guard watches asks to be dismissed (so does a swipe-down
    ///   the UI held back); a modal that prevents dismissal is not dismissed.
    /// - A tab write selects the tab; a tab never shown asks the router to open it; the
    ///   selected one reports nothing.
    /// - A write about a stack, modal or tab the UI no longer shows is dropped, not an error.
    ///
    /// ```swift
    /// projection.judge(.path([], of: stack.id))      // .report(.pop(first pushed screen))
    /// projection.judge(.dismissed(modal: login.id))  // .dropped("… prevents dismissal …")
    /// ```
    public func judge(_ write: UIWrite) -> WriteBack {
        switch write {
        case .path(let path, let id):
            return judgePath(path, of: id, popped: true)
        case .popAttempted(let path, let id):
            return judgePath(path, of: id, popped: false)
        case .dismissed(let modal), .dismissAttempted(let modal):
            guard let index = modals.firstIndex(where: { $0.id == modal }) else {
                return .dropped("the modal \(modal) is no longer presented")
            }
            guard index == modals.count - 1 else {
                return .dropped("the modal \(modal) is not the top modal: a UI dismisses the top one only")
            }
            guard !modals[index].preventsDismissal else {
                return .dropped("the modal \(modal) may not be dismissed (it prevents dismissal)")
            }
            // The router names a modal by a screen it holds (its identity's screen may have left).
            let held = modals[index].presentation.firstItem.id
            if modals[index].presentation.guardedCount > 0 { return .ask(.dismissModal(holding: held)) }
            guard case .dismissed = write else { return .ask(.dismissModal(holding: held)) }
            return .report(.dismiss(modalHolding: held))
        case .selectedTab(let name, let place):
            guard case .tabs(let tabs)? = presentation(at: place) else {
                return .dropped("\(place) shows no tab container")
            }
            guard tabs.names.contains(name) else { return .dropped("the tab container has no tab '\(name)'") }
            if tabs.selected == name { return .unchanged }
            guard top == presentation(at: place) else {
                return .dropped("the tab container at \(place) is covered by a modal")
            }
            guard tabs.stack(name) != nil else { return .ask(.openTab(name)) }
            return .report(.selectTab(name))
        case .column(let column, let place):
            return judgeColumn(column, in: place)
        case .collapsed(let collapsed, let place):
            guard place == .root, case .split(let split)? = root else { return .dropped("\(place) shows no split the router collapses") }
            return split.isCollapsed == collapsed ? .unchanged : .report(.setCollapsed(collapsed))
        }
    }

    /// A collapsed split's column shown: a column to the left of the one the user is in empties
    /// the columns to its right (asked when a guarded screen is there); expanded, every column
    /// shows already.
    private func judgeColumn(_ column: SplitContainer.Column, in place: StackID.Place) -> WriteBack {
        guard place == .root, case .split(let split)? = root else { return .dropped("\(place) shows no split") }
        guard modals.isEmpty else { return .dropped("the split is covered by a modal") }
        guard split.isCollapsed else { return .unchanged }
        let order: [SplitContainer.Column] = [.primary, .supplementary, .secondary]
        let visible = split.visibleColumns.last ?? .primary
        guard let wanted = order.firstIndex(of: column), let shown = order.firstIndex(of: visible), wanted <= shown else {
            return .dropped("the \(column) column shows nothing: navigate to show a screen there")
        }
        if wanted == shown { return .unchanged }
        if column == .supplementary && !split.hasSupplementary { return .dropped("the split has no supplementary column") }
        let leaving = split.stacks.filter { (order.firstIndex(of: $0.id.column ?? .primary) ?? 0) > wanted }
        return leaving.contains { $0.list.guardedCount > 0 } ? .ask(.showColumn(column)) : .report(.showColumn(column))
    }

    /// `popped`: the UI removed the screens already (a report); else it asks.
    private func judgePath(_ path: [Screen.ID], of id: StackID, popped: Bool) -> WriteBack {
        guard let stack = stack(id) else { return .dropped("the stack \(id) is no longer shown") }
        let items = stack.items
        let shown = items.dropFirst().map(\.id)
        if path == shown { return .unchanged }
        guard path.count < shown.count, Array(shown.prefix(path.count)) == path else {
            return .dropped("a UI only removes screens from the top of a stack (navigate to add or reorder): \(id)")
        }
        let stays = items[path.count]
        let leaving = items[(path.count + 1)...]
        guard let top, top == presentation(at: id.place) else {
            return .dropped("the stack \(id) is not the one the user navigates in (a modal covers it)")
        }
        if top.activeStack?.id == id {
            if !popped || leaving.contains(where: \.isGuarded) { return .ask(.popBack(to: stays.id)) }
            return .report(.pop(leaving.first!.id))
        }
        // The sidebar's (or the middle column's) own Back in an expanded split.
        if case .split(let split) = top, !split.isCollapsed, id.column != nil {
            return .ask(.close(leaving.first!.id))
        }
        return .dropped("the stack \(id) is not the one the user navigates in")
    }
}
