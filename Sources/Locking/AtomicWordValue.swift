/// A value an atomic word holds (``AtomicBox``, ``AtomicGlobal``): one that converts to and
/// from a 64-bit word without loss. `Bool`, `UInt8`, `Int` and `UInt64` are.
///
/// An integer narrower than 64 bits is kept sign-extended (`Int` on a 32-bit watch) or
/// zero-extended; an addition that wraps in the word wraps the same in the narrower type,
/// since the value is read back from the word's low bits.
public protocol AtomicWordValue {
    /// The value as a word.
    var atomicWord: UInt64 { get }
    /// The value a word holds.
    init(atomicWord: UInt64)
}

extension Bool: AtomicWordValue {
    @inlinable public var atomicWord: UInt64 { self ? 1 : 0 }
    @inlinable public init(atomicWord: UInt64) { self = atomicWord != 0 }
}

extension UInt8: AtomicWordValue {
    @inlinable public var atomicWord: UInt64 { UInt64(self) }
    @inlinable public init(atomicWord: UInt64) { self.init(truncatingIfNeeded: atomicWord) }
}

extension Int: AtomicWordValue {
    @inlinable public var atomicWord: UInt64 { UInt64(bitPattern: Int64(self)) }
    @inlinable public init(atomicWord: UInt64) { self.init(truncatingIfNeeded: Int64(bitPattern: atomicWord)) }
}

extension UInt64: AtomicWordValue {
    @inlinable public var atomicWord: UInt64 { self }
    @inlinable public init(atomicWord: UInt64) { self = atomicWord }
}
