import SceneHost
import Synchronization

extension NavigationRouter {
    /// Asks `decide` before the screen `id` is removed (see
    /// ``NavigationRegistry/guardLeaving(_:priority:decide:)``): a view model guarding its own
    /// screen. It is asked before the registry's guards, and forgotten when the screen leaves.
    ///
    /// ```swift
    /// router.guardLeaving(screen: screen.id) { _ in model.isDirty ? .stay(reason: "unsaved changes") : .leave }
    /// ```
    public func guardLeaving(screen id: Screen.ID, decide: @escaping @Sendable (LeaveRequest) async -> LeaveDecision) {
        runtime.withState { $0.screenGuards[id] = LeaveGuard(id: 0, pattern: nil, priority: .mandatory, decide: decide) }
        runtime.hadScreenGuards.store(true, ordering: .releasing)
    }

    /// The guards to ask before `screen` leaves: its own, then the registry's.
    func leaveGuards(for screen: Screen) -> [LeaveGuard] {
        let own = runtime.withState { $0.screenGuards[screen.id] }
        return (own.map { [$0] } ?? []) + registry.leaveGuards.guards(for: screen.path)
    }

    /// Whether any leave guard could apply to this scene (two atomic loads when none ever did).
    var mayGuardLeaving: Bool {
        !registry.leaveGuards.isEmpty
            || (runtime.hadScreenGuards.load(ordering: .acquiring) && runtime.withState { !$0.screenGuards.isEmpty })
    }
}
