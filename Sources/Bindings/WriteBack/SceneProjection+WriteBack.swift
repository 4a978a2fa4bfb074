import PathRouter

/// The write-back rules: what a UI's write means, judged against the projection the UI showed
/// when its user made the change (a gesture reported late is judged against the state it was
/// made on, not a newer one).
extension SceneProjection {
    /// What `write` becomes against this projection (the one the UI showed).
    ///
    /// - A shorter path of the top-most stack is one pop to the first screen removed (a back
    ///   swipe, Back, or the long-press menu's pop of several); a longer or reordered path is not
    ///   a UI's to write (navigate instead); the same path reports nothing.
    /// - A modal set to `nil` is a dismissal only while it is the top modal and may be dismissed.
    /// - A tab write selects the tab; the selected one reports nothing.
    /// - A write about a stack, modal or tab the UI no longer shows is dropped, not an error.
    ///
    /// ```swift
    /// projection.judge(.path([], of: stack.id))      // .report(.pop(first pushed screen))
    /// projection.judge(.dismissed(modal: login.id))  // .dropped("… prevents dismissal …")
    /// ```
    public func judge(_ write: UIWrite) -> WriteBack {
        switch write {
        case .path(let path, let id):
            return judgePath(path, of: id)
        case .dismissed(let modal):
            guard let index = modals.firstIndex(where: { $0.id == modal }) else {
                return .dropped("the modal \(modal) is no longer presented")
            }
            guard index == modals.count - 1 else {
                return .dropped("the modal \(modal) is not the top modal: a UI dismisses the top one only")
            }
            guard modals[index].mayDismiss else {
                return .dropped("the modal \(modal) may not be dismissed (it prevents dismissal, or a leave guard watches it)")
            }
            return .report(.dismiss(modalHolding: modal))
        case .selectedTab(let name, let place):
            guard case .tabs(let tabs)? = presentation(at: place) else {
                return .dropped("\(place) shows no tab container")
            }
            guard tabs.names.contains(name) else { return .dropped("the tab container has no tab '\(name)'") }
            if tabs.selected == name { return .unchanged }
            guard top == presentation(at: place) else {
                return .dropped("the tab container at \(place) is covered by a modal")
            }
            guard tabs.stack(name) != nil else { return .dropped("the tab '\(name)' was never shown: select it through the router") }
            return .report(.selectTab(name))
        }
    }

    private func judgePath(_ path: [Screen.ID], of id: StackID) -> WriteBack {
        guard let stack = stack(id) else { return .dropped("the stack \(id) is no longer shown") }
        let shown = stack.path
        if path == shown { return .unchanged }
        guard path.count < shown.count, Array(shown.prefix(path.count)) == path else {
            return .dropped("a UI only removes screens from the top of a stack (navigate to add or reorder): \(id)")
        }
        guard top?.activeStack?.id == id else {
            return .dropped("the stack \(id) is not the one the user navigates in")
        }
        return .report(.pop(shown[path.count]))
    }
}
