import PathRouter
import Testing

/// A reused screen of a typed route gives its view model the new value.
@Suite("Typed reuse")
struct TypedReuseTests {
    struct Product: RouteValue {
        static let pattern = "/products/:id"
        var id: Int
        init(id: Int) { self.id = id }
        init(_ fields: RouteFields) throws(NavigationError) { id = try fields.value("id") }
        func encode(to fields: inout RouteFields) { fields.set("id", id) }
    }

    struct ProductModel: RouteValueScreenViewModel {
        var navigationInterceptionExecutionFlow: NavigationInterceptionFlow?
        var product: Product
        var reuses = 0
        mutating func navigationReused(with value: Product) {
            product = value
            reuses += 1
        }
    }

    @MainActor
    final class LiveProductModel: MainActorRouteValueScreenViewModel {
        var navigationInterceptionExecutionFlow: NavigationInterceptionFlow?
        var product: Product
        init(product: Product) { self.product = product }
        func navigationReused(with value: Product) { product = value }
    }

    @Test("a value view model takes the new value on a .singleTop reuse, once")
    func valueModel() async throws {
        let registry = NavigationRegistry()
        try registry.bind(
            route: NavigationRoute(Product.self, requiresAuthentication: false, reuse: .singleTop(identifiedBy: [])) { ProductModel(product: $0) })
        let router = NavigationRouter(scene: NavigationScene(id: "main"), registry: registry, screenIDs: Screen.ID.Source())
        let first = try #require(try await router.navigate(to: Product(id: 1)).result.get().screen)
        let second = try await router.navigate(to: Product(id: 2)).result.get()
        #expect(second.reused && second.screen?.id == first.id)
        let model = try #require(router.state.topScreen?.viewModel as? ProductModel)
        #expect(model.product.id == 2 && model.reuses == 1)
        #expect(router.state.topScreen?.routeValue(as: Product.self)?.id == 2)
    }

    @Test("a main-actor view model takes the new value on the main actor")
    @MainActor
    func mainActorModel() async throws {
        let registry = NavigationRegistry()
        try registry.bind(
            route: NavigationRoute(Product.self, requiresAuthentication: false, reuse: .singleTop(identifiedBy: [])) { LiveProductModel(product: $0) })
        let router = NavigationRouter(scene: NavigationScene(id: "main"), registry: registry, screenIDs: Screen.ID.Source())
        _ = try await router.navigate(to: Product(id: 1)).result.get()
        _ = try await router.navigate(to: Product(id: 3)).result.get()
        let model = try #require(router.state.topScreen?.viewModel as? LiveProductModel)
        for _ in 0..<10_000 where model.product.id != 3 { await Task.yield() }
        #expect(model.product.id == 3)
    }
}
