/// A value read and written atomically (``AtomicWord``), in a small object of its own: a
/// flag, a byte, a count.
///
/// The word is the object's only stored property, so its address is the start of the
/// object's stored properties (`_getUnsafePointerToStoredProperties`), stable for the
/// object's life. No Swift access to it is made after `init`, so neither the exclusivity
/// checks nor ThreadSanitizer see a Swift access where the atomics work.
///
/// ```swift
/// let counter = AtomicBox<UInt64>(0)
/// let id = counter.wrappingAdd(1, ordering: .relaxed).newValue
/// ```
public final class AtomicBox<Value: AtomicWordValue>: AtomicWord, @unchecked Sendable {
    // Safe to share: `word` is only reached through the atomic operations, after `init`.
    @usableFromInline var word: UInt64

    /// A box holding `value`.
    @inlinable
    public init(_ value: Value) {
        word = value.atomicWord
    }

    @inlinable
    public var wordAddress: UnsafeMutablePointer<UInt64> {
        @inline(__always) get { _getUnsafePointerToStoredProperties(self).assumingMemoryBound(to: UInt64.self) }
    }
}
