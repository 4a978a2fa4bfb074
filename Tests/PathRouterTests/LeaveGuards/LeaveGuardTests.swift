import PathRouter
import PathRouterLocking
import PathRouterTestSupport
import Testing

@Suite("Leave guards")
struct LeaveGuardTests {
    static func makeFixture() async throws -> Fixture {
        let fixture = try Fixture(authenticated: true)
        for path in ["/home", "/a", "/b"] { _ = try await fixture.router.navigate(toPath: path).result.get() }
        return fixture
    }

    @Test("a guard that says stay keeps the screen: leaveRefused names the guard and the screen, nothing changes")
    func stay() async throws {
        let fixture = try await Self.makeFixture()
        let token = try fixture.registry.guardLeaving("/b") { _ in .stay(reason: "unsaved changes") }
        let before = fixture.router.state
        let error = try #require(await fixture.router.pop().error)
        #expect(error.code == .leaveRefused && error.path == "/b")
        #expect(error.description.contains("leave guard #") && error.description.contains("on '/b'") && error.description.contains("unsaved changes"))
        #expect(fixture.router.state == before)
        #expect(await fixture.router.popToRoot().error?.code == .leaveRefused, "popToRoot would remove /b too")
        #expect(token.cancel())
        _ = try await fixture.router.pop().result.get()
        #expect(fixture.paths() == ["/home", "/a"])
    }

    @Test("guards follow the registry's options: after setOptions folds case, a guard on /B guards /b")
    func guardsFollowOptions() async throws {
        let fixture = try await Self.makeFixture()
        let token = try fixture.registry.guardLeaving("/B") { _ in .stay(reason: "folded") }
        #expect(fixture.paths() == ["/home", "/a", "/b"])
        try fixture.registry.setOptions(.init(caseInsensitiveLiterals: true))
        let error = try #require(await fixture.router.pop().error)
        #expect(error.code == .leaveRefused && error.path == "/b")
        try fixture.registry.setOptions(.init(caseInsensitiveLiterals: false))
        _ = try await fixture.router.pop().result.get()
        #expect(fixture.paths() == ["/home", "/a"])
        #expect(token.cancel())
    }

    @Test(
        "a guard that decides later: the scene keeps working meanwhile; the pop removes only the screen it was asked for, never the one that landed meanwhile")
    func decidesLater() async throws {
        let fixture = try await Self.makeFixture()
        let gate = Gate()
        let asked = Locked.make([String]())
        try fixture.registry.guardLeaving("/b") { request in
            asked.withLock { $0.append("\(request.operation) \(request.screen.path)") }
            await gate.wait()
            return .leave
        }
        let pop = fixture.router.pop()
        #expect(await eventually { gate.arrivals == 1 })
        // The scene keeps working while the leave waits: a navigation lands.
        _ = try await fixture.router.navigate(toPath: "/products/1").result.get()
        #expect(pop.currentResult == nil)
        gate.open()
        // The guard let /b leave, but /b is no longer on top: the pop ends with a typed error
        // naming the screen it would have removed instead, and the scene is unchanged.
        let error = try #require(await pop.error)
        #expect(error.code == .noSuchScreen && error.path == "/products/1")
        #expect(fixture.paths() == ["/home", "/a", "/b", "/products/1"])
        #expect(asked.withLock { $0 } == ["pop /b"])
    }

    @Test("guards run by priority; the first stay wins; a screen's own guard is asked first and forgotten when it leaves")
    func order() async throws {
        let fixture = try await Self.makeFixture()
        let asked = Locked.make([String]())
        try fixture.registry.guardLeaving("/**") { _ in
            asked.withLock { $0.append("low") }; return .leave
        }
        try fixture.registry.guardLeaving("/b", priority: .high) { _ in
            asked.withLock { $0.append("high") }; return .leave
        }
        let b = try #require(fixture.router.state.topScreen?.id)
        fixture.router.guardLeaving(screen: b) { _ in
            asked.withLock { $0.append("own") }; return .stay(reason: "editing")
        }
        #expect(await fixture.router.pop().error?.description.contains("the screen's own leave guard") == true)
        #expect(asked.withLock { $0 } == ["own"], "the first stay ends the asking")
        asked.withLock { $0 = [] }
        // The UI reports a back swipe made before it showed the guard: the guards are asked as
        // for a request, the own guard first; it says stay, so nothing changes.
        #expect(await fixture.router.userDidPop(b).error?.code == .leaveRefused)
        #expect(asked.withLock { $0 } == ["own"])
        #expect(fixture.router.state.topScreen?.id == b)
        // Once the guard stopped, the report is a fact: no guard of the screen's own is asked.
        fixture.router.stopGuardingLeaving(screen: b)
        asked.withLock { $0 = [] }
        _ = try await fixture.router.userDidPop(b).result.get()
        #expect(asked.withLock { $0 } == ["high", "low"])
        asked.withLock { $0 = [] }
        _ = try await fixture.router.navigate(toPath: "/b").result.get()
        _ = try await fixture.router.pop().result.get()
        #expect(asked.withLock { $0 } == ["high", "low"])
    }

    @Test("dismissals, closers and screen operations ask too; a logout never does")
    func everyRemoval() async throws {
        let fixture = try await Self.makeFixture()
        try fixture.registry.guardLeaving("/accounts/:id") { _ in .stay(reason: "a transfer is open") }
        let modal = try await fixture.router.navigate(toPath: "/accounts/7", modal: true).result.get().screen!.id
        #expect(await fixture.router.dismiss(interactive: true).error?.code == .leaveRefused)
        #expect(await fixture.router.dismissAll().error?.code == .leaveRefused)
        #expect(await (try fixture.router.closer(for: modal)).close().error?.code == .leaveRefused)
        #expect(await fixture.router.dismissModal(holding: modal).error?.code == .leaveRefused)
        #expect(await fixture.router.removeScreen(modal).error?.code == .leaveRefused)
        #expect(fixture.router.state.modals.count == 1)
        await fixture.registry.logout()
        #expect(fixture.router.state.modals.isEmpty, "the logout purged the protected screen")
    }

    @Test("a scene closed while a guard decides ends the leave with sceneClosed")
    func closedWhileDeciding() async throws {
        let fixture = try await Self.makeFixture()
        let gate = Gate()
        try fixture.registry.guardLeaving("/b") { _ in
            await gate.wait(); return .leave
        }
        let pop = fixture.router.pop()
        #expect(await eventually { gate.arrivals == 1 })
        fixture.router.close()
        gate.open()
        #expect(await pop.error?.code == .sceneClosed)
    }
}

@Suite("Leave guards on navigations")
struct LeaveGuardNavigationTests {
    @Test("a navigation that would remove a guarded screen asks first: replace, a chain that pops, a reuse that pops, new tabs, a tab popped to its root")
    func navigationsAsk() async throws {
        let app = try await TabbedApp(productReuse: .reuse())
        _ = try await app.router.navigate(toPath: "/products/4/reviews").result.get()
        let asked = Locked.make([String]())
        let token = try app.registry.guardLeaving("/products/:id/reviews") { request in
            asked.withLock { $0.append(request.operation) }
            return .stay(reason: "a review is being written")
        }
        let before = app.router.state
        for error in [
            await app.router.navigate(toPath: "/products/4").error,  // a reuse that pops the reviews
            await app.router.navigate(toPath: "/products/5/reviews").error,  // a chain that pops them
            await app.router.navigate(toPath: "/home", replace: true).error,
        ] {  // replaces the selected tab's stack
            #expect(error?.code == .leaveRefused)
        }
        #expect(asked.withLock { $0 } == ["navigate to /products/4", "navigate to /products/5/reviews", "navigate to /home"])
        #expect(app.tab("catalog") == before.root?.tabs?.tabs.first { $0.name == "catalog" }?.screens.map(\.path))
        let refused = await app.router.setTabs([TabDefinition(name: "home", rootPath: "/home")]).error
        #expect(refused?.code == .leaveRefused, "new tabs would remove the reviews")
        #expect(await app.router.selectTab("catalog").error?.code == .leaveRefused, "re-selecting pops the tab to its root")
        token.cancel()
        _ = try await app.router.navigate(toPath: "/products/4").result.get()
        #expect(app.tab("catalog") == ["/products", "/products/4"])
    }

    @Test("isGuarded tells a UI which screens a guard watches: the registry's by path, a screen's own by id")
    func isGuarded() async throws {
        let fixture = try await LeaveGuardTests.makeFixture()
        let ids = fixture.router.state.allScreens.map(\.id)
        #expect(ids.map { fixture.router.isGuarded($0) } == [false, false, false])
        let token = try fixture.registry.guardLeaving("/b") { _ in .leave }
        #expect(ids.map { fixture.router.isGuarded($0) } == [false, false, true])
        #expect(fixture.router.guardLeaving(screen: ids[1]) { _ in .leave })
        #expect(ids.map { fixture.router.isGuarded($0) } == [false, true, true])
        #expect(token.cancel())
        #expect(ids.map { fixture.router.isGuarded($0) } == [false, true, false])
        #expect(!fixture.router.isGuarded(Screen.ID(rawValue: 999)))
    }
}
