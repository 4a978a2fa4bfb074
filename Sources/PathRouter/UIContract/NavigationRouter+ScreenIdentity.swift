import SceneHost

/// Operations that name a screen by its id (``Screen/id``, stable for the screen's life).
extension NavigationRouter {
    /// Pops back to the screen `id`, which stays: the modals above it are dismissed, its tab is
    /// selected, and what its stack shows above it is popped — one change.
    ///
    /// ```swift
    /// router.popBack(to: list.id)
    /// ```
    /// - Returns: a handle that fails with ``NavigationError/Code/noSuchScreen`` (naming the
    ///   id) when the scene no longer shows it, or ``NavigationError/Code/nothingToPop`` when
    ///   it is on top already.
    @discardableResult
    public func popBack(to id: Screen.ID, animation: NavigationTransition? = nil) -> NavigationHandle {
        operate("popBack(to: \(id))", animation: animation, naming: id.description) { state throws(SceneError) in
            guard state.location(of: id) != nil else { throw SceneError(.noSuchScreen, "no screen of the scene has the id \(id)") }
            let steps = try state.bringForward(id)
            guard !steps.isEmpty else { throw SceneError(.nothingToPop, "the screen \(id) is on top already") }
            return SceneTransition.combining(steps)
        }
    }

    /// Dismisses the modal that holds the screen `id`, and every modal above it.
    @discardableResult
    public func dismissModal(holding id: Screen.ID, animation: NavigationTransition? = nil) -> NavigationHandle {
        operate("dismissModal(holding: \(id))", animation: animation, naming: id.description) { state throws(SceneError) in
            try state.dismissModal(holding: id)
        }
    }

    /// Removes the screen `id` wherever it is.
    @discardableResult
    public func removeScreen(_ id: Screen.ID, animation: NavigationTransition? = nil) -> NavigationHandle {
        operate("removeScreen(\(id))", animation: animation, naming: id.description) { state throws(SceneError) in
            try state.removeScreen(id)
        }
    }

    /// Closes the screen `id` however it was shown (see ``SceneState/close(_:)``): what a
    /// screen's own Close or Done button does, through its ``ScreenCloser``. (To close the
    /// whole scene, ``close()``.)
    ///
    /// ```swift
    /// router.closeScreen(editor.id)
    /// ```
    @discardableResult
    public func closeScreen(_ id: Screen.ID, animation: NavigationTransition? = nil) -> NavigationHandle {
        operate("closeScreen(\(id))", animation: animation, naming: id.description) { state throws(SceneError) in
            try state.close(id)
        }
    }

    /// A small handle that closes the screen `id` of this scene, for its view model to keep.
    ///
    /// ```swift
    /// try router.closer(for: screen.id).close()   // the screen's Done button
    /// ```
    /// - Throws: ``NavigationError/Code/noSuchScreen`` when the scene neither shows that screen
    ///   nor is building it: an id it does not have is refused where it is taken, as everywhere.
    public func closer(for id: Screen.ID) throws(NavigationError) -> ScreenCloser {
        let closer = ScreenCloser(router: self, screen: id)
        if ScreenCloser.current == closer || runtime.shows(id) { return closer }
        throw NavigationError(
            code: .noSuchScreen, path: id.description, reason: "the scene '\(scene.id)' does not show the screen \(id)")
    }
}
