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
