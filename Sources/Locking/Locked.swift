#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import Synchronization

/// A value protected by a small lock built on an atomic flag.
///
/// Every critical section in PathRouter is a few loads and stores (no app code ever runs
/// under a lock), so a test-and-set lock that yields while it waits is both the cheapest lock
/// and safe. It is used instead of the standard library's `Mutex` because ThreadSanitizer sees
/// its atomic operations: on Linux, `Mutex` synchronizes through code the sanitizer does not
/// see, so `swift test --sanitize=thread` reported every access it protects as a race.
///
/// Public rather than `package`, though no product exports this target: with Swift 6.3 an
/// `@inlinable package` function is neither inlined nor specialized in other modules, so every
/// `withLock` became a call to the unspecialized generic (measured: about 50 instructions per
/// registry resolve).
///
/// ```swift
/// let counter = Locked.make(0)
/// counter.withLock { $0 += 1 }
/// ```
public struct Locked<Value>: @unchecked Sendable {
    // Safe to share: `value` is only reached inside `withLock`, between an acquiring exchange
    // and a releasing store of `flag`.
    @usableFromInline let storage: Storage

    @usableFromInline final class Storage {
        @usableFromInline let flag = Atomic<Bool>(false)
        @usableFromInline @exclusivity(unchecked) var value: Value

        @usableFromInline init(value: Value) {
            self.value = value
        }
    }

    @usableFromInline init(storage: Storage) {
        self.storage = storage
    }

    /// Creates a lock around `value`.
    @inlinable
    public static func make(_ value: Value) -> Locked<Value> {
        Locked(storage: Storage(value: value))
    }

    /// Runs `body` with the value, holding the lock. `body` must not take this lock again.
    @inlinable @inline(__always)
    public func withLock<Result, Failure: Error>(_ body: (inout Value) throws(Failure) -> Result) throws(Failure) -> Result {
        let storage = storage
        if storage.flag.compareExchange(expected: false, desired: true, ordering: .acquiring).exchanged == false {
            Self.wait(for: storage)
        }
        defer { storage.flag.store(false, ordering: .releasing) }
        return try body(&storage.value)
    }

    @usableFromInline
    static func wait(for storage: Storage) {
        var spins = 0
        while true {
            if !storage.flag.load(ordering: .relaxed),
               storage.flag.compareExchange(expected: false, desired: true, ordering: .acquiring).exchanged {
                return
            }
            spins += 1
            if spins > 64 { sched_yield() }
        }
    }
}
