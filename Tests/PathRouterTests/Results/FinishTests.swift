import PathRouter
import PathRouterTestSupport
import Testing

/// A screen's value reaches its waiter in the same step as the change that removes the screen:
/// a refused finish delivers nothing, and the screen may finish again.
@Suite("Finishing a screen")
struct FinishTests {
    @Test("a finish a leave guard refuses hands nothing to the waiter; the next finish does")
    func refusedFinish() async throws {
        let fixture = try Fixture(authenticated: true)
        _ = try await fixture.router.navigate(toPath: "/home").result.get()
        let picker = try #require(try await fixture.router.navigate(toPath: "/a", modal: true).result.get().screen)
        let waiter = Task { try await fixture.router.result(of: picker.id, as: Int.self) }
        let token = try fixture.registry.guardLeaving("/a") { _ in .stay(reason: "still picking") }
        let error = try #require(await fixture.router.finish(picker.id, with: 7).error)
        #expect(error.code == .leaveRefused)
        #expect(fixture.paths() == ["/home", "/a"])
        #expect(token.cancel())
        _ = try await fixture.router.finish(picker.id, with: 8).result.get()
        #expect(try await waiter.value == 8)
        #expect(fixture.paths() == ["/home"])
        #expect(await fixture.router.finish(picker.id, with: 9).error?.code == .noSuchScreen)
    }
}
