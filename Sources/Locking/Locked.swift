#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A value protected by an operating-system mutex (`pthread_mutex_t`).
///
/// Why this lock, and not an atomic flag or the standard library's `Mutex`:
///
/// - **Memory safety in optimized builds.** The lock is taken and released by calls into the C
///   library, which the Swift optimizer cannot see into, so it cannot move reference counting
///   or memory accesses across them. An earlier lock built on an `Atomic<Bool>` let `-O` sink the
///   retain of a value read under the lock to *after* the releasing store; another thread then
///   freed the value in between (`swift run -c release PathRouterFuzz stress` crashed within
///   seconds). Every critical section in PathRouter copies values out under the lock, so this
///   matters everywhere.
/// - **ThreadSanitizer sees it.** TSan intercepts `pthread_mutex_lock`/`unlock`, so
///   `swift test --sanitize=thread` checks every access PathRouter makes under this lock. (On
///   Linux, `Synchronization.Mutex` synchronizes through a futex TSan does not model, and every
///   access it protects was reported as a race.)
/// - **Every OS the package supports.** `Mutex` needs macOS 15 or iOS 18; a pthread mutex is
///   everywhere.
///
/// No app code ever runs under a `Locked` (critical sections are a few loads and stores), and
/// `body` must not take the same lock again: the mutex is not recursive.
///
/// Public rather than `package`, though no product exports this target: with Swift 6.3 an
/// `@inlinable package` function is neither inlined nor specialized in other modules.
///
/// ```swift
/// let counter = Locked.make(0)
/// counter.withLock { $0 += 1 }
/// ```
public struct Locked<Value>: @unchecked Sendable {
    // Safe to share: `value` is only reached inside `withLock`, between `pthread_mutex_lock`
    // and `pthread_mutex_unlock` of `mutex`.
    @usableFromInline let storage: Storage

    /// The value, and the mutex in its own allocation (a class's stored property has no stable
    /// address to hand to C). A `ManagedBuffer` with the mutex as its tail element saved that
    /// allocation but was reported by ThreadSanitizer: its pointer lookup reads the object's
    /// first word outside the lock, where the access to a zero-sized value is recorded.
    @usableFromInline final class Storage {
        @usableFromInline let mutex: UnsafeMutablePointer<pthread_mutex_t>
        @usableFromInline @exclusivity(unchecked) var value: Value

        @usableFromInline init(value: consuming Value) {
            self.value = value
            mutex = .allocate(capacity: 1)
            initializeMutex(mutex)
        }

        deinit {
            pthread_mutex_destroy(mutex)
            mutex.deinitialize(count: 1)
            mutex.deallocate()
        }
    }

    @usableFromInline init(storage: Storage) {
        self.storage = storage
    }

    /// Creates a lock around `value`.
    @inlinable
    public static func make(_ value: consuming Value) -> Locked<Value> {
        Locked(storage: Storage(value: value))
    }

    /// Runs `body` with the value, holding the lock. `body` must not take this lock again.
    @inlinable @inline(__always)
    public func withLock<Result, Failure: Error>(_ body: (inout Value) throws(Failure) -> Result) throws(Failure) -> Result {
        let storage = storage
        pthread_mutex_lock(storage.mutex)
        defer { pthread_mutex_unlock(storage.mutex) }
        return try body(&storage.value)
    }
}

extension Locked where Value == Bool {
    /// Raises the flag; `true` only for the first call (a continuation that more than one
    /// callback may resume is resumed by the first).
    ///
    /// ```swift
    /// let resumed = Locked.make(false)
    /// handler.logout { if resumed.raise() { continuation.resume() } }
    /// ```
    @inlinable
    public func raise() -> Bool {
        withLock { flag in
            defer { flag = true }
            return !flag
        }
    }
}

/// The attributes every ``Locked`` mutex is made with, made once.
///
/// Adaptive on Linux: under contention glibc spins briefly before it sleeps in the kernel, which
/// suits critical sections of a few loads and stores. Only read after it is made, so any number
/// of threads may pass it to `pthread_mutex_init` at once.
private nonisolated(unsafe) let mutexAttributes: UnsafeMutablePointer<pthread_mutexattr_t> = {
    let attributes = UnsafeMutablePointer<pthread_mutexattr_t>.allocate(capacity: 1)
    attributes.initialize(to: pthread_mutexattr_t())
    pthread_mutexattr_init(attributes)
    #if os(Linux)
    pthread_mutexattr_settype(attributes, Int32(PTHREAD_MUTEX_ADAPTIVE_NP))
    #endif
    return attributes
}()

/// Initializes the mutex at `mutex` (uninitialized memory) with ``mutexAttributes``.
@usableFromInline func initializeMutex(_ mutex: UnsafeMutablePointer<pthread_mutex_t>) {
    mutex.initialize(to: pthread_mutex_t())
    let status = pthread_mutex_init(mutex, mutexAttributes)
    precondition(status == 0, "pthread_mutex_init failed: \(status)")
}
