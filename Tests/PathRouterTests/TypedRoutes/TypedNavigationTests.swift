import PathRouter
import PathRouterAuth
import PathRouterLocking
import PathRouterTestSupport
import Testing

/// An order, shown under the orders list (a placement chain).
struct OrderRoute: RouteValue {
    static let pattern = "/orders/:order"
    var order: UInt32
    init(order: UInt32) { self.order = order }
    init(_ fields: RouteFields) throws(NavigationError) { order = try fields.value("order") }
    func encode(to fields: inout RouteFields) { fields.set("order", order) }
}

/// The account page, protected.
struct AccountRoute: RouteValue {
    static let pattern = "/account"
    init() {}
    init(_ fields: RouteFields) throws(NavigationError) {}
    func encode(to fields: inout RouteFields) {}
}

/// Typed navigations are the navigations to the paths their values print: the same states,
/// events and records, through every rule.
@Suite("Typed routes: navigating")
struct TypedNavigationTests {
    /// A shop whose catalog is a dependency of its product route; `/products/13` is vetoed by
    /// an interceptor, `/items/:id` redirects to products, orders sit under `/orders`.
    static func makeShop(catalog: Catalog = Catalog(names: [42: "Teapot"])) throws -> NavigationRegistry {
        let registry = NavigationRegistry()
        try registry.bind(routes: [
            NavigationRoute(path: "/", type: RecordingViewModel.self, requiresAuthentication: false),
            NavigationRoute(ProductRoute.self, requiresAuthentication: false, allowedExternally: true) { product in
                ProductScreen(product: product, catalog: catalog)
            },
            .redirect(from: "/items/:id", to: "/products/:id"),
            NavigationRoute(path: "/orders", type: RecordingViewModel.self, requiresAuthentication: false),
            NavigationRoute(OrderRoute.self, requiresAuthentication: false, placement: RoutePlacement(parent: "/orders")) { order in
                ValuePage(value: order)
            },
            NavigationRoute(AccountRoute.self) { account in ValuePage(value: account) },
        ])
        try registry.interceptNavigation(toPath: "/products/13") { _, _ in .cancel(reason: "unlucky") }
        registry.authenticationHandler = InMemoryAuthenticationHandler(authenticated: false)
        return registry
    }

    /// A router whose transitions and events are written down as lines.
    final class Recorder: Sendable {
        let router: NavigationRouter
        let lines = Locked.make([String]())
        private let observations: (SceneObservation, EventObservation)

        init(_ registry: NavigationRegistry) {
            router = NavigationRouter(scene: NavigationScene(id: "shop"), registry: registry, screenIDs: Screen.ID.Source())
            let lines = lines
            observations = (
                router.addObserver { change in lines.withLock { $0.append("record \(change.transition)") } },
                router.addEventObserver { event in
                    lines.withLock { $0.append("event \(event.phase) \(event.path) \(event.code.map { "\($0)" } ?? "")") }
                }
            )
        }

        deinit {
            observations.0.cancel()
            observations.1.cancel()
        }
    }

    /// One step: the typed navigation and the string one it must equal.
    struct Step: Sendable, CustomStringConvertible {
        let typed: @Sendable (NavigationRouter) -> NavigationHandle
        let path: String
        var externally = false
        var modal = false
        var replace = false
        var description: String { path }
    }

    static let steps: [Step] = [
        Step(typed: { $0.navigate(to: ProductRoute(id: 42)) }, path: "/products/42"),
        Step(typed: { $0.navigate(to: ProductRoute(id: 7, ref: "mail & more", sort: .top)) }, path: "/products/7?ref=mail%20%26%20more&sort=top"),
        Step(typed: { $0.navigate(to: ProductRoute(id: 13)) }, path: "/products/13"),
        Step(typed: { $0.navigate(to: OrderRoute(order: 9)) }, path: "/orders/9"),
        Step(typed: { $0.navigate(to: AccountRoute()) }, path: "/account"),
        Step(typed: { $0.navigate(to: OrderRoute(order: 3), externally: true) }, path: "/orders/3", externally: true),
        Step(typed: { $0.navigate(to: ProductRoute(id: -1), externally: true) }, path: "/products/-1", externally: true),
        Step(typed: { $0.navigate(to: ProductRoute(id: 5), modal: true) }, path: "/products/5", modal: true),
        Step(typed: { $0.navigate(to: ProductRoute(id: 6), replace: true) }, path: "/products/6", replace: true),
    ]

    @Test("each typed navigation gives the same result, state, records and events as the string one")
    func sameAsStrings() async throws {
        let typed = Recorder(try Self.makeShop())
        let strings = Recorder(try Self.makeShop())
        for step in Self.steps {
            let typedResult = await step.typed(typed.router).result
            let stringResult = await strings.router.navigate(
                toPath: step.path, replace: step.replace, externally: step.externally, modal: step.modal
            ).result
            await typed.router.idle()
            await strings.router.idle()
            switch (typedResult, stringResult) {
            case (.success(let a), .success(let b)):
                #expect(a.transition.description == b.transition.description, "\(step)")
            case (.failure(let a), .failure(let b)):
                #expect(a.code == b.code && a.reason == b.reason && a.path == b.path, "\(step)")
            default:
                Issue.record("\(step): typed \(typedResult), string \(stringResult)")
            }
            #expect(typed.router.state.description == strings.router.state.description, "\(step)")
        }
        #expect(typed.lines.withLock { $0 } == strings.lines.withLock { $0 })
        // The rules applied: the veto, the login gate, the link policy, the placement chain.
        let lines = typed.lines.withLock { $0 }
        #expect(lines.contains("event cancelled /products/13 interceptorCancelled"))
        #expect(lines.contains("event waitingForLogin /account "))
        #expect(lines.contains("event refused /orders/3 externalNavigationRefused"))
        #expect(lines.contains("record push +/orders, +/orders/9"))
    }

    @Test("the screen holds the value: its view model gets it with the dependency, and the screen reads it back")
    func valueReadBack() async throws {
        let router = NavigationRouter(scene: NavigationScene(id: "read"), registry: try Self.makeShop())
        let outcome = try await router.navigate(to: ProductRoute(id: 42, ref: "home", sort: .cheapest)).result.get()
        let screen = try #require(outcome.screen)
        let page = try #require(screen.viewModel as? ProductScreen)
        #expect(page.product == ProductRoute(id: 42, ref: "home", sort: .cheapest))
        #expect(page.catalog.name(of: page.product.id) == "Teapot")
        #expect(screen.routeValue(as: ProductRoute.self) == page.product)
        #expect(screen.routeValue(as: OrderRoute.self) == nil)
        #expect(screen.path == "/products/42?ref=home&sort=cheapest")
    }

    @Test("a saved scene keeps paths: restored, a typed route's screen is built again from its path, with the dependency")
    func savedAndRestored() async throws {
        let registry = try Self.makeShop()
        let router = NavigationRouter(scene: NavigationScene(id: "saved"), registry: registry)
        _ = try await router.navigate(to: ProductRoute(id: 42, sort: .top)).result.get()
        let saved = router.savedState()
        #expect(saved.root?.allPaths == ["/products/42?sort=top"])
        let restored = NavigationRouter(scene: NavigationScene(id: "restored"), registry: registry)
        #expect(await restored.restore(saved).failures.isEmpty)
        let page = try #require(restored.state.topScreen?.viewModel as? ProductScreen)
        #expect(page.product == ProductRoute(id: 42, sort: .top) && page.catalog.name(of: 42) == "Teapot")
    }

    @Test("a link or a redirect to a typed route gives its view model the value the path describes")
    func linksAndRedirects() async throws {
        let registry = try Self.makeShop()
        let router = NavigationRouter(scene: NavigationScene(id: "links"), registry: registry)
        let outcome = try await router.navigate(toPath: "/items/42?ref=old", externally: true).result.get()
        #expect(outcome.redirectedFrom == "/items/42?ref=old")
        #expect((outcome.screen?.viewModel as? ProductScreen)?.product == ProductRoute(id: 42, ref: "old"))
    }

    @Test("a path whose parameters do not read as the value's fields is refused before anything is built, naming the field")
    func unreadablePath() async throws {
        let router = NavigationRouter(scene: NavigationScene(id: "bad"), registry: try Self.makeShop())
        let error = try #require(await router.navigate(toPath: "/products/abc").result.failure)
        #expect(error.code == .invalidParameter)
        #expect(error.reason.contains("parameter 'id' is 'abc', which does not read as Int as ProductRoute declares"))
        let badQuery = try #require(await router.navigate(toPath: "/products/1?sort=oldest").result.failure)
        #expect(badQuery.code == .invalidParameter && badQuery.reason.contains("'sort'") && badQuery.path == "/products/1?sort=oldest")
        #expect(router.state.allScreens.isEmpty)
    }

    @Test("a value whose type no route is bound for is refused at once, and so is a field that cannot be printed")
    func unboundAndUnprintable() async throws {
        let registry = NavigationRegistry()
        let router = NavigationRouter(scene: NavigationScene(id: "none"), registry: registry)
        let error = try #require(await router.navigate(to: ProductRoute(id: 1)).result.failure)
        #expect(error.code == .routeNotFound && error.reason.contains("no route is bound for ProductRoute"))
        try registry.bind(route: NavigationRoute(ValueRoute.self, requiresAuthentication: false) { ValuePage(value: $0) })
        let empty = try #require(await router.navigate(to: ValueRoute(name: "")).result.failure)
        #expect(empty.code == .invalidParameter && empty.reason.contains("'name' is empty"))
        #expect(router.state.allScreens.isEmpty)
        #expect(try registry.path(for: ValueRoute(name: "Ada L/2")) == "/values/Ada%20L%2F2")
    }

    @Test("the manifest names the value type beside the view model, and lists the fields as parameters")
    func manifest() throws {
        let route = try #require(try Self.makeShop().manifest().routes.first { $0.pattern == "/products/:id" })
        #expect(route.routeValue == "ProductRoute")
        #expect(route.viewModel == "ProductScreen")
        #expect(route.requiredParameters == ["id"])
        #expect(route.parameterTypes == ["id": "Int", "ref": "String", "sort": "SortOrder"])
        #expect(try Self.makeShop().manifest().json().contains(#""routeValue" : "ProductRoute""#))
    }
}

/// A value with one text field in the path.
struct ValueRoute: RouteValue {
    static let pattern = "/values/:name"
    var name: String
    init(name: String) { self.name = name }
    init(_ fields: RouteFields) throws(NavigationError) { name = try fields.value("name") }
    func encode(to fields: inout RouteFields) { fields.set("name", name) }
}

extension Result {
    var failure: Failure? {
        if case .failure(let error) = self { error } else { nil }
    }
}
