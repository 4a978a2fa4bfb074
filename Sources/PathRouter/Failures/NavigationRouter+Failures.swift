extension NavigationRouter {
    /// Reports a failure of this scene to the registry's failure observers.
    @inline(__always)
    func failureReporter(_ source: NavigationFailure.Source) -> FailureReporter {
        switch source {
        case .navigation: navigationFailures
        case .sceneOperation: sceneOperationFailures
        case .link, .restore: FailureReporter(observers: registry.failureObservers, scene: scene, source: source)
        }
    }
}
