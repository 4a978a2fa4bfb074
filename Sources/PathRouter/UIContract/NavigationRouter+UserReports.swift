import SceneHost

/// What a UI reports after making a change itself. The router records the fact as a
/// transition marked ``SceneTransition/isUserInitiated``; a report that does not match the
/// scene (that screen is no longer there, or not where the UI thinks) is
/// ``NavigationError/Code/staleReport`` and changes nothing, and a report the scene never
/// allowed (a swipe-down of a modal that prevents dismissal, whose gesture the UI disables) is
/// ``NavigationError/Code/dismissalPrevented`` and changes nothing. To *ask* first (so that the change can be refused), use `pop()`,
/// `dismiss(interactive: true)` or `selectTab(_:)` instead.
///
/// A report that removes a screen a leave guard watches asks that guard first, as a request
/// does: a UI that follows the scene's marks never sends one (it asks instead), so such a
/// report was made on a scene older than the guard (the user swiped back in the instant after
/// a form's guard was set). When the guard says stay, the report is refused
/// (``NavigationError/Code/leaveRefused``), nothing changes, and the UI puts the screen back.
extension NavigationRouter {
    /// The user swiped back: the UI popped the screen `id` (and what was above it) off the
    /// top-most stack.
    ///
    /// ```swift
    /// // UINavigationControllerDelegate, after the pop completed:
    /// router.userDidPop(poppedScreenID)
    /// ```
    @discardableResult
    public func userDidPop(_ id: Screen.ID) -> NavigationHandle {
        operate("userDidPop(\(id))", animation: nil, naming: id.description) { state throws(SceneError) in
            try state.userPopped(id)
        }
    }

    /// The user swiped a sheet down: the UI dismissed the top modal, which holds the screen `id`.
    /// Refused (`dismissalPrevented`, nothing changes) when that modal prevents dismissal, as
    /// the router's login screen does: a UI disables the gesture on such a modal.
    ///
    /// ```swift
    /// // .sheet(item:onDismiss:), after the sheet went away:
    /// router.userDidDismiss(modalHolding: sheetScreenID)
    /// ```
    @discardableResult
    public func userDidDismiss(modalHolding id: Screen.ID) -> NavigationHandle {
        operate("userDidDismiss(modalHolding: \(id))", animation: nil, naming: id.description) { state throws(SceneError) in
            try state.userDismissed(modalHolding: id)
        }
    }

    /// The user tapped a tab and the tab bar switched to it (a tab already shown). Reporting
    /// the tab that is selected already records an empty sequence (nothing changed).
    @discardableResult
    public func userDidSelectTab(_ name: String) -> NavigationHandle {
        operate("userDidSelectTab(\(name))", animation: nil, naming: name, guarded: false) { state throws(SceneError) in
            try state.userSelectedTab(name) ?? SceneTransition(kind: .sequence)
        }
    }
}
