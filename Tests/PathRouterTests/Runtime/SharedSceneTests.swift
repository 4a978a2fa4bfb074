import PathRouter
import PathRouterTestSupport
import Testing

/// Routers that join a live scene share it as it is: its ids, its rules.
@Suite("Shared scenes")
struct SharedSceneTests {
    @Test("a router with its own id source joining a live scene does not restart the scene's ids")
    func joiningKeepsIDs() async throws {
        let fixture = try Fixture(authenticated: true)
        let first = NavigationRouter(scene: NavigationScene(id: "shared"), registry: fixture.registry, screenIDs: Screen.ID.Source())
        _ = try await first.navigate(toPath: "/home").result.get()
        _ = try await first.navigate(toPath: "/a").result.get()
        let second = NavigationRouter(scene: NavigationScene(id: "shared"), registry: fixture.registry, screenIDs: Screen.ID.Source())
        _ = try await second.navigate(toPath: "/b").result.get()
        let ids = first.state.allScreens.map(\.id)
        #expect(ids.map(\.description) == ["#1", "#2", "#3"])
        #expect(Set(ids).count == 3)
        _ = try await second.removeScreen(ids[0]).result.get()
        #expect(first.state.allScreens.map(\.path) == ["/a", "/b"])
    }

    @Test("a scene that draws process-wide ids keeps drawing them when a router with a source joins it")
    func joiningAProcessWideScene() async throws {
        let fixture = try Fixture(authenticated: true)
        _ = try await fixture.router.navigate(toPath: "/home").result.get()
        let joining = Screen.ID.Source()
        let second = NavigationRouter(scene: fixture.router.scene, registry: fixture.registry, screenIDs: joining)
        _ = try await second.navigate(toPath: "/a").result.get()
        #expect(joining.next().description == "#1", "the joining source handed out no id")
        let ids = fixture.router.state.allScreens.map(\.id)
        #expect(Set(ids).count == 2)
    }

    @Test("a restore whose mandatory interceptor awaits when the scene closes commits nothing")
    func restoreAcrossClose() async throws {
        let (fixture, gate) = try CommitTimeRulesTests.gated(priority: .mandatory)
        _ = try await fixture.router.navigate(toPath: "/home").result.get()
        let before = fixture.router.state
        let saved = SavedScene(root: .init(paths: ["/home", "/accounts/7"], isNavigationStack: true))
        async let report = fixture.router.restore(saved)
        await CommitTimeRulesTests.waitForArrival(gate)
        fixture.router.close()
        gate.open()
        let result = await report
        #expect(result.restoredScreenCount == 0)
        #expect(result.failures.map(\.code) == [.sceneClosed])
        #expect(fixture.router.state == before)
    }
}
