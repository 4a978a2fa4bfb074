import PathRouter
import PathRouterTestSupport
import Testing

/// A restore replaces every screen of the scene, so it asks their leave guards first, like
/// any operation that removes screens.
@Suite("Restore and leave guards")
struct RestoreLeaveTests {
    @Test("a restore over a screen whose guard says stay restores nothing and names the guard")
    func stayKeepsTheScene() async throws {
        let fixture = try Fixture(authenticated: true)
        for path in ["/home", "/a", "/b"] { _ = try await fixture.router.navigate(toPath: path).result.get() }
        let token = try fixture.registry.guardLeaving("/b") { _ in .stay(reason: "unsaved changes") }
        let before = fixture.router.state
        let saved = SavedScene(root: .init(paths: ["/home", "/onboarding"], isNavigationStack: true))
        let report = await fixture.router.restore(saved)
        #expect(report.restoredScreenCount == 0)
        #expect(report.failures.map(\.code) == [.leaveRefused])
        #expect(report.failures.first?.path == "/b")
        #expect(fixture.router.state == before)
        #expect(token.cancel())
        let second = await fixture.router.restore(saved)
        #expect(second.restoredScreenCount == 2)
        #expect(fixture.paths() == ["/home", "/onboarding"])
    }

    @Test("a guard that lets its screen leave is asked once, with the operation named restore")
    func leaveIsAsked() async throws {
        let fixture = try Fixture(authenticated: true)
        for path in ["/home", "/a"] { _ = try await fixture.router.navigate(toPath: path).result.get() }
        let asked = Recorder()
        try fixture.registry.guardLeaving("/a") { request in
            asked.record("\(request.operation) \(request.screen.path)"); return .leave
        }
        let report = await fixture.router.restore(SavedScene(root: .init(paths: ["/b"], isNavigationStack: true)))
        #expect(report.restoredScreenCount == 1)
        #expect(asked.all == ["restore /a"])
        #expect(fixture.paths() == ["/b"])
    }
}
