import PathRouterLocking

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// An object that keeps its own state and locks it with one of the process's shared mutexes
/// (`SharedMutexes`: the same operating-system mutex as `Locked`, without an allocation
/// per object). Every access to the state, a read included, is made under the mutex: a read
/// without it would need an atomic flag in the object, and the atomics that work on every OS
/// the package supports (`AtomicBox`) are objects of their own, one more allocation per
/// navigation.
///
/// A protocol rather than a class, so that an object that needs one (a ``NavigationHandle``)
/// holds the state itself: one allocation, and a deinit that destroys the state with its type
/// known at compile time. The mutex is taken and left by calls into the C
/// library, which the optimizer cannot see into: no retain or release moves out of the
/// critical section, and ThreadSanitizer sees every access it guards.
///
/// ```swift
/// final class Counter: ObjectLocked, @unchecked Sendable {
///     @exclusivity(unchecked) var lockedState = 0
/// }
/// counter.lock(); counter.lockedState += 1; counter.unlock()
/// ```
protocol ObjectLocked: AnyObject, Sendable {
    associatedtype LockedState
    /// The value the mutex guards (a stored `@exclusivity(unchecked) var`: the mutex is what
    /// keeps accesses apart).
    var lockedState: LockedState { get set }
}

extension ObjectLocked {
    /// Takes the object's mutex. No other lock may be taken until ``unlock()``.
    @inline(__always)
    func lock() {
        pthread_mutex_lock(SharedMutexes.mutex(for: self))
    }

    /// Leaves the mutex.
    @inline(__always)
    func unlock() {
        pthread_mutex_unlock(SharedMutexes.mutex(for: self))
    }
}
