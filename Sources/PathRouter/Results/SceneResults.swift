import SceneHost

/// A scene's screen results (``NavigationRouter/result(of:as:)``): one part of the scene's
/// runtime, changed only under its lock.
///
/// Invariants:
/// - a slot exists for a screen the scene shows once a waiter or a delivery asked for it, and
///   for a screen that left with a value nobody claimed yet (at most
///   ``NavigationRouter/maximumUnclaimedResults``, oldest dropped first);
/// - a slot is set once: by the commit that removes its screen (a delivered value, or
///   `screenLeft`), or by `close()` (`sceneClosed`);
/// - once the scene is closed there are no slots, and none are made.
struct SceneResults {
    /// A screen's result: set once, by the screen (``NavigationRouter/finish(_:with:animation:)``)
    /// or by its leaving.
    typealias Slot = OneShot<Result<any Sendable, NavigationError>>

    private var slots: [Screen.ID: Slot] = [:]
    /// Slots of screens that left with a value nobody claimed, oldest first.
    private var unclaimed: [Screen.ID] = []
    /// Slots a waiter holds.
    private var claimed: Set<Screen.ID> = []

    var isEmpty: Bool { slots.isEmpty }

    /// Sets `value` for `screen`, in the commit that removes it.
    mutating func deliver(_ value: any Sendable, to screen: Screen.ID) {
        let slot = slots[screen] ?? Slot.make()
        slots[screen] = slot
        _ = slot.set(.success(value))
    }

    /// The slot a waiter for `id` awaits: the shown screen's (made now if needed), or a left
    /// screen's unclaimed value; `nil` when the screen is not shown and left none.
    mutating func claim(_ id: Screen.ID, isShown: Bool) -> Slot? {
        if let slot = slots[id] {
            if isShown {
                claimed.insert(id)
            } else {
                slots.removeValue(forKey: id)
                unclaimed.removeAll { $0 == id }
            }
            return slot
        }
        guard isShown else { return nil }
        let slot = Slot.make()
        slots[id] = slot
        claimed.insert(id)
        return slot
    }

    /// Screens that left: a waiter of one with no value gets `screenLeft`; the value of one
    /// that finished waits for its waiter.
    mutating func screensLeft(_ removed: [Screen]) {
        guard !slots.isEmpty else { return }
        for screen in removed {
            guard let slot = slots[screen.id] else { continue }
            let ended = slot.set(
                .failure(
                    NavigationError(
                        code: .screenLeft, path: screen.path,
                        reason: "the screen \(screen.id) left without a result")))
            if ended || claimed.remove(screen.id) != nil {
                slots.removeValue(forKey: screen.id)
            } else {
                unclaimed.append(screen.id)
            }
        }
        while unclaimed.count > NavigationRouter.maximumUnclaimedResults {
            slots.removeValue(forKey: unclaimed.removeFirst())
        }
    }

    /// Empties the part (the scene closed) and returns the slots, for their waiters to be told.
    mutating func close() -> [(screen: Screen.ID, slot: Slot)] {
        defer { self = SceneResults() }
        return slots.map { ($0.key, $0.value) }
    }
}

/// A screen's value on its way to its waiter, delivered by the commit that removes the screen
/// (a reference: a change without one passes `nil`, one word).
final class ResultDelivery: Sendable {
    let screen: Screen.ID
    let value: any Sendable

    init(screen: Screen.ID, value: any Sendable) {
        self.screen = screen
        self.value = value
    }
}
