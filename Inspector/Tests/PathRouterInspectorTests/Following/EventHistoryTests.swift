import PathRouter
import PathRouterInspector
import Testing

/// A page that connects later sees each scene's recent events, bounded; actions show in the
/// scenes they are for.
@Suite("Inspector history and per-scene actions")
struct EventHistoryTests {
    @Test("events from before a page connected reach it, the last ones of each scene, in order, then the new ones")
    func history() async throws {
        let app = try await InspectedApp.start(eventHistory: 20)
        for index in 0..<30 { _ = await app.main.navigate(toPath: "/items/\(index)").result }
        let page = PageClient(app.inspector)
        try await page.waitFor("main's snapshot") { $0.contains { $0.type == .snapshot && $0.scene == "main" } }
        _ = await app.main.navigate(toPath: "/items/new").result
        let messages = try await page.waitFor("the new navigation's events") { messages in
            messages.contains { $0.type == .event && $0.event?.path == "/items/new" }
        }
        let paths = messages.filter { $0.type == .event && $0.scene == "main" }.compactMap { $0.event?.path }
        // The kept ones: the last 20 of main's events before the page came, then the new ones.
        let kept = paths.prefix { $0 != "/items/new" }
        #expect(kept.count == 20, "\(kept)")
        #expect(kept.last == "/items/29" && !kept.contains("/items/0"))
        #expect(paths.drop { $0 != "/items/new" }.allSatisfy { $0 == "/items/new" })
        await page.close()
        await app.inspector.stop()
    }

    @Test("with no history kept, a page sees only what happens after it connected")
    func noHistory() async throws {
        let app = try await InspectedApp.start(eventHistory: 0)
        _ = await app.main.navigate(toPath: "/items/1").result
        let page = PageClient(app.inspector)
        try await page.waitFor("main's snapshot") { $0.contains { $0.type == .snapshot && $0.scene == "main" } }
        _ = await app.main.navigate(toPath: "/items/2").result
        let messages = try await page.waitFor("the new events") { $0.contains { $0.type == .event && $0.event?.path == "/items/2" } }
        #expect(!messages.contains { $0.type == .event && $0.event?.path == "/items/1" })
        await page.close()
        await app.inspector.stop()
    }

    @Test("an action for one scene is offered there only, and refused in another")
    func perSceneActions() async throws {
        let app = try await InspectedApp.start(actions: [
            InspectorAction("Everywhere") { _ in "ran" }, InspectorAction("Main only", scenes: ["main"]) { _ in "ran in main" },
        ])
        let other = NavigationRouter(scene: NavigationScene(id: "other"), registry: app.registry)
        _ = await other.navigate(toPath: "/home").result
        let page = PageClient(app.inspector)
        let hello = try #require(try await page.waitFor("hello") { $0.contains { $0.type == .hello } }.first { $0.type == .hello })
        #expect(hello.actions == ["Everywhere", "Main only"] && hello.actionScenes == ["Main only": ["main"]])
        page.send(InspectorCommand(id: 1, type: .action, scene: "main", action: "Main only"))
        #expect(try await page.reply(to: 1).message == "ran in main")
        page.send(InspectorCommand(id: 2, type: .action, scene: "other", action: "Main only"))
        let refused = try await page.waitFor("the refusal") { $0.contains { $0.request == 2 } }.first { $0.request == 2 }
        #expect(refused?.error?.message.contains("no action 'Main only' for the scene 'other'") == true, "\(String(describing: refused))")
        page.send(InspectorCommand(id: 3, type: .action, scene: "other", action: "Everywhere"))
        #expect(try await page.reply(to: 3).message == "ran")
        other.close()
        await page.close()
        await app.inspector.stop()
    }
}
