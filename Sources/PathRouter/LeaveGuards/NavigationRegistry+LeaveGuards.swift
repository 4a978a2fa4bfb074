extension NavigationRegistry {
    /// Asks `decide` before a screen whose path matches `pattern` is removed by an operation:
    /// `pop`, `popToRoot`, `dismiss`, `dismissAll`, `popBack(to:)`, `dismissModal(holding:)`,
    /// `removeScreen`, `close` (a ``ScreenCloser``). A guard answers ``LeaveDecision/leave`` or
    /// ``LeaveDecision/stay(reason:)`` — at once, or later (after showing "Discard changes?",
    /// which is itself a navigation). Meanwhile the scene keeps working; when every guard has
    /// answered, the operation runs on the scene as it is then (asking again for screens it
    /// would now also remove). It ends exactly once: applied, or refused with
    /// ``NavigationError/Code/leaveRefused`` naming the guard and the screen, the scene
    /// unchanged. Guards run in priority order (then registration order); the first `stay`
    /// wins. A logout never asks: it purges. The UI's reports (`userDidPop`,
    /// `userDidDismiss(modalHolding:)`) ask only when a guard watches what they remove, which
    /// a UI that follows the scene's marks reports only when the guard is newer than what it
    /// showed.
    ///
    /// ```swift
    /// let token = try registry.guardLeaving("/settings") { request in
    ///     form.hasUnsavedChanges ? .stay(reason: "unsaved changes") : .leave
    /// }
    /// token.cancel()
    /// ```
    @discardableResult
    public func guardLeaving(
        _ pattern: String, priority: NavigationInterceptionPriority = .low,
        decide: @escaping @Sendable (LeaveRequest) async -> LeaveDecision
    ) throws(NavigationError) -> LeaveGuardToken {
        let guards = leaveGuards
        let id = try guards.add(pattern: pattern, priority: priority, decide: decide)
        // A module's guard moves to the registry it loads into, with its id: the token acts there.
        guard let origin = stagingOrigin else {
            return LeaveGuardToken(id: id, registry: ObjectIdentifier(self), remover: { guards.remove(id) })
        }
        let target = origin.leaveGuards
        return LeaveGuardToken(
            id: id, registry: ObjectIdentifier(origin),
            remover: { [weak guards] in
                let removed = target.remove(id)
                return guards?.remove(id) == true || removed
            })
    }
}

extension NavigationRouter {
    /// Registers a leave guard in ``NavigationRegistry/current`` (the registry a module is
    /// loading into), as a module's `registerInterceptors()` does (see
    /// ``NavigationRegistry/guardLeaving(_:priority:decide:)``).
    ///
    /// ```swift
    /// try NavigationRouter.guardLeaving("/settings") { request in .leave }
    /// ```
    @discardableResult
    public static func guardLeaving(
        _ pattern: String, priority: NavigationInterceptionPriority = .low,
        decide: @escaping @Sendable (LeaveRequest) async -> LeaveDecision
    ) throws(NavigationError) -> LeaveGuardToken {
        try NavigationRegistry.current.guardLeaving(pattern, priority: priority, decide: decide)
    }
}
