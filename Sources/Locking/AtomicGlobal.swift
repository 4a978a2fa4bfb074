import PathRouterAtomics

/// A process-wide word read and written atomically (``AtomicWord``): statically allocated in
/// `PathRouterAtomics` and zero at launch, so that reaching it costs no initialisation check
/// (a global ``AtomicBox`` is an object the runtime checks at every use). One per counter a
/// navigation reads or bumps.
///
/// ```swift
/// let id = AtomicGlobal.navigationIDs.wrappingAdd(1, ordering: .relaxed).newValue
/// ```
public struct AtomicGlobal<Value: AtomicWordValue>: AtomicWord, Sendable {
    @usableFromInline let word: pathrouter_global_word

    @inlinable init(_ word: pathrouter_global_word) {
        self.word = word
    }

    @inlinable
    public var wordAddress: UnsafeMutablePointer<UInt64> {
        @inline(__always) get { pathrouter_global_word_address(word) }
    }
}

extension AtomicGlobal where Value == UInt64 {
    /// The last screen id handed out (`Screen.ID.next()`).
    @inlinable public static var screenIDs: AtomicGlobal<UInt64> { AtomicGlobal(pathrouter_screen_ids) }
    /// The last navigation id handed out (`NavigationHandle.id`).
    @inlinable public static var navigationIDs: AtomicGlobal<UInt64> { AtomicGlobal(pathrouter_navigation_ids) }
}

extension AtomicGlobal where Value == Int {
    /// How many event observers the process's registries have.
    @inlinable public static var eventObservers: AtomicGlobal<Int> { AtomicGlobal(pathrouter_event_observers) }
}
