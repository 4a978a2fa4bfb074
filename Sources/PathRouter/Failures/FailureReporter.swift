import PathRouterLocking

/// A registry's failure observers (``ObserverList``).
typealias FailureObservers = ObserverList<NavigationFailure>

extension NavigationFailure: SceneScoped {
    var sceneID: String? { scene?.id }
}

extension ObserverList where Value == NavigationFailure {
    /// A registry's failure observers (not counted process-wide).
    convenience init() {
        self.init(countsEvents: false)
    }
}

/// Where a handle reports its failure: the registry's observers, with the scene and source.
/// A router makes one per source, so a handle holds a single reference.
final class FailureReporter: Sendable {
    let observers: FailureObservers
    let scene: NavigationScene?
    let source: NavigationFailure.Source
    /// The registry's event observers, for the ends of navigations (``NavigationEvent``).
    let events: EventObservers?

    init(observers: FailureObservers, scene: NavigationScene?, source: NavigationFailure.Source, events: EventObservers? = nil) {
        self.observers = observers
        self.scene = scene
        self.source = source
        self.events = source == .navigation ? events : nil
    }

    func report(_ error: NavigationError) {
        observers.notify(NavigationFailure(error: error, scene: scene, source: source))
    }
}

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
