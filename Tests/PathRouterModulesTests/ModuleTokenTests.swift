import PathRouter
import PathRouterLocking
import PathRouterModules
import PathRouterTestSupport
import Testing

/// The tokens a module kept while it registered.
private enum KeptTokens {
    static let interceptor = Locked.make(InterceptorToken?.none)
    static let leaveGuard = Locked.make(LeaveGuardToken?.none)
}

private struct TokenKeepingModule: RoutableModule {
    init() {}
    func registerRoutes() throws {
        try NavigationRouter.bind(routes: [
            NavigationRoute(path: "/start", type: ScreenModel.self, requiresAuthentication: false),
            NavigationRoute(path: "/blocked", type: ScreenModel.self, requiresAuthentication: false),
        ])
    }
    func registerInterceptors() throws {
        let interceptor = try NavigationRouter.interceptNavigation(toPath: "/blocked") { _, next in next(true) }
        KeptTokens.interceptor.withLock { $0 = interceptor }
        let leaveGuard = try NavigationRouter.guardLeaving("/start") { _ in .stay(reason: "kept by the module") }
        KeptTokens.leaveGuard.withLock { $0 = leaveGuard }
    }
}

/// A token handed out while a module registers acts on the registry the module was loaded into.
@Suite("Module tokens")
struct ModuleTokenTests {
    @Test("tokens a module kept remove what it registered from the registry it was loaded into")
    func tokensRemove() async throws {
        let registry = NavigationRegistry()
        try RoutableModulesFactory.loadRoutableModules([TokenKeepingModule.self], into: registry)
        let router = NavigationRouter(scene: NavigationScene(id: "tokens"), registry: registry)
        _ = try await router.navigate(toPath: "/start").result.get()
        _ = try await router.navigate(toPath: "/start").result.get()
        #expect(await router.navigate(toPath: "/blocked").error?.code == .interceptorCancelled)
        #expect(await router.pop().error?.code == .leaveRefused)

        let interceptor = try #require(KeptTokens.interceptor.withLock { $0 })
        let leaveGuard = try #require(KeptTokens.leaveGuard.withLock { $0 })
        #expect(registry.interceptorTokens == [interceptor])
        #expect(interceptor.cancel())
        #expect(leaveGuard.cancel())
        #expect(!interceptor.cancel() && !leaveGuard.cancel(), "a second remove finds nothing")
        #expect(registry.interceptorTokens.isEmpty)
        _ = try await router.navigate(toPath: "/blocked").result.get()
        _ = try await router.pop().result.get()
        _ = try await router.pop().result.get()
        #expect(router.state.allScreens.map(\.path) == ["/start"])
    }
}
