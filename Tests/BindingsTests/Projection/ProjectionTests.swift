import PathRouter
import PathRouterBindings
import Testing

/// A scene as a UI binds to it: stacks with the root apart, tabs, split columns, modals.
@Suite("Projection")
struct ProjectionTests {
    @Test("a stack: the root apart, the pushed screens as identities that survive later changes")
    func stackIdentities() async throws {
        let shop = try Shop()
        for path in ["/home", "/a", "/b"] { _ = try await shop.router.navigate(toPath: path).result.get() }
        let before = SceneProjection(shop.router)
        guard case .stack(let stack)? = before.root else {
            Issue.record("not a stack: \(String(describing: before.root))")
            return
        }
        #expect(stack.root.path == "/home")
        #expect(stack.path.count == 2)
        _ = try await shop.router.navigate(toPath: "/c").result.get()
        let after = SceneProjection(shop.router)
        let kept = try #require(after.stack(stack.id))
        #expect(Array(kept.path.prefix(2)) == stack.path, "unchanged screens keep their identity")
        #expect(kept.top.path == "/c")
    }

    @Test("tabs: names, the selected tab, a stack per shown tab")
    func tabs() async throws {
        let shop = try Shop()
        _ = try await shop.router.setTabs(Shop.tabs, selected: "home").result.get()
        _ = try await shop.router.navigate(toPath: "/b").result.get()
        let projection = SceneProjection(shop.router)
        guard case .tabs(let tabs)? = projection.root else {
            Issue.record("no tabs")
            return
        }
        #expect(tabs.names == ["home", "shop"])
        #expect(tabs.selected == "home")
        #expect(tabs.stacks.map(\.id.tab) == ["home"], "a tab never shown has no stack")
        #expect(tabs.stack("home")?.items.map(\.path) == ["/home", "/b"])
    }

    @Test("a split: a stack per column with screens, collapse and the columns that show")
    func split() async throws {
        let shop = try Shop()
        _ = try await shop.router.setSplit(primaryPath: "/home").result.get()
        _ = try await shop.router.show("/a", in: .supplementary).result.get()
        _ = try await shop.router.show("/b", in: .secondary).result.get()
        var projection = SceneProjection(shop.router)
        guard case .split(let split)? = projection.root else {
            Issue.record("no split")
            return
        }
        #expect(split.stacks.map(\.id.column) == [.primary, .supplementary, .secondary])
        #expect(split.visibleColumns == [.primary, .supplementary, .secondary])
        _ = try await shop.router.setCollapsed(true).result.get()
        projection = SceneProjection(shop.router)
        guard case .split(let collapsed)? = projection.root else {
            Issue.record("no split")
            return
        }
        #expect(collapsed.isCollapsed && collapsed.visibleColumns == [.secondary])
    }

    @Test("modals: identity, style, whether they may be dismissed, the login screen marked")
    func modals() async throws {
        let shop = try Shop()
        _ = try await shop.router.navigate(toPath: "/home").result.get()
        _ = try await shop.router.navigate(toPath: "/a", modal: true).result.get()
        let sheet = try #require(SceneProjection(shop.router).modals.first)
        #expect(sheet.style == .sheet && sheet.mayDismiss)
        _ = try await shop.router.navigate(toPath: "/b").result.get()
        #expect(SceneProjection(shop.router).modals.first?.id == sheet.id, "pushing inside a modal keeps its identity")
        _ = try await shop.router.navigate(toPath: "/form", modal: true).result.get()
        #expect(SceneProjection(shop.router).modals.last?.mayDismiss == false, "a guarded screen: no swipe-down")
        _ = try await shop.router.presentTabs(Shop.tabs, selected: "home").result.get()
        #expect(SceneProjection(shop.router).modals.last?.style == .fullScreenCover)
        shop.router.navigate(toPath: "/account")
        await shop.router.idle()
        let login = try #require(SceneProjection(shop.router).modals.last)
        #expect(login.mayDismiss == false)
        #expect(login.presentation.items.first?.isLogin == true)
        shop.router.cancelPendingNavigation()
    }
}
