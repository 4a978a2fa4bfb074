import SceneHost
import PathRouterLocking

extension NavigationRouter {
    /// Asks `decide` before the screen `id` is removed (see
    /// ``NavigationRegistry/guardLeaving(_:priority:decide:)``): a view model guarding its own
    /// screen. It is asked before the registry's guards, and forgotten when the screen leaves.
    /// Set it while something is at stake and stop it when nothing is
    /// (``stopGuardingLeaving(screen:)``): a UI lets the user swipe a screen with no guard
    /// away without asking. Setting or stopping the guard of a shown screen records an empty
    /// change, so that a UI following the scene marks the screen again.
    ///
    /// ```swift
    /// router.guardLeaving(screen: screen.id) { _ in .stay(reason: "unsaved changes") }   // the form was edited
    /// router.stopGuardingLeaving(screen: screen.id)                                     // it was saved
    /// ```
    /// - Returns: whether the guard was set: `false` (and nothing is kept) when the scene
    ///   is closed, or neither shows the screen `id` nor is building it (a ``ClosesItsScreen``
    ///   view model may set its guard in its initialiser; the guard goes if the screen is
    ///   refused).
    @discardableResult
    public func guardLeaving(screen id: Screen.ID, decide: @escaping @Sendable (LeaveRequest) async -> LeaveDecision) -> Bool {
        let building = ScreenCloser.current == ScreenCloser(router: self, screen: id)
        let guarding = LeaveGuard(id: 0, pattern: nil, priority: .mandatory, decide: decide)
        let set = runtime.setScreenGuard(guarding, for: id, building: building)
        if set && !building { guardsChanged(on: id) }
        return set
    }

    /// Stops the screen `id`'s own leave guard (``guardLeaving(screen:decide:)``): nothing is at
    /// stake any more. The registry's guards that match its path still apply.
    ///
    /// ```swift
    /// router.stopGuardingLeaving(screen: form.id)   // saved: Back and the swipe-down just leave
    /// ```
    /// - Returns: whether the screen had a guard of its own.
    @discardableResult
    public func stopGuardingLeaving(screen id: Screen.ID) -> Bool {
        let removed = runtime.removeScreenGuard(for: id)
        if removed { guardsChanged(on: id) }
        return removed
    }

    /// A shown screen's guard was set or stopped: the leave-guard version moves, and an empty
    /// change is recorded, so that a UI following the records marks the screen again.
    private func guardsChanged(on id: Screen.ID) {
        runtime.guardsSetOnShownScreens.add(1, ordering: .releasing)
        _ = operate("leave guard of \(id) changed", animation: nil, naming: id.description, guarded: false) { _ throws(SceneError) in
            SceneTransition(kind: .sequence)
        }
    }

    /// Whether a leave guard watches `screen` (a screen of this scene): ``isGuarded(_:)``
    /// without looking the screen up.
    package func guardsScreen(_ screen: Screen) -> Bool {
        !leaveGuards(for: screen).isEmpty
    }

    /// Moves whenever a screen the scene shows may have become guarded, or stopped being
    /// guarded, without a change of the scene: a guard set on a shown screen, a registry guard
    /// added or removed. A UI that marks guarded screens as the scene changes marks them all
    /// again then.
    package var leaveGuardsVersion: UInt64 {
        registry.leaveGuards.generation &+ runtime.guardsSetOnShownScreens.load(ordering: .acquiring)
    }

    /// Whether a leave guard watches the screen `id` (its own, or one of the registry's that
    /// matches its path): a UI disables the gestures that remove it without asking (the back
    /// swipe, a sheet's swipe-down) and offers controls that ask (`pop()`, `dismiss()`).
    /// `SceneView` and `SceneCoordinator` do this themselves (their projection marks the screen:
    /// `ScreenItem.isGuarded`); a UI of the app's own reads it here. `false` for a screen
    /// the scene does not show.
    ///
    /// ```swift
    /// let asks = router.isGuarded(screen.id)   // a custom UI: its Back calls pop(), which asks
    /// ```
    public func isGuarded(_ id: Screen.ID) -> Bool {
        guard let screen = state.allScreens.first(where: { $0.id == id }) else { return false }
        return guardsScreen(screen)
    }
}
