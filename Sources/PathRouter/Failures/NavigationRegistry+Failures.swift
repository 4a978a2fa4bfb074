extension NavigationRegistry {
    /// Calls `observer` with every failure in this registry's scenes, as it happens: each
    /// refused or failed navigation (fire-and-forget ones included, and those of links), scene
    /// operation, link, and each path a restore left out. The one place an app sees everything
    /// that did not happen, to log it or show it. The observer runs on the thread that ends the
    /// navigation, outside any lock of PathRouter; keep it short, and hop to your own actor for
    /// UI work.
    ///
    /// ```swift
    /// let observation = registry.addFailureObserver { failure in
    ///     logger.warning("\(failure)")   // [main] navigation: routeNotFound '/hmoe': …
    /// }
    /// observation.cancel()   // stop
    /// ```
    ///
    /// A navigation's failure is reported once, whoever awaits its handle. A wait that was
    /// cancelled (``NavigationError/Code/waitCancelled``) is not a failure of the navigation
    /// and is not reported.
    @discardableResult
    public func addFailureObserver(_ observer: @escaping @Sendable (NavigationFailure) -> Void) -> FailureObservation {
        FailureObservation(observers: failureObservers, id: failureObservers.add(observer))
    }
}

/// A registration of a failure observer; cancel it to stop the calls.
public struct FailureObservation: NavigationRegistration {
    let observers: FailureObservers
    let id: UInt64

    /// Stops calling the observer.
    @discardableResult
    public func cancel() -> Bool { observers.remove(id) }
}
