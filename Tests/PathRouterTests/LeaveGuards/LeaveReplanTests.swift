import PathRouter
import PathRouterTestSupport
import Testing

/// What a request does when the scene changed while the leave guards it asked decided: a
/// landing and a restore ask the guards of the screens that appeared meanwhile, for a bounded
/// number of rounds; a scene operation removes only the screens it planned.
@Suite("Planning again after leave guards")
struct LeaveReplanTests {
    /// A guard on `/products/**` that, each time it is asked, pushes one more product screen
    /// (a guarded screen that appears while the guards decide), then lets go.
    private func guardThatKeepsPushing(_ fixture: Fixture) throws -> Recorder {
        let asked = Recorder()
        let router = fixture.router
        try fixture.registry.guardLeaving("/products/**") { request in
            asked.record(request.screen.path)
            router.navigate(toPath: "/products/\(100 + asked.all.count)")
            return .leave
        }
        return asked
    }

    @Test("a landing whose guarded screens keep appearing ends with sceneBusy after the last round and changes nothing")
    func landingGivesUp() async throws {
        let fixture = try Fixture(authenticated: true)
        _ = try await fixture.router.navigate(toPath: "/home").result.get()
        _ = try await fixture.router.navigate(toPath: "/products/1").result.get()
        let asked = try guardThatKeepsPushing(fixture)
        let result = await fixture.router.navigate(toPath: "/a", replace: true).result
        #expect(throws: NavigationError.self) { try result.get() }
        guard case .failure(let error) = result else { return }
        #expect(error.code == .sceneBusy)
        #expect(error.path == "/a")
        _ = await fixture.router.idle()
        #expect(Set(asked.all).count >= 8, "every round asked the screens that appeared")
        #expect(!fixture.paths().contains("/a"), "the landing changed nothing")
    }

    @Test("a restore whose guarded screens keep appearing ends with sceneBusy and restores nothing")
    func restoreGivesUp() async throws {
        let fixture = try Fixture(authenticated: true)
        _ = try await fixture.router.navigate(toPath: "/products/1").result.get()
        _ = try guardThatKeepsPushing(fixture)
        let report = await fixture.router.restore(SavedScene(root: .init(paths: ["/b"], isNavigationStack: true)))
        #expect(report.restoredScreenCount == 0)
        #expect(report.failures.map(\.code) == [.sceneBusy])
        _ = await fixture.router.idle()
        #expect(!fixture.paths().contains("/b"))
    }

    @Test("a landing asks the guard of a screen that appeared while the first guard decided, then lands")
    func landingAsksNewOnes() async throws {
        let fixture = try Fixture(authenticated: true)
        _ = try await fixture.router.navigate(toPath: "/products/1").result.get()
        let asked = Recorder()
        let router = fixture.router
        try fixture.registry.guardLeaving("/products/**") { request in
            asked.record(request.screen.path)
            if request.screen.path == "/products/1" { router.navigate(toPath: "/products/2") }
            return .leave
        }
        _ = try await fixture.router.navigate(toPath: "/a", replace: true).result.get()
        #expect(asked.all == ["/products/1", "/products/2"])
        #expect(fixture.paths() == ["/a"])
    }

    @Test("a pop planned for one screen does not remove a screen that landed while its guard decided")
    func operationKeepsToItsPlan() async throws {
        let fixture = try Fixture(authenticated: true)
        _ = try await fixture.router.navigate(toPath: "/home").result.get()
        _ = try await fixture.router.navigate(toPath: "/products/1").result.get()
        let router = fixture.router
        try fixture.registry.guardLeaving("/products/1") { _ in
            router.navigate(toPath: "/a")
            return .leave
        }
        let result = await fixture.router.pop().result
        guard case .failure(let error) = result else {
            Issue.record("the pop removed a screen it was not planned for: \(result)")
            return
        }
        #expect(error.code == .noSuchScreen)
        #expect(error.path == "/a")
        #expect(fixture.paths() == ["/home", "/products/1", "/a"])
    }
}
