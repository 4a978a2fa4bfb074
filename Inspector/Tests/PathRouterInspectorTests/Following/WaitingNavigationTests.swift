import PathRouter
import PathRouterInspector
import PathRouterLocking
import Testing

/// A page that connects while a navigation waits for a login learns it from the snapshot, and
/// the checks keep telling it until the wait ends.
@Suite("Inspector waiting navigations")
struct WaitingNavigationTests {
    @Test("the snapshot and the checks name the navigation that waits for a login")
    func waitingForLogin() async throws {
        let registry = NavigationRegistry()
        try registry.bind(routes: [
            NavigationRoute(path: "/home", type: InspectedApp.Model.self, requiresAuthentication: false),
            NavigationRoute(path: "/vault", type: InspectedApp.Model.self),
        ])
        let auth = InMemoryAuthenticationHandler()
        auth.completesLoginImmediately = false
        registry.authenticationHandler = auth
        let router = NavigationRouter(scene: NavigationScene(id: "main"), registry: registry)
        _ = await router.navigate(toPath: "/home").result
        let vault = router.navigate(toPath: "/vault")
        await router.idle()
        let inspector = try await NavigationInspector.start(for: registry)
        let page = PageClient(inspector)
        let snapshot = try await page.waitFor("the snapshot") { $0.contains { $0.type == .snapshot } }
            .first { $0.type == .snapshot }!
        #expect(snapshot.waiting == ["/vault"])
        auth.finishLogin(succeeding: true)
        _ = await vault.result
        page.send(InspectorCommand(id: 1, type: .check, scene: "main"))
        let check = try await page.waitFor("a check") { $0.contains { $0.type == .check } }.first { $0.type == .check }!
        #expect(check.waiting == [])
        await page.close()
        await inspector.stop()
    }

    @Test("checks name every navigation that waits, so a wait whose ending events were left out is cleared")
    func checksNameEveryWait() async throws {
        let app = try await InspectedApp.start()
        let gate = AsyncGate()
        try app.registry.interceptNavigation(toPath: "/items/:id") { _, _ in
            await gate.wait()
            return .proceed
        }
        let page = PageClient(app.inspector)
        try await page.waitFor("main's snapshot") { $0.contains { $0.type == .snapshot && $0.scene == "main" } }
        let waiting = app.main.navigate(toPath: "/items/1")
        await app.main.idle()
        page.send(InspectorCommand(id: 1, type: .check, scene: "main"))
        let first = try await page.waitFor("a check") { $0.contains { $0.type == .check } }.last { $0.type == .check }!
        #expect(first.waiting == ["/items/1"])
        #expect(first.waitingForLogin == nil)
        gate.open()
        _ = await waiting.result
        page.send(InspectorCommand(id: 2, type: .check, scene: "main"))
        let second = try await page.waitFor("a second check") { $0.filter { $0.type == .check }.count >= 2 }.last { $0.type == .check }!
        #expect(second.waiting == [])
        await page.close()
        await app.inspector.stop()
    }

    @Test("guarded screens are marked, and Back and Swipe down are refused for them (Close asks the guard)")
    func guardedGestures() async throws {
        let app = try await InspectedApp.start()
        app.form.dirty.withLock { $0 = true }
        _ = await app.main.navigate(toPath: "/form").result
        let page = PageClient(app.inspector)
        let snapshot = try await page.waitFor("main's snapshot") { $0.contains { $0.type == .snapshot && $0.scene == "main" } }
            .first { $0.type == .snapshot && $0.scene == "main" }!
        let form = app.main.state.topScreen!
        #expect(snapshot.guarded == [form.id.rawValue])
        page.send(InspectorCommand(id: 1, type: .back, scene: "main", screen: form.id.rawValue))
        let back = try await page.reply(to: 1)
        #expect(back.error?.code == InspectorError.Code.guarded.rawValue)
        #expect(app.main.state.topScreen?.path == "/form")
        // A modal holding the guarded form: Swipe down is refused the same way.
        _ = await app.main.navigate(toPath: "/form", modal: true).result
        let sheet = app.main.state.topScreen!
        try await page.waitFor("the modal's record") { $0.contains { $0.type == .record && $0.guarded == [sheet.id.rawValue] } }
        page.send(InspectorCommand(id: 2, type: .swipeDown, scene: "main", screen: sheet.id.rawValue))
        #expect(try await page.reply(to: 2).error?.code == InspectorError.Code.guarded.rawValue)
        #expect(app.main.state.modals.count == 1)
        // A modal that prevents dismissal: the write-back rules drop the swipe, with the reason.
        _ = await app.main.navigate(toPath: "/items/3", modal: true, shouldPreventDismissal: true).result
        let locked = app.main.state.topScreen!
        page.send(InspectorCommand(id: 3, type: .swipeDown, scene: "main", screen: locked.id.rawValue))
        let dropped = try await page.reply(to: 3).error
        #expect(dropped?.code == InspectorError.Code.dropped.rawValue)
        #expect(dropped?.message.contains("may not be dismissed") == true)
        #expect(app.main.state.modals.count == 2)
        await page.close()
        await app.inspector.stop()
    }
}
