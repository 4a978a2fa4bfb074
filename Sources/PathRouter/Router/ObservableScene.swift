import Observation

/// A scene's state for UI layers that use Observation (`@Observable` semantics). Available
/// where Observation is.
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
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
public final class ObservableScene: Observable, SceneObservableObject, Sendable {
    /// The scene this object mirrors.
    public let scene: NavigationScene
    private let registrar = ObservationRegistrar()
    /// Reads the scene's current state from its runtime. The object keeps no copy of the
    /// state: a copy held here would make the next change copy every stack (copy on write).
    private let read: @Sendable () -> (state: SceneState, lastTransition: SceneTransition?)

    init(scene: NavigationScene, read: @escaping @Sendable () -> (state: SceneState, lastTransition: SceneTransition?)) {
        self.scene = scene
        self.read = read
    }

    /// The scene's current state.
    public var state: SceneState {
        registrar.access(self, keyPath: \.state)
        return read().state
    }

    /// The last change's transition, if the scene has changed since this object was made.
    public var lastTransition: SceneTransition? {
        registrar.access(self, keyPath: \.lastTransition)
        return read().lastTransition
    }

    /// Tells observers that the scene changed (after the change is committed).
    func changed() {
        registrar.withMutation(of: self, keyPath: \.state) {
            registrar.withMutation(of: self, keyPath: \.lastTransition) {}
        }
    }
}
