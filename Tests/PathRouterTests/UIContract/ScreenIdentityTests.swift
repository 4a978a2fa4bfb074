import PathRouter
import PathRouterTesting
import Testing

/// Operations by screen id, self-closing screens and the changes a UI reports, through the kit
/// (predictable ids; the mirror checks every record).
@Suite("Screen identity and the UI's reports")
struct ScreenIdentityTests {
    static func makeTest() throws -> NavigationTest {
        try NavigationTest(modules: [], mode: .relaxed) { registry in
            try registry.bind(
                routes: ["/home", "/a", "/b", "/c", "/m", "/n", "/products", "/products/:id"].map {
                    NavigationRoute(path: $0, type: ReusableModel.self, requiresAuthentication: false)
                })
        }
    }

    func id(_ scene: SceneUnderTest, _ path: String) throws -> Screen.ID {
        try #require(scene.router.state.allScreens.last { $0.path == path }?.id, "no \(path)")
    }

    @Test("popBack(to:) dismisses what covers the screen and pops above it, in one change; a gone id is noSuchScreen")
    func popBack() async throws {
        let test = try Self.makeTest()
        let main = try test.scene()
        for path in ["/home", "/a", "/b"] { try await main.navigate(to: path) }
        try await main.navigate(to: "/m", modal: true)
        let a = try id(main, "/a")
        try await main.perform { $0.popBack(to: a) }
        try main.expectState(
            """
            root: stack
            ├─ /home [ReusableModel]
            └─ /a [ReusableModel]
            """)
        main.skipReported()
        let b = Screen.ID(rawValue: 3)
        let gone = try await main.perform { $0.popBack(to: b) }
        #expect(gone.errorCode == .noSuchScreen)
        #expect(try await main.perform { $0.popBack(to: a) }.errorCode == .nothingToPop)
        try test.finish()
    }

    @Test("dismissModal(holding:) closes that modal and the ones above it; removeScreen removes one screen anywhere")
    func dismissAndRemove() async throws {
        let test = try Self.makeTest()
        let main = try test.scene()
        try await main.navigate(to: "/home")
        try await main.navigate(to: "/m", modal: true)
        try await main.navigate(to: "/n", modal: true)
        try await main.perform { $0.dismissModal(holding: try! self.id(main, "/m")) }
        #expect(main.router.state.modals.isEmpty)
        try await main.navigate(to: "/a")
        try await main.navigate(to: "/b")
        try await main.perform { $0.removeScreen(try! self.id(main, "/a")) }
        #expect(main.router.state.allScreens.map(\.path) == ["/home", "/b"])
        #expect(try await main.perform { $0.dismissModal(holding: try! self.id(main, "/b")) }.errorCode == .noModal)
        try test.finish()
    }

    @Test("a screen closes itself however it was shown: popped when pushed, dismissed as a modal's first screen")
    func selfClose() async throws {
        let test = try Self.makeTest()
        let main = try test.scene()
        try await main.navigate(to: "/home")
        let pushed = try await main.navigate(to: "/a").screen!.id
        try await main.navigate(to: "/b")
        let modal = try await main.navigate(to: "/m", modal: true).screen!.id
        let modalCloser = try main.router.closer(for: modal)
        try await main.perform { _ in modalCloser.close() }
        #expect(main.router.state.modals.isEmpty)
        let pushedCloser = try main.router.closer(for: pushed)
        try await main.perform { _ in pushedCloser.close() }
        #expect(main.router.state.allScreens.map(\.path) == ["/home"], "/a left with what sat above it")
        #expect(try await main.perform { _ in modalCloser.close() }.errorCode == .noSuchScreen, "closing twice")
        #expect(throws: NavigationError.self, "no closer for a screen the scene no longer shows") { try main.router.closer(for: modal) }
        do {
            _ = try main.router.closer(for: Screen.ID(rawValue: 987_654_321))
            Issue.record("a closer for an id the scene never had")
        } catch {
            #expect(error.code == .noSuchScreen && error.path == "#987654321")
        }
        let root = try id(main, "/home")
        #expect(try await main.perform { $0.closeScreen(root) }.errorCode == .nothingToPop)
        try test.finish()
    }

    @Test("a back swipe and a sheet swiped down are recorded as the user's; a stale report changes nothing")
    func userReports() async throws {
        let test = try Self.makeTest()
        let main = try test.scene()
        for path in ["/home", "/a", "/b"] { try await main.navigate(to: path) }
        main.skipReported()
        let popped = try await main.perform { $0.userDidPop(try! self.id(main, "/b")) }.get()
        #expect(popped.transition.isUserInitiated && popped.transition.description == "pop -/b (by the user)")
        let before = main.router.state
        for stale in [try id(main, "/home"), Screen.ID(rawValue: 3), Screen.ID(rawValue: 99)] {
            #expect(try await main.perform { $0.userDidPop(stale) }.errorCode == .staleReport, "\(stale)")
        }
        #expect(main.router.state == before)
        let sheet = try await main.navigate(to: "/m", modal: true).screen!.id
        #expect(try await main.perform { $0.userDidDismiss(modalHolding: try! self.id(main, "/a")) }.errorCode == .staleReport)
        let dismissed = try await main.perform { $0.userDidDismiss(modalHolding: sheet) }.get()
        #expect(dismissed.transition.kind == .dismiss && dismissed.transition.isUserInitiated)
        try main.expectTransitions(["pop -/b (by the user)", "present +/m", "dismiss -/m (by the user)"])
        try test.finish()
    }

    @Test("a tab the tab bar switched to is recorded; an unknown or never shown tab is stale")
    func userSelectedTab() async throws {
        let test = try Self.makeTest()
        let main = try test.scene()
        try await main.perform {
            $0.setTabs([
                TabDefinition(name: "home", rootPath: "/home"), TabDefinition(name: "shop", rootPath: "/products"),
                TabDefinition(name: "more", rootPath: "/c"),
            ])
        }
        try await main.perform { $0.selectTab("shop") }
        main.skipReported()
        let switched = try await main.perform { $0.userDidSelectTab("home") }.get()
        #expect(switched.transition.kind == .selectTab && switched.transition.isUserInitiated)
        #expect(try await main.perform { $0.userDidSelectTab("home") }.get().transition.steps.isEmpty, "already selected: nothing")
        #expect(try await main.perform { $0.userDidSelectTab("more") }.errorCode == .staleReport, "never shown")
        #expect(try await main.perform { $0.userDidSelectTab("cart") }.errorCode == .staleReport)
        #expect(main.router.state.selectedTab == "home")
        try test.finish()
    }
}

extension Result where Failure == NavigationError {
    var errorCode: NavigationError.Code? {
        if case .failure(let error) = self { return error.code }
        return nil
    }
}
