import PathRouter
import PathRouterTesting
import Testing

/// The kit waits for exactly what an operation waits for on its own — not for what other
/// requests of the scene wait for, and not by a guess of how long things take.
@Suite("Test kit waits")
struct KitWaitTests {
    @Test("an operation that waits only on itself is waited for, while a login of the scene is pending")
    func ownWaitDuringPendingLogin() async throws {
        let test = try NavigationTest(modules: [ShopModule.self], login: .waits, mode: .relaxed) { registry in
            try registry.guardLeaving("/products") { _ in
                try? await Task.sleep(for: .milliseconds(50))
                return .leave
            }
        }
        let main = try test.scene()
        try await main.navigate(to: "/home")
        try await main.navigate(to: "/products")
        // A protected navigation now waits for the test's login.
        let pending = try await main.perform { $0.navigate(toPath: "/account") }
        #expect(pending.failureCode == .waitCancelled)
        // The pop waits for its own leave guard: the kit waits for it, and the state is final.
        let popped = try await main.perform { $0.pop() }
        #expect(popped.failureCode == nil)
        try main.expectState(
            """
            root: stack
            └─ /home [TestScreen]
            """)
        await test.finishLogin(succeeding: true)
        #expect(main.router.state.topScreen?.path == "/account")
    }

    @Test("an operation taken over by an interceptor whose flow is on a screen is the test's to finish; waitForScreen finds that screen")
    func takeOverWaitsForTheTest() async throws {
        let test = try NavigationTest(modules: [TutorialModule.self], mode: .relaxed) { registry in
            try registry.interceptNavigation(toPath: "/target") { router, executionFlow in
                Task {
                    try? await Task.sleep(for: .milliseconds(20))
                    router.navigate(toPath: "/tutorial", modal: true, interceptionExecutionFlow: NavigationInterceptionFlow(completion: executionFlow))
                }
            }
        }
        let main = try test.scene()
        try await main.navigate(to: "/start")
        let handle = main.router.navigate(toPath: "/target")
        let shown = try await main.waitForScreen("/tutorial")
        #expect(main.router.state.modals.count == 1)
        let flow = try #require((shown.viewModel as? TestScreen)?.navigationInterceptionExecutionFlow)
        flow.continue()
        _ = try await handle.result.get()
        // Through `perform`: it returns once the flow sits on a screen, however slow the
        // interceptor was to hand it over.
        let again = try await main.perform { $0.navigate(toPath: "/target") }
        #expect(again.failureCode == .waitCancelled)
        #expect(main.router.state.topScreen?.path == "/tutorial")
    }

    @Test("a take-over whose flow is made where task-locals do not reach (a detached task) is the test's to finish too")
    func takeOverFromADetachedTask() async throws {
        let test = try NavigationTest(modules: [TutorialModule.self], mode: .relaxed) { registry in
            try registry.interceptNavigation(toPath: "/target") { router, executionFlow in
                Task.detached {
                    try? await Task.sleep(for: .milliseconds(20))
                    router.navigate(toPath: "/tutorial", modal: true, interceptionExecutionFlow: NavigationInterceptionFlow(completion: executionFlow))
                }
            }
        }
        let main = try test.scene()
        try await main.navigate(to: "/start")
        let taken = try await main.perform { $0.navigate(toPath: "/target") }
        #expect(taken.failureCode == .waitCancelled)
        let tutorial = try await main.waitForScreen("/tutorial")
        (tutorial.viewModel as? TestScreen)?.navigationInterceptionExecutionFlow?.continue()
        await main.router.idle()
        #expect(main.router.state.topScreen?.path == "/target")
    }

    @Test("a failing kit check names the line of the call that failed")
    func failureNamesTheCall() async throws {
        let test = try NavigationTest(modules: [ShopModule.self], mode: .relaxed)
        let main = try test.scene()
        try await main.navigate(to: "/home")
        let line = #line + 2
        do {
            try main.expectState("root: stack")
            Issue.record("the check passed")
        } catch let failure as NavigationTestFailure {
            #expect(failure.line == line)
            #expect(failure.fileID == #fileID)
            #expect(failure.description.hasPrefix("\(#fileID):\(line): "))
        }
        let refusalLine = #line + 2
        do {
            try await main.expectRefusal(of: "/home", code: .routeNotFound)
            Issue.record("the check passed")
        } catch let failure as NavigationTestFailure {
            #expect(failure.line == refusalLine)
        }
    }
}
