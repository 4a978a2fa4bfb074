import Foundation
import SceneHost
import Testing

/// Home (two screens), Catalog (one), Account (never shown), Home selected.
private func tabbedState() -> (SceneState, home: Screen, news: Screen, catalog: Screen) {
    let home = screen("/home"), news = screen("/news"), catalog = screen("/products")
    var state = SceneState()
    _ = state.replaceRoot(
        with: .tabs(
            TabContainer(
                tabs: [
                    .init(name: "home", screens: [home, news]), .init(name: "catalog", screens: [catalog]), .init(name: "account"),
                ], selected: "home")))
    return (state, home, news, catalog)
}

@Suite("Tab and split containers")
struct ContainerTests {
    @Test("switching tabs keeps every stack; re-selecting the selected tab pops it to its root")
    func selectKeepsStacks() throws {
        var (state, home, news, catalog) = tabbedState()
        #expect(state.topScreen == news && state.selectedTab == "home")
        let select = try state.selectTab("catalog")
        #expect(select.kind == .selectTab && select.tab == "catalog" && select.added.isEmpty)
        #expect(state.topScreen == catalog)
        _ = try state.selectTab("home")
        #expect(state.topScreen == news, "home kept its stack")
        let again = try state.selectTab("home")
        #expect(again.kind == .popTabToRoot && again.removed == [news])
        #expect(state.topScreen == home)
        #expect(state.isWellFormed)
    }

    @Test("a tab never shown gets its first screen when selected; without one it is refused, state unchanged")
    func emptyTab() throws {
        var (state, _, _, _) = tabbedState()
        let before = state
        #expect(throws: SceneError(.emptyTab, "the tab 'account' has never been shown and no first screen was given")) {
            try state.selectTab("account")
        }
        #expect(state == before)
        let account = screen("/account")
        #expect(try state.selectTab("account", root: account).added == [account])
        #expect(state.topScreen == account)
    }

    @Test("push and pop act on the selected tab; pushing into another tab leaves the selection alone unless asked")
    func pushIntoTabs() throws {
        var (state, home, news, catalog) = tabbedState()
        let item = screen("/products/1")
        _ = try state.push(item)
        #expect(state.root?.tabs?.tabs[0].screens == [home, news, item])
        let reviews = screen("/products/1/reviews")
        let pushed = try state.push([reviews], intoTab: "catalog", select: false)
        #expect(pushed.kind == .pushIntoTab && pushed.tab == "catalog")
        #expect(state.selectedTab == "home" && state.topScreen == item)
        _ = try state.selectTab("catalog")
        #expect(state.topScreen == reviews)
        #expect(try state.pop().removed == [reviews])
        #expect(throws: SceneError.self) { try state.pop() }
        #expect(state.topScreen == catalog)
        #expect(try state.popTabToRoot("home").removed == [news, item])
        let replaced = try state.replaceTabStack("home", with: [screen("/home")])
        #expect(replaced.kind == .replaceTabStack && replaced.removed == [home])
    }

    @Test(
        "naming a tab the scene does not have is refused and changes nothing",
        arguments: [
            ("nowhere", SceneError.Code.noSuchTab), ("", SceneError.Code.noSuchTab),
        ])
    func unknownTab(name: String, code: SceneError.Code) throws {
        var (state, _, _, _) = tabbedState()
        let before = state
        #expect(throws: SceneError.self) { try state.selectTab(name) }
        do { _ = try state.selectTab(name) } catch { #expect(error.code == code) }
        #expect(state == before)
        var plain = SceneState(root: .stack([screen("/home")]))
        do { _ = try plain.selectTab("home") } catch { #expect(error.code == .noTabs) }
    }

    @Test("a tab container inside a modal is the one tab operations use")
    func tabsInModal() throws {
        var state = SceneState(root: .stack([screen("/home")]))
        let a = screen("/a"), b = screen("/b")
        _ = try state.present(Modal(presentation: .tabs(TabContainer(tabs: [.init(name: "a", screens: [a]), .init(name: "b", screens: [b])]))))
        _ = try state.selectTab("b")
        #expect(state.topScreen == b && state.tabNames == ["a", "b"])
    }

    @Test("removing screens empties tabs, not containers; an emptied selected tab gives way to one that shows a screen")
    func removal() throws {
        var (state, home, news, catalog) = tabbedState()
        let removed = state.removeScreens { $0 == home || $0 == news }
        #expect(removed.removed == [home, news])
        #expect(state.selectedTab == "catalog" && state.topScreen == catalog)
        #expect(state.root?.tabs?.tabs[0].screens.isEmpty == true)
        #expect(state.isWellFormed)
        _ = state.removeScreens { $0 == catalog }
        #expect(state.isEmpty)
    }

    @Test("the description shows the tabs and which is selected")
    func description() {
        let (state, _, _, _) = tabbedState()
        #expect(
            state.description == """
                root: tabs
                tab home (selected)
                   ├─ /home
                   └─ /news
                tab catalog
                   └─ /products
                tab account: not shown yet
                """)
    }

    @Test("a split pushes to its secondary column when expanded, to the primary when collapsed and empty")
    func split() throws {
        let inbox = screen("/inbox"), message = screen("/messages/1"), reply = screen("/reply")
        var state = SceneState(root: .split(SplitContainer(primary: [inbox])))
        _ = try state.push(message)
        #expect(state.root?.split?.secondary == [message] && state.topScreen == message)
        #expect(try state.pop().removed == [message])
        #expect(state.topScreen == inbox)
        _ = try state.setCollapsed(true)
        _ = try state.push(reply)
        #expect(state.root?.split?.primary == [inbox, reply])
        let shown = try state.showInSecondary([message])
        #expect(shown.kind == .showInSecondary && state.topScreen == message)
        #expect(try state.popToRoot().removed == [reply, message])
        #expect(state.description.contains("primary (collapsed)"))
        var plain = SceneState(root: .stack([inbox]))
        #expect(throws: SceneError.self) { try plain.showInSecondary([message]) }
    }

    @Test("a collapsed split whose supplementary column shows a screen pushes onto that column, and pops it from there")
    func collapsedSupplementary() throws {
        let list = screen("/folders"), folder = screen("/folders/1"), message = screen("/messages/1")
        var state = SceneState(root: .split(SplitContainer(primary: [list], supplementary: [folder], isCollapsed: true)))
        #expect(state.topScreen == folder)
        _ = try state.push(message)
        #expect(state.topScreen == message, "the pushed screen is the one the user sees")
        #expect(state.root?.split?.supplementary == [folder, message])
        #expect(try state.pop().removed == [message])
        #expect(state.topScreen == folder)
    }

    @Test("containers save as paths and decode; a saved state from before containers still decodes")
    func saved() throws {
        let (state, _, _, _) = tabbedState()
        let saved = state.saved
        #expect(saved.root?.tabs?.map(\.name) == ["home", "catalog", "account"])
        #expect(saved.root?.selectedTab == "home")
        #expect(saved.root?.allPaths == ["/home", "/news", "/products"])
        let data = try JSONEncoder().encode(saved)
        #expect(try JSONDecoder().decode(SavedScene.self, from: data) == saved)
        let old = Data(#"{"root":{"paths":["/home","/a"],"isNavigationStack":true},"modals":[]}"#.utf8)
        let decoded = try JSONDecoder().decode(SavedScene.self, from: old)
        #expect(decoded.root?.paths == ["/home", "/a"] && decoded.root?.tabs == nil)
    }

    @Test("a sequence sums up its steps: a screen added and removed within it is in neither")
    func sequence() {
        let a = screen("/a"), b = screen("/b"), c = screen("/c")
        let combined = SceneTransition.combining([
            SceneTransition(kind: .pop, removed: [a], tab: "t"),
            SceneTransition(kind: .pushIntoTab, added: [b, c], tab: "t"),
            SceneTransition(kind: .pop, removed: [c], tab: "t"),
        ])
        #expect(combined.kind == .sequence && combined.steps.count == 3)
        #expect(combined.added == [b] && combined.removed == [a] && combined.tab == "t")
        #expect(SceneTransition.combining([SceneTransition(kind: .pop, removed: [a])]).kind == .pop)
    }

    @Test("a combined record takes the cause and animation given, as caused(by:animation:) would")
    func combinedCause() {
        let a = screen("/a"), b = screen("/b")
        let steps = [SceneTransition(kind: .selectTab, tab: "t"), SceneTransition(kind: .push, added: [a, b], tab: "t")]
        for count in [1, 2] {
            let combined = SceneTransition.combining(Array(steps.prefix(count)), cause: "/b", animation: .left)
            #expect(combined == SceneTransition.combining(Array(steps.prefix(count))).caused(by: "/b", animation: .left))
            #expect(combined.cause == "/b" && combined.animation == .left)
        }
        // Steps that each add hand their screens over in order; one adding step hands its array over.
        let two = SceneTransition.combining([SceneTransition(kind: .push, added: [a]), SceneTransition(kind: .push, added: [b])])
        #expect(two.added == [a, b] && two.removed.isEmpty)
    }

    @Test("the deepest screen of a chain the top-most stack shows, by path: its index, the stack's screen, whether on top")
    func deepestShown() throws {
        var (state, home, news, _) = tabbedState()
        let chain = [screen("/home"), screen("/news"), screen("/news/1")]
        let shown = try #require(state.deepestShownOfTopStack(chain[...].dropLast()))
        #expect(shown.index == 1 && shown.id == news.id && shown.isTop)
        let below = try #require(state.deepestShownOfTopStack(chain[..<1]))
        #expect(below.index == 0 && below.id == home.id && !below.isTop)
        #expect(state.deepestShownOfTopStack([screen("/elsewhere")][...]) == nil)
        // The selected tab's stack is the top-most one.
        _ = try state.selectTab("catalog")
        #expect(state.deepestShownOfTopStack(chain[...].dropLast()) == nil)
    }
}
