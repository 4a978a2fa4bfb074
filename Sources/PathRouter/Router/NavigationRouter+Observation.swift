extension NavigationRouter {
    /// The scene's changes from now on, each with the new state and its transition, in order.
    ///
    /// Every access makes a new stream. It ends when the task iterating it is cancelled, when
    /// the router is closed, or when its reader falls more than
    /// ``maximumUnreadChanges`` changes behind: then the stream ends rather than grow without
    /// bound (or drop changes silently); re-read ``state`` and subscribe again.
    ///
    /// ```swift
    /// Task {
    ///     for await change in router.changes { print(change.transition) }
    /// }
    /// ```
    public var changes: AsyncStream<SceneChange> {
        let (stream, continuation) = AsyncStream<SceneChange>.makeStream(bufferingPolicy: .bufferingOldest(Self.maximumUnreadChanges))
        let id = runtime.addStream(
            { change in if case .dropped = continuation.yield(change) { continuation.finish() } },
            ending: { continuation.finish() })
        guard let id else {
            continuation.finish()  // a closed scene
            return stream
        }
        continuation.onTermination = { [runtime] _ in runtime.removeObserver(id) }
        return stream
    }

    /// How many changes a `changes` stream holds for a reader that has not read them yet
    /// before it ends (10,000).
    public static let maximumUnreadChanges = 10_000

    /// Calls `observer` after every change of the scene, in order, on the thread applying the
    /// change, until the returned token is cancelled.
    ///
    /// The token's ``SceneObservation/initialState`` is the state the first change the observer
    /// hears starts from, read at the instant the observer was added: a UI that starts from it
    /// and applies every record (``SceneState/apply(_:)``) neither misses a change nor applies
    /// one twice, whatever other threads do meanwhile.
    ///
    /// ```swift
    /// let token = router.addObserver { change in print(change.state.topScreen?.path ?? "-") }
    /// var mirror = token.initialState
    /// token.cancel()
    /// ```
    @discardableResult
    public func addObserver(_ observer: @escaping @Sendable (SceneChange) -> Void) -> SceneObservation {
        let (id, state) = runtime.addObserver(observer)
        return SceneObservation(runtime: runtime, id: id, initialState: state)
    }

    /// The scene's state as an `Observable` object, for SwiftUI and `withObservationTracking`
    /// (where Observation is).
    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
    public var observable: ObservableScene { runtime.observable }
}

/// A registration of a scene observer; cancel it to stop the calls.
public struct SceneObservation: NavigationRegistration {
    let runtime: SceneRuntime
    let id: UInt64
    /// The scene's state when the observer was added: the state its first change starts from.
    public let initialState: SceneState

    /// Stops calling the observer.
    @discardableResult
    public func cancel() -> Bool { runtime.removeObserver(id) }
}
