import PathRouterLocking
import Synchronization

/// A registry's event observers. Emitting costs one atomic load when there are none.
final class EventObservers: Sendable {
    typealias Observer = @Sendable (NavigationEvent) -> Void

    private let observers = Locked.make([(id: UInt64, scene: String?, observer: Observer)]())
    private let nextID = Atomic<UInt64>(0)
    private let count = Atomic<Int>(0)
    /// Event observers of every registry of the process: with none (the common case), a
    /// navigation checks this one global and touches nothing else.
    private static let inProcess = Atomic<Int>(0)

    /// Whether any registry has an event observer.
    @inline(__always)
    static var anyObserved: Bool { inProcess.load(ordering: .relaxed) > 0 }

    /// Whether anybody listens (one atomic load).
    @inline(__always)
    var isObserved: Bool { count.load(ordering: .acquiring) > 0 }

    /// Adds `observer`, for the events of the scene `scene` only, or of every scene (`nil`).
    func add(scene: String?, _ observer: @escaping Observer) -> UInt64 {
        let id = nextID.wrappingAdd(1, ordering: .relaxed).newValue
        observers.withLock { observers in
            observers.append((id, scene, observer))
            count.store(observers.count, ordering: .releasing)
        }
        Self.inProcess.add(1, ordering: .relaxed)
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
        if removed { Self.inProcess.subtract(1, ordering: .relaxed) }
        return removed
    }

    /// Calls every observer of `event`'s scene, on this thread, outside the lock.
    func emit(_ event: @autoclosure () -> NavigationEvent) {
        guard isObserved else { return }
        let current = observers.withLock { $0 }
        let event = event()
        for entry in current where entry.scene == nil || entry.scene == event.scene.id { entry.observer(event) }
    }

    /// Emits what a navigation's end says: `landed` and a `screenViewed` per screen that
    /// appeared, or `refused` / `cancelled` with the code.
    func emitEnd(
        of navigation: UInt64, scene: NavigationScene, path: String, tab: String? = nil,
        result: Result<NavigationOutcome, NavigationError>
    ) {
        guard isObserved else { return }
        switch result {
        case .success(let outcome):
            let target = outcome.screen
            emit(NavigationEvent(navigation: navigation, scene: scene, path: path, tab: tab, routePattern: target?.pattern, phase: .landed))
            // The screens the change added and did not remove: read from the transition, so an
            // observed push costs the same at any depth (never a scan of the scene's screens).
            let transition = outcome.transition
            var viewed =
                transition.removed.isEmpty
                ? transition.added
                : transition.added.filter { added in !transition.removed.contains { $0.id == added.id } }
            if let target, !viewed.contains(where: { $0.id == target.id }) { viewed.append(target) }
            for screen in viewed {
                emit(
                    NavigationEvent(
                        navigation: navigation, scene: scene, path: screen.path, tab: tab, routePattern: screen.pattern,
                        phase: .screenViewed, screen: screen, isTarget: screen.id == target?.id))
            }
        case .failure(let error):
            guard error.code != .waitCancelled else { return }
            emit(
                NavigationEvent(
                    navigation: navigation, scene: scene, path: path, tab: tab, routePattern: error.nearestPattern,
                    phase: NavigationEvent.cancellingCodes.contains(error.code) ? .cancelled : .refused, code: error.code))
        }
    }
}
