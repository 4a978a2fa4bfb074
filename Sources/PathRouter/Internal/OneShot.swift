/// A value set once and awaited by any number of tasks, kept by the object that conforms:
/// a ``OneShot``, or a handle that holds its outcome itself (``NavigationHandle``,
/// ``LinkHandle``), which saves the second object a separate ``OneShot`` would cost.
///
/// The value and its waiters live in the conforming object, locked with a shared mutex
/// (``ObjectLocked``: held for a few instructions, to store or read the value, or to add or
/// take waiters). Once set, the value never changes again.
///
/// ```swift
/// let shot = OneShot<Int>.make()
/// shot.whenSet { print($0) }   // prints 7 when the value is set
/// shot.set(7)                  // true: the first value wins
/// shot.current                 // 7
/// ```
protocol OneShotStorage: ObjectLocked where LockedState == OneShotState<Value> {
    associatedtype Value: Sendable
}

extension OneShotStorage {
    /// The value once set; `nil` before.
    var current: Value? {
        lock()
        defer { unlock() }
        return lockedState.value
    }

    /// The value, waiting for it if need be. A task cancelled while it waits stops waiting at
    /// once and gets `cancelled()` instead (the value itself is still set later, for the
    /// other waiters).
    func value(cancelled: @escaping @Sendable () -> Value) async -> Value {
        lock()
        if let value = lockedState.value {
            unlock()
            return value
        }
        lockedState.nextWaiter += 1
        let id = lockedState.nextWaiter
        unlock()
        return await withTaskCancellationHandler {
            await withCheckedContinuation { continuation in
                lock()
                let ready: Value?
                if let value = lockedState.value {
                    ready = value
                } else if Task.isCancelled {
                    ready = cancelled()
                } else {
                    lockedState.waiters.append(.task(id, continuation))
                    ready = nil
                }
                unlock()
                if let ready { continuation.resume(returning: ready) }
            }
        } onCancel: {
            lock()
            var waiter: CheckedContinuation<Value, Never>?
            for (index, candidate) in lockedState.waiters.enumerated() {
                if case .task(id, let continuation) = candidate {
                    lockedState.waiters.remove(at: index)
                    waiter = continuation
                    break
                }
            }
            unlock()
            waiter?.resume(returning: cancelled())
        }
    }

    /// Calls `body` with the value once it is set, on the thread that sets it (at once, on
    /// this thread, if it is set already).
    func whenSet(_ body: @escaping @Sendable (Value) -> Void) {
        lock()
        if let value = lockedState.value {
            unlock()
            return body(value)
        }
        lockedState.waiters.append(.callback(body))
        unlock()
    }

    /// Sets the value and wakes every waiter; `false` (and nothing changes) when it was set.
    @discardableResult
    func set(_ value: consuming Value) -> Bool {
        lock()
        guard lockedState.value == nil else {
            unlock()
            return false
        }
        guard !lockedState.waiters.isEmpty else {
            // Most handles: nobody waits, the value is moved in, not copied.
            lockedState.value = value
            unlock()
            return true
        }
        let value = copy value
        lockedState.value = value
        let waiters = lockedState.waiters
        lockedState.waiters = []
        unlock()
        for waiter in waiters {
            switch waiter {
            // A task resumes once this thread holds no scene (see `SceneThread`).
            case .task(_, let continuation): SceneThread.resumeWhenIdle { continuation.resume(returning: value) }
            case .callback(let body): body(value)
            }
        }
        return true
    }
}

/// What a ``OneShotStorage`` keeps behind its lock word: the value once set, and who waits
/// for it.
struct OneShotState<Value: Sendable> {
    /// Someone waiting for the value: a task (by number, so that a cancelled one can remove
    /// itself) or a callback.
    enum Waiter {
        case task(UInt64, CheckedContinuation<Value, Never>)
        case callback(@Sendable (Value) -> Void)
    }

    /// The value; never changes once set.
    var value: Value?
    /// Empty for most handles: then it costs nothing.
    var waiters: [Waiter] = []
    /// The number the next waiting task gets.
    var nextWaiter: UInt64 = 0
}

/// A value set once and awaited by any number of tasks, in an object of its own (see
/// ``OneShotStorage`` for how it works; a screen's result slot is one).
///
/// ```swift
/// let shot = OneShot<Int>.make()
/// Task { print(await shot.value { -1 }) }   // 5, or -1 if that task is cancelled first
/// shot.set(5)
/// ```
final class OneShot<Value: Sendable>: OneShotStorage, @unchecked Sendable {
    // Safe to share: the state is only reached under its shared mutex (see `ObjectLocked`).
    @exclusivity(unchecked) var lockedState = OneShotState<Value>()

    private init() {}

    /// A value not set yet.
    static func make() -> OneShot<Value> {
        OneShot()
    }
}
