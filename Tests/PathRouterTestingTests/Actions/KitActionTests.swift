import PathRouter
import PathRouterTesting
import Testing

/// An authentication handler of the app's own, which a test may keep.
final class AppHandler: NavigationRouterAuthenticationHandler {
    var isAuthenticated: Bool { true }
    func login(completion: (@Sendable () -> Void)?) { completion?() }
    func logout(completion: (@Sendable () -> Void)?) { completion?() }
}

/// The kit's actions wait for everything an operation waits for on its own, keep what the
/// test configured, and report mistakes as failures rather than traps.
@Suite("Test kit actions")
struct KitActionTests {
    @Test("navigate waits for an async interceptor (the README's own form) and returns the landing")
    func asyncInterceptor() async throws {
        let test = try NavigationTest(modules: [ShopModule.self], mode: .relaxed) { registry in
            try registry.interceptNavigation(toPath: "/products") { _, _ in
                try? await Task.sleep(for: .milliseconds(20))
                return .proceed
            }
        }
        let main = try test.scene()
        try await main.navigate(to: "/home")
        let outcome = try await main.navigate(to: "/products")
        #expect(outcome.screen?.path == "/products")
        try test.finish()
    }

    @Test("perform { $0.pop() } with a leave guard that answers at once ends with the pop, every time")
    func popWithGuard() async throws {
        for _ in 0..<12 {
            let test = try NavigationTest(modules: [ShopModule.self], mode: .relaxed) { registry in
                try registry.guardLeaving("/products") { _ in .leave }
            }
            let main = try test.scene()
            try await main.navigate(to: "/home")
            try await main.navigate(to: "/products")
            let result = try await main.perform { $0.pop() }
            #expect(throws: Never.self) { try result.get() }
            try main.expectState(
                """
                root: stack
                └─ /home [TestScreen]
                """)
        }
    }

    @Test("a configure closure that sets the app's own authentication handler keeps it")
    func keepsAppHandler() throws {
        let handler = AppHandler()
        let test = try NavigationTest(modules: [ShopModule.self]) { registry in registry.authenticationHandler = handler }
        #expect(test.registry.authenticationHandler === handler)
    }

    @Test("an unknown scene is a thrown failure that names the scenes the test has")
    func unknownScene() throws {
        let test = try NavigationTest(modules: [ShopModule.self], scenes: ["main", "second"])
        let failure = try #require(throws: NavigationTestFailure.self) { try test.scene("typo") }
        #expect(failure.description.contains("typo") && failure.description.contains("main, second"))
    }
}
