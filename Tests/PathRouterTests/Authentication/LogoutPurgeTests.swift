import PathRouter
import PathRouterTestSupport
import Testing

/// Logout removes every screen that needs an authenticated user, whether its route is
/// protected or an interceptor that requires authentication gates its path.
@Suite("Logout purge")
struct LogoutPurgeTests {
    @Test("a screen that needed a login because an interceptor gates it leaves on logout")
    func interceptorGatedScreens() async throws {
        let fixture = try Fixture(authenticated: true)
        try fixture.registry.interceptNavigation(toPath: "/x/**", requiringAuthentication: true) { _, next in next(false) }
        for path in ["/home", "/x/statements", "/a", "/x/cards/1"] { _ = try await fixture.router.navigate(toPath: path).result.get() }
        await fixture.registry.logout()
        #expect(fixture.paths() == ["/home", "/a"])
    }

    @Test("a closed scene is not changed by a logout")
    func closedSceneUnchanged() async throws {
        let fixture = try Fixture(authenticated: true)
        for path in ["/home", "/accounts"] { _ = try await fixture.router.navigate(toPath: path).result.get() }
        let before = fixture.router.state
        fixture.router.close()
        await fixture.registry.logout()
        #expect(fixture.router.state == before)
    }
}
