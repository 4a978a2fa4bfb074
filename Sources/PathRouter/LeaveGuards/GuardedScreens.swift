import SceneHost

/// Which screens of one scene a registry's leave guard matches, so that an operation makes a
/// dry run of its change (to learn which screens would leave) only when a guarded screen is
/// there to leave: guards on other routes cost a scene nothing per push or pop.
///
/// Invariant: while `generation` is the guards' generation, `ids` is exactly the set of the
/// scene's screens whose path a guard matches. Every commit follows its record (removed
/// screens go, added and updated ones are matched); a change of the guards makes the set
/// stale, and the next question recomputes it from the scene (once per change of the guards).
struct GuardedScreens {
    /// The guards' generation `ids` was computed for; 0: not computed.
    private var generation: UInt64 = 0
    private var ids: Set<Screen.ID> = []

    /// Whether a guard matches any screen of `scene`.
    mutating func any(in scene: SceneState, guards: LeaveGuards) -> Bool {
        if guards.isEmpty { return false }
        let current = guards.generation
        if generation != current {
            ids = Set(scene.allScreens.lazy.filter { guards.matches($0.path) }.map(\.id))
            generation = current
        }
        return !ids.isEmpty
    }

    /// Whether a question computed the set (only then does a commit update it).
    var isComputed: Bool { generation != 0 }

    /// Follows one committed change; the commit calls it only once a question computed the
    /// set (``isComputed``).
    @inline(__always)
    mutating func follow(_ transition: SceneTransition, guards: LeaveGuards) {
        update(following: transition, guards: guards)
    }

    private mutating func update(following transition: SceneTransition, guards: LeaveGuards) {
        guard generation == guards.generation else {
            (generation, ids) = (0, [])
            return
        }
        for screen in transition.removed { ids.remove(screen.id) }
        // A sequence's net `added` leaves out screens it updated in place (a reuse, whose
        // path may change): its steps name them. (A screen a step added and a later step
        // removed stays listed: one dry run too many, never one too few.)
        let changes = transition.kind == .sequence ? transition.steps : [transition]
        for change in changes {
            for screen in change.added where guards.matches(screen.path) { ids.insert(screen.id) }
        }
    }
}
