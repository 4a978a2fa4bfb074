import PathRouter
import PathRouterLocking
import PathRouterTestSupport
import Testing

@Suite("Interception flows")
struct InterceptionFlowTests {
    @Test("continue lets the navigation land; cancel ends it with an error naming the interceptor")
    func continueAndCancel() async throws {
        let fixture = try Fixture()
        try fixture.registry.interceptNavigation(toPath: "/a") { _, next in next(false) }
        try fixture.registry.interceptNavigation(toPath: "/b") { _, next in next(true) }
        _ = try await fixture.router.navigate(toPath: "/home").result.get()
        _ = try await fixture.router.navigate(toPath: "/a").result.get()
        let before = fixture.router.state
        let error = try #require(await fixture.router.navigate(toPath: "/b").error)
        #expect(error.code == .interceptorCancelled)
        #expect(error.path == "/b")
        #expect(error.reason.contains("on '/b'"))
        #expect(fixture.router.state == before)
    }

    @Test("a take-over shows another screen; continuing its flow resumes the original once, on the scene as it is then")
    func takeOverResumesOnce() async throws {
        let fixture = try Fixture(authenticated: true)
        let calls = Locked.make(0)
        try fixture.registry.interceptNavigation(toPath: "/accounts") { router, executionFlow in
            calls.withLock { $0 += 1 }
            router.navigate(toPath: "/accounts/tutorial", interceptionExecutionFlow: NavigationInterceptionFlow(completion: executionFlow))
        }
        _ = try await fixture.router.navigate(toPath: "/home").result.get()
        let original = fixture.router.navigate(toPath: "/accounts", animation: .left)
        #expect(await eventually { fixture.router.state.topScreen?.path == "/accounts/tutorial" })
        #expect(original.currentResult == nil)

        // The scene keeps working meanwhile.
        _ = try await fixture.router.navigate(toPath: "/a").result.get()
        let tutorial = fixture.router.state.allScreens.first { $0.path == "/accounts/tutorial" }
        let flow = try #require((tutorial?.viewModel as? ScreenModel)?.navigationInterceptionExecutionFlow)
        #expect(flow.continue())
        #expect(!flow.continue())
        let outcome = try await original.result.get()
        #expect(outcome.transition.animation == .left)
        #expect(fixture.paths() == ["/home", "/accounts/tutorial", "/a", "/accounts"])
        flow.continue(cancel: true)
        try await Task.sleep(for: .milliseconds(20))
        #expect(fixture.paths().filter { $0 == "/accounts" }.count == 1)
        #expect(calls.withLock { $0 } == 1)
    }

    /// Intercepts `/a` with a take-over that shows `/onboarding` modally, then navigates there
    /// from `/home` and waits until the onboarding shows.
    static func takenOverNavigation(_ fixture: Fixture) async throws -> NavigationHandle {
        try fixture.registry.interceptNavigation(toPath: "/a") { router, next in
            router.navigate(toPath: "/onboarding", modal: true, interceptionExecutionFlow: NavigationInterceptionFlow(completion: next))
        }
        _ = try await fixture.router.navigate(toPath: "/home").result.get()
        let original = fixture.router.navigate(toPath: "/a")
        #expect(await eventually { fixture.router.state.topScreen?.path == "/onboarding" })
        return original
    }

    @Test("a screen that leaves the scene without continuing its flow ends the navigation it took over")
    func abandonedFlow() async throws {
        let fixture = try Fixture()
        let original = try await Self.takenOverNavigation(fixture)
        _ = try await fixture.router.dismiss().result.get()
        let error = try #require(await original.error)
        #expect(error.code == .takeOverEnded, "the error says the screen left, not that an interceptor cancelled: \(error)")
        #expect(error.reason.contains("/onboarding"))
        #expect(fixture.paths() == ["/home"])
    }

    @Test("a cancelled flow ends the original navigation with an error")
    func cancelledFlow() async throws {
        let fixture = try Fixture()
        let original = try await Self.takenOverNavigation(fixture)
        let flow = try #require((fixture.router.state.topScreen?.viewModel as? ScreenModel)?.navigationInterceptionExecutionFlow)
        flow.continue(cancel: true)
        #expect(try #require(await original.error).code == .interceptorCancelled)
        #expect(!fixture.paths().contains("/a"))
    }

    @Test("interceptors that send navigation round in a cycle end with an error, never a hang", .timeLimit(.minutes(10)))
    func cycles() async throws {
        let fixture = try Fixture()
        try fixture.registry.interceptNavigation(toPath: "/a") { router, next in
            router.navigate(toPath: "/b", interceptionExecutionFlow: NavigationInterceptionFlow(completion: next))
        }
        try fixture.registry.interceptNavigation(toPath: "/b") { router, next in
            router.navigate(toPath: "/a", interceptionExecutionFlow: NavigationInterceptionFlow(completion: next))
        }
        _ = try await fixture.router.navigate(toPath: "/home").result.get()
        let error = try #require(await fixture.router.navigate(toPath: "/a").error)
        #expect(error.code == .interceptionCycle, "the caller's handle says what happened: \(error)")
        #expect(fixture.paths() == ["/home"])

        // An interceptor on a whole section that navigates inside it.
        try fixture.registry.interceptNavigation(toPath: "/x/**") { router, next in
            router.navigate(toPath: "/x/intro", interceptionExecutionFlow: NavigationInterceptionFlow(completion: next))
        }
        let inner = try #require(await fixture.router.navigate(toPath: "/x/page").error)
        #expect(inner.code == .interceptionCycle, "\(inner)")
        #expect(fixture.paths() == ["/home"])
    }

    @Test("after-interceptors run once the change has landed, cannot undo it, and are counted")
    func afterInterceptors() async throws {
        let fixture = try Fixture()
        let recorder = Recorder()
        try fixture.registry.interceptNavigation(toPath: "/a", when: .after) { router, next in
            recorder.record("after1 sees \(router.state.topScreen?.path ?? "-")")
            next(true)  // stops the chain, does not undo
        }
        try fixture.registry.interceptNavigation(toPath: "/a", when: .after) { _, next in
            recorder.record("after2")
            next(false)
        }
        _ = try await fixture.router.navigate(toPath: "/home").result.get()
        let outcome = try await fixture.router.navigate(toPath: "/a").result.get()
        #expect(outcome.afterInterceptorsRun == 1)
        #expect(recorder.all == ["after1 sees /a"])
        #expect(fixture.paths() == ["/home", "/a"])
        let plain = try await fixture.router.navigate(toPath: "/b").result.get()
        #expect(plain.afterInterceptorsRun == 0)
    }

    @Test("interceptor patterns use the route matcher: parameters, sections and global interceptors")
    func patterns() async throws {
        let fixture = try Fixture(authenticated: true)
        let recorder = Recorder()
        try fixture.registry.interceptNavigation(toPath: "/accounts/:id") { _, next in
            recorder.record("one account"); next(nil)
        }
        try fixture.registry.interceptNavigation(toPath: "/accounts/**") { _, next in
            recorder.record("section"); next(nil)
        }
        let global = try fixture.registry.interceptNavigation { _, next in
            recorder.record("global"); next(nil)
        }
        _ = try await fixture.router.navigate(toPath: "/accounts/7").result.get()
        #expect(recorder.all.sorted() == ["global", "one account", "section"])
        global.cancel()
        _ = try await fixture.router.navigate(toPath: "/accounts").result.get()
        #expect(recorder.all.sorted() == ["global", "one account", "section", "section"])
        #expect(throws: NavigationError.self) { try fixture.registry.interceptNavigation(toPath: "bad") { _, next in next(nil) } }
    }

    @Test("an async interceptor may await, then proceed or cancel with a reason")
    func asyncInterceptor() async throws {
        let fixture = try Fixture()
        try fixture.registry.interceptNavigation(toPath: "/a") { _, context in
            try? await Task.sleep(for: .milliseconds(5))
            return context.parameters["allow"] == "yes" ? .proceed : .cancel(reason: "not allowed today")
        }
        _ = try await fixture.router.navigate(toPath: "/home").result.get()
        let refused = try #require(await fixture.router.navigate(toPath: "/a").error)
        #expect(refused.code == .interceptorCancelled)
        #expect(refused.reason.contains("not allowed today"))
        _ = try await fixture.router.navigate(toPath: "/a?allow=yes").result.get()
        #expect(fixture.paths() == ["/home", "/a?allow=yes"])
    }

    @Test("an async interceptor can take over and await the flow")
    func asyncTakeOver() async throws {
        let fixture = try Fixture()
        try fixture.registry.interceptNavigation(toPath: "/a") { router, _ in
            let flow = NavigationInterceptionFlow()
            router.navigate(toPath: "/onboarding", modal: true, interceptionExecutionFlow: flow)
            return await flow.wasCancelled ? .cancel(reason: "onboarding abandoned") : .proceed
        }
        _ = try await fixture.router.navigate(toPath: "/home").result.get()
        let original = fixture.router.navigate(toPath: "/a")
        #expect(await eventually { fixture.router.state.topScreen?.path == "/onboarding" })
        let flow = try #require((fixture.router.state.topScreen?.viewModel as? ScreenModel)?.navigationInterceptionExecutionFlow)
        flow.continue()
        _ = try await fixture.router.dismiss().result.get()
        _ = try await original.result.get()
        #expect(fixture.paths() == ["/home", "/a"])
    }

    @Test("the seed's onboarding example: an after-interceptor on /home presents /onboarding")
    func seedOnboardingExample() async throws {
        let fixture = try Fixture()
        try fixture.registry.interceptNavigation(
            toPath: "/home",
            when: .after,  // Intercept after navigating
            withPriority: .low,
            requiringAuthentication: false
        ) { router, executionFlow in
            // Save execution flow
            let interceptionFlow: NavigationInterceptionFlow = NavigationInterceptionFlow(completion: executionFlow)
            // Navigate to tutorial view
            router.navigate(toPath: "/onboarding", modal: true, interceptionExecutionFlow: interceptionFlow)
        }
        let outcome = try await fixture.router.navigate(toPath: "/home").result.get()
        #expect(outcome.afterInterceptorsRun == 1)
        #expect(await eventually { fixture.router.state.topScreen?.path == "/onboarding" })
        #expect(shapeOf(fixture.router.state) == "N[home] M(N[onboarding])")
        let flow = try #require((fixture.router.state.topScreen?.viewModel as? ScreenModel)?.navigationInterceptionExecutionFlow)
        flow.continue()
        _ = try await fixture.router.dismiss().result.get()
        #expect(shapeOf(fixture.router.state) == "N[home]")
    }

    @Test("the seed's tutorial example: a before-interceptor on /accounts shows /accounts/tutorial first")
    func seedTutorialExample() async throws {
        let fixture = try Fixture(authenticated: true)
        try NavigationRegistry.$current.withValue(fixture.registry) {
            try NavigationRouter.interceptNavigation(
                toPath: "/accounts",
                when: .before,  // Intercept before navigating
                withPriority: .low,
                requiringAuthentication: false
            ) { router, executionFlow in
                // Save execution flow
                let interceptionFlow: NavigationInterceptionFlow = NavigationInterceptionFlow(completion: executionFlow)
                // Navigate to tutorial view for accounts
                router.navigate(
                    toPath: "/accounts/tutorial",
                    interceptionExecutionFlow: interceptionFlow)
            }
        }
        _ = try await fixture.router.navigate(toPath: "/home").result.get()
        let accounts = fixture.router.navigate(toPath: "/accounts")
        #expect(await eventually { fixture.router.state.topScreen?.path == "/accounts/tutorial" })
        let flow = try #require((fixture.router.state.topScreen?.viewModel as? ScreenModel)?.navigationInterceptionExecutionFlow)
        flow.continue()
        _ = try await accounts.result.get()
        #expect(fixture.paths() == ["/home", "/accounts/tutorial", "/accounts"])
    }
}

func shapeOf(_ state: SceneState) -> String {
    func render(_ presentation: Presentation) -> String {
        (presentation.isNavigationStack ? "N[" : "S[") + presentation.screens.map { String($0.path.dropFirst()) }.joined(separator: ",") + "]"
    }
    guard let root = state.root else { return "" }
    return render(root) + state.modals.map { " M\($0.preventsDismissal ? "!" : "")(\(render($0.presentation)))" }.joined()
}
