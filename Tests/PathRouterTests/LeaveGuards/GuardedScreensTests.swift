@testable import PathRouter
import PathRouterFuzzing
import Testing

/// A scene knows which of its screens a leave guard matches, so that guards on other routes
/// cost its operations nothing; the set follows every change and every change of the guards.
@Suite("Guarded screens")
struct GuardedScreensTests {
    struct Model: RoutableViewModel {
        var navigationInterceptionExecutionFlow: NavigationInterceptionFlow?
        init(parameters: [String: String]?) {}
    }

    @Test("after every step of a seeded random walk, the scene's guarded set is the screens a guard matches")
    func followsChanges() async throws {
        let registry = NavigationRegistry()
        try registry.bind(
            routes: ["/a", "/b", "/c/:id", "/d"].map {
                NavigationRoute(path: $0, type: Model.self, requiresAuthentication: false, reuse: $0 == "/c/:id" ? .reuse() : .alwaysNew)
            })
        let router = NavigationRouter(scene: NavigationScene(id: "guarded"), registry: registry)
        _ = try await router.navigate(toPath: "/a").result.get()
        var generator = SeededGenerator(seed: 0x6A4D)
        var tokens: [LeaveGuardToken] = []
        var steps: [String] = []
        for step in 0..<600 {
            let roll = generator.next() % 10
            switch roll {
            case 0 where tokens.count < 3:
                tokens.append(try registry.guardLeaving(["/b", "/c/*", "/d"][Int(generator.next() % 3)]) { _ in .leave })
                steps.append("guard")
            case 1 where !tokens.isEmpty:
                #expect(tokens.removeLast().cancel())
                steps.append("unguard")
            case 2, 3:
                _ = await router.pop().result
                steps.append("pop")
            case 4:
                _ = await router.navigate(toPath: "/a", replace: true).result
                steps.append("replace /a")
            case 5:
                _ = await router.navigate(toPath: "/d", modal: true).result
                steps.append("modal /d")
            case 6:
                _ = await router.dismiss().result
                steps.append("dismiss")
            default:
                let path = ["/b", "/c/\(generator.next() % 3)", "/d", "/a"][Int(generator.next() % 4)]
                _ = await router.navigate(toPath: path).result
                steps.append("push \(path)")
            }
            let expected = router.state.allScreens.contains { registry.leaveGuards.matches($0.path) }
            let answered = router.runtime.mayGuardLeaving
            if answered != expected {
                Issue.record("step \(step): the scene says \(answered), its screens say \(expected); steps: \(steps.suffix(8))")
                return
            }
        }
    }

    @Test("a removed guard's pattern leaves the table: adding and removing in a loop keeps it at its live size")
    func patternsGo() throws {
        let registry = NavigationRegistry()
        let kept = try registry.guardLeaving("/kept") { _ in .leave }
        for round in 0..<500 {
            let token = try registry.guardLeaving("/form/\(round)/**") { _ in .leave }
            #expect(registry.leaveGuards.matches("/form/\(round)/x"))
            #expect(token.cancel())
            #expect(!registry.leaveGuards.matches("/form/\(round)/x"))
        }
        #expect(registry.leaveGuards.patternCount == 1)
        #expect(kept.cancel())
        #expect(registry.leaveGuards.patternCount == 0)
    }
}
