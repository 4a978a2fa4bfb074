#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A value protected by a `pthread_mutex_t`, both in one allocation.
///
/// PathRouter uses this instead of the standard library's `Mutex` because ThreadSanitizer
/// understands pthread mutexes: on Linux, `Mutex` locks through code the sanitizer does not
/// see, so `swift test --sanitize=thread` reported every access it protects as a race.
///
/// ```swift
/// let counter = Locked.make(0)
/// counter.withLock { $0 += 1 }
/// ```
package struct Locked<Value>: @unchecked Sendable {
    // Safe to share: the value is only reached inside `withLock`, which holds the mutex, and
    // the storage never moves.
    @usableFromInline let storage: Storage

    @usableFromInline final class Storage: ManagedBuffer<Value, pthread_mutex_t> {
        deinit {
            withUnsafeMutablePointerToElements { mutex in
                pthread_mutex_destroy(mutex)
                mutex.deinitialize(count: 1)
            }
        }
    }

    @usableFromInline init(storage: Storage) {
        self.storage = storage
    }

    /// Creates a lock around `value`.
    @inlinable
    package static func make(_ value: Value) -> Locked<Value> {
        let buffer = Storage.create(minimumCapacity: 1) { _ in value }
        buffer.withUnsafeMutablePointerToElements { mutex in
            mutex.initialize(to: pthread_mutex_t())
            pthread_mutex_init(mutex, nil)
        }
        return Locked(storage: unsafeDowncast(buffer, to: Storage.self))
    }

    /// Runs `body` with the value, holding the lock. `body` must not take this lock again.
    @inlinable @inline(__always)
    package func withLock<Result, Failure: Error>(_ body: (inout Value) throws(Failure) -> Result) throws(Failure) -> Result {
        try storage.withUnsafeMutablePointers { (value, mutex) throws(Failure) -> Result in
            pthread_mutex_lock(mutex)
            defer { pthread_mutex_unlock(mutex) }
            return try body(&value.pointee)
        }
    }
}
