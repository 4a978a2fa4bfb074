import PathRouter
import PathRouterLocking
import PathRouterTestSupport
import Testing

/// A closed scene refuses every operation with `sceneClosed` and never changes; whatever
/// waited in it ends; the scene directory and link routing never pick it.
@Suite("Closed scenes")
struct ClosedSceneTests {
    static func openScene() async throws -> (Fixture, [Screen.ID]) {
        let fixture = try Fixture(authenticated: true)
        for path in ["/home", "/a", "/b"] { _ = try await fixture.router.navigate(toPath: path).result.get() }
        _ = try await fixture.router.navigate(toPath: "/onboarding", modal: true).result.get()
        return (fixture, fixture.router.state.allScreens.map(\.id))
    }

    struct Operation: Sendable, CustomTestStringConvertible {
        let name: String
        let act: @Sendable (NavigationRouter, [Screen.ID]) -> NavigationHandle
        var testDescription: String { name }
    }

    static let operations: [Operation] = [
        Operation(name: "pop") { router, _ in router.pop() },
        Operation(name: "popToRoot") { router, _ in router.popToRoot() },
        Operation(name: "dismiss") { router, _ in router.dismiss() },
        Operation(name: "dismissAll") { router, _ in router.dismissAll() },
        Operation(name: "popBack(to:)") { router, ids in router.popBack(to: ids[0]) },
        Operation(name: "dismissModal(holding:)") { router, ids in router.dismissModal(holding: ids[3]) },
        Operation(name: "removeScreen") { router, ids in router.removeScreen(ids[1]) },
        Operation(name: "closeScreen") { router, ids in router.closeScreen(ids[3]) },
        Operation(name: "finish") { router, ids in router.finish(ids[3], with: 7) },
        Operation(name: "userDidPop") { router, ids in router.userDidPop(ids[2]) },
        Operation(name: "userDidDismiss") { router, ids in router.userDidDismiss(modalHolding: ids[3]) },
        Operation(name: "userDidSelectTab") { router, _ in router.userDidSelectTab("home") },
        Operation(name: "selectTab") { router, _ in router.selectTab("catalog") },
        Operation(name: "setTabs") { router, _ in router.setTabs([TabDefinition(name: "home", rootPath: "/home")]) },
        Operation(name: "navigate") { router, _ in router.navigate(toPath: "/a") },
    ]

    @Test("every operation on a closed scene fails with sceneClosed and changes nothing", arguments: operations)
    func refused(operation: Operation) async throws {
        let (fixture, ids) = try await Self.openScene()
        // selectTab builds a tab's first screen from the declared tabs: give it one to build.
        _ = try await fixture.router.setTabs([
            TabDefinition(name: "home", rootPath: "/home"),
            TabDefinition(name: "catalog", rootPath: "/a"),
        ]).result.get()
        let before = fixture.router.state
        let stateIDs = before.allScreens.map(\.id)
        fixture.router.close()
        let error = try #require(await operation.act(fixture.router, stateIDs.count >= 4 ? stateIDs : ids).error)
        #expect(error.code == .sceneClosed, "\(error)")
        #expect(fixture.router.state == before)
    }

    @Test("a restore into a closed scene restores nothing and says why")
    func restore() async throws {
        let (fixture, _) = try await Self.openScene()
        let saved = fixture.router.savedState()
        _ = try await fixture.router.dismissAll().result.get()
        let before = fixture.router.state
        fixture.router.close()
        let report = await fixture.router.restore(saved)
        #expect(report.restoredScreenCount == 0)
        #expect(report.failures.map(\.code) == [.sceneClosed])
        #expect(fixture.router.state == before)
    }

    @Test("a pop whose leave guard is still deciding when the scene closes ends with sceneClosed")
    func guardDecidingAtClose() async throws {
        let (fixture, _) = try await Self.openScene()
        _ = try await fixture.router.dismiss().result.get()
        let gate = Gate()
        try fixture.registry.guardLeaving("/b") { _ in
            await gate.wait(); return .leave
        }
        let pop = fixture.router.pop()
        #expect(await eventually { gate.arrivals == 1 })
        let before = fixture.router.state
        fixture.router.close()
        gate.open()
        #expect(await pop.error?.code == .sceneClosed)
        #expect(fixture.router.state == before)
    }

    @Test("a waiter for a screen's result resumes with sceneClosed when the scene closes; a later one too")
    func resultWaiter() async throws {
        let (fixture, ids) = try await Self.openScene()
        let waiter = Task { () -> NavigationError? in
            do throws(NavigationError) {
                _ = try await fixture.router.result(of: ids[3], as: Int.self)
                return nil
            } catch { return error }
        }
        try await Task.sleep(for: .milliseconds(20))
        fixture.router.close()
        #expect(await waiter.value?.code == .sceneClosed)
        await #expect(throws: NavigationError.self) { try await fixture.router.result(of: ids[2], as: Int.self) }
    }

    @Test("after a scene closes, a new router for its id gets a new scene, which the directory and link routing pick")
    func directory() async throws {
        let fixture = try await Fixture.acceptingLinks()
        _ = try await fixture.router.navigate(toPath: "/products/1").result.get()
        fixture.router.close()
        #expect(fixture.registry.router(forSceneID: "main") == nil)
        let reopened = NavigationRouter(scene: NavigationScene(id: "main"), registry: fixture.registry)
        #expect(fixture.registry.router(forSceneID: "main") === reopened)
        #expect(!fixture.registry.routers.contains { $0 === fixture.router })
        _ = try await reopened.navigate(toPath: "/home").result.get()
        let result = try await fixture.registry.open(link: "myapp://open/products/2", in: .showingTarget).result.get()
        guard case .navigated(_, let scene) = result else {
            Issue.record("not navigated: \(result)")
            return
        }
        #expect(scene == reopened.scene)
        #expect(fixture.paths() == ["/home", "/products/1"])
    }

    @Test("close() from another thread ends a navigation however close it came to its first wait: none is left waiting")
    func closeRacingTheFirstWait() async throws {
        let leftWaiting = try await raceClose(
            rounds: 200,
            setUp: {
                let fixture = try Fixture(authenticated: true)
                // The navigation waits for an interceptor that never answers (its continuation is dropped).
                try fixture.registry.interceptNavigation(toPath: "/a") { _, _ in }
                return fixture
            },
            request: { router in await router.navigate(toPath: "/a").error },
            check: { error, router, round in
                #expect(error?.code == .sceneClosed, "round \(round)")
                #expect(await router.idle() == 0, "round \(round)")
            })
        #expect(leftWaiting == nil, "the navigation was left waiting after close()")
    }
}
