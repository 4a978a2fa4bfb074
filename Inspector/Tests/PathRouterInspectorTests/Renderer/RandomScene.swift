import PathRouter
import PathRouterInspector
import PathRouterLocking

/// A scene driven by a seeded random walk over every kind of change (pushes, modals, pops,
/// tabs, splits, reuse, removal, restore), recording each record and the state after it.
struct RandomScene {
    struct Step: Codable {
        let record: WireTransition
        let state: WireState
    }

    struct Recording: Codable {
        let scene: String
        let start: WireState
        let steps: [Step]
    }

    struct Model: RoutableViewModel {
        var navigationInterceptionExecutionFlow: NavigationInterceptionFlow?
        init(parameters: [String: String]?) {}
    }

    /// A generator that prints its seed: a failing walk is replayed with it.
    struct Generator: RandomNumberGenerator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
    }

    static func record(seed: UInt64, steps: Int) async throws -> Recording {
        let registry = NavigationRegistry()
        let route = { (path: String) in NavigationRoute(path: path, type: Model.self, requiresAuthentication: false) }
        try registry.bind(routes: ["/a", "/b", "/c/:id", "/mail", "/mail/:box", "/mail/:box/:id"].map(route))
        try registry.bind(route: NavigationRoute(path: "/r/:id", type: Model.self, requiresAuthentication: false, reuse: .reuse(identifiedBy: [])))
        let router = NavigationRouter(scene: NavigationScene(id: "walk-\(seed)"), registry: registry)
        let log = Locked<[Step]>.make([])
        let observation = router.addObserver { change in
            log.withLock { $0.append(Step(record: WireTransition(change.transition), state: WireState(change.state))) }
        }
        var random = Generator(state: seed)
        let tabs = [TabDefinition(name: "one", rootPath: "/a"), TabDefinition(name: "two", rootPath: "/b")]
        var saved: SavedScene?
        for _ in 0..<steps {
            let id = Int.random(in: 0..<4, using: &random)
            let top = router.state.topScreen?.id
            switch Int.random(in: 0..<20, using: &random) {
            case 0, 1, 2: _ = await router.navigate(toPath: "/c/\(id)").result
            case 3: _ = await router.navigate(toPath: "/a", modal: true).result
            case 4: _ = await router.navigate(toPath: "/b", embedInNavigationView: false, modal: true).result
            case 5, 6: _ = await router.pop().result
            case 7: _ = await router.dismiss().result
            case 8: _ = await router.popToRoot().result
            case 9: _ = await router.selectTab(Bool.random(using: &random) ? "one" : "two").result
            case 10: _ = await router.setTabs(tabs, selected: "two").result
            case 11: _ = await router.presentTabs(tabs).result
            case 12: _ = await router.setSplit(primaryPath: "/mail").result
            case 13: _ = await router.show("/mail/box\(id)", in: Bool.random(using: &random) ? .supplementary : .primary).result
            case 14: _ = await router.show("/mail/box/\(id)", in: .secondary).result
            case 15: _ = await router.setCollapsed(Bool.random(using: &random)).result
            case 16: _ = await router.navigate(toPath: "/r/\(id)").result
            case 17: if let top { _ = await router.userDidPop(top).result }
            case 18: if let top { _ = await router.removeScreen(top).result }
            default:
                if let saved, Bool.random(using: &random) { _ = await router.restore(saved) } else { saved = router.savedState() }
            }
            if router.state.isEmpty { _ = await router.navigate(toPath: "/a").result }
        }
        await router.idle()
        observation.cancel()
        return Recording(scene: router.scene.id, start: WireState(observation.initialState), steps: log.withLock { $0 })
    }
}
