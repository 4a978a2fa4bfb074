import PathRouter
import PathRouterLocking
import PathRouterTestSupport
import Testing

/// A view model whose deinit reads the scene it lived in, as an app's cleanup code may.
final class CleanupViewModel: RoutableViewModel {
    /// The router its deinit reads, and what it saw.
    static let router = Locked.make(NavigationRouter?.none)
    static let seen = Locked.make([String]())

    var navigationInterceptionExecutionFlow: NavigationInterceptionFlow? {
        get { nil }
        set {}
    }
    init(parameters: [String: String]?) {}

    deinit {
        let router = Self.router.withLock { $0 }
        let top = router?.state.topScreen?.path ?? "none"
        Self.seen.withLock { $0.append(top) }
    }
}

@Suite("View model lifetimes", .serialized)
struct ViewModelLifetimeTests {
    @Test(
        "a view model released by a later change may read the scene in its deinit (no app code runs under the scene's lock)",
        .timeLimit(.minutes(10)))
    func deinitReadsTheScene() async throws {
        let registry = NavigationRegistry()
        try registry.bind(routes: [
            NavigationRoute(path: "/home", type: RecordingViewModel.self, requiresAuthentication: false),
            NavigationRoute(path: "/cleanup", type: CleanupViewModel.self, requiresAuthentication: false),
            NavigationRoute(path: "/next", type: RecordingViewModel.self, requiresAuthentication: false),
        ])
        let router = NavigationRouter(scene: NavigationScene(id: "lifetimes"), registry: registry)
        CleanupViewModel.router.withLock { $0 = router }
        CleanupViewModel.seen.withLock { $0 = [] }
        _ = try await router.navigate(toPath: "/home", embedInNavigationView: true).result.get()
        _ = try await router.navigate(toPath: "/cleanup").result.get()
        _ = try await router.pop().result.get()
        // The pop's record still holds the screen; the next change releases it.
        _ = try await router.navigate(toPath: "/next").result.get()
        await router.idle()
        #expect(CleanupViewModel.seen.withLock { $0 } == ["/next"])
        CleanupViewModel.router.withLock { $0 = nil }
    }
}
