import PathRouter
import PathRouterModules
import PathRouterTesting
import Testing

/// What the shop's product pages need.
protocol ProductRepository: Sendable {
    func name(of id: Int) -> String
}

struct LiveProducts: ProductRepository {
    func name(of id: Int) -> String { "product \(id) from the server" }
}

struct StubProducts: ProductRepository {
    let names: [Int: String]
    func name(of id: Int) -> String { names[id] ?? "missing" }
}

/// The app's dependencies, in one value.
struct ShopDependencies: Sendable {
    var products: any ProductRepository
    var greeting: String
    static let live = ShopDependencies(products: LiveProducts(), greeting: "Welcome")
}

struct ShopProduct: RouteValue {
    static let pattern = "/shop/:id"
    var id: Int
    init(id: Int) { self.id = id }
    init(_ fields: RouteFields) throws(NavigationError) { id = try fields.value("id") }
    func encode(to fields: inout RouteFields) { fields.set("id", id) }
}

struct ShopProductViewModel: ScreenViewModel {
    var navigationInterceptionExecutionFlow: NavigationInterceptionFlow?
    let title: String
}

struct WelcomeViewModel: ScreenViewModel {
    var navigationInterceptionExecutionFlow: NavigationInterceptionFlow?
    let text: String
}

/// Modules as values, each holding the dependencies its routes need.
struct CatalogFeature: FeatureModule {
    let products: any ProductRepository
    func registerRoutes() throws {
        try NavigationRouter.bind(
            route: NavigationRoute(ShopProduct.self, requiresAuthentication: false) { product in
                ShopProductViewModel(title: products.name(of: product.id))
            })
    }
}

struct WelcomeFeature: FeatureModule {
    let greeting: String
    func registerRoutes() throws {
        try NavigationRouter.bind(
            route: NavigationRoute(path: "/welcome", requiresAuthentication: false) { _ in
                WelcomeViewModel(text: greeting)
            })
    }
}

enum ShopFeatures {
    static func all(_ dependencies: ShopDependencies) -> [any FeatureModule] {
        [CatalogFeature(products: dependencies.products), WelcomeFeature(greeting: dependencies.greeting)]
    }
}

@Suite("The test kit: dependencies")
struct DependencyOverrideTests {
    @Test("a test replaces one dependency for itself: the app's modules, a stub repository, the rest live")
    func overrideOneDependency() async throws {
        var dependencies = ShopDependencies.live
        dependencies.products = StubProducts(names: [42: "Teapot"])
        let test = try NavigationTest(modules: ShopFeatures.all(dependencies), mode: .relaxed)
        let main = try test.scene()
        let outcome = try await main.navigate(to: ShopProduct(id: 42))
        #expect((outcome.screen?.viewModel as? ShopProductViewModel)?.title == "Teapot")
        let welcome = try await main.navigate(to: "/welcome")
        #expect((welcome.screen?.viewModel as? WelcomeViewModel)?.text == "Welcome")
        try main.expectTransitions(["replaceRoot +/shop/42", "push +/welcome"])
        try test.finish()
    }

    @Test("another test, at the same time, gets the live dependencies: nothing is global")
    func liveMeanwhile() async throws {
        let test = try NavigationTest(modules: ShopFeatures.all(.live))
        let main = try test.scene()
        let outcome = try await main.navigate(to: ShopProduct(id: 7))
        #expect((outcome.screen?.viewModel as? ShopProductViewModel)?.title == "product 7 from the server")
        try main.expectTransitions(["replaceRoot +/shop/7"])
        try main.expectEvents(["started /shop/7", "matched /shop/7", "landed /shop/7", "screenViewed /shop/7 target"])
        try test.finish()
    }
}
