import PathRouterLocking
import Synchronization

/// The registry's current table, readable without its lock: what every resolve starts with.
///
/// The registry's locked state stays the source of truth; this slot mirrors its table, and is
/// empty while a change is being made (a reader then takes the lock, and so waits for the
/// change, exactly as before).
///
/// A read is one atomic addition, and hands the reader a reference it need not retain: a
/// publish takes ``referencesPerPublication`` references to the table at once, before the
/// table becomes visible, and each read takes one of them by counting itself in the high
/// 16 bits of the word that holds the table's address. A later publish swaps the word and gives
/// back the references nobody took (the count in the word it swapped out says how many were
/// taken); the readers give back theirs as they finish with the table. No publish waits for a
/// reader. The count is bounded: the read that brings it to ``renewalCount`` publishes the
/// same table again (under a lock, and only if nobody did in the meantime), which starts a
/// fresh count, so the count stays far below the references a publication holds.
///
/// Why the references are taken and given back through C functions (`pathrouter_retain_n`,
/// `pathrouter_release_n`): the optimizer does not count a Swift retain or release as a memory
/// access, so it may move one across an atomic (an earlier atomic lock in PathRouter crashed
/// that way; see `Locked`). A call into separately compiled C is opaque to it, so the
/// references are in place before the table is published and given back only after it has
/// been swapped out, whatever the caller's optimizations.
///
/// ```swift
/// let slot = RouteTableSlot(table)
/// let current = slot.load()      // the table, with a reference for the caller, or nil while one is being replaced
/// slot.publish(newTable)         // under the registry's lock
/// ```
final class RouteTableSlot: @unchecked Sendable {
    // Safe to share: `word` is an atomic; the table it points to is immutable and kept alive
    // by the references the publication took until every reader has given back its own.
    /// The published table's address (bits 0–47; zero for none), and how many readers took
    /// one of its publication's references (bits 48–63).
    private let word: Atomic<UInt64>
    /// Orders publications: the registry publishes under its own lock, a renewal under this one.
    private let publishing = Locked.make(())

    /// The references a publication takes for its readers.
    static let referencesPerPublication: UInt32 = 1 << 16
    /// The count at which a read renews the publication: half of the references, so that the
    /// reads racing the renewal (at most one per thread before it waits on the lock) never
    /// run out of them.
    static let renewalCount: UInt64 = 1 << 15
    private static let addressMask: UInt64 = (1 << 48) - 1
    private static let oneReader: UInt64 = 1 << 48

    init(_ table: RouteTable) {
        word = Atomic(Self.publication(of: table))
    }

    deinit {
        Self.giveBack(word.load(ordering: .acquiring))
    }

    /// The published table, with a reference for the caller, or `nil` while a change is
    /// under way.
    @inline(__always)
    func load() -> RouteTable? {
        let taken = word.wrappingAdd(Self.oneReader, ordering: .acquiring).oldValue
        let address = taken & Self.addressMask
        guard address != 0 else { return nil }
        if taken >= (Self.renewalCount - 1) << 48 { renew() }
        let pointer = UnsafeRawPointer(bitPattern: UInt(truncatingIfNeeded: address)).unsafelyUnwrapped
        return Unmanaged<RouteTable>.fromOpaque(pointer).takeRetainedValue()
    }

    /// Publishes `table` (or empties the slot), and gives back the references the replaced
    /// publication's readers did not take. Call it under the owner's lock.
    func publish(_ table: RouteTable?) {
        publishing.withLock { _ in
            let new = table.map(Self.publication(of:)) ?? 0
            Self.giveBack(word.exchange(new, ordering: .acquiringAndReleasing))
        }
    }

    /// How many readers took a reference from the current publication (for tests).
    var takenCount: Int {
        Int(word.load(ordering: .relaxed) >> 48)
    }

    /// Publishes the current table again, with fresh references, unless someone already did
    /// (or replaced it). Reached once per ``renewalCount`` reads.
    @inline(never)
    private func renew() {
        publishing.withLock { _ in
            let current = word.load(ordering: .acquiring)
            let address = current & Self.addressMask
            guard address != 0, current >> 48 >= Self.renewalCount else { return }
            let pointer = UnsafeRawPointer(bitPattern: UInt(truncatingIfNeeded: address)).unsafelyUnwrapped
            let table = Unmanaged<RouteTable>.fromOpaque(pointer).takeUnretainedValue()
            Self.giveBack(word.exchange(Self.publication(of: table), ordering: .acquiringAndReleasing))
        }
    }

    /// The word that publishes `table`, after taking its readers' references. A table whose
    /// address does not fit in 48 bits (no platform PathRouter runs on gives out such an
    /// address) is not published: readers then take the registry's lock.
    private static func publication(of table: RouteTable) -> UInt64 {
        let pointer = Unmanaged.passUnretained(table).toOpaque()
        let address = UInt64(UInt(bitPattern: pointer))
        guard address & ~addressMask == 0 else { return 0 }
        _ = retainInC(pointer, referencesPerPublication)
        return address
    }

    /// Gives back the references of the publication `word` held that no reader took.
    private static func giveBack(_ word: UInt64) {
        let address = word & addressMask
        guard address != 0 else { return }
        let unused = referencesPerPublication - UInt32(truncatingIfNeeded: word >> 48)
        guard unused > 0 else { return }
        releaseInC(UnsafeRawPointer(bitPattern: UInt(truncatingIfNeeded: address)).unsafelyUnwrapped, unused)
    }
}

/// `pathrouter_retain_n` and `pathrouter_release_n`, in the `PathRouterRetain` target:
/// `swift_retain_n` and `swift_release_n` behind calls the optimizer cannot see into. Declared
/// here rather than imported, so that modules that import PathRouter need not find that C
/// module.
@_silgen_name("pathrouter_retain_n")
private func retainInC(_ object: UnsafeRawPointer, _ count: UInt32) -> UnsafeRawPointer

@_silgen_name("pathrouter_release_n")
private func releaseInC(_ object: UnsafeRawPointer, _ count: UInt32)
