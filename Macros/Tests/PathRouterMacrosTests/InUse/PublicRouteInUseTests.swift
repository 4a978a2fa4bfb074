import PathRouter
import PathRouterMacros
import Testing

/// A public typed route whose field `from` has the label of `RouteValue`'s `init(_:)`.
@TypedRoute("/payments/:from")
public struct PaymentRoute {
    public var from: Int
    public var note: String?
    public var page: Int = 1
}

/// An optional spelled through an alias: the macro cannot see that it is one.
typealias MaybeNote = String?

@TypedRoute("/notes/:id")
struct Note {
    var id: Int
    var note: MaybeNote
}

/// The memberwise initialiser the macro writes, and a query field whose optional type is an
/// alias, in use.
@Suite("The @TypedRoute macro in use: the memberwise initialiser and optional aliases")
struct PublicRouteInUseTests {
    static func makeRouter() throws -> NavigationRouter {
        let registry = NavigationRegistry()
        try registry.bind(routes: [
            NavigationRoute(PaymentRoute.self, requiresAuthentication: false) { Page(value: $0) },
            NavigationRoute(Note.self, requiresAuthentication: false) { Page(value: $0) },
        ])
        return NavigationRouter(scene: NavigationScene(id: "memberwise"), registry: registry)
    }

    @Test("'PaymentRoute(from: 7)' is the memberwise initialiser, its defaults given; the value navigates and reads back")
    func fieldNamedFrom() async throws {
        let router = try Self.makeRouter()
        let payment = PaymentRoute(from: 7)
        #expect(payment.note == nil && payment.page == 1)
        #expect(try router.registry.path(for: payment) == "/payments/7?page=1")
        #expect(try router.registry.path(for: PaymentRoute(from: -2, note: "rent", page: 3)) == "/payments/-2?note=rent&page=3")
        let screen = try #require(try await router.navigate(to: payment).result.get().screen)
        #expect(screen.path == "/payments/7?page=1")
        #expect(screen.routeValue(as: PaymentRoute.self) == payment)
    }

    @Test("a query field whose optional type is an alias is absent when nil, and reads back")
    func aliasOptionalQueryField() async throws {
        let router = try Self.makeRouter()
        #expect(try router.registry.path(for: Note(id: 1, note: nil)) == "/notes/1")
        #expect(try router.registry.path(for: Note(id: 1, note: "a b")) == "/notes/1?note=a%20b")
        let screen = try #require(try await router.navigate(to: Note(id: 2, note: "x")).result.get().screen)
        #expect(screen.routeValue(as: Note.self) == Note(id: 2, note: "x"))
        #expect(try Note(RouteFields(["id": "3"])) == Note(id: 3, note: nil))
    }
}
