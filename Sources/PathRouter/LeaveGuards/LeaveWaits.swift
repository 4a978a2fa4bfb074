/// Operations and navigations of one scene that wait for leave guards to decide.
///
/// A wait is recorded before its guards are asked and taken out, exactly once, by whichever
/// comes first: the guards' answer (the operation goes on), `close()` (it ends with
/// `sceneClosed`), or, for a navigation, the scene's concurrency policy (`latestWins` ends it;
/// `rejectWhileBusy` counts it as busy). So every handle resolves exactly once, and a guard
/// that never answers keeps nothing waiting after the scene closes.
struct LeaveWait: Sendable {
    /// What waits: a navigation's path, or an operation's name.
    let path: String
    /// A navigation (weighed by the concurrency policy), not a scene operation.
    let isNavigation: Bool
    /// Ends the wait with an error (called once, outside the scene's lock).
    let end: @Sendable (NavigationError) -> Void
}

extension NavigationRouter {
    /// Records a wait; returns its id for ``finishLeaveWait(_:)``.
    func beginLeaveWait(_ wait: LeaveWait) -> UInt64 {
        runtime.withState { state in
            state.nextLeaveWait += 1
            state.leaveWaits[state.nextLeaveWait] = wait
            return state.nextLeaveWait
        }
    }

    /// Takes the wait `id` out; `false` when something else ended it already.
    func finishLeaveWait(_ id: UInt64) -> Bool {
        runtime.withState { $0.leaveWaits.removeValue(forKey: id) != nil }
    }

    /// Ends the waits `which` selects with `error`, each once.
    func endLeaveWaits(where which: (LeaveWait) -> Bool, with error: (LeaveWait) -> NavigationError) {
        let ended = runtime.withState { state -> [LeaveWait] in
            let ids = state.leaveWaits.filter { which($0.value) }.map(\.key).sorted()
            return ids.compactMap { state.leaveWaits.removeValue(forKey: $0) }
        }
        for wait in ended { wait.end(error(wait)) }
    }
}
