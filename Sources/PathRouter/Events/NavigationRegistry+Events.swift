extension NavigationRegistry {
    /// Calls `observer` with every ``NavigationEvent`` of this registry's scenes, in the order
    /// each navigation reaches its phases, on the thread that does the work, outside any lock
    /// of PathRouter: keep it short (log, count), and hop to your own actor for more. With no
    /// observer, reporting costs one atomic load per phase.
    ///
    /// ```swift
    /// let observation = registry.addEventObserver { event in
    ///     if event.phase == .screenViewed { analytics.screenView(event.path) }
    /// }
    /// observation.cancel()
    /// ```
    @discardableResult
    public func addEventObserver(_ observer: @escaping @Sendable (NavigationEvent) -> Void) -> EventObservation {
        EventObservation(observers: eventObservers, id: eventObservers.add(scene: nil, observer))
    }

    /// The events of this registry's scenes from now on (see ``addEventObserver(_:)``).
    ///
    /// Every access makes a new stream. It ends when the task iterating it is cancelled, or
    /// when its reader falls more than ``NavigationRouter/maximumUnreadChanges`` events
    /// behind: then it ends rather than grow without bound or drop events silently.
    ///
    /// ```swift
    /// Task { for await event in registry.events { print(event) } }
    /// ```
    public var events: AsyncStream<NavigationEvent> {
        eventStream(scene: nil)
    }

    func eventStream(scene: String?) -> AsyncStream<NavigationEvent> {
        let (stream, continuation) = AsyncStream<NavigationEvent>.makeStream(
            bufferingPolicy: .bufferingOldest(NavigationRouter.maximumUnreadChanges))
        let id = eventObservers.add(scene: scene) { event in
            if case .dropped = continuation.yield(event) { continuation.finish() }
        }
        continuation.onTermination = { [eventObservers] _ in eventObservers.remove(id) }
        return stream
    }
}

/// A registration of an event observer; cancel it to stop the calls.
public struct EventObservation: NavigationRegistration {
    let observers: EventObservers
    let id: UInt64

    /// Stops calling the observer.
    @discardableResult
    public func cancel() -> Bool { observers.remove(id) }
}
