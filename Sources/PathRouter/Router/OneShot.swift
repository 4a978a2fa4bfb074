import PathRouterLocking

/// A value set once and awaited by any number of tasks: a lock around the value and its
/// waiters, stored inline in the handle that owns it (one allocation, no extra object).
struct OneShot<Value: Sendable>: Sendable {
    private struct State {
        var value: Value?
        var waiters: [UInt64: CheckedContinuation<Value, Never>] = [:]
        var nextWaiter: UInt64 = 0
        var callbacks: [@Sendable (Value) -> Void] = []
    }

    private let state: Locked<State>

    private init(state: Locked<State>) {
        self.state = state
    }

    static func make() -> OneShot<Value> {
        OneShot(state: Locked.make(State()))
    }

    var current: Value? { state.withLock { $0.value } }

    /// Waits for the value. If the waiting task is cancelled first, the wait ends at once with
    /// `cancelled()` (the value itself is still set later, for other waiters).
    func value(cancelled: @escaping @Sendable () -> Value) async -> Value {
        if let value = current { return value }
        let id = state.withLock { state -> UInt64 in
            state.nextWaiter += 1
            return state.nextWaiter
        }
        return await withTaskCancellationHandler {
            await withCheckedContinuation { continuation in
                let ready: Value? = state.withLock { state in
                    if let value = state.value { return value }
                    if Task.isCancelled { return cancelled() }
                    state.waiters[id] = continuation
                    return nil
                }
                if let ready { continuation.resume(returning: ready) }
            }
        } onCancel: {
            let waiter = state.withLock { $0.waiters.removeValue(forKey: id) }
            waiter?.resume(returning: cancelled())
        }
    }

    /// Calls `body` with the value when it is set, on the thread that sets it (at once if it is
    /// set already).
    func whenSet(_ body: @escaping @Sendable (Value) -> Void) {
        let ready: Value? = state.withLock { state in
            if let value = state.value { return value }
            state.callbacks.append(body)
            return nil
        }
        if let ready { body(ready) }
    }

    /// Sets the value; only the first call counts.
    @discardableResult
    func set(_ value: Value) -> Bool {
        let resumed: (waiters: [CheckedContinuation<Value, Never>], callbacks: [@Sendable (Value) -> Void])? = state.withLock { state in
            guard state.value == nil else { return nil }
            state.value = value
            defer {
                state.waiters = [:]
                state.callbacks = []
            }
            return (Array(state.waiters.values), state.callbacks)
        }
        guard let resumed else { return false }
        for waiter in resumed.waiters { waiter.resume(returning: value) }
        for callback in resumed.callbacks { callback(value) }
        return true
    }
}
