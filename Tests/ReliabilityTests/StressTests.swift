import PathRouterLocking
import PathRouter
import Testing

struct StressViewModel: RoutableViewModel {
    var navigationInterceptionExecutionFlow: NavigationInterceptionFlow?
    init(parameters: [String: String]?) {}
}

@Suite("Concurrency stress")
struct StressTests {
    @Test("1,000 scenes navigate concurrently while routes and interceptors come and go: nothing lost, order kept", .timeLimit(.minutes(10)))
    func thousandScenes() async throws {
        let registry = NavigationRegistry()
        try registry.bind(routes: [
            NavigationRoute(path: "/root", type: StressViewModel.self, requiresAuthentication: false),
            NavigationRoute(path: "/items/:id", type: StressViewModel.self, requiresAuthentication: false),
        ])
        let passed = AtomicBox<Int>(0)
        try registry.interceptNavigation(toPath: "/items/**") { _, next in
            passed.add(1, ordering: .relaxed)
            next(false)
        }
        let scenes = 1_000, perScene = 20
        let routers = (0..<scenes).map { NavigationRouter(scene: NavigationScene(id: "stress-\($0)"), registry: registry) }
        let churn = AtomicBox<Bool>(true)
        async let registrations: Int = Task.detached {
            var rounds = 0
            while churn.load(ordering: .relaxed) {
                let route = NavigationRoute(path: "/churn/\(rounds % 50)/:x", type: StressViewModel.self, requiresAuthentication: false)
                try? registry.bind(route: route)
                let token = try? registry.interceptNavigation(toPath: "/churn/**") { _, next in next(true) }
                registry.unbind(route: route)
                token?.cancel()
                rounds += 1
            }
            return rounds
        }.value
        let handles = await withTaskGroup(of: [NavigationHandle].self) { group in
            for (index, router) in routers.enumerated() {
                group.addTask {
                    var handles = [router.navigate(toPath: "/root")]
                    for step in 0..<perScene { handles.append(router.navigate(toPath: "/items/\(index)-\(step)")) }
                    return handles
                }
            }
            var all: [NavigationHandle] = []
            for await batch in group { all += batch }
            return all
        }
        churn.store(false, ordering: .relaxed)
        let rounds = await registrations
        var failures = 0
        for handle in handles { if case .failure = await handle.result { failures += 1 } }
        #expect(failures == 0)
        #expect(passed.load(ordering: .relaxed) == scenes * perScene)
        for (index, router) in routers.enumerated() {
            let paths = router.state.allScreens.map(\.path)
            #expect(paths == ["/root"] + (0..<perScene).map { "/items/\(index)-\($0)" })
        }
        #expect(rounds > 0)
    }
}
