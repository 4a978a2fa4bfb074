import PathRouterAtomics

/// The memory orderings an ``AtomicBox`` operation takes, by kind of operation: a load can
/// acquire but not release, a store the reverse, an update (exchange, add) either or both.
/// The names are the standard library's (`Synchronization`), so that a call reads the same.
///
/// ```swift
/// flag.store(true, ordering: .releasing)      // what came before is visible to…
/// if flag.load(ordering: .acquiring) { … }    // …whoever reads `true` here
/// ```
public enum AtomicOrdering {
    /// How a load orders the accesses around it.
    public struct Load: Sendable {
        @usableFromInline let order: pathrouter_memory_order
        @inlinable init(_ order: pathrouter_memory_order) { self.order = order }

        /// Only the load itself is atomic.
        @inlinable public static var relaxed: Load { Load(pathrouter_relaxed) }
        /// What a releasing store published before it is visible after this load.
        @inlinable public static var acquiring: Load { Load(pathrouter_acquire) }
        /// Acquiring, and in one order with every other sequentially consistent operation.
        @inlinable public static var sequentiallyConsistent: Load { Load(pathrouter_sequentially_consistent) }
    }

    /// How a store orders the accesses around it.
    public struct Store: Sendable {
        @usableFromInline let order: pathrouter_memory_order
        @inlinable init(_ order: pathrouter_memory_order) { self.order = order }

        /// Only the store itself is atomic.
        @inlinable public static var relaxed: Store { Store(pathrouter_relaxed) }
        /// Publishes every access before it to whoever acquires the value it stores.
        @inlinable public static var releasing: Store { Store(pathrouter_release) }
        /// Releasing, and in one order with every other sequentially consistent operation.
        @inlinable public static var sequentiallyConsistent: Store { Store(pathrouter_sequentially_consistent) }
    }

    /// How a read-modify-write (exchange, add, subtract) orders the accesses around it.
    public struct Update: Sendable {
        @usableFromInline let order: pathrouter_memory_order
        @inlinable init(_ order: pathrouter_memory_order) { self.order = order }

        /// Only the update itself is atomic.
        @inlinable public static var relaxed: Update { Update(pathrouter_relaxed) }
        /// Acquires what the value's last releasing writer published.
        @inlinable public static var acquiring: Update { Update(pathrouter_acquire) }
        /// Publishes every access before it to whoever acquires the value it writes.
        @inlinable public static var releasing: Update { Update(pathrouter_release) }
        /// Both acquiring and releasing.
        @inlinable public static var acquiringAndReleasing: Update { Update(pathrouter_acquire_release) }
        /// Both, and in one order with every other sequentially consistent operation.
        @inlinable public static var sequentiallyConsistent: Update { Update(pathrouter_sequentially_consistent) }
    }
}
