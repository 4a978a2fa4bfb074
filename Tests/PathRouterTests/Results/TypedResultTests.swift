import PathRouter
import Testing

/// A typed route waited on for its screen's value: `navigateForResult(to:as:)`.
@Suite("Typed results")
struct TypedResultTests {
    struct ColourPicker: RouteValue {
        static let pattern = "/pick/:current"
        var current: String
        init(current: String) { self.current = current }
        init(_ fields: RouteFields) throws(NavigationError) { current = try fields.value("current") }
        func encode(to fields: inout RouteFields) { fields.set("current", current) }
    }

    struct PickerModel: ScreenViewModel {
        var navigationInterceptionExecutionFlow: NavigationInterceptionFlow?
        let current: String
    }

    struct HomeModel: RoutableViewModel {
        var navigationInterceptionExecutionFlow: NavigationInterceptionFlow?
        init(parameters: [String: String]?) {}
    }

    @Test("navigates to the value, and returns what its screen finishes with")
    func typedResult() async throws {
        let registry = NavigationRegistry()
        try registry.bind(route: NavigationRoute(ColourPicker.self, requiresAuthentication: false) { PickerModel(current: $0.current) })
        try registry.bind(route: NavigationRoute(path: "/home", type: HomeModel.self, requiresAuthentication: false))
        let router = NavigationRouter(scene: NavigationScene(id: "main"), registry: registry, screenIDs: Screen.ID.Source())
        _ = try await router.navigate(toPath: "/home").result.get()
        let picking = Task { try await router.navigateForResult(to: ColourPicker(current: "red"), modal: true, as: String.self) }
        // A bound for a hang only.
        for _ in 0..<100_000 where router.state.topScreen?.path != "/pick/red" { await Task.yield() }
        let screen = try #require(router.state.topScreen)
        #expect((screen.viewModel as? PickerModel)?.current == "red")
        try router.closer(for: screen.id).finish(with: "blue")
        #expect(try await picking.value == "blue")
        #expect(router.state.modals.isEmpty)
    }
}
