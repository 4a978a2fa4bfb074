import PathRouterLocking

/// An immutable object its owner publishes under its lock and readers read without it: the
/// registry's current table (what every resolve starts with, ``RouteTableSlot``) and what a
/// navigation needs from the registry's services (``ServicesSnapshot``).
///
/// The owner's locked state stays the source of truth; the slot mirrors part of it, and is
/// empty while a change is being made or when the mirror does not apply (a reader then takes
/// the lock, and so waits for the change, exactly as before).
///
/// A read is one atomic addition, and hands the reader a reference it need not retain: a
/// publish takes ``referencesPerPublication`` references to the object at once, before the
/// object becomes visible, and each read takes one of them by counting itself in the high
/// 16 bits of the word that holds the object's address. A later publish swaps the word and gives
/// back the references nobody took (the count in the word it swapped out says how many were
/// taken); the readers give back theirs as they finish with the object. No publish waits for a
/// reader. The count is bounded: the read that brings it to ``renewalCount`` publishes the
/// same object again (under a lock, and only if nobody did in the meantime), which starts a
/// fresh count, so the count stays far below the references a publication holds.
///
/// Why the references are taken and given back through C functions (`pathrouter_retain_n`,
/// `pathrouter_release_n`): the optimizer does not count a Swift retain or release as a memory
/// access, so it may move one across an atomic (an earlier atomic lock in PathRouter crashed
/// that way; see `Locked`). A call into separately compiled C is opaque to it, so the
/// references are in place before the object is published and given back only after it has
/// been swapped out, whatever the caller's optimizations.
///
/// ```swift
/// let slot = RouteTableSlot(table)
/// let current = slot.load()      // the table, with a reference for the caller, or nil while one is being replaced
/// slot.publish(newTable)         // under the registry's lock
/// ```
final class PublishedSlot<Object: AnyObject & Sendable>: @unchecked Sendable {
    // Safe to share: `word` is an atomic; the object it points to is immutable and kept alive
    // by the references the publication took until every reader has given back its own.
    /// The published object's address (bits 0–47; zero for none), and how many readers took
    /// one of its publication's references (bits 48–63).
    private let word: AtomicBox<UInt64>
    /// Orders publications: the registry publishes under its own lock, a renewal under this one.
    private let publishing = Locked.make(())

    /// The references a publication takes for its readers.
    static var referencesPerPublication: UInt32 { 1 << 16 }
    /// The count at which a read renews the publication: half of the references, so that the
    /// reads racing the renewal (at most one per thread before it waits on the lock) never
    /// run out of them.
    static var renewalCount: UInt64 { 1 << 15 }
    private static var addressMask: UInt64 { (1 << 48) - 1 }
    private static var oneReader: UInt64 { 1 << 48 }

    init(_ object: Object?) {
        word = AtomicBox(object.map(Self.publication(of:)) ?? 0)
    }

    deinit {
        Self.giveBack(word.load(ordering: .acquiring))
    }

    /// The published object, with a reference for the caller, or `nil` while a change is
    /// under way.
    @inline(__always)
    func load() -> Object? {
        let taken = word.wrappingAdd(Self.oneReader, ordering: .acquiring).oldValue
        let address = taken & Self.addressMask
        guard address != 0 else { return nil }
        if taken >= (Self.renewalCount - 1) << 48 { renew() }
        let pointer = UnsafeRawPointer(bitPattern: UInt(truncatingIfNeeded: address)).unsafelyUnwrapped
        return Unmanaged<Object>.fromOpaque(pointer).takeRetainedValue()
    }

    /// Whether an object is published (one atomic load, no reference taken).
    @inline(__always)
    var isPublished: Bool {
        word.load(ordering: .acquiring) & Self.addressMask != 0
    }

    /// Publishes `object` (or empties the slot), and gives back the references the replaced
    /// publication's readers did not take. Call it under the owner's lock.
    func publish(_ object: Object?) {
        publishing.withLock { _ in
            let new = object.map(Self.publication(of:)) ?? 0
            Self.giveBack(word.exchange(new, ordering: .acquiringAndReleasing))
        }
    }

    /// How many readers took a reference from the current publication (for tests).
    var takenCount: Int {
        Int(word.load(ordering: .relaxed) >> 48)
    }

    /// Publishes the current object again, with fresh references, unless someone already did
    /// (or replaced it). Reached once per ``renewalCount`` reads.
    @inline(never)
    private func renew() {
        publishing.withLock { _ in
            let current = word.load(ordering: .acquiring)
            let address = current & Self.addressMask
            guard address != 0, current >> 48 >= Self.renewalCount else { return }
            let pointer = UnsafeRawPointer(bitPattern: UInt(truncatingIfNeeded: address)).unsafelyUnwrapped
            let object = Unmanaged<Object>.fromOpaque(pointer).takeUnretainedValue()
            Self.giveBack(word.exchange(Self.publication(of: object), ordering: .acquiringAndReleasing))
        }
    }

    /// The word that publishes `object`, after taking its readers' references. An object whose
    /// address does not fit in 48 bits (no platform PathRouter runs on gives out such an
    /// address) is not published: readers then take the owner's lock.
    private static func publication(of object: Object) -> UInt64 {
        let pointer = Unmanaged.passUnretained(object).toOpaque()
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
