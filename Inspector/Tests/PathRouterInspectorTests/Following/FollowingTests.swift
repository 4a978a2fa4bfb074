import PathRouter
import PathRouterInspector
import Testing

/// A page follows every scene of the registry, live: scenes opened and closed after it
/// connected, and a flood of navigations it reads slowly.
@Suite("Inspector following scenes")
struct FollowingTests {
    @Test("scenes opened after the page connected appear; closed ones are reported")
    func scenesComeAndGo() async throws {
        let app = try await InspectedApp.start()
        let page = PageClient(app.inspector)
        try await page.waitFor("main's snapshot") { $0.contains { $0.type == .snapshot && $0.scene == "main" } }
        let second = NavigationRouter(scene: NavigationScene(id: "second"), registry: app.registry)
        _ = await second.navigate(toPath: "/items/2").result
        try await page.waitFor("the second scene") { PageMirror($0).wire("second")?.root != nil }
        second.close()
        try await page.waitFor("its closing") { $0.contains { $0.type == .sceneClosed && $0.scene == "second" } }
        #expect(PageMirror(page.received).problems == [])
        await page.close()
        await app.inspector.stop()
    }

    @Test("10,000 navigations reach a slow page bounded, and it ends with the scene's state")
    func floodOfNavigations() async throws {
        let app = try await InspectedApp.start(maximumWaitingMessages: 500)
        let page = PageClient(app.inspector, readDelay: .milliseconds(5))
        try await page.waitFor("main's snapshot") { $0.contains { $0.type == .snapshot && $0.scene == "main" } }
        let clock = ContinuousClock()
        let started = clock.now
        for index in 0..<10_000 {
            app.main.navigate(toPath: "/items/\(index)")
            if index.isMultiple(of: 2) { app.main.pop() }
        }
        await app.main.idle()
        let elapsed = clock.now - started
        let final = WireState(app.main.state).withoutViewModels
        // Until the page has the scene's final state (an event, not a quiet spell: a busy
        // machine may pause the inspector longer than any quiet spell).
        let messages = try await page.waitFor("main's final state") { PageMirror($0).wire("main") == final }
        let mirror = PageMirror(messages)
        #expect(mirror.problems == [])
        #expect(mirror.wire("main") == final)
        let dropped = messages.filter { $0.type == .dropped }.compactMap(\.count).reduce(0, +)
        let records = messages.filter { $0.type == .record && $0.scene == "main" }.count
        print("10,000 navigations took \(elapsed); the page got \(records) records, \(dropped) left out (replaced by snapshots)")
        await page.close()
        await app.inspector.stop()
    }
}
