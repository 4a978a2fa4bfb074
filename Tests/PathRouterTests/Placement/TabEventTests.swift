import PathRouter
import PathRouterLocking
import Testing

/// Events of navigations into tabs carry the path of the screen they show, and the tab in its
/// own field.
@Suite("Tab events")
struct TabEventTests {
    @Test("selecting a tab never shown: its events name the root's path and the tab")
    func selectTabEvents() async throws {
        let app = try await TabbedApp()
        let events = Locked.make([NavigationEvent]())
        let observation = app.router.addEventObserver { event in events.withLock { $0.append(event) } }
        defer { observation.cancel() }
        _ = try await app.router.selectTab("catalog").result.get()
        let seen = events.withLock { $0 }
        #expect(seen.map(\.path) == ["/products", "/products", "/products", "/products"])
        #expect(seen.map(\.phase) == [.started, .matched, .landed, .screenViewed])
        #expect(seen.allSatisfy { $0.tab == "catalog" })
        #expect(seen.first?.fields["tab"] == "catalog")
        // Selecting a tab already shown is a scene operation: no navigation events.
        events.withLock { $0 = [] }
        _ = try await app.router.selectTab("home").result.get()
        #expect(events.withLock { $0 }.isEmpty)
    }

    @Test("setTabs' events name the selected tab's root path and the tab")
    func setTabsEvents() async throws {
        let app = try await TabbedApp(tabs: false)
        let events = Locked.make([NavigationEvent]())
        let observation = app.router.addEventObserver { event in events.withLock { $0.append(event) } }
        defer { observation.cancel() }
        _ = try await app.router.setTabs(
            [
                TabDefinition(name: "home", rootPath: "/home"),
                TabDefinition(name: "news", rootPath: "/news"),
            ], selected: "news"
        ).result.get()
        let seen = events.withLock { $0 }
        #expect(seen.first?.path == "/news" && seen.allSatisfy { $0.tab == "news" })
    }
}
