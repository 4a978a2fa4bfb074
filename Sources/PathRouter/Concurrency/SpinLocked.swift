import Synchronization

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// An object that keeps a value behind one atomic word: bit 0 is a lock, held for a few
/// instructions (a thread that finds it taken yields until it is free); bit 1 is set once,
/// when the owner publishes the value for good. `lockedState` changes only while the lock is
/// held; after ``isPublished`` (an acquiring load) returns `true`, it may be read without the
/// lock as long as nobody changes it again, which ``OneShotStorage`` guarantees for its value.
///
/// A protocol rather than a class, so that an object that needs one (a ``NavigationHandle``)
/// holds the word and the state itself: one allocation, and a deinit that destroys the state
/// with its type known at compile time, not through a generic object's value witnesses.
///
/// The optimizer may move a retain or release across an atomic operation (it did, for an
/// earlier lock of this kind: see the README's "Locking"), so taking and leaving the lock
/// each also call ``opaqueBarrier()``, which it cannot see into: what is retained or released
/// under the lock stays under it.
///
/// ```swift
/// final class Counter: SpinLocked, @unchecked Sendable {
///     let lockWord = Atomic<UInt8>(0)
///     @exclusivity(unchecked) var lockedState = 0
/// }
/// counter.lock(); counter.lockedState += 1; counter.unlock()
/// ```
protocol SpinLocked: AnyObject, Sendable {
    associatedtype LockedState
    /// The lock and published bits. Only the methods below touch it.
    var lockWord: Atomic<UInt8> { get }
    /// The value the word guards (a stored `@exclusivity(unchecked) var`: the word is what
    /// keeps accesses apart).
    var lockedState: LockedState { get set }
}

extension SpinLocked {
    @inline(__always)
    private static var lockedBit: UInt8 { 1 }
    @inline(__always)
    private static var publishedBit: UInt8 { 2 }

    /// Takes the lock, yielding while another thread holds it.
    @inline(__always)
    func lock() {
        while lockWord.bitwiseOr(Self.lockedBit, ordering: .acquiring).oldValue & Self.lockedBit != 0 {
            sched_yield()
        }
        opaqueBarrier()
    }

    /// Leaves the lock; with `publishing`, also marks the state as published for good.
    @inline(__always)
    func unlock(publishing: Bool = false) {
        opaqueBarrier()
        if publishing {
            lockWord.store(Self.publishedBit, ordering: .releasing)
        } else {
            lockWord.bitwiseAnd(~Self.lockedBit, ordering: .releasing)
        }
    }

    /// Whether the state was published: then it never changes again and may be read unlocked.
    @inline(__always)
    var isPublished: Bool { lockWord.load(ordering: .acquiring) & Self.publishedBit != 0 }
}

/// An empty C function the optimizer cannot see into (`pathrouter_opaque_barrier`): no retain
/// or release moves across a call to it. Declared here rather than imported, so that modules
/// that import PathRouter need not find that C module.
@_silgen_name("pathrouter_opaque_barrier")
func opaqueBarrier()
