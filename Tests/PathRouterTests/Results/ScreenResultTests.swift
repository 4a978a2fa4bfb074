import PathRouter
import PathRouterLocking
import PathRouterTestSupport
import Testing

@Suite("Screens that return a result")
struct ScreenResultTests {
    @Test("a picker returns its value exactly once, to the navigation that opened it, and closes")
    func picked() async throws {
        let fixture = try Fixture(authenticated: true)
        _ = try await fixture.router.navigate(toPath: "/home").result.get()
        let waiter = Task { try await fixture.router.navigateForResult(toPath: "/a", modal: true, as: String.self) }
        #expect(await eventually { fixture.router.state.topScreen?.path == "/a" })
        let picker = try #require(fixture.router.state.topScreen?.id)
        // Whether the waiter is waiting yet or not, the value reaches it.
        let closer = try fixture.router.closer(for: picker)
        _ = try await closer.finish(with: "teal").result.get()
        #expect(try await waiter.value == "teal")
        #expect(fixture.router.state.modals.isEmpty, "the picker closed")
        #expect(await fixture.router.finish(picker, with: "again").error?.code == .noSuchScreen, "once")
    }

    @Test("a value that arrives before anybody waits is kept for the waiter; the wrong type is an error")
    func finishedFirst() async throws {
        let fixture = try Fixture(authenticated: true)
        _ = try await fixture.router.navigate(toPath: "/home").result.get()
        let screen = try await fixture.router.navigate(toPath: "/a").result.get().screen!.id
        _ = try await fixture.router.finish(screen, with: 7).result.get()
        #expect(try await fixture.router.result(of: screen, as: Int.self) == 7)
        await #expect(throws: NavigationError.self) { try await fixture.router.result(of: screen, as: Int.self) }
        let other = try await fixture.router.navigate(toPath: "/b").result.get().screen!.id
        _ = try await fixture.router.finish(other, with: 7).result.get()
        do {
            _ = try await fixture.router.result(of: other, as: String.self)
            Issue.record("a String from an Int")
        } catch {
            #expect(error.code == .invalidOptions)
        }
    }

    static let endings: [(name: String, end: @Sendable (Fixture) async -> Void)] = [
        ("popped", { _ = await $0.router.pop().result }),
        ("a logout", { await $0.registry.logout() }),
        ("a restore", { _ = await $0.router.restore(SavedScene(root: .init(paths: ["/home"], isNavigationStack: true))) }),
    ]

    @Test("a screen that leaves without a value ends its waiter with screenLeft", arguments: endings)
    func leftWithout(name: String, end: @Sendable (Fixture) async -> Void) async throws {
        let fixture = try Fixture(authenticated: true)
        _ = try await fixture.router.navigate(toPath: "/home").result.get()
        let waiter = Task { try await fixture.router.navigateForResult(toPath: "/accounts/3", as: String.self) }
        #expect(await eventually { fixture.router.state.topScreen?.path == "/accounts/3" })
        await end(fixture)
        do {
            _ = try await waiter.value
            Issue.record("\(name): a value arrived")
        } catch let error as NavigationError {
            #expect(error.code == .screenLeft, "\(name)")
        }
    }
}
