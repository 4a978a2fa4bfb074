import PathRouter
import PathRouterMacros
import Testing

@TypedRoute("/products/:id")
struct Product {
    var id: Int
    var tab: String?
}

@TypedRoute("/orders/{order}/items/:item")
struct OrderItem {
    var order: UInt32
    var item: String
    var gift: Bool
}

enum Sort: String, RouteField, CaseIterable {
    case newest, cheapest
}

@TypedRoute("/search")
struct Search {
    var query: String
    var sort: Sort?
    var page: Int?
}

struct Page<Value: RouteValue>: ScreenViewModel {
    var navigationInterceptionExecutionFlow: NavigationInterceptionFlow?
    let value: Value
}

/// Types written by the macro are typed routes like hand-written ones: bound, checked,
/// navigated to, read back.
@Suite("The @TypedRoute macro in use")
struct TypedRouteInUseTests {
    static func makeRouter() throws -> NavigationRouter {
        let registry = NavigationRegistry()
        try registry.bind(routes: [
            NavigationRoute(Product.self, requiresAuthentication: false) { Page(value: $0) },
            NavigationRoute(OrderItem.self, requiresAuthentication: false) { Page(value: $0) },
            NavigationRoute(Search.self, requiresAuthentication: false) { Page(value: $0) },
        ])
        return NavigationRouter(scene: NavigationScene(id: "macro"), registry: registry)
    }

    @Test("the written mapping prints, navigates and reads back, path and query")
    func navigate() async throws {
        let router = try Self.makeRouter()
        let values: [(any RouteValue, String)] = [
            (Product(id: 42, tab: "reviews"), "/products/42?tab=reviews"),
            (Product(id: -1, tab: nil), "/products/-1"),
            (OrderItem(order: 7, item: "tea pot", gift: true), "/orders/7/items/tea%20pot?gift=true"),
            (Search(query: "a&b", sort: .cheapest, page: 2), "/search?page=2&query=a%26b&sort=cheapest"),
        ]
        for (value, path) in values {
            #expect(try router.registry.pathOf(value) == path)
            let screen = try #require(try await navigate(router, to: value).screen)
            #expect(screen.path == path)
        }
        #expect(router.state.topScreen?.routeValue(as: Search.self) == Search(query: "a&b", sort: .cheapest, page: 2))
        let item = try #require(router.state.allScreens.first { $0.pattern == OrderItem.pattern })
        #expect((item.viewModel as? Page<OrderItem>)?.value == OrderItem(order: 7, item: "tea pot", gift: true))
    }

    func navigate(_ router: NavigationRouter, to value: some RouteValue) async throws -> NavigationOutcome {
        try await router.navigate(to: value).result.get()
    }

    @Test("the manifest names the macro's types")
    func manifest() throws {
        let names = try Self.makeRouter().registry.manifest().routes.compactMap(\.routeValue)
        #expect(names == ["Product", "OrderItem", "Search"])
    }
}

extension NavigationRegistry {
    /// `path(for:)` for a value whose type is erased (opened as a generic argument).
    func pathOf(_ value: any RouteValue) throws -> String {
        try printed(value)
    }

    private func printed<Value: RouteValue>(_ value: Value) throws -> String {
        try path(for: value)
    }
}
