import PathRouter
import PathRouterLocking
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

/// A picker that closes its own screen through the handle it was given while built.
struct PickerModel: RoutableViewModel, ClosesItsScreen {
    var navigationInterceptionExecutionFlow: NavigationInterceptionFlow?
    let screen = ScreenCloser.current
    init(parameters: [String: String]?) {}
}

@Suite("A view model given its screen's handle")
struct ClosesItsScreenTests {
    @Test("a ClosesItsScreen view model gets the handle of its screen while built: it finishes, guards and closes its screen")
    func handle() async throws {
        let registry = NavigationRegistry()
        try registry.bind(routes: [
            NavigationRoute(path: "/home", type: ScreenModel.self, requiresAuthentication: false),
            NavigationRoute(path: "/pick", type: PickerModel.self, requiresAuthentication: false),
        ])
        let router = NavigationRouter(scene: NavigationScene(id: "picker"), registry: registry)
        _ = try await router.navigate(toPath: "/home").result.get()
        let shown = try await router.navigate(toPath: "/pick", modal: true).result.get().screen!
        let picker = try #require(shown.viewModel as? PickerModel)
        #expect(picker.screen?.screen == shown.id, "the handle names the screen it shows in")
        #expect(ScreenCloser.current == nil, "only while built")
        picker.screen?.guardLeaving { _ in .stay(reason: "pick a colour first") }
        #expect(await router.dismiss(interactive: true).error?.code == .leaveRefused)
        router.guardLeaving(screen: shown.id) { _ in .leave }
        let waiter = Task { try await router.result(of: shown.id, as: String.self) }
        _ = try await picker.screen!.finish(with: "teal").result.get()
        #expect(try await waiter.value == "teal")
        #expect(router.state.modals.isEmpty)
    }
}
