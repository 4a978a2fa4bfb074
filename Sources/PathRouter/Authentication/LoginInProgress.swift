/// The login a registry's handler is running for the navigations that wait: one part of the
/// registry's services, changed only under their lock.
///
/// Invariants: at most one login runs at a time, joined by every navigation that needs one
/// meanwhile; each login has a generation, and only the completion of the current one wakes
/// the waiters, once (a second completion, or one of a login a logout abandoned, is ignored).
struct LoginInProgress: Sendable {
    private var running = false
    private var waiters: [@Sendable () -> Void] = []
    private var generation: UInt64 = 0

    /// Adds `waiter`; returns the generation of a login to start, or `nil` when one runs
    /// already (the waiter joins it).
    mutating func join(_ waiter: @escaping @Sendable () -> Void) -> UInt64? {
        waiters.append(waiter)
        if running { return nil }
        running = true
        generation += 1
        return generation
    }

    /// The login of `generation` completed: the waiters to wake (none when it is not the
    /// current login, or it completed already).
    mutating func completed(_ generation: UInt64) -> [@Sendable () -> Void] {
        guard running, self.generation == generation else { return [] }
        defer { (waiters, running) = ([], false) }
        return waiters
    }

    /// A logout abandons the login: its completion will be ignored, and the next navigation
    /// that needs a login starts a new one.
    mutating func abandon() {
        running = false
        waiters = []
        generation += 1
    }
}
