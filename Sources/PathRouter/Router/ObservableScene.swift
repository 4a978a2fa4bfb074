import Observation
import PathRouterLocking

/// A scene's state for UI layers that use Observation (`@Observable` semantics).
///
/// SwiftUI views, or `withObservationTracking`, re-read ``state`` whenever the scene changes.
/// Reads and writes are thread-safe; the router updates it after every change, before it
/// notifies other observers.
///
/// ```swift
/// let observable = router.observable
/// withObservationTracking {
///     print(observable.state.topScreen?.path ?? "-")
/// } onChange: {
///     print("the scene changed")
/// }
/// ```
public final class ObservableScene: Observable, Sendable {
    private struct Storage {
        var state: SceneState
        var lastTransition: SceneTransition?
    }

    /// The scene this object mirrors.
    public let scene: NavigationScene
    private let registrar = ObservationRegistrar()
    private let storage: Locked<Storage>

    init(scene: NavigationScene, state: SceneState, lastTransition: SceneTransition?) {
        self.scene = scene
        self.storage = Locked.make(Storage(state: state, lastTransition: lastTransition))
    }

    /// The scene's current state.
    public var state: SceneState {
        registrar.access(self, keyPath: \.state)
        return storage.withLock { $0.state }
    }

    /// The last change's transition, if the scene has changed since this object was made.
    public var lastTransition: SceneTransition? {
        registrar.access(self, keyPath: \.lastTransition)
        return storage.withLock { $0.lastTransition }
    }

    func update(_ change: SceneChange) {
        registrar.withMutation(of: self, keyPath: \.state) {
            registrar.withMutation(of: self, keyPath: \.lastTransition) {
                storage.withLock { storage in
                    storage.state = change.state
                    storage.lastTransition = change.transition
                }
            }
        }
    }
}
