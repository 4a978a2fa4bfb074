import PathRouterAtomics

/// A 64-bit word read and written atomically, holding a ``Value``: the operations
/// ``AtomicBox`` (a word in an object of its own) and ``AtomicGlobal`` (a process-wide word)
/// share. They work on every OS the package builds for (the standard library's `Atomic` needs
/// macOS 15 or iOS 18): C11 atomics (`PathRouterAtomics`), inlined where they are called.
///
/// Use one for a word nothing else depends on (a flag, a counter, a mirror of locked state
/// read without the lock); a value with an invariant goes in a ``Locked``.
///
/// ```swift
/// let closed = AtomicBox(false)
/// closed.store(true, ordering: .releasing)
/// if closed.load(ordering: .acquiring) { … }
/// ```
public protocol AtomicWord {
    associatedtype Value: AtomicWordValue
    /// Where the word is; stable for as long as the word exists, and reached only through
    /// these operations.
    var wordAddress: UnsafeMutablePointer<UInt64> { get }
}

extension AtomicWord {
    /// The value.
    @inlinable @inline(__always)
    public func load(ordering: AtomicOrdering.Load) -> Value {
        Value(atomicWord: pathrouter_atomic_load(wordAddress, ordering.order))
    }

    /// Replaces the value.
    @inlinable @inline(__always)
    public func store(_ value: Value, ordering: AtomicOrdering.Store) {
        pathrouter_atomic_store(wordAddress, value.atomicWord, ordering.order)
    }

    /// Replaces the value; returns the one it replaced.
    @inlinable @inline(__always) @discardableResult
    public func exchange(_ value: Value, ordering: AtomicOrdering.Update) -> Value {
        Value(atomicWord: pathrouter_atomic_exchange(wordAddress, value.atomicWord, ordering.order))
    }
}

extension AtomicWord where Value: FixedWidthInteger {
    /// Adds `operand`, wrapping around on overflow.
    @inlinable @inline(__always) @discardableResult
    public func wrappingAdd(_ operand: Value, ordering: AtomicOrdering.Update) -> (oldValue: Value, newValue: Value) {
        let old = Value(atomicWord: pathrouter_atomic_fetch_add(wordAddress, operand.atomicWord, ordering.order))
        return (old, old &+ operand)
    }

    /// Subtracts `operand`, wrapping around on overflow.
    @inlinable @inline(__always) @discardableResult
    public func wrappingSubtract(_ operand: Value, ordering: AtomicOrdering.Update) -> (oldValue: Value, newValue: Value) {
        let old = Value(atomicWord: pathrouter_atomic_fetch_sub(wordAddress, operand.atomicWord, ordering.order))
        return (old, old &- operand)
    }

    /// Adds `operand`; an overflow traps (after the wrapped sum is stored, as the standard
    /// library's `Atomic` does).
    @inlinable @inline(__always) @discardableResult
    public func add(_ operand: Value, ordering: AtomicOrdering.Update) -> (oldValue: Value, newValue: Value) {
        let (old, new) = wrappingAdd(operand, ordering: ordering)
        precondition(!old.addingReportingOverflow(operand).overflow, "atomic add overflowed")
        return (old, new)
    }

    /// Subtracts `operand`; an overflow traps (after the wrapped difference is stored).
    @inlinable @inline(__always) @discardableResult
    public func subtract(_ operand: Value, ordering: AtomicOrdering.Update) -> (oldValue: Value, newValue: Value) {
        let (old, new) = wrappingSubtract(operand, ordering: ordering)
        precondition(!old.subtractingReportingOverflow(operand).overflow, "atomic subtract overflowed")
        return (old, new)
    }
}
