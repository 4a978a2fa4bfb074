import PathRouter
import PathRouterModules
import PathRouterTestSupport
import Testing

/// A module value that binds one route named by what it holds.
private struct PathFeature: FeatureModule {
    let path: String
    func registerRoutes() throws {
        try NavigationRouter.bind(route: NavigationRoute(path: path, requiresAuthentication: false) { _ in Page(path: path) })
    }
}

private struct OtherFeature: FeatureModule {
    let path: String
    func registerRoutes() throws {
        try NavigationRouter.bind(route: NavigationRoute(path: path, requiresAuthentication: false) { _ in Page(path: path) })
    }
}

private struct Page: ScreenViewModel {
    var navigationInterceptionExecutionFlow: NavigationInterceptionFlow?
    let path: String
}

private struct TypedModule: RoutableModule {
    init() {}
    func registerRoutes() throws {
        try NavigationRouter.bind(route: NavigationRoute(path: "/typed", type: ScreenModel.self, requiresAuthentication: false))
    }
}

@Suite("Modules as values")
struct FeatureModuleTests {
    @Test("module values load in order into the registry named, each type once, beside type-listed modules")
    func load() async throws {
        let registry = NavigationRegistry()
        #expect(try RoutableModulesFactory.load([PathFeature(path: "/a"), OtherFeature(path: "/b"), PathFeature(path: "/c")], into: registry) == 2)
        #expect(registry.routes.map(\.path) == ["/a", "/b"])
        #expect(try RoutableModulesFactory.load([PathFeature(path: "/d")], into: registry) == 0)
        #expect(try RoutableModulesFactory.loadRoutableModules([TypedModule.self], into: registry).count == 1)
        #expect(NavigationRegistry.shared.route(forPattern: "/a") == nil)
        let router = NavigationRouter(scene: NavigationScene(id: "features"), registry: registry)
        let outcome = try await router.navigate(toPath: "/b").result.get()
        #expect((outcome.screen?.viewModel as? Page)?.path == "/b")
    }

    @Test("loading is all or nothing: a module that fails leaves nothing bound, names itself, and may be loaded again")
    func allOrNothing() throws {
        let registry = NavigationRegistry()
        let error = #expect(throws: NavigationError.self) {
            try RoutableModulesFactory.load([PathFeature(path: "/fine"), OtherFeature(path: "/bad//pattern")], into: registry)
        }
        #expect(error?.code == .moduleLoadFailed && error?.reason.contains("module OtherFeature failed to register") == true)
        #expect(registry.routes.isEmpty)
        #expect(try RoutableModulesFactory.load([PathFeature(path: "/fine"), OtherFeature(path: "/good")], into: registry) == 2)
    }
}
