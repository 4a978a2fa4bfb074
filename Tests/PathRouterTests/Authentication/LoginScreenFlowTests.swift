import PathRouter
import PathRouterLocking
import PathRouterTestSupport
import Testing

/// The router's login screen belongs to the navigation that waits for it: the concurrency
/// policy does not weigh one against the other, a login screen that cannot be shown ends the
/// wait with a reason, and the login leaves with everything opened from it.
@Suite("Login screen flow")
struct LoginScreenFlowTests {
    static func makeFixture(policy: NavigationConcurrencyPolicy) async throws -> (Fixture, ManualLoginHandler) {
        let (fixture, handler) = try LoginScreenTests.makeFixture()
        fixture.router.concurrencyPolicy = policy
        _ = try await fixture.router.navigate(toPath: "/home").result.get()
        return (fixture, handler)
    }

    @Test(
        "under any concurrency policy, the login screen shows and the waiting navigation lands after the login",
        arguments: [NavigationConcurrencyPolicy.latestWins, .rejectWhileBusy, .firstInFirstOut])
    func underPolicy(policy: NavigationConcurrencyPolicy) async throws {
        let (fixture, handler) = try await Self.makeFixture(policy: policy)
        let waiting = fixture.router.navigate(toPath: "/accounts")
        await fixture.router.idle()
        #expect(fixture.router.state.topScreen?.path == "/login")
        #expect(waiting.currentResult == nil, "the login screen did not end the navigation that asked for it")
        handler.setAuthenticated(true)
        handler.complete(login: 0)
        _ = try await waiting.result.get()
        #expect(fixture.paths() == ["/home", "/accounts"])
    }

    @Test("a login path whose route went away ends the waiting navigation with the reason instead of waiting forever")
    func loginRouteGone() async throws {
        let (fixture, handler) = try await Self.makeFixture(policy: .firstInFirstOut)
        fixture.registry.unbind(path: "/login")
        let error = try #require(await fixture.router.navigate(toPath: "/accounts").error)
        #expect(error.code == .routeNotFound && error.path == "/accounts" && error.reason.contains("/login"))
        #expect(handler.loginCalls == 0)
        #expect(fixture.router.pendingNavigation == nil)
        #expect(fixture.paths() == ["/home"])
    }

    @Test("what the user opened from the login screen leaves with it: the resumed navigation lands outside the login")
    func forgotPassword() async throws {
        let (fixture, handler) = try await Self.makeFixture(policy: .firstInFirstOut)
        let waiting = fixture.router.navigate(toPath: "/accounts")
        await fixture.router.idle()
        _ = try await fixture.router.navigate(toPath: "/a").result.get()  // "Forgot password?" on the login modal
        #expect(fixture.paths() == ["/home", "/login", "/a"])
        handler.setAuthenticated(true)
        handler.complete(login: 0)
        _ = try await waiting.result.get()
        #expect(fixture.paths() == ["/home", "/accounts"])
        #expect(fixture.router.state.modals.isEmpty)
    }
}
