#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The mutexes an object without a ``Locked`` of its own locks its state with: a fixed table of
/// operating-system mutexes, the same kind as ``Locked``'s, shared by every such object (an
/// object's address picks one). An object that is made for every navigation (its handle) so
/// costs no allocation for its lock. A thread holds at most one of them at a time (no
/// critical section takes another lock), so two objects that share a mutex only ever wait
/// for each other's few loads and stores.
///
/// ```swift
/// let mutex = SharedMutexes.mutex(for: handle)
/// pthread_mutex_lock(mutex); /* a few loads and stores */ pthread_mutex_unlock(mutex)
/// ```
public enum SharedMutexes {
    /// How many mutexes the table has (a power of two).
    @usableFromInline static let count = 64

    @usableFromInline nonisolated(unsafe) static let table: UnsafeMutablePointer<pthread_mutex_t> = {
        let table = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: count)
        for index in 0..<count { initializeMutex(table + index) }
        return table
    }()

    /// The mutex `object`'s state is locked with.
    @inlinable @inline(__always)
    public static func mutex(for object: AnyObject) -> UnsafeMutablePointer<pthread_mutex_t> {
        // Objects are at least 16-byte aligned: the bits above the alignment pick the mutex.
        let address = UInt(bitPattern: ObjectIdentifier(object))
        return table + Int((address >> 4) & UInt(count - 1))
    }
}
