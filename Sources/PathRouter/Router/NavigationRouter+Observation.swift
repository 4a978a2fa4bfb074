extension NavigationRouter {
    /// The scene's changes from now on, each with the new state and its transition, in order.
    ///
    /// Every access makes a new stream; it ends when the task iterating it is cancelled.
    ///
    /// ```swift
    /// Task {
    ///     for await change in router.changes { print(change.transition) }
    /// }
    /// ```
    public var changes: AsyncStream<SceneChange> {
        let (stream, continuation) = AsyncStream<SceneChange>.makeStream(bufferingPolicy: .unbounded)
        let id = runtime.addObserver { change in continuation.yield(change) }
        continuation.onTermination = { [runtime] _ in runtime.removeObserver(id) }
        return stream
    }

    /// Calls `observer` after every change of the scene, in order, on the thread applying the
    /// change, until the returned token is cancelled.
    ///
    /// ```swift
    /// let token = router.addObserver { change in print(change.state.topScreen?.path ?? "-") }
    /// token.cancel()
    /// ```
    @discardableResult
    public func addObserver(_ observer: @escaping @Sendable (SceneChange) -> Void) -> SceneObservation {
        SceneObservation(runtime: runtime, id: runtime.addObserver(observer))
    }

    /// The scene's state as an `Observable` object, for SwiftUI and `withObservationTracking`.
    public var observable: ObservableScene { runtime.observable }
}

/// A registration of a scene observer; cancel it to stop the calls.
public struct SceneObservation: Sendable {
    let runtime: SceneRuntime
    let id: UInt64

    /// Stops calling the observer.
    public func cancel() { runtime.removeObserver(id) }
}
