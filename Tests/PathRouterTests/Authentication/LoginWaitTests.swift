import PathRouter
import PathRouterTestSupport
import Testing

/// The navigation waiting for a login is one of the scene's waiting requests, like any other:
/// counted once, ended once by whoever ends it first, and its login screen leaves with it.
@Suite("The login wait among the scene's waits")
struct LoginWaitTests {
    @Test("it is counted once by idle() and listed once among the waiting navigations")
    func countedOnce() async throws {
        let (fixture, _) = try await LoginScreenFlowTests.makeFixture(policy: .firstInFirstOut)
        let waiting = fixture.router.navigate(toPath: "/accounts")
        let count = await fixture.router.idle()
        #expect(count == 1)
        #expect(fixture.router.waitingNavigations == ["/accounts"])
        #expect(fixture.router.pendingNavigation?.path == "/accounts")
        #expect(waiting.currentResult == nil)
    }

    @Test(
        "a newer navigation under latestWins, a logout or close() ends it once, with its own reason, and its login screen leaves",
        arguments: ["latestWins", "logout", "close"])
    func endedOnce(by ending: String) async throws {
        let (fixture, _) = try await LoginScreenFlowTests.makeFixture(policy: ending == "latestWins" ? .latestWins : .firstInFirstOut)
        let failures = Recorder()
        fixture.registry.addFailureObserver { failure in failures.record("\(failure.error.code) \(failure.error.path)") }
        let waiting = fixture.router.navigate(toPath: "/accounts")
        await fixture.router.idle()
        #expect(fixture.paths().last == "/login")
        let expected: NavigationError.Code
        switch ending {
        case "latestWins":
            fixture.router.navigate(toPath: "/a")
            expected = .pendingNavigationReplaced
        case "logout":
            await fixture.registry.logout()
            expected = .loggedOut
        default:
            fixture.router.close()
            expected = .sceneClosed
        }
        #expect(await waiting.error?.code == expected)
        await fixture.router.idle()
        #expect(failures.all.filter { $0.hasSuffix("/accounts") } == ["\(expected) /accounts"], "ended once")
        #expect(fixture.router.pendingNavigation == nil)
        #expect(fixture.router.waitingNavigations.isEmpty)
        if ending != "close" { #expect(!fixture.paths().contains("/login"), "the login screen left with the wait") }
    }
}
