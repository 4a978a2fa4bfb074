import PathRouterLocking

/// A value set once and awaited by any number of tasks: a lock around the value and its
/// waiters, stored inline in the handle that owns it (one allocation, no extra object).
struct OneShot<Value: Sendable>: Sendable {
    /// Someone waiting for the value: a task (by number, so that a cancelled one can remove
    /// itself) or a callback.
    private enum Waiter {
        case task(UInt64, CheckedContinuation<Value, Never>)
        case callback(@Sendable (Value) -> Void)
    }

    private struct State {
        var value: Value?
        /// Empty for most handles: then it costs nothing.
        var waiters: [Waiter] = []
        var nextWaiter: UInt64 = 0
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
                    state.waiters.append(.task(id, continuation))
                    return nil
                }
                if let ready { continuation.resume(returning: ready) }
            }
        } onCancel: {
            let waiter = state.withLock { state -> CheckedContinuation<Value, Never>? in
                for (index, waiter) in state.waiters.enumerated() {
                    if case .task(id, let continuation) = waiter {
                        state.waiters.remove(at: index)
                        return continuation
                    }
                }
                return nil
            }
            waiter?.resume(returning: cancelled())
        }
    }

    /// Calls `body` with the value when it is set, on the thread that sets it (at once if it is
    /// set already).
    func whenSet(_ body: @escaping @Sendable (Value) -> Void) {
        let ready: Value? = state.withLock { state in
            if let value = state.value { return value }
            state.waiters.append(.callback(body))
            return nil
        }
        if let ready { body(ready) }
    }

    /// Sets the value; only the first call counts.
    @discardableResult
    func set(_ value: consuming Value) -> Bool {
        // Moved into the state when nobody waits (most handles), copied only for waiters.
        var pending = Optional(value)
        let waiters: [Waiter]? = state.withLock { state in
            guard state.value == nil else { return nil }
            if state.waiters.isEmpty {
                state.value = pending.take()
                return []
            }
            state.value = pending
            defer { state.waiters = [] }
            return state.waiters
        }
        guard let waiters else { return false }
        guard let value = pending else { return true }
        for waiter in waiters {
            switch waiter {
            case .task(_, let continuation): continuation.resume(returning: value)
            case .callback(let body): body(value)
            }
        }
        return true
    }
}
