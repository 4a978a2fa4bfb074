import PathRouterLocking

/// A value set once and awaited by any number of tasks: a lock around the value and its
/// waiters, stored inline in the handle that owns it (one allocation, no extra object).
struct OneShot<Value: Sendable>: Sendable {
    private struct State {
        var value: Value?
        var waiters: [CheckedContinuation<Value, Never>] = []
    }

    private let state: Locked<State>

    private init(state: Locked<State>) {
        self.state = state
    }

    static func make() -> OneShot<Value> {
        OneShot(state: Locked.make(State()))
    }

    var current: Value? { state.withLock { $0.value } }

    var value: Value {
        get async {
            if let value = current { return value }
            return await withCheckedContinuation { continuation in
                let ready: Value? = state.withLock { state in
                    if let value = state.value { return value }
                    state.waiters.append(continuation)
                    return nil
                }
                if let ready { continuation.resume(returning: ready) }
            }
        }
    }

    /// Sets the value; only the first call counts.
    @discardableResult
    func set(_ value: Value) -> Bool {
        let waiters: [CheckedContinuation<Value, Never>]? = state.withLock { state in
            guard state.value == nil else { return nil }
            state.value = value
            defer { state.waiters = [] }
            return state.waiters
        }
        guard let waiters else { return false }
        for waiter in waiters { waiter.resume(returning: value) }
        return true
    }
}
