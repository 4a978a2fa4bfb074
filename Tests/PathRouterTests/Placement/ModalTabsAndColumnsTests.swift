import PathRouter
import PathRouterLocking
import Testing

/// A modal's tab container and a split's columns, driven through the router.
@Suite("Tabs in a modal, split columns")
struct ModalTabsAndColumnsTests {
    /// The settings flow the tests present: two tabs, the second never shown at first.
    static let editorTabs = [
        TabDefinition(name: "general", rootPath: "/settings"),
        TabDefinition(name: "news", rootPath: "/news"),
    ]

    func modalTabs(_ app: TabbedApp) -> TabContainer? {
        app.router.state.modals.last?.presentation.tabs
    }

    @Test("presentTabs shows a tab container as a modal; selectTab and pushes work on it; the scene's tabs are kept")
    func presentedTabs() async throws {
        let app = try await TabbedApp()
        let presented = try await app.router.presentTabs(Self.editorTabs, preventsDismissal: true).result.get()
        #expect(presented.transition.kind == .present)
        #expect(app.router.state.modals.count == 1 && app.router.state.modals[0].preventsDismissal)
        #expect(modalTabs(app)?.tabs.map(\.name) == ["general", "news"])
        #expect(modalTabs(app)?.tabs.map(\.rootPath) == ["/settings", "/news"])
        #expect(app.router.state.selectedTab == "general", "the top-most tab container answers")
        // A tab of the modal never shown builds its root from the tab's root path.
        let news = try await app.router.selectTab("news").result.get()
        #expect(news.transition.kind == .selectTab && news.transition.added.map(\.path) == ["/news"])
        #expect(app.router.state.modals.count == 1, "the modal stays")
        // A push lands in the modal's selected tab.
        _ = try await app.router.navigate(toPath: "/home").result.get()
        #expect(modalTabs(app)?.selectedTab.screens.map(\.path) == ["/news", "/home"])
        // Re-selecting pops the modal's tab to its root.
        _ = try await app.router.selectTab("news").result.get()
        #expect(modalTabs(app)?.selectedTab.screens.map(\.path) == ["/news"])
        #expect(app.router.tabDefinitions.map(\.name) == ["home", "catalog", "account"])
        #expect(app.tab("home") == ["/home"], "the root's tabs are untouched")
        #expect(app.router.state.isWellFormed)
    }

    @Test("a root tab or a route placed in one dismisses the modal tab container over it, in one change")
    func rootTabUnderModalTabs() async throws {
        let app = try await TabbedApp()
        _ = try await app.router.presentTabs(Self.editorTabs).result.get()
        let selected = try await app.router.selectTab("catalog").result.get()
        #expect(app.router.state.modals.isEmpty && app.router.state.selectedTab == "catalog")
        #expect(selected.transition.steps.map(\.kind) == [.dismissAll, .selectTab])
        _ = try await app.router.presentTabs(Self.editorTabs).result.get()
        let deepLink = try await app.router.navigate(toPath: "/products/7/reviews").result.get()
        #expect(app.router.state.modals.isEmpty)
        #expect(app.tab("catalog") == ["/products", "/products/7", "/products/7/reviews"])
        #expect(deepLink.transition.steps.first?.kind == .dismissAll)
    }

    @Test("a modal tab container needs a root to present over, and valid tabs; refusals change nothing")
    func presentTabsRefusals() async throws {
        let registry = NavigationRegistry()
        try registry.bind(routes: [
            NavigationRoute(path: "/settings", type: ReusableModel.self, requiresAuthentication: false),
            NavigationRoute(path: "/news", type: ReusableModel.self, requiresAuthentication: false),
        ])
        let router = NavigationRouter(scene: NavigationScene(id: "empty-for-tabs"), registry: registry)
        let empty = await router.presentTabs(Self.editorTabs).result
        #expect(throws: NavigationError.self) { try empty.get() }
        #expect(router.state.isEmpty)
        _ = try await router.navigate(toPath: "/news").result.get()
        let cases: [([TabDefinition], String?)] = [([], nil), (Self.editorTabs + Self.editorTabs, nil), (Self.editorTabs, "missing")]
        for (tabs, selected) in cases {
            let refused = await router.presentTabs(tabs, selected: selected).result
            #expect(throws: NavigationError.self) { try refused.get() }
        }
        #expect(router.state.modals.isEmpty && router.state.allScreens.map(\.path) == ["/news"])
    }

    @Test("save and restore keep a modal tab container, its root paths and its selected tab; logout purges inside it")
    func modalTabsSaveRestoreLogout() async throws {
        let app = try await TabbedApp()
        _ = try await app.router.presentTabs(Self.editorTabs, selected: "news").result.get()
        let saved = app.router.savedState()
        #expect(saved.modals.first?.presentation.tabs?.map(\.rootPath) == ["/settings", "/news"])
        let copy = NavigationRouter(scene: NavigationScene(id: "modal-tabs-copy"), registry: app.registry)
        let report = await copy.restore(saved)
        #expect(report.failures.isEmpty)
        #expect(copy.state.modals.first?.presentation.tabs?.selectedTab.name == "news")
        let general = try await copy.selectTab("general").result.get()
        #expect(general.transition.added.map(\.path) == ["/settings"], "the restored tab builds its root from the saved root path")
        // A saved tab without a root path (an older document) and never shown cannot be selected.
        var old = saved
        old.modals[0].presentation.tabs = old.modals[0].presentation.tabs?.map { SavedScene.SavedTab(name: $0.name, paths: $0.paths) }
        let older = NavigationRouter(scene: NavigationScene(id: "modal-tabs-old"), registry: app.registry)
        _ = await older.restore(old)
        let refused = await older.selectTab("general").result
        #expect(throws: NavigationError.self) { try refused.get() }
        // Logout removes the protected screens inside the modal's tabs too.
        _ = try await app.router.dismiss().result.get()
        _ = try await app.router.presentTabs([
            TabDefinition(name: "mine", rootPath: "/account"),
            TabDefinition(name: "general", rootPath: "/settings"),
        ]).result.get()
        _ = try await app.router.selectTab("general").result.get()
        _ = try await app.router.selectTab("mine").result.get()
        await app.registry.logout()
        let left = try #require(modalTabs(app))
        #expect(left.tabs.flatMap(\.screens).map(\.path) == ["/settings"])
        #expect(left.selectedTab.name == "general", "a selected tab left empty gives way to one that shows a screen")
        #expect(app.router.state.isWellFormed)
    }

    @Test("showing in a column dismisses covering modals in the same change; without a split it is refused unchanged")
    func columnRules() async throws {
        let app = try await TabbedApp(tabs: false)
        let before = app.router.state
        let refused = await app.router.show("/news", in: .secondary).result
        #expect(throws: NavigationError.self) { try refused.get() }
        #expect(app.router.state == before)
        if case .failure(let error) = refused { #expect(error.code == .invalidOptions) }
        _ = try await app.router.setSplit(primaryPath: "/home").result.get()
        _ = try await app.router.navigate(toPath: "/settings", modal: true).result.get()
        let shown = try await app.router.show("/news", in: .secondary).result.get()
        #expect(shown.transition.steps.map(\.kind) == [.dismissAll, .showInSecondary])
        #expect(app.router.state.modals.isEmpty && app.router.state.topScreen?.path == "/news")
    }
}
