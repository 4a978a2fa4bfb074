/// A value set once and awaited by any number of tasks.
///
/// One object (a ``SpinLockedCell``) holds the value, its waiters and one atomic word: bit 0
/// is a lock (held for a few instructions: to store the value, or to add or take waiters),
/// bit 1 says the value is set. Once bit 1 is set the value never changes again, so ``current`` reads it with one
/// acquiring load and no lock, and a handle costs no mutex to make, lock or destroy. A
/// thread that finds the lock taken yields until it is free.
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

    private let cell: SpinLockedCell<State>

    private init(cell: SpinLockedCell<State>) {
        self.cell = cell
    }

    static func make() -> OneShot<Value> {
        OneShot(cell: SpinLockedCell(State()))
    }

    /// The value once set; `nil` before. No lock: the value is never changed once set.
    var current: Value? {
        cell.isPublished ? cell.state.value : nil
    }

    /// The value, waiting for it if need be. A task cancelled while it waits stops waiting at
    /// once and gets `cancelled()` instead (the value itself is still set later, for the
    /// other waiters).
    func value(cancelled: @escaping @Sendable () -> Value) async -> Value {
        if let value = current { return value }
        let cell = cell
        cell.lock()
        cell.state.nextWaiter += 1
        let id = cell.state.nextWaiter
        cell.unlock()
        return await withTaskCancellationHandler {
            await withCheckedContinuation { continuation in
                cell.lock()
                let ready: Value?
                if let value = cell.state.value {
                    ready = value
                } else if Task.isCancelled {
                    ready = cancelled()
                } else {
                    cell.state.waiters.append(.task(id, continuation))
                    ready = nil
                }
                cell.unlock()
                if let ready { continuation.resume(returning: ready) }
            }
        } onCancel: {
            cell.lock()
            var waiter: CheckedContinuation<Value, Never>?
            for (index, candidate) in cell.state.waiters.enumerated() {
                if case .task(id, let continuation) = candidate {
                    cell.state.waiters.remove(at: index)
                    waiter = continuation
                    break
                }
            }
            cell.unlock()
            waiter?.resume(returning: cancelled())
        }
    }

    /// Calls `body` with the value once it is set, on the thread that sets it (at once, on
    /// this thread, if it is set already).
    func whenSet(_ body: @escaping @Sendable (Value) -> Void) {
        if let value = current { return body(value) }
        let cell = cell
        cell.lock()
        if let value = cell.state.value {
            cell.unlock()
            return body(value)
        }
        cell.state.waiters.append(.callback(body))
        cell.unlock()
    }

    /// Sets the value and wakes every waiter; `false` (and nothing changes) when it was set.
    @discardableResult
    func set(_ value: consuming Value) -> Bool {
        let cell = cell
        cell.lock()
        guard cell.state.value == nil else {
            cell.unlock()
            return false
        }
        guard !cell.state.waiters.isEmpty else {
            // Most handles: nobody waits, the value is moved in, not copied.
            cell.state.value = value
            cell.unlock(publishing: true)
            return true
        }
        let value = copy value
        cell.state.value = value
        let waiters = cell.state.waiters
        cell.state.waiters = []
        cell.unlock(publishing: true)
        for waiter in waiters {
            switch waiter {
            case .task(_, let continuation): continuation.resume(returning: value)
            case .callback(let body): body(value)
            }
        }
        return true
    }
}
