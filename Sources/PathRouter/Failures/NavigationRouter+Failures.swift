extension NavigationRouter {
    /// Reports a failure of this scene to the registry's failure observers.
    func failureReporter(_ source: NavigationFailure.Source) -> FailureReporter {
        FailureReporter(observers: registry.failureObservers, scene: scene, source: source)
    }
}
