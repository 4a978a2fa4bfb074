import PathRouterLocking
import Synchronization

/// A registry's failure observers. Reporting costs one atomic load when there are none.
final class FailureObservers: Sendable {
    typealias Observer = @Sendable (NavigationFailure) -> Void

    private let observers = Locked.make([(id: UInt64, observer: Observer)]())
    private let nextID = Atomic<UInt64>(0)
    private let count = Atomic<Int>(0)

    func add(_ observer: @escaping Observer) -> UInt64 {
        let id = nextID.wrappingAdd(1, ordering: .relaxed).newValue
        observers.withLock { observers in
            observers.append((id, observer))
            count.store(observers.count, ordering: .releasing)
        }
        return id
    }

    @discardableResult
    func remove(_ id: UInt64) -> Bool {
        observers.withLock { observers in
            let before = observers.count
            observers.removeAll { $0.id == id }
            count.store(observers.count, ordering: .releasing)
            return observers.count < before
        }
    }

    /// Calls every observer with `failure`, on this thread, outside the lock.
    func report(_ failure: @autoclosure () -> NavigationFailure) {
        guard count.load(ordering: .acquiring) > 0 else { return }
        let current = observers.withLock { $0 }
        let failure = failure()
        for entry in current { entry.observer(failure) }
    }
}

/// Where a handle reports its failure: the registry's observers, with the scene and source.
/// A router makes one per source, so a handle holds a single reference.
final class FailureReporter: Sendable {
    let observers: FailureObservers
    let scene: NavigationScene?
    let source: NavigationFailure.Source
    /// The registry's event observers, for the ends of navigations (``NavigationEvent``).
    let events: EventObservers?

    init(observers: FailureObservers, scene: NavigationScene?, source: NavigationFailure.Source, events: EventObservers? = nil) {
        self.observers = observers
        self.scene = scene
        self.source = source
        self.events = source == .navigation ? events : nil
    }

    func report(_ error: NavigationError) {
        observers.report(NavigationFailure(error: error, scene: scene, source: source))
    }
}
