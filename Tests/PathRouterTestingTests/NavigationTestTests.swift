import PathRouter
import PathRouterTesting
import Testing

@Suite("The test kit")
struct NavigationTestTests {
    @Test("a deep link test in a few lines: state as tree text, transitions and events, predictable ids")
    func deepLink() async throws {
        let test = try NavigationTest(modules: [ShopModule.self])
        let main = try test.scene()
        let outcome = try await main.navigate(to: "/products/42")
        #expect(outcome.screen?.id.description == "#2", "ids count from #1 in each scene")
        try main.expectTransitions(["replaceRoot +/products, +/products/42"])
        try main.expectEvents([
            "started /products/42", "matched /products/42", "landed /products/42",
            "screenViewed /products", "screenViewed /products/42 target",
        ])
        try main.expectState(
            """
            root: stack
            ├─ /products [TestScreen]
            └─ /products/42 [TestScreen]
            """)
        try await main.expectRefusal(of: "/nowhere", code: .routeNotFound)
        try main.expectTransitions([])
        try main.expectEvents(["started /nowhere", "refused /nowhere: routeNotFound"])
        try await main.perform { $0.pop() }
        try main.expectTransitions(["pop -/products/42"])
        try test.finish()
    }

    @Test("exhaustive mode fails on what was not expected; relaxed mode does not")
    func exhaustive() async throws {
        let strict = try NavigationTest(modules: [ShopModule.self])
        try await strict.scene().navigate(to: "/home")
        await #expect(throws: NavigationTestFailure.self) { try await strict.scene().navigate(to: "/products") }
        #expect(throws: NavigationTestFailure.self) { try strict.finish() }

        let relaxed = try NavigationTest(modules: [ShopModule.self], mode: .relaxed)
        let main = try relaxed.scene()
        try await main.navigate(to: "/home")
        try await main.navigate(to: "/products/7")
        try main.expectTransitions(["push +/products, +/products/7"])  // continues the stack /home shows
        try relaxed.finish()
    }

    @Test("a failed check shows a line diff of the tree")
    func diff() async throws {
        let test = try NavigationTest(modules: [ShopModule.self], mode: .relaxed)
        let main = try test.scene()
        try await main.navigate(to: "/home")
        do {
            try main.expectState(
                """
                root: stack
                └─ /products [TestScreen]
                """)
            Issue.record("the check passed")
        } catch let failure as NavigationTestFailure {
            #expect(failure.message.contains("- └─ /products [TestScreen]"))
            #expect(failure.message.contains("+ └─ /home [TestScreen]"))
            #expect(failure.message.contains("  root: stack"))
        }
    }

    @Test("a scripted login: waits until the test finishes it, fails, or is already done")
    func scriptedLogin() async throws {
        let waiting = try NavigationTest(modules: [ShopModule.self], login: .waits, mode: .relaxed)
        let main = try waiting.scene()
        let pending = try await main.perform { $0.navigate(toPath: "/account") }
        #expect(pending.failureCode == .waitCancelled, "not finished yet")
        await waiting.finishLogin(succeeding: true)
        try main.expectState(
            """
            root: stack
            └─ /account [TestScreen]
            """)
        try main.expectEvents(["waitingForLogin /account", "resumed /account", "landed /account"])

        let failing = try NavigationTest(modules: [ShopModule.self], login: .fails, mode: .relaxed)
        try await failing.scene().expectRefusal(of: "/account", code: .loginFailed)

        let loggedIn = try NavigationTest(modules: [ShopModule.self], login: .loggedIn, mode: .relaxed)
        try await loggedIn.scene().navigate(to: "/account")
        await loggedIn.logout()
        #expect(try loggedIn.scene().router.state.isEmpty)
        try loggedIn.finish()
    }

    @Test("several scenes, each with its own ids and records")
    func scenes() async throws {
        let test = try NavigationTest(modules: [ShopModule.self], scenes: ["main", "second"], mode: .relaxed)
        try await test.scene("main").navigate(to: "/home")
        let second = try await test.scene("second").navigate(to: "/products")
        #expect(second.screen?.id.description == "#1")
        try test.scene("main").expectTransitions(["replaceRoot +/home"])
        try test.scene("second").expectTransitions(["replaceRoot +/products"])
        try test.finish()
    }
}

extension Result where Failure == NavigationError {
    var failureCode: NavigationError.Code? {
        if case .failure(let error) = self { return error.code }
        return nil
    }
}
