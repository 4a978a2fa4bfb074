import PathRouter
import PathRouterModules
import PathRouterLocking
import PathRouterTestSupport
import Testing

/// Counts how many times each fixture module was created, to prove modules load once.
private let creations = Locked<[String: Int]>.make([:])

private func recordCreation(_ name: String) {
    creations.withLock { $0[name, default: 0] += 1 }
}

private struct HomeModule: RoutableModule {
    init() { recordCreation("Home") }
    func registerRoutes() throws {
        try NavigationRouter.bind(route: route("/home"))
    }
}

private struct ShopModule: RoutableModule {
    init() { recordCreation("Catalog") }
    func registerRoutes() throws {
        try NavigationRouter.bind(routes: [route("/products"), route("/products/:id")])
    }
}

private struct ConflictingModule: RoutableModule {
    init() {}
    func registerRoutes() throws {
        try NavigationRouter.bind(route: route("/products/{productID}"))
    }
}

private struct BrokenPatternModule: RoutableModule {
    init() {}
    func registerRoutes() throws {
        try NavigationRouter.bind(route: route("/bad/:"))
    }
}

private struct OrderModuleA: RoutableModule {
    init() {}
    func registerRoutes() throws { try NavigationRouter.bind(route: route("/order/a")) }
}

private struct OrderModuleB: RoutableModule {
    init() {}
    func registerRoutes() throws { try NavigationRouter.bind(route: route("/order/b")) }
}

private struct ThrowingModule: RoutableModule {
    struct Failure: Error {}
    init() {}
    func registerRoutes() throws { throw Failure() }
}

@Suite("Routable modules", .serialized)
struct RoutableModulesTests {
    @Test("modules load in the order given into the chosen registry")
    func loadsInOrder() throws {
        let registry = NavigationRegistry()
        let loaded = try RoutableModulesFactory.loadRoutableModules(
            [OrderModuleB.self, OrderModuleA.self, ShopModule.self], into: registry)
        #expect(loaded.map { "\($0)" } == ["OrderModuleB", "OrderModuleA", "ShopModule"])
        #expect(registry.routes.map(\.path) == ["/order/b", "/order/a", "/products", "/products/:id"])
        #expect(NavigationRegistry.shared.route(forPattern: "/order/a") == nil)
    }

    @Test("a module is loaded once per registry, however often it is listed or loaded")
    func loadsOnce() throws {
        let registry = NavigationRegistry()
        let before = creations.withLock { $0["Home", default: 0] }
        try RoutableModulesFactory.loadRoutableModules([HomeModule.self, HomeModule.self], into: registry)
        let again = try RoutableModulesFactory.loadRoutableModules([HomeModule.self], into: registry)
        #expect(again.isEmpty)
        #expect(creations.withLock { $0["Home", default: 0] } == before + 1)
        #expect(registry.routes.map(\.path) == ["/home"])

        let other = NavigationRegistry()
        try RoutableModulesFactory.loadRoutableModules([HomeModule.self], into: other)
        #expect(other.routes.map(\.path) == ["/home"])
    }

    @Test(
        "a failing module loads nothing of its call, names the module, and can be fixed and retried",
        arguments: [
            ["ConflictingModule"], ["BrokenPatternModule"], ["ThrowingModule"],
        ])
    func failureIsAtomic(failing: [String]) throws {
        let registry = NavigationRegistry()
        try registry.bind(route: route("/app"))
        let failingModule: any RoutableModule.Type =
            switch failing[0] {
            case "ConflictingModule": ConflictingModule.self
            case "BrokenPatternModule": BrokenPatternModule.self
            default: ThrowingModule.self
            }
        let error = #expect(throws: NavigationError.self) {
            try RoutableModulesFactory.loadRoutableModules([ShopModule.self, failingModule], into: registry)
        }
        #expect(error?.code == .moduleLoadFailed)
        #expect(error?.reason.contains(failing[0]) == true, "\(error?.reason ?? "")")
        #expect(registry.routes.map(\.path) == ["/app"])
        // Nothing counts as loaded, so a corrected list loads the good module.
        let loaded = try RoutableModulesFactory.loadRoutableModules([ShopModule.self], into: registry)
        #expect(loaded.count == 1)
        #expect(registry.routes.map(\.path) == ["/app", "/products", "/products/:id"])
    }

    @Test("a module conflicting with a route bound earlier by the app reports both patterns")
    func conflictNamesPatterns() throws {
        let registry = try registry(["/products/:id"])
        let error = #expect(throws: NavigationError.self) {
            try RoutableModulesFactory.loadRoutableModules([ConflictingModule.self], into: registry)
        }
        #expect(error?.path == "/products/{productID}")
        #expect(error?.reason.contains("/products/:id") == true)
    }

    @Test("concurrent loads of the same modules register them once")
    func concurrentLoads() async throws {
        let registry = NavigationRegistry()
        await withTaskGroup(of: Void.self) { group in
            for _ in 0..<8 {
                group.addTask { _ = try? RoutableModulesFactory.loadRoutableModules([OrderModuleA.self, OrderModuleB.self], into: registry) }
            }
        }
        #expect(registry.routes.map(\.path).sorted() == ["/order/a", "/order/b"])
    }
}
