import PathRouter
import PathRouterInspector
import PathRouterLocking
import Testing

/// What the page sends that the inspector cannot take gets a typed error back and changes
/// nothing; the connection goes on.
@Suite("Inspector bad input")
struct BadInputTests {
    @Test("unknown scenes, stale screens, malformed and oversized messages are answered with their code")
    func badInput() async throws {
        let app = try await InspectedApp.start()
        let page = PageClient(app.inspector)
        try await page.waitFor("snapshot") { $0.contains { $0.type == .snapshot } }
        let before = app.main.state

        page.send(InspectorCommand(id: 1, type: .navigate, scene: "nowhere", path: "/home"))
        #expect(try await page.reply(to: 1).error?.code == "unknownScene")

        page.send(InspectorCommand(id: 2, type: .back, scene: "main", screen: 987_654_321))
        let stale = try await page.reply(to: 2).error
        #expect(stale != nil && stale?.code != "ok", "a report about a screen the scene does not show is refused")

        page.send(InspectorCommand(id: 3, type: .navigate, scene: "main"))
        #expect(try await page.reply(to: 3).error?.code == "malformedMessage")

        page.send(InspectorCommand(id: 4, type: .action, scene: "main", action: "Launch"))
        #expect(try await page.reply(to: 4).error?.code == "unknownAction")

        page.send(text: "{ not json")
        page.send(text: #"{"type": "fly", "scene": "main"}"#)
        page.send(text: String(repeating: "x", count: 20_000))
        let errors = try await page.waitFor("three errors") { $0.filter { $0.type == .error }.count >= 3 }
            .filter { $0.type == .error }.compactMap(\.error?.code)
        #expect(errors == ["malformedMessage", "malformedMessage", "messageTooLarge"])

        // The connection still answers, and the scene is as it was.
        page.send(InspectorCommand(id: 5, type: .check, scene: "main"))
        #expect(try await page.reply(to: 5).error == nil)
        await app.main.idle()
        #expect(app.main.state == before)
        await page.close()
        await app.inspector.stop()
    }

    @Test("controls go through the app's rules: the link policy and leave guards")
    func controlsObeyTheRules() async throws {
        let app = try await InspectedApp.start()
        let page = PageClient(app.inspector)
        try await page.waitFor("snapshot") { $0.contains { $0.type == .snapshot } }

        page.send(InspectorCommand(id: 1, type: .openLink, scene: "main", link: "https://evil.example/home"))
        let refused = try await page.reply(to: 1).error
        #expect(refused?.code == NavigationError.Code.externalNavigationRefused.rawValue)
        #expect(refused?.message.contains("evil.example") == true)
        page.send(InspectorCommand(id: 2, type: .openLink, scene: "main", link: "myapp://open/items/3"))
        #expect(try await page.reply(to: 2).error?.code == NavigationError.Code.externalNavigationRefused.rawValue)

        page.send(InspectorCommand(id: 3, type: .navigate, scene: "main", path: "/form"))
        #expect(try await page.reply(to: 3).error == nil)
        app.form.dirty.withLock { $0 = true }
        page.send(InspectorCommand(id: 4, type: .close, scene: "main"))
        #expect(try await page.reply(to: 4).error?.code == NavigationError.Code.leaveRefused.rawValue)
        #expect(app.main.state.topScreen?.path == "/form")
        try await page.waitFor("the refusal in the failures") { messages in
            messages.contains { $0.type == .failure && $0.failure?.code == "leaveRefused" }
        }
        app.form.dirty.withLock { $0 = false }
        page.send(InspectorCommand(id: 5, type: .close, scene: "main"))
        #expect(try await page.reply(to: 5).error == nil)
        #expect(app.main.state.topScreen?.path == "/home")
        await page.close()
        await app.inspector.stop()
    }
}
