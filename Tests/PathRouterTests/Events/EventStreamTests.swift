import PathRouter
import PathRouterLocking
import PathRouterTestSupport
import Testing

/// Collects the events a registry or a router reports.
final class EventLog: Sendable {
    private let events = Locked<[NavigationEvent]>.make([])
    func record(_ event: NavigationEvent) { events.withLock { $0.append(event) } }
    var all: [NavigationEvent] { events.withLock { $0 } }
    /// `phase path` for each event, a compact form to compare.
    var lines: [String] { all.map { "\($0.phase) \($0.path)" + ($0.code.map { ": \($0)" } ?? "") + ($0.isTarget ? " target" : "") } }
}

@Suite("Navigation events")
struct EventStreamTests {
    @Test("a navigation reports started, matched, landed and a screen view; a refused one started and refused with its code")
    func plain() async throws {
        let fixture = try Fixture()
        let log = EventLog()
        let observation = fixture.registry.addEventObserver(log.record)
        let handle = fixture.router.navigate(toPath: "/products/42")
        _ = try await handle.result.get()
        _ = await fixture.router.navigate(toPath: "/nowhere").result
        observation.cancel()
        _ = await fixture.router.navigate(toPath: "/home").result
        #expect(
            log.lines == [
                "started /products/42", "matched /products/42", "landed /products/42", "screenViewed /products/42 target",
                "started /nowhere", "refused /nowhere: routeNotFound",
            ])
        #expect(Set(log.all.prefix(4).map(\.navigation)) == [handle.id], "one navigation, one number")
        #expect(log.all[1].routePattern == "/products/:id" && log.all[3].screen?.path == "/products/42")
        #expect(log.all.allSatisfy { $0.scene == fixture.router.scene })
    }

    @Test("an interceptor that cancels, and a login that resumes the navigation")
    func interceptedAndLogin() async throws {
        let fixture = try Fixture()
        let log = EventLog()
        fixture.router.addEventObserver(log.record)
        let token = try fixture.registry.interceptNavigation(toPath: "/a") { _, _ in .cancel(reason: "not now") }
        _ = await fixture.router.navigate(toPath: "/a").result
        token.cancel()
        _ = try await fixture.router.navigate(toPath: "/accounts/7").result.get()
        #expect(
            log.lines == [
                "started /a", "matched /a", "intercepted /a", "cancelled /a: interceptorCancelled",
                "started /accounts/7", "matched /accounts/7", "waitingForLogin /accounts/7", "resumed /accounts/7",
                "landed /accounts/7", "screenViewed /accounts/7 target",
            ])
        #expect(log.all[2].interceptor?.contains("'/a'") == true)
    }

    @Test("a deep link that builds screens reports one screen view per screen, the target marked; a reused screen is viewed again")
    func chain() async throws {
        let app = try await TabbedApp(productReuse: .reuse())
        let log = EventLog()
        app.router.addEventObserver(log.record)
        _ = try await app.router.navigate(toPath: "/products/42/reviews").result.get()
        _ = try await app.router.navigate(toPath: "/products/42").result.get()
        #expect(
            log.lines.filter { $0.hasPrefix("screenViewed") } == [
                "screenViewed /products", "screenViewed /products/42", "screenViewed /products/42/reviews target",
                "screenViewed /products/42 target",
            ])
    }

    @Test("a router sees its scene's events only; the streams deliver them in order")
    func streams() async throws {
        let fixture = try Fixture()
        let other = NavigationRouter(scene: NavigationScene(id: "other"), registry: fixture.registry)
        let registryStream = fixture.registry.events
        let routerStream = other.events
        _ = await fixture.router.navigate(toPath: "/home").result
        _ = await other.navigate(toPath: "/b").result
        var registryEvents: [String] = []
        for await event in registryStream {
            registryEvents.append("\(event.scene.id) \(event.phase) \(event.path)")
            if registryEvents.count == 8 { break }
        }
        #expect(
            registryEvents == [
                "main started /home", "main matched /home", "main landed /home", "main screenViewed /home",
                "other started /b", "other matched /b", "other landed /b", "other screenViewed /b",
            ])
        var routerEvents: [String] = []
        for await event in routerStream {
            routerEvents.append("\(event.phase) \(event.path)")
            if routerEvents.count == 4 { break }
        }
        #expect(routerEvents == ["started /b", "matched /b", "landed /b", "screenViewed /b"])
    }
}
