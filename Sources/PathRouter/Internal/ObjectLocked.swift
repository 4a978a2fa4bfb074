import PathRouterLocking
import Synchronization

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// An object that keeps its own state and locks it with one of the process's shared mutexes
/// (`SharedMutexes`: the same operating-system mutex as `Locked`, without an allocation
/// per object), and publishes it for good once: after ``isPublished`` (an acquiring load of
/// one flag) returns `true`, the state may be read without the lock as long as nobody changes
/// it again, which ``OneShotStorage`` guarantees for its value.
///
/// A protocol rather than a class, so that an object that needs one (a ``NavigationHandle``)
/// holds the flag and the state itself: one allocation, and a deinit that destroys the state
/// with its type known at compile time. The mutex is taken and left by calls into the C
/// library, which the optimizer cannot see into: no retain or release moves out of the
/// critical section, and ThreadSanitizer sees every access it guards.
///
/// ```swift
/// final class Counter: ObjectLocked, @unchecked Sendable {
///     let published = Atomic<Bool>(false)
///     @exclusivity(unchecked) var lockedState = 0
/// }
/// counter.lock(); counter.lockedState += 1; counter.unlock()
/// ```
protocol ObjectLocked: AnyObject, Sendable {
    associatedtype LockedState
    /// Set once, under the lock, when the owner publishes the state for good.
    var published: Atomic<Bool> { get }
    /// The value the mutex guards (a stored `@exclusivity(unchecked) var`: the mutex is what
    /// keeps accesses apart).
    var lockedState: LockedState { get set }
}

extension ObjectLocked {
    /// Takes the object's mutex. No other lock may be taken until ``unlock(publishing:)``.
    @inline(__always)
    func lock() {
        pthread_mutex_lock(SharedMutexes.mutex(for: self))
    }

    /// Leaves the mutex; with `publishing`, also marks the state as published for good.
    @inline(__always)
    func unlock(publishing: Bool = false) {
        if publishing { published.store(true, ordering: .releasing) }
        pthread_mutex_unlock(SharedMutexes.mutex(for: self))
    }

    /// Whether the state was published: then it never changes again and may be read unlocked.
    @inline(__always)
    var isPublished: Bool { published.load(ordering: .acquiring) }
}
