import OtherModuleRoutes
import PathRouter
import Testing

/// Typed routes of another module (`OtherModuleRoutes`, imported without `@testable`): what an
/// app's feature module sees of them.
@Suite("The @TypedRoute macro in use from another module")
struct OtherModuleInUseTests {
    static func makeRouter() throws -> NavigationRouter {
        let registry = NavigationRegistry()
        try registry.bind(routes: [
            NavigationRoute(NewPaymentRoute.self, requiresAuthentication: false) { Page(value: $0) },
            NavigationRoute(Transfer.self, requiresAuthentication: false) { Page(value: $0) },
            NavigationRoute(Account.self, requiresAuthentication: false) { Page(value: $0) },
        ])
        return NavigationRouter(scene: NavigationScene(id: "other module"), registry: registry)
    }

    @Test("a public struct's memberwise initialiser is public: 'NewPaymentRoute(from: 7)' makes a value, which navigates")
    func publicInitializer() async throws {
        let router = try Self.makeRouter()
        let payment = NewPaymentRoute(from: 7)
        #expect(payment.from == 7 && payment.note == nil && payment.page == 1)
        #expect(NewPaymentRoute(from: 7, note: "rent", page: 2).note == "rent")
        let screen = try #require(try await router.navigate(to: payment).result.get().screen)
        #expect(screen.path == "/payments/new/7?page=1")
        #expect(screen.routeValue(as: NewPaymentRoute.self) == payment)
    }

    @Test("a package struct's memberwise initialiser is package; its alias-optional query field is absent when nil")
    func packageInitializer() async throws {
        let router = try Self.makeRouter()
        #expect(try router.registry.path(for: Transfer(id: 3, memo: nil)) == "/transfers/3")
        let screen = try #require(try await router.navigate(to: Transfer(id: 4, memo: "tea")).result.get().screen)
        #expect(screen.path == "/transfers/4?memo=tea")
        #expect(screen.routeValue(as: Transfer.self) == Transfer(id: 4, memo: "tea"))
    }

    @Test("a public struct with an initialiser of its own keeps it")
    func ownInitializer() async throws {
        let router = try Self.makeRouter()
        let screen = try #require(try await router.navigate(to: Account(12)).result.get().screen)
        #expect(screen.path == "/accounts/12")
    }
}
