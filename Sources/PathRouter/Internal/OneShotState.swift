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
