import PathRouter
import PathRouterTestSupport
import Testing

/// An interceptor that takes a navigation over by going to a screen the scene already shows
/// (reused with `.singleTop` or `.reuse`): the reused screen is handed the flow, as a new one
/// would be, so the intercepted navigation resumes when it continues.
@Suite("Take-over onto a reused screen")
struct ReusedTakeOverTests {
    static let policies: [ReusePolicy] = [.singleTop(), .reuse()]

    @Test("the reused screen gets the flow, and the intercepted navigation resumes", arguments: policies)
    func reusedScreenGetsTheFlow(policy: ReusePolicy) async throws {
        let fixture = try Fixture(authenticated: true)
        try fixture.registry.interceptNavigation(toPath: "/accounts") { router, executionFlow in
            router.navigate(
                toPath: "/onboarding", interceptionExecutionFlow: NavigationInterceptionFlow(completion: executionFlow),
                reuse: policy)
        }
        _ = try await fixture.router.navigate(toPath: "/home").result.get()
        _ = try await fixture.router.navigate(toPath: "/onboarding").result.get()
        let original = fixture.router.navigate(toPath: "/accounts")
        // The take-over reused the open screen: no second `/onboarding`.
        #expect(await eventually { (fixture.router.state.topScreen?.viewModel as? ScreenModel)?.navigationInterceptionExecutionFlow != nil })
        #expect(fixture.paths() == ["/home", "/onboarding"])
        let flow = try #require((fixture.router.state.topScreen?.viewModel as? ScreenModel)?.navigationInterceptionExecutionFlow)
        flow.continue()
        await fixture.router.idle()
        // Resolved once the scene is idle (before the fix it never was: nothing held the flow).
        let outcome = try #require(original.currentResult).get()
        #expect(outcome.screen?.path == "/accounts")
        await fixture.router.idle()
        #expect(fixture.paths() == ["/home", "/onboarding", "/accounts"])
    }

    @Test("a reused take-over screen that leaves when finished is removed, and the wait ends")
    func reusedScreenLeaves() async throws {
        let fixture = try Fixture(authenticated: true)
        fixture.router.concurrencyPolicy = .rejectWhileBusy
        try fixture.registry.interceptNavigation(toPath: "/accounts") { router, executionFlow in
            router.navigate(
                toPath: "/onboarding",
                interceptionExecutionFlow: NavigationInterceptionFlow(screen: .leavesWhenFinished, completion: executionFlow),
                reuse: .reuse())
        }
        _ = try await fixture.router.navigate(toPath: "/home").result.get()
        _ = try await fixture.router.navigate(toPath: "/onboarding").result.get()
        let original = fixture.router.navigate(toPath: "/accounts")
        #expect(await eventually { (fixture.router.state.topScreen?.viewModel as? ScreenModel)?.navigationInterceptionExecutionFlow != nil })
        (fixture.router.state.topScreen?.viewModel as? ScreenModel)?.navigationInterceptionExecutionFlow?.continue()
        await fixture.router.idle()
        _ = try #require(original.currentResult).get()
        #expect(fixture.paths() == ["/home", "/accounts"])
        // Nothing waits any more: the scene takes the next navigation.
        _ = try await fixture.router.navigate(toPath: "/a").result.get()
    }

    @Test("closing the scene ends a navigation whose take-over reused a screen")
    func closeEndsIt() async throws {
        let fixture = try Fixture(authenticated: true)
        try fixture.registry.interceptNavigation(toPath: "/accounts") { router, executionFlow in
            router.navigate(
                toPath: "/onboarding", interceptionExecutionFlow: NavigationInterceptionFlow(completion: executionFlow),
                reuse: .singleTop())
        }
        _ = try await fixture.router.navigate(toPath: "/onboarding").result.get()
        let original = fixture.router.navigate(toPath: "/accounts")
        #expect(await eventually { (fixture.router.state.topScreen?.viewModel as? ScreenModel)?.navigationInterceptionExecutionFlow != nil })
        fixture.router.close()
        #expect(original.currentResult.flatMap { try? $0.get() } == nil)
        #expect(await original.error?.code == .sceneClosed)
        await fixture.router.idle()
    }
}
