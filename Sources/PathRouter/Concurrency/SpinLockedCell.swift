import Synchronization

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A value behind one atomic word: bit 0 is a lock, held for a few instructions (a thread
/// that finds it taken yields until it is free); bit 1 is set once, when the owner publishes
/// the value for good. `state` changes only while the lock is held; after
/// ``isPublished`` (an acquiring load) returns `true`, it may be read without the lock as
/// long as nobody changes it again, which ``OneShot`` guarantees for its value.
///
/// The optimizer may move a retain or release across an atomic operation (it did, for an
/// earlier lock of this kind: see the README's "Locking"), so taking and leaving the lock
/// each also call ``opaqueBarrier()``, which it cannot see into: what is retained or released
/// under the lock stays under it.
///
/// The class is generic over the whole state (not over a field's type) so that its deinit
/// destroys the state with the metadata it was made with, not a runtime lookup.
final class SpinLockedCell<State>: @unchecked Sendable {
    // Safe to share: see above; taking the lock is acquiring, leaving it releasing.
    let word = Atomic<UInt8>(0)
    @exclusivity(unchecked) var state: State

    init(_ state: consuming State) {
        self.state = state
    }

    private static var locked: UInt8 { 1 }
    private static var published: UInt8 { 2 }

    @inline(__always)
    func lock() {
        while word.bitwiseOr(Self.locked, ordering: .acquiring).oldValue & Self.locked != 0 {
            sched_yield()
        }
        opaqueBarrier()
    }

    /// Leaves the lock; with `publishing`, also marks the state as published for good.
    @inline(__always)
    func unlock(publishing: Bool = false) {
        opaqueBarrier()
        if publishing {
            word.store(Self.published, ordering: .releasing)
        } else {
            word.bitwiseAnd(~Self.locked, ordering: .releasing)
        }
    }

    @inline(__always)
    var isPublished: Bool { word.load(ordering: .acquiring) & Self.published != 0 }
}

/// An empty C function the optimizer cannot see into (`pathrouter_opaque_barrier`): no retain
/// or release moves across a call to it. Declared here rather than imported, so that modules
/// that import PathRouter need not find that C module.
@_silgen_name("pathrouter_opaque_barrier")
func opaqueBarrier()
