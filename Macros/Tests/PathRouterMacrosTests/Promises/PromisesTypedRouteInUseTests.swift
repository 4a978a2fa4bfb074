import OtherModuleRoutes
import PathRouter
import PathRouterMacros
import Testing

/// Typed routes written by `@TypedRoute` (and by hand, per the docs), bound, printed, navigated
/// to and read back: the documented values, word for word.
@Suite("The @TypedRoute macro as its docs promise: values round-trip")
struct PromisesTypedRouteInUseTests {
    static func router(_ routes: [NavigationRoute], _ name: String) throws -> NavigationRouter {
        let registry = NavigationRegistry()
        try registry.bind(routes: routes)
        return NavigationRouter(scene: NavigationScene(id: name), registry: registry)
    }

    func screen(_ router: NavigationRouter, _ value: some RouteValue) async throws -> Screen {
        try #require(try await router.navigate(to: value).result.get().screen)
    }

    @Test(
        "Macros/README.md: Product(id: 42, tab: \"reviews\") navigates to /products/42?tab=reviews; README: path(for:) prints /products/42?tab=specs, routeValue(as:) reads 42"
    )
    func readmeProduct() async throws {
        let router = try Self.router([NavigationRoute(PromisesReadmeProduct.self, requiresAuthentication: false) { PromisesPage(value: $0) }], "readme")
        #expect(try router.registry.path(for: PromisesReadmeProduct(id: 42, tab: "specs")) == "/products/42?tab=specs")
        let shown = try await screen(router, PromisesReadmeProduct(id: 42, tab: "reviews"))
        #expect(shown.path == "/products/42?tab=reviews")
        #expect(router.state.topScreen?.routeValue(as: PromisesReadmeProduct.self)?.id == 42)
        #expect(shown.routeValue(as: PromisesReadmeProduct.self) == PromisesReadmeProduct(id: 42, tab: "reviews"))
        #expect(try router.registry.path(for: PromisesReadmeProduct(id: 42, tab: nil)) == "/products/42")
    }

    @Test("Macros/README.md: NewPaymentRoute(from: 7), from another module, is /payments/7?page=1")
    func newPaymentFromAnotherModule() async throws {
        let router = try Self.router([NavigationRoute(PromisesNewPaymentRoute.self, requiresAuthentication: false) { PromisesPage(value: $0) }], "payment")
        let payment = PromisesNewPaymentRoute(from: 7)
        #expect(payment.from == 7 && payment.note == nil && payment.page == 1)
        #expect(try router.registry.path(for: payment) == "/payments/7?page=1")
        let full = PromisesNewPaymentRoute(from: 7, note: "rent", page: 2)
        #expect(full.from == 7 && full.note == "rent" && full.page == 2)
        #expect(try router.registry.path(for: full) == "/payments/7?note=rent&page=2")
        let shown = try await screen(router, payment)
        #expect(shown.path == "/payments/7?page=1")
        #expect(shown.routeValue(as: PromisesNewPaymentRoute.self) == payment)
        #expect(try await screen(router, full).routeValue(as: PromisesNewPaymentRoute.self) == full)
    }

    @Test("Macros/README.md: a public memberwise initialiser has Swift's defaults (initial value, nil for T? and T!), in order; its values are the arguments")
    func publicDefaults() async throws {
        let router = try Self.router([NavigationRoute(PromisesDefaults.self, requiresAuthentication: false) { PromisesPage(value: $0) }], "defaults")
        let least = PromisesDefaults(id: 1, spelled: nil, aliased: nil, kind: "k")
        #expect(least.id == 1 && least.plain == nil && least.picked == nil && least.spelled == nil && least.aliased == nil)
        #expect(least.kind == "k" && least.page == 3 && least.title == "computed")
        #expect(try router.registry.path(for: least) == "/promises/defaults/1?kind=k&page=3")
        let full = PromisesDefaults(id: 2, plain: "p", picked: 5, spelled: 6, aliased: "a", kind: "k", page: 4)
        #expect(full.plain == "p" && full.picked == 5 && full.spelled == 6 && full.aliased == "a" && full.page == 4)
        #expect(try router.registry.path(for: full) == "/promises/defaults/2?aliased=a&kind=k&page=4&picked=5&plain=p&spelled=6")
        #expect(try await screen(router, full).routeValue(as: PromisesDefaults.self) == full)
        #expect(try await screen(router, least).routeValue(as: PromisesDefaults.self) == least)
    }

    @Test("Macros/README.md: a package struct's memberwise initialiser is package (fields 'to', 'fields', an alias optional)")
    func packageStruct() async throws {
        let router = try Self.router([NavigationRoute(PromisesPackageMove.self, requiresAuthentication: false) { PromisesPage(value: $0) }], "package")
        let move = PromisesPackageMove(to: 5, fields: 6, note: nil)
        #expect(move.to == 5 && move.fields == 6 && move.note == nil)
        #expect(try router.registry.path(for: move) == "/promises/package/5?fields=6")
        let noted = PromisesPackageMove(to: 5, fields: 6, note: "n")
        #expect(try router.registry.path(for: noted) == "/promises/package/5?fields=6&note=n")
        #expect(try await screen(router, noted).routeValue(as: PromisesPackageMove.self) == noted)
        #expect(try await screen(router, move).routeValue(as: PromisesPackageMove.self) == move)
    }

    @Test("Macros/README.md: an optional spelled through an alias is a query field like String?: absent when nil, reads back")
    func aliasOptionalQuery() async throws {
        let router = try Self.router([NavigationRoute(PromisesNote.self, requiresAuthentication: false) { PromisesPage(value: $0) }], "alias")
        #expect(try router.registry.path(for: PromisesNote(id: 1, note: nil)) == "/promises/notes/1")
        #expect(try router.registry.path(for: PromisesNote(id: 1, note: "tea")) == "/promises/notes/1?note=tea")
        let shown = try await screen(router, PromisesNote(id: 2, note: "a b/c?"))
        #expect(shown.routeValue(as: PromisesNote.self) == PromisesNote(id: 2, note: "a b/c?"))
        let bare = try await screen(router, PromisesNote(id: 3, note: nil))
        #expect(bare.path == "/promises/notes/3")
        #expect(bare.routeValue(as: PromisesNote.self) == PromisesNote(id: 3, note: nil))
        #expect(try PromisesNote(RouteFields(["id": "4"])) == PromisesNote(id: 4, note: nil))
        #expect(try PromisesNote(RouteFields(["id": "4", "note": "x"])) == PromisesNote(id: 4, note: "x"))
    }

    @Test("Macros/README.md: \"/caf\\u{E9}/:id\" is /café/:id")
    func escapedPattern() async throws {
        #expect(PromisesCafe.pattern == "/café/:id")
        let router = try Self.router([NavigationRoute(PromisesCafe.self, requiresAuthentication: false) { PromisesPage(value: $0) }], "cafe")
        let printed = try router.registry.path(for: PromisesCafe(id: 5))
        #expect(printed == "/café/5" || printed == "/caf%C3%A9/5", "printed \(printed)")
        let shown = try await screen(router, PromisesCafe(id: 5))
        #expect(shown.routeValue(as: PromisesCafe.self) == PromisesCafe(id: 5))
        #expect(shown.pattern == "/café/:id")
        let resolved = try await router.navigate(toPath: "/caf%C3%A9/6").result.get().screen
        #expect(resolved?.routeValue(as: PromisesCafe.self) == PromisesCafe(id: 6))
    }

    @Test("Macros/README.md: a backticked property is the field of its name (`default`, `class`)")
    func backticks() async throws {
        let router = try Self.router([NavigationRoute(PromisesKeywords.self, requiresAuthentication: false) { PromisesPage(value: $0) }], "keywords")
        let value = PromisesKeywords(default: 3, class: "x")
        #expect(try router.registry.path(for: value) == "/promises/keywords/3?class=x")
        #expect(try await screen(router, value).routeValue(as: PromisesKeywords.self) == value)
        #expect(try PromisesKeywords(RouteFields(["default": "9"])) == PromisesKeywords(default: 9, class: nil))
    }

    @Test("Macros/README.md: 'var x, y: Int' makes two fields")
    func severalInOneDeclaration() async throws {
        let router = try Self.router([NavigationRoute(PromisesPoint.self, requiresAuthentication: false) { PromisesPage(value: $0) }], "points")
        let value = PromisesPoint(x: 1, y: -2, a: "p", b: nil)
        #expect(try router.registry.path(for: value) == "/promises/points/1/-2?a=p")
        #expect(try router.registry.path(for: PromisesPoint(x: 1, y: 2, a: nil, b: "q")) == "/promises/points/1/2?b=q")
        #expect(try await screen(router, value).routeValue(as: PromisesPoint.self) == value)
    }

    @Test("fields named from, to, fields, routeFields print and read back")
    func labelNamedFields() async throws {
        let router = try Self.router([NavigationRoute(PromisesNamed.self, requiresAuthentication: false) { PromisesPage(value: $0) }], "named")
        let value = PromisesNamed(from: 1, to: 2, fields: "f", routeFields: 9)
        #expect(try router.registry.path(for: value) == "/promises/named/1/2?fields=f&routeFields=9")
        #expect(try router.registry.path(for: PromisesNamed(from: 1, to: 2, fields: nil, routeFields: nil)) == "/promises/named/1/2")
        #expect(try await screen(router, value).routeValue(as: PromisesNamed.self) == value)
    }

    @Test(
        "TypedRoutesAndDependencies.md: a String field where a literal route would take a printed path is refused at bind with invalidRouteValue, naming the field"
    )
    func shadowedAtBind() throws {
        let registry = NavigationRegistry()
        do {
            try registry.bind(routes: [
                NavigationRoute(path: "/promises/shadow/new", requiresAuthentication: false) { _ in PromisesPlain() },
                NavigationRoute(PromisesShadowed.self, requiresAuthentication: false) { PromisesPage(value: $0) },
            ])
            Issue.record("bound")
        } catch {
            #expect(error.code == .invalidRouteValue, "\(error.reason)")
            #expect(error.reason.contains("'id'"), "\(error.reason)")
        }
    }

    @Test("TypedRoutesAndDependencies.md: the hand-written Product with init(_:) binds, prints, navigates, reads back")
    func handWritten() async throws {
        let router = try Self.router([NavigationRoute(PromisesHandProduct.self, requiresAuthentication: false) { PromisesPage(value: $0) }], "hand")
        #expect(try router.registry.path(for: PromisesHandProduct(id: 42)) == "/products/42")
        let shown = try await screen(router, PromisesHandProduct(id: 42, ref: "home"))
        #expect(shown.path == "/products/42?ref=home")
        #expect(shown.routeValue(as: PromisesHandProduct.self) == PromisesHandProduct(id: 42, ref: "home"))
    }

    @Test("README.md: Misspelled is refused at bind with the documented reason")
    func misspelled() throws {
        let registry = NavigationRegistry()
        do {
            try registry.bind(route: NavigationRoute(Misspelled.self, requiresAuthentication: false) { PromisesPage(value: $0) })
            Issue.record("bound")
        } catch {
            #expect(error.code == .invalidRouteValue)
            #expect(
                error.reason == "Misspelled: its pattern '/misspelled/:id' has parameter 'id', which init(_:) does not read as a field (it reads: 'identifier')"
            )
        }
    }
}
