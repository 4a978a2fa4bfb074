import Synchronization
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The registry's current table, readable without its lock: what every resolve starts with.
///
/// The registry's locked state stays the source of truth; this slot mirrors its table, and is
/// empty while a change is being made (a reader then takes the lock, and so waits for the
/// change, exactly as before). A read is two atomic additions around a load and a retain; a
/// publish (always under the registry's lock, so one at a time) swaps the pointer and waits
/// until no reader is between its load and its retain before releasing the old table. That
/// wait is bounded: a reader is there for a handful of instructions, never for app code.
///
/// Why the retain goes through a C function (`pathrouter_retain`): the optimizer does not
/// count a Swift retain as a memory access, so it may move one past the atomic that ends the
/// read (an earlier atomic lock in PathRouter crashed that way; see `Locked`). A call into
/// separately compiled C is opaque to it, so the retain stays before the decrement, whatever
/// the caller's optimizations.
///
/// ```swift
/// let slot = RouteTableSlot(table)
/// let current = slot.load()      // a retained table, or nil while one is being replaced
/// slot.publish(newTable)         // under the registry's lock
/// ```
final class RouteTableSlot: @unchecked Sendable {
    // Safe to share: `pointer` and `readers` are atomics; the table they point to is
    // immutable and kept alive by the +1 this slot holds until no reader can still reach it.
    /// How many readers are between reading ``pointer`` and retaining what it points to.
    private let readers = Atomic<Int>(0)
    /// The published table, retained once by this slot, or `nil`.
    private let pointer: Atomic<UnsafeRawPointer?>

    init(_ table: RouteTable) {
        pointer = Atomic(UnsafeRawPointer(Unmanaged.passRetained(table).toOpaque()))
    }

    deinit {
        if let old = pointer.load(ordering: .sequentiallyConsistent) {
            Unmanaged<RouteTable>.fromOpaque(old).release()
        }
    }

    /// The published table, retained for the caller, or `nil` while a change is under way.
    @inline(__always)
    func load() -> RouteTable? {
        readers.wrappingAdd(1, ordering: .sequentiallyConsistent)
        let loaded = pointer.load(ordering: .sequentiallyConsistent)
        if let loaded { _ = retainInC(loaded) }
        readers.wrappingSubtract(1, ordering: .sequentiallyConsistent)
        guard let loaded else { return nil }
        return Unmanaged<RouteTable>.fromOpaque(loaded).takeRetainedValue()
    }

    /// Publishes `table` (or empties the slot) and releases the table it replaces once no
    /// reader can still be retaining it. Call it under the owner's lock: one publisher at a
    /// time.
    func publish(_ table: RouteTable?) {
        let new = table.map { UnsafeRawPointer(Unmanaged.passRetained($0).toOpaque()) }
        guard let old = pointer.exchange(new, ordering: .sequentiallyConsistent) else { return }
        // A reader that incremented before the exchange may hold `old` un-retained; one that
        // increments after it reads `new`. Wait out the former.
        var spins = 0
        while readers.load(ordering: .sequentiallyConsistent) != 0 {
            spins += 1
            if spins > 100 { sched_yield() }
        }
        Unmanaged<RouteTable>.fromOpaque(old).release()
    }
}

/// `pathrouter_retain`, in the `PathRouterRetain` target: `swift_retain` behind a call the
/// optimizer cannot see into. Declared here rather than imported, so that modules that import
/// PathRouter need not find that C module.
@_silgen_name("pathrouter_retain")
private func retainInC(_ object: UnsafeRawPointer) -> UnsafeRawPointer
