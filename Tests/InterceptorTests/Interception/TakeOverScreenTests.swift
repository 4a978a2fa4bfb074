import PathRouter
import PathRouterLocking
import PathRouterTestSupport
import Testing

@Suite("Take-over screen when its flow finishes")
struct TakeOverScreenTests {
    struct Case: Sendable, CustomTestStringConvertible {
        let name: String
        let policy: NavigationInterceptionFlow.ScreenPolicy
        let modal: Bool
        let cancel: Bool
        /// The scene's paths once the flow has finished and the original navigation ended.
        let expected: [String]
        var testDescription: String { name }
    }

    static let cases: [Case] = [
        Case(
            name: "stays by default: the pushed tutorial stays under the resumed screen", policy: .staysWhenFinished,
            modal: false, cancel: false, expected: ["/home", "/accounts/tutorial", "/accounts"]),
        Case(
            name: "a pushed tutorial that leaves: the resumed screen lands where the user was", policy: .leavesWhenFinished,
            modal: false, cancel: false, expected: ["/home", "/accounts"]),
        Case(
            name: "an onboarding modal that leaves closes itself on continue", policy: .leavesWhenFinished,
            modal: true, cancel: false, expected: ["/home", "/accounts"]),
        Case(
            name: "a modal that leaves closes itself on cancel too, and nothing lands", policy: .leavesWhenFinished,
            modal: true, cancel: true, expected: ["/home"]),
        Case(
            name: "a modal that stays, cancelled: it stays and nothing lands", policy: .staysWhenFinished,
            modal: true, cancel: true, expected: ["/home", "/accounts/tutorial"]),
    ]

    @Test("the take-over screen stays or leaves as its flow says", arguments: cases)
    func policy(testCase: Case) async throws {
        let fixture = try Fixture(authenticated: true)
        try fixture.registry.interceptNavigation(toPath: "/accounts") { router, executionFlow in
            let flow = NavigationInterceptionFlow(screen: testCase.policy, completion: executionFlow)
            router.navigate(
                toPath: "/accounts/tutorial", embedInNavigationView: !testCase.modal, modal: testCase.modal,
                interceptionExecutionFlow: flow)
        }
        _ = try await fixture.router.navigate(toPath: "/home").result.get()
        let original = fixture.router.navigate(toPath: "/accounts")
        #expect(await eventually { fixture.router.state.topScreen?.path == "/accounts/tutorial" })
        let flow = try #require((fixture.router.state.topScreen?.viewModel as? ScreenModel)?.navigationInterceptionExecutionFlow)
        #expect(flow.screenPolicy == testCase.policy)
        flow.continue(cancel: testCase.cancel)
        let result = await original.result
        await fixture.router.idle()
        #expect(fixture.paths() == testCase.expected)
        if testCase.cancel {
            #expect(try #require(await original.error).code == .interceptorCancelled)
        } else {
            let outcome = try result.get()
            #expect(outcome.screen?.path == "/accounts")
            // The removal is its own transition, before the resumed navigation's.
            if testCase.policy == .leavesWhenFinished {
                #expect(outcome.transition.kind == .push)
            }
        }
        #expect(fixture.router.state.isWellFormed)
    }

    @Test("the removal comes before the resumed navigation, as one transition each")
    func transitionsInOrder() async throws {
        let fixture = try Fixture(authenticated: true)
        try fixture.registry.interceptNavigation(toPath: "/accounts") { router, executionFlow in
            router.navigate(
                toPath: "/onboarding", modal: true,
                interceptionExecutionFlow: NavigationInterceptionFlow(screen: .leavesWhenFinished, completion: executionFlow))
        }
        _ = try await fixture.router.navigate(toPath: "/home").result.get()
        let kinds = Locked.make([String]())
        let observation = fixture.router.addObserver { change in kinds.withLock { $0.append("\(change.transition.kind)") } }
        let original = fixture.router.navigate(toPath: "/accounts")
        #expect(await eventually { fixture.router.state.topScreen?.path == "/onboarding" })
        (fixture.router.state.topScreen?.viewModel as? ScreenModel)?.navigationInterceptionExecutionFlow?.continue()
        _ = try await original.result.get()
        observation.cancel()
        #expect(kinds.withLock { $0 } == ["present", "removeScreens", "push"])
    }
}
