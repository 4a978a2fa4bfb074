import PathRouterLocking

/// A registry's observers of one kind of value, its events (``NavigationEvent``) or its
/// failures (``NavigationFailure``), in one shape: add, remove, and call them all on the
/// caller's thread, outside the lock. Telling them costs one atomic load when there are none.
///
/// An observer may watch one scene only; it is then called for the values of that scene
/// (``SceneScoped/sceneID``).
///
/// ```swift
/// let failures = ObserverList<NavigationFailure>(countsEvents: false)
/// let id = failures.add { print($0) }
/// failures.notify(NavigationFailure(error: error, scene: nil, source: .link))
/// failures.remove(id)
/// ```
final class ObserverList<Value: SceneScoped>: Sendable {
    typealias Observer = @Sendable (Value) -> Void

    private let observers = Locked.make([(id: UInt64, scene: String?, observer: Observer)]())
    private let nextID = AtomicBox<UInt64>(0)
    private let count = AtomicBox<Int>(0)
    /// Whether the list counts its observers in ``ObserverCount/events`` (event observers do).
    private let countsEvents: Bool

    init(countsEvents: Bool) {
        self.countsEvents = countsEvents
    }

    /// Whether anybody listens (one atomic load).
    @inline(__always)
    var isObserved: Bool { count.load(ordering: .acquiring) > 0 }

    /// Adds `observer`, for the values of the scene `scene` only, or of every scene (`nil`).
    func add(scene: String? = nil, _ observer: @escaping Observer) -> UInt64 {
        let id = nextID.wrappingAdd(1, ordering: .relaxed).newValue
        observers.withLock { observers in
            observers.append((id, scene, observer))
            count.store(observers.count, ordering: .releasing)
        }
        if countsEvents { ObserverCount.events.add(1, ordering: .relaxed) }
        return id
    }

    @discardableResult
    func remove(_ id: UInt64) -> Bool {
        let removed = observers.withLock { observers -> Bool in
            let before = observers.count
            observers.removeAll { $0.id == id }
            count.store(observers.count, ordering: .releasing)
            return observers.count < before
        }
        if removed && countsEvents { ObserverCount.events.subtract(1, ordering: .relaxed) }
        return removed
    }

    /// Calls every observer of `value`'s scene, on this thread, outside the lock; `value` is
    /// made only when somebody listens.
    func notify(_ value: @autoclosure () -> Value) {
        guard isObserved else { return }
        let current = observers.withLock { $0 }
        let value = value()
        let scene = value.sceneID
        for entry in current where entry.scene == nil || entry.scene == scene { entry.observer(value) }
    }
}

/// A value that belongs to a scene, for observers that watch one (``ObserverList``).
protocol SceneScoped: Sendable {
    /// The id of the scene it belongs to, if any.
    var sceneID: String? { get }
}

/// How many event observers every registry of the process has: with none (the common case), a
/// navigation checks this one global and touches nothing else.
enum ObserverCount {
    /// A statically allocated word (`AtomicGlobal`): read with one load, no lazy
    /// initialisation.
    static var events: AtomicGlobal<Int> { .eventObservers }

    /// Whether any registry has an event observer (one atomic load).
    @inline(__always)
    static var anyEvents: Bool { events.load(ordering: .relaxed) > 0 }
}
