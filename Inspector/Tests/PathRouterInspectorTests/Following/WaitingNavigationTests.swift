import PathRouter
import PathRouterInspector
import Testing

/// A page that connects while a navigation waits for a login learns it from the snapshot, and
/// the checks keep telling it until the wait ends.
@Suite("Inspector waiting navigations")
struct WaitingNavigationTests {
    @Test("the snapshot and the checks name the navigation that waits for a login")
    func waitingForLogin() async throws {
        let registry = NavigationRegistry()
        try registry.bind(routes: [
            NavigationRoute(path: "/home", type: InspectedApp.Model.self, requiresAuthentication: false),
            NavigationRoute(path: "/vault", type: InspectedApp.Model.self),
        ])
        let auth = InMemoryAuthenticationHandler()
        auth.completesLoginImmediately = false
        registry.authenticationHandler = auth
        let router = NavigationRouter(scene: NavigationScene(id: "main"), registry: registry)
        _ = await router.navigate(toPath: "/home").result
        let vault = router.navigate(toPath: "/vault")
        await router.idle()
        let inspector = try await NavigationInspector.start(for: registry)
        let page = PageClient(inspector)
        let snapshot = try await page.waitFor("the snapshot") { $0.contains { $0.type == .snapshot } }
            .first { $0.type == .snapshot }!
        #expect(snapshot.waiting == ["/vault"])
        auth.finishLogin(succeeding: true)
        _ = await vault.result
        page.send(InspectorCommand(id: 1, type: .check, scene: "main"))
        let check = try await page.waitFor("a check") { $0.contains { $0.type == .check } }.first { $0.type == .check }!
        #expect(check.waiting == [])
        await page.close()
        await inspector.stop()
    }
}
