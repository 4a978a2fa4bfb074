import PathRouter
import PathRouterTesting
import Testing

/// The test kit from a `@MainActor` test (a UI test's usual isolation): every action compiles
/// and runs there, and a link opens through the registry's policy like any link.
@Suite("The kit on the main actor")
@MainActor
struct MainActorKitTests {
    @Test("perform, navigate and openLink from a main-actor test")
    func mainActor() async throws {
        let test = try NavigationTest(modules: [ShopModule.self], login: .loggedIn, mode: .relaxed) { registry in
            registry.externalLinkPolicy = ExternalLinkPolicy(schemes: ["shop"], hostIsFirstSegment: ["shop"])
        }
        let main = try test.scene()
        try await main.navigate(to: "/home")
        let popped = try await main.perform { $0.navigate(toPath: "/account") }
        #expect((try? popped.get())?.screen?.path == "/account")
        let outcome = try await main.openLink("shop://products/42")
        #expect(outcome.screen?.path == "/products/42")
        try main.expectState(
            """
            root: stack
            ├─ /home [TestScreen]
            ├─ /account [TestScreen]
            ├─ /products [TestScreen]
            └─ /products/42 [TestScreen]
            """)
        let refused = try await main.expectLinkRefusal(of: "other://products/1", code: .externalNavigationRefused)
        #expect(refused.reason.contains("scheme"))
        try test.finish()
    }

    @Test("waitForScreen takes a typed route: it waits until the top screen reads back as the value")
    func waitForTypedScreen() async throws {
        let test = try NavigationTest(modules: ShopFeatures.all(.live), mode: .relaxed)
        let main = try test.scene()
        let router = main.router
        Task { router.navigate(to: ShopProduct(id: 7)) }
        let screen = try await main.waitForScreen(ShopProduct(id: 7))
        #expect(screen.path == "/shop/7" && screen.routeValue(as: ShopProduct.self)?.id == 7)
        try test.finish()
    }
}
