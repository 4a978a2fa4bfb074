extension NavigationRouter {
    /// Calls `observer` with this scene's ``NavigationEvent``s (see
    /// ``NavigationRegistry/addEventObserver(_:)``).
    ///
    /// ```swift
    /// router.addEventObserver { event in print(event) }   // #3 [main] landed /home (/home)
    /// ```
    @discardableResult
    public func addEventObserver(_ observer: @escaping @Sendable (NavigationEvent) -> Void) -> EventObservation {
        EventObservation(observers: registry.eventObservers, id: registry.eventObservers.add(scene: scene.id, observer))
    }

    /// This scene's events from now on (see ``NavigationRegistry/events``).
    ///
    /// ```swift
    /// Task { for await event in router.events where event.phase == .screenViewed { print(event.path) } }
    /// ```
    public var events: AsyncStream<NavigationEvent> {
        registry.eventStream(scene: scene.id)
    }
}
