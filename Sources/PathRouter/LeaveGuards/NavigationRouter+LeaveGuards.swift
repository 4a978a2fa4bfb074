import SceneHost
import Synchronization

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
    /// `false` for a screen the scene does not show.
    ///
    /// ```swift
    /// .navigationBarBackButtonHidden(router.isGuarded(screen.id))   // Back asks through pop()
    /// ```
    public func isGuarded(_ id: Screen.ID) -> Bool {
        guard let screen = state.allScreens.first(where: { $0.id == id }) else { return false }
        return !leaveGuards(for: screen).isEmpty
    }

    /// Each of `screens` with each guard to ask before it leaves, in order.
    func leaveAsks(for screens: [Screen]) -> [(screen: Screen, guard: LeaveGuard)] {
        screens.flatMap { screen in leaveGuards(for: screen).map { (screen, $0) } }
    }

    /// The decide stage's leave guards, one for every request that removes screens (a
    /// navigation's landing, a scene operation): asks the guards of `leaving`, away from the
    /// scene's job, while the request waits as one of the scene's suspended requests (so
    /// `close()`, logout, the concurrency policy and `idle()` see it). When every guard lets go,
    /// `resume` runs as a new job with the screens decided so far; a `stay` ends the request
    /// with `leaveRefused`, a scene closed meanwhile with `sceneClosed`.
    ///
    /// - Parameter leaving: The screens the request would remove.
    /// - Parameter decided: The screens whose guards let go already (asked again: none).
    /// - Parameter operation: What the request does, for the error (`"navigate to /a"`).
    /// - Parameter waiting: The request as one of the scene's suspended requests.
    /// - Parameter resume: Runs as a new job once every guard let go.
    /// - Parameter flight: The flight of a navigation that waited before (an interceptor, a
    ///   login): it is one of the suspended requests already, and stays the one entry for the
    ///   whole wait (so `idle()` counts it once); whoever ends it takes the flight out.
    /// - Returns: `false` when no guard is to be asked: the request goes on at once.
    func decideLeaving(
        _ leaving: [Screen], decided: Set<Screen.ID>, operation: String, waiting: SuspendedRequests.Suspension,
        flight: NavigationFlight? = nil, resume: @escaping @Sendable (Set<Screen.ID>) -> Void
    ) -> Bool {
        let asks = leaveAsks(for: leaving)
        guard !asks.isEmpty else { return false }
        var wait: UInt64?
        if flight == nil {
            guard let begun = suspend(waiting) else { return true }
            wait = begun
        }
        let decidedNow = decided.union(leaving.map(\.id))
        Task { [self] in
            let refusal = await askToLeave(asks, operation: operation)
            // Closed, logged out or replaced under the concurrency policy meanwhile: the wait
            // has ended already, with its error.
            if let wait {
                guard finishSuspension(wait) else { return }
            } else if let flight {
                guard runtime.isWaiting(flight) else { return }
            }
            if let refusal {
                waiting.end(refusal)
                return
            }
            runtime.enqueue(path: waiting.path, refused: waiting.end) { resume(decidedNow) }
        }
        return true
    }

    /// Asks `asks` in order, away from the scene's job; the first `stay` wins.
    /// - Returns: the refusal (``NavigationError/Code/leaveRefused``, naming the guard and the
    ///   screen), or `nil` when every guard lets its screen leave.
    func askToLeave(_ asks: [(screen: Screen, guard: LeaveGuard)], operation: String) async -> NavigationError? {
        for (screen, leaveGuard) in asks {
            let request = LeaveRequest(screen: screen, operation: operation, scene: scene)
            if case .stay(let reason) = await leaveGuard.decide(request) {
                return NavigationError(
                    code: .leaveRefused, path: screen.path,
                    reason: "\(leaveGuard.name) keeps \(screen.path) (\(screen.id)) from leaving: \(reason)")
            }
        }
        return nil
    }

    /// The guards to ask before `screen` leaves: its own, then the registry's.
    func leaveGuards(for screen: Screen) -> [LeaveGuard] {
        let own = runtime.screenGuard(for: screen.id)
        return (own.map { [$0] } ?? []) + registry.leaveGuards.guards(for: screen.path)
    }

    /// Whether any leave guard could apply to a screen of this scene: a screen's own guard, or
    /// a registry guard that matches a screen it shows (two atomic loads when none ever did).
    var mayGuardLeaving: Bool {
        runtime.hasScreenGuards || runtime.showsGuardedScreens
    }
}
