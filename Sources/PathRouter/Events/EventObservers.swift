import PathRouterLocking

/// A registry's event observers (``ObserverList``), counted process-wide: with none anywhere,
/// a navigation checks one global.
typealias EventObservers = ObserverList<NavigationEvent>

extension NavigationEvent: SceneScoped {
    var sceneID: String? { scene.id }
}

extension ObserverList where Value == NavigationEvent {
    /// A registry's event observers.
    convenience init() {
        self.init(countsEvents: true)
    }

    /// Emits what a navigation's end says: `landed` and a `screenViewed` per screen that
    /// appeared, or `refused` / `cancelled` with the code.
    func emitEnd(
        of navigation: UInt64, scene: NavigationScene, path: String, tab: String? = nil,
        result: Result<NavigationOutcome, NavigationError>
    ) {
        guard isObserved else { return }
        switch result {
        case .success(let outcome):
            let target = outcome.screen
            notify(NavigationEvent(navigation: navigation, scene: scene, path: path, tab: tab, routePattern: target?.pattern, phase: .landed))
            // The screens the change added and did not remove: read from the transition, so an
            // observed push costs the same at any depth (never a scan of the scene's screens).
            let transition = outcome.transition
            var viewed =
                transition.removed.isEmpty
                ? transition.added
                : transition.added.filter { added in !transition.removed.contains { $0.id == added.id } }
            if let target, !viewed.contains(where: { $0.id == target.id }) { viewed.append(target) }
            for screen in viewed {
                notify(
                    NavigationEvent(
                        navigation: navigation, scene: scene, path: screen.path, tab: tab, routePattern: screen.pattern,
                        phase: .screenViewed, screen: screen, isTarget: screen.id == target?.id))
            }
        case .failure(let error):
            guard error.code != .waitCancelled else { return }
            notify(
                NavigationEvent(
                    navigation: navigation, scene: scene, path: path, tab: tab, routePattern: error.nearestPattern,
                    phase: NavigationEvent.cancellingCodes.contains(error.code) ? .cancelled : .refused, code: error.code))
        }
    }
}
