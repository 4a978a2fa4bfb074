import PathRouterLocking
import PathRouter
import Testing

/// Counts live instances, to prove screens, view models and routers are freed.
let liveModels = AtomicBox<Int>(0)

final class TrackedViewModel: RoutableViewModel, @unchecked Sendable {
    // Immutable after init except for the flow, which the router sets before sharing it.
    var navigationInterceptionExecutionFlow: NavigationInterceptionFlow?
    init(parameters: [String: String]?) { liveModels.add(1, ordering: .relaxed) }
    deinit { liveModels.add(-1, ordering: .relaxed) }
}

@Suite("No leaks", .serialized)
struct LeakTests {
    static func registry() throws -> NavigationRegistry {
        let registry = NavigationRegistry()
        try registry.bind(
            routes: ["/a", "/b/:id", "/m"].map {
                NavigationRoute(path: $0, type: TrackedViewModel.self, requiresAuthentication: false)
            })
        return registry
    }

    @Test("view models of screens that leave the scene are freed; a long navigation loop stays flat")
    func screensAreFreed() async throws {
        let baseline = liveModels.load(ordering: .relaxed)
        let router = NavigationRouter(scene: NavigationScene(id: "leaks"), registry: try Self.registry())
        _ = try await router.navigate(toPath: "/a").result.get()
        for round in 0..<2_000 {
            router.navigate(toPath: "/b/\(round)")
            router.navigate(toPath: "/m", modal: true)
            router.dismiss()
            if round % 10 == 9 { router.popToRoot() }
            if round % 100 == 99 { router.navigate(toPath: "/a", replace: true) }
        }
        await router.idle()
        // Only the screens still shown, and those the last transition record names, hold
        // view models.
        let recorded = Set((router.lastTransition?.removed ?? []).map(\.id)).subtracting(router.state.allScreens.map(\.id))
        #expect(liveModels.load(ordering: .relaxed) - baseline == router.state.allScreens.count + recorded.count)
        #expect(router.state.allScreens.count <= 11)
    }

    @Test("a closed router, its scene and its screens are freed")
    func routersAreFreed() async throws {
        let baseline = liveModels.load(ordering: .relaxed)
        let registry = try Self.registry()
        weak var weakRouter: NavigationRouter?
        do {
            let router = NavigationRouter(scene: NavigationScene(id: "closing"), registry: registry)
            weakRouter = router
            _ = router.addObserver { _ in }
            _ = try await router.navigate(toPath: "/a").result.get()
            _ = try await router.navigate(toPath: "/b/1").result.get()
            router.close()
        }
        #expect(weakRouter == nil)
        #expect(liveModels.load(ordering: .relaxed) == baseline)
        #expect(registry.routers.isEmpty)
    }

    @Test("a router released while a navigation waits for a login is freed once it is closed")
    func pendingNavigationDoesNotLeak() async throws {
        let registry = try Self.registry()
        try registry.bind(route: NavigationRoute(path: "/account", type: TrackedViewModel.self))
        let auth = InMemoryAuthenticationHandler()
        auth.completesLoginImmediately = false
        registry.authenticationHandler = auth
        weak var weakRouter: NavigationRouter?
        var handle: NavigationHandle?
        do {
            let router = NavigationRouter(scene: NavigationScene(id: "pending"), registry: registry)
            weakRouter = router
            _ = try await router.navigate(toPath: "/a").result.get()
            handle = router.navigate(toPath: "/account")
            await router.idle()
            #expect(router.pendingNavigation != nil)
            router.close()
        }
        guard case .failure(let error)? = await handle?.result else {
            Issue.record("the pending navigation did not end with an error")
            return
        }
        #expect(error.code == .sceneClosed)
        #expect(weakRouter == nil)
    }
}

/// Flows and timers (in the same serialized suite: the live-model counter is shared).
extension LeakTests {
    @Test("a closed router whose navigation is taken over by a flow shown in another scene is freed")
    func flowInAnotherScene() async throws {
        let registry = try Self.registry()
        let other = NavigationRouter(scene: NavigationScene(id: "other"), registry: registry)
        _ = try await other.navigate(toPath: "/a").result.get()
        try registry.interceptNavigation(toPath: "/m") { _, next in
            other.navigate(toPath: "/b/1", interceptionExecutionFlow: NavigationInterceptionFlow(completion: next))
        }
        weak var weakRouter: NavigationRouter?
        var handle: NavigationHandle?
        do {
            let router = NavigationRouter(scene: NavigationScene(id: "taken-over"), registry: registry)
            weakRouter = router
            _ = try await router.navigate(toPath: "/a").result.get()
            handle = router.navigate(toPath: "/m")
            await other.idle()
            #expect(other.state.topScreen?.path == "/b/1")
            router.close()
        }
        #expect(await handle?.result.error?.code == .sceneClosed)
        #expect(weakRouter == nil)
        // The flow shown in the other scene can still be continued: it does nothing.
        (other.state.topScreen?.viewModel as? TrackedViewModel)?.navigationInterceptionExecutionFlow?.continue()
        await other.idle()
        #expect(other.state.allScreens.map(\.path) == ["/a", "/b/1"])
    }

    @Test("a closed router whose own screen holds a take-over flow is freed")
    func flowInSameScene() async throws {
        let registry = try Self.registry()
        try registry.interceptNavigation(toPath: "/m") { router, next in
            router.navigate(toPath: "/b/2", interceptionExecutionFlow: NavigationInterceptionFlow(completion: next))
        }
        weak var weakRouter: NavigationRouter?
        do {
            let router = NavigationRouter(scene: NavigationScene(id: "self-taken-over"), registry: registry)
            weakRouter = router
            _ = try await router.navigate(toPath: "/a").result.get()
            router.navigate(toPath: "/m")
            await router.idle()
            #expect(router.state.topScreen?.path == "/b/2")
            router.close()
        }
        #expect(weakRouter == nil)
    }

    @Test("a pending navigation's timeout does not keep a closed router alive")
    func timeoutTask() async throws {
        let registry = try Self.registry()
        try registry.bind(route: NavigationRoute(path: "/account", type: TrackedViewModel.self))
        let auth = InMemoryAuthenticationHandler()
        auth.completesLoginImmediately = false
        registry.authenticationHandler = auth
        registry.pendingNavigationTimeout = .seconds(3_600)
        weak var weakRouter: NavigationRouter?
        do {
            let router = NavigationRouter(scene: NavigationScene(id: "timer"), registry: registry)
            weakRouter = router
            _ = try await router.navigate(toPath: "/a").result.get()
            router.navigate(toPath: "/account")
            await router.idle()
            router.close()
        }
        #expect(weakRouter == nil)
    }
}

extension Result where Failure == NavigationError {
    var error: NavigationError? {
        if case .failure(let error) = self { return error }
        return nil
    }
}
