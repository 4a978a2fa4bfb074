import PathRouter
import PathRouterAuth
import PathRouterTestSupport
import Testing

/// The ready handler for a login screen: the screen signs in or cancels; the navigations that
/// waited resume or fail once; a second sign-in, or a cancel after the end, is harmless.
@Suite("Login screen authentication")
struct LoginScreenAuthenticationTests {
    func fixture() throws -> (Fixture, LoginScreenAuthentication) {
        let fixture = try Fixture(authenticated: false)
        let authentication = LoginScreenAuthentication()
        fixture.registry.authenticationHandler = authentication
        fixture.registry.loginPath = "/login"
        return (fixture, authentication)
    }

    @Test("signed in: both waiting navigations land once; a second sign-in changes nothing")
    func signIn() async throws {
        let (fixture, authentication) = try fixture()
        _ = try await fixture.router.navigate(toPath: "/home").result.get()
        let first = fixture.router.navigate(toPath: "/accounts")
        await fixture.router.idle()
        #expect(authentication.isWaitingForLogin && fixture.router.state.topScreen?.path == "/login")
        #expect(authentication.requests.last?.path == "/accounts")
        #expect(authentication.signIn(as: "ada") == 1)
        _ = try await first.result.get()
        #expect(authentication.user == "ada" && authentication.isAuthenticated)
        #expect(fixture.paths() == ["/home", "/accounts"])
        #expect(authentication.signIn(as: "bob") == 0)
        #expect(authentication.cancel() == 0)
        #expect(fixture.paths() == ["/home", "/accounts"] && authentication.user == "bob")
    }

    @Test("cancelled: the navigation fails with loginFailed once, the login screen goes, nobody is signed in")
    func cancel() async throws {
        let (fixture, authentication) = try fixture()
        _ = try await fixture.router.navigate(toPath: "/home").result.get()
        let waiting = fixture.router.navigate(toPath: "/settings")
        await fixture.router.idle()
        #expect(authentication.cancel() == 1)
        guard case .failure(let error) = await waiting.result else {
            Issue.record("a cancelled login let the navigation land")
            return
        }
        #expect(error.code == .loginFailed)
        await fixture.router.idle()
        #expect(fixture.paths() == ["/home"] && !authentication.isAuthenticated)
        #expect(authentication.cancel() == 0)
    }

    @Test("signed in from the start; logged out, the next protected navigation waits for the screen again")
    func logout() async throws {
        let fixture = try Fixture(authenticated: false)
        let authentication = LoginScreenAuthentication(user: "ada")
        fixture.registry.authenticationHandler = authentication
        fixture.registry.loginPath = "/login"
        _ = try await fixture.router.navigate(toPath: "/accounts").result.get()
        await fixture.registry.logout()
        #expect(!authentication.isAuthenticated && authentication.user == nil)
        let again = fixture.router.navigate(toPath: "/accounts")
        await fixture.router.idle()
        #expect(authentication.isWaitingForLogin)
        authentication.signIn(as: "ada")
        _ = try await again.result.get()
        #expect(fixture.router.state.topScreen?.path == "/accounts")
    }
}
