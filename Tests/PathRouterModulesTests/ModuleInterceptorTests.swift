import PathRouter
import PathRouterModules
import PathRouterTestSupport
import Testing

private struct GuardedModule: RoutableModule {
    init() {}
    func registerRoutes() throws {
        try NavigationRouter.bind(routes: [
            NavigationRoute(path: "/guarded", type: ScreenModel.self, requiresAuthentication: false),
            NavigationRoute(path: "/start", type: ScreenModel.self, requiresAuthentication: false),
        ])
    }
    func registerInterceptors() throws {
        try NavigationRouter.interceptNavigation(toPath: "/guarded") { _, next in next(true) }
    }
}

private struct BrokenInterceptorModule: RoutableModule {
    init() {}
    func registerRoutes() throws {
        try NavigationRouter.bind(route: NavigationRoute(path: "/other", type: ScreenModel.self, requiresAuthentication: false))
    }
    func registerInterceptors() throws {
        try NavigationRouter.interceptNavigation(toPath: "/bad//pattern") { _, next in next(nil) }
    }
}

@Suite("Modules and interceptors")
struct ModuleInterceptorTests {
    @Test("a module's interceptors are registered with its routes, into the registry being loaded")
    func moduleInterceptors() async throws {
        let registry = NavigationRegistry()
        try RoutableModulesFactory.loadRoutableModules([GuardedModule.self], into: registry)
        #expect(registry.interceptorTokens.count == 1)
        #expect(NavigationRegistry.shared.route(forPattern: "/guarded") == nil)
        let router = NavigationRouter(scene: NavigationScene(id: "modules"), registry: registry)
        _ = try await router.navigate(toPath: "/start").result.get()
        let error = try #require(await router.navigate(toPath: "/guarded").error)
        #expect(error.code == .interceptorCancelled)
    }

    @Test("a module whose interceptor pattern is bad loads nothing")
    func brokenInterceptor() throws {
        let registry = NavigationRegistry()
        #expect(throws: NavigationError.self) {
            try RoutableModulesFactory.loadRoutableModules([BrokenInterceptorModule.self], into: registry)
        }
        #expect(registry.routes.isEmpty)
        #expect(registry.interceptorTokens.isEmpty)
    }
}
