import PathRouter
import PathRouterInspector
import PathRouterLocking

/// Scenes that went through every kind of change: tabs, a split, modals, a restore, reuse.
struct WireWorld {
    let registry: NavigationRegistry
    let routers: [NavigationRouter]
    /// Each scene's state when its records started, and its records since.
    let starts: [SceneState]
    let records: [RecordLog]

    struct Model: RoutableViewModel {
        var navigationInterceptionExecutionFlow: NavigationInterceptionFlow?
        init(parameters: [String: String]?) {}
    }

    static func make() async throws -> WireWorld {
        let registry = NavigationRegistry()
        let route = { (path: String) in NavigationRoute(path: path, type: Model.self, requiresAuthentication: false) }
        try registry.bind(routes: ["/home", "/products", "/products/:id", "/settings", "/mail", "/mail/:box", "/mail/:box/:id"].map(route))
        try registry.bind(route: NavigationRoute(path: "/items/:id", type: Model.self, requiresAuthentication: false, reuse: .reuse(identifiedBy: [])))
        let tabs = NavigationRouter(scene: NavigationScene(id: "tabs"), registry: registry)
        let mail = NavigationRouter(scene: NavigationScene(id: "mail"), registry: registry)
        let routers = [tabs, mail]
        let starts = routers.map(\.state)
        let records = routers.map { _ in RecordLog() }
        var observations: [SceneObservation] = []
        for (router, log) in zip(routers, records) {
            observations.append(router.addObserver { change in log.records.withLock { $0.append(change.transition) } })
        }
        _ = await tabs.setTabs([TabDefinition(name: "home", rootPath: "/home"), TabDefinition(name: "catalog", rootPath: "/products")]).result
        _ = await tabs.navigate(toPath: "/products/1").result
        _ = await tabs.selectTab("catalog").result
        _ = await tabs.navigate(toPath: "/products/2").result
        _ = await tabs.pop().result
        _ = await tabs.navigate(toPath: "/settings", embedInNavigationView: false, modal: true).result
        _ = await tabs.navigate(toPath: "/settings", embedInNavigationView: false, modal: true).result
        _ = await tabs.dismiss().result
        _ = await tabs.navigate(toPath: "/items/1", modal: true).result
        _ = await tabs.navigate(toPath: "/products/3").result
        _ = await tabs.navigate(toPath: "/items/2").result
        _ = await mail.setSplit(primaryPath: "/mail").result
        _ = await mail.show("/mail/inbox", in: .supplementary).result
        _ = await mail.show("/mail/inbox/1", in: .secondary).result
        _ = await mail.setCollapsed(true).result
        _ = await mail.navigate(toPath: "/mail/inbox/2").result
        _ = await mail.setCollapsed(false).result
        let saved = tabs.savedState()
        _ = await tabs.navigate(toPath: "/home", replace: true).result
        _ = await tabs.restore(saved)
        for router in routers { await router.idle() }
        for observation in observations { observation.cancel() }
        return WireWorld(registry: registry, routers: routers, starts: starts, records: records)
    }
}

/// The records one scene reported, from any thread.
final class RecordLog: Sendable {
    let records = Locked<[SceneTransition]>.make([])
}

extension WireState {
    /// The same state without view model names (a state rebuilt from the wire has none).
    var withoutViewModels: WireState {
        func strip(_ screens: [WireScreen]?) -> [WireScreen]? {
            screens?.map { WireScreen(id: $0.id, pattern: $0.pattern, path: $0.path, parameters: $0.parameters) }
        }
        func strip(_ presentation: WirePresentation) -> WirePresentation {
            var presentation = presentation
            presentation.screens = strip(presentation.screens)
            presentation.tabs = presentation.tabs?.map { .init(name: $0.name, screens: strip($0.screens)!, rootPath: $0.rootPath) }
            presentation.primary = strip(presentation.primary)
            presentation.supplementary = strip(presentation.supplementary)
            presentation.secondary = strip(presentation.secondary)
            return presentation
        }
        return WireState(
            root: root.map(strip), modals: modals.map { .init(presentation: strip($0.presentation), preventsDismissal: $0.preventsDismissal) })
    }
}
