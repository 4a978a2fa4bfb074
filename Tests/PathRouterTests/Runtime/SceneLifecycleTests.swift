import PathRouter
import PathRouterTestSupport
import Testing

@Suite("Scene lifecycle")
struct SceneLifecycleTests {
    @Test("a closed router refuses navigations and links at once, ends its changes streams, and is never the most recent scene")
    func closedRouter() async throws {
        let fixture = try await Fixture.acceptingLinks()
        let stream = fixture.router.changes
        let reader = Task { () -> Int in
            var count = 0
            for await _ in stream { count += 1 }
            return count
        }
        let other = NavigationRouter(scene: NavigationScene(id: "other"), registry: fixture.registry)
        _ = try await other.navigate(toPath: "/home").result.get()
        fixture.router.activate()
        fixture.router.close()
        #expect(fixture.router.isClosed)
        let refused = fixture.router.navigate(toPath: "/a")
        guard case .failure(let error)? = refused.currentResult else {
            Issue.record("a closed router's navigation was not refused at once")
            return
        }
        #expect(error.code == .sceneClosed)
        #expect(await fixture.router.open(link: "myapp://open/products/1").error?.code == .sceneClosed)
        #expect(await reader.value == 0, "the stream ended when the router closed")
        let link = try await fixture.registry.open(link: "myapp://open/products/1").result.get()
        guard case .navigated(_, let scene) = link else {
            Issue.record("not navigated: \(link)")
            return
        }
        #expect(scene == other.scene)
        #expect(fixture.paths() == ["/home"])
    }

    @Test("a changes stream opened on a closed router ends at once")
    func streamOnClosedRouter() async throws {
        let fixture = try Fixture()
        fixture.router.close()
        var count = 0
        for await _ in fixture.router.changes { count += 1 }
        #expect(count == 0)
    }

    @Test("a reader that falls too far behind has its stream ended, not grown without bound")
    func slowReaderEnds() async throws {
        let fixture = try Fixture()
        let stream = fixture.router.changes
        _ = try await fixture.router.navigate(toPath: "/home").result.get()
        for _ in 0..<(NavigationRouter.maximumUnreadChanges + 10) {
            fixture.router.navigate(toPath: "/a")
            fixture.router.pop()
        }
        await fixture.router.idle()
        var received = 0
        for await _ in stream { received += 1 }
        #expect(received == NavigationRouter.maximumUnreadChanges)
    }

    @Test("two routers for one scene id share the scene; once it is closed the id names a new, empty scene")
    func sharedSceneID() async throws {
        let fixture = try Fixture()
        let twin = NavigationRouter(scene: NavigationScene(id: "main", role: .externalDisplay), registry: fixture.registry)
        #expect(twin.scene == fixture.router.scene, "the second router drives the first one's scene, role included")
        _ = try await fixture.router.navigate(toPath: "/home").result.get()
        _ = try await twin.navigate(toPath: "/a").result.get()
        #expect(fixture.paths() == ["/home", "/a"])
        #expect(twin.state == fixture.router.state)
        #expect(fixture.registry.routers.count == 1)
        #expect(fixture.registry.router(forSceneID: "main") === fixture.router)

        twin.close()
        #expect(fixture.router.isClosed)
        let fresh = NavigationRouter(scene: NavigationScene(id: "main"), registry: fixture.registry)
        #expect(!fresh.isClosed && fresh.state.isEmpty)
        _ = try await fresh.navigate(toPath: "/b").result.get()
        #expect(fixture.paths() == ["/home", "/a"])

        let elsewhere = NavigationRouter(scene: NavigationScene(id: "main"), registry: NavigationRegistry())
        #expect(elsewhere.state.isEmpty, "scene ids are per registry")
    }
}
