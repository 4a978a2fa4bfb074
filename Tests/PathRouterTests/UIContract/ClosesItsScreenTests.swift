import PathRouter
import PathRouterTestSupport
import Testing

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
