import Synchronization

/// A value set once and awaited by any number of tasks, in an object of its own (see
/// ``OneShotStorage`` for how it works; a screen's result slot is one).
///
/// ```swift
/// let shot = OneShot<Int>.make()
/// Task { print(await shot.value { -1 }) }   // 5, or -1 if that task is cancelled first
/// shot.set(5)
/// ```
final class OneShot<Value: Sendable>: OneShotStorage, @unchecked Sendable {
    // Safe to share: the state changes only under its shared mutex (see `ObjectLocked`).
    let published = Atomic<Bool>(false)
    @exclusivity(unchecked) var lockedState = OneShotState<Value>()

    private init() {}

    /// A value not set yet.
    static func make() -> OneShot<Value> {
        OneShot()
    }
}
