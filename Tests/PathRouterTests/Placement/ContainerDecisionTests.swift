import PathRouter
import PathRouterTestSupport
import Testing

/// The decision table's rows for chains and tabs (README, rows 4 to 13), in a scene with tabs,
/// with a tab container presented as a modal, and in one without: `/t` is an ordinary route;
/// `/c` is the catalog tab's root and `/c/:id` sits under it; `/e` and `/e/:id` live in the
/// modal's `info` tab.
@Suite("Decision table with tabs and placement")
struct ContainerDecisionTests {
    struct Row: CustomTestStringConvertible, Sendable {
        let name: String
        let tabs: Bool
        let start: [(path: String, modal: Bool)]
        let path: String
        let modal: Bool
        let replace: Bool
        /// The shape after the navigation, or `nil` when it is refused.
        let expected: String?
        /// A tab container (`edit` showing `/m`, `info` with root `/e`) is presented as a modal
        /// before `start`.
        var modalTabs = false
        var testDescription: String { name }
    }

    static let rows: [Row] = [
        Row(
            name: "tabs: a push lands in the selected tab", tabs: true, start: [("/b", false)], path: "/t",
            modal: false, replace: false, expected: "T{home*[a,b,t];catalog[]}"),
        Row(
            name: "tabs: modal presents above the tab bar", tabs: true, start: [], path: "/t",
            modal: true, replace: false, expected: "T{home*[a];catalog[]} M(N[t])"),
        Row(
            name: "tabs: replace replaces the selected tab's stack, not the tabs", tabs: true, start: [("/b", false)], path: "/t",
            modal: false, replace: true, expected: "T{home*[t];catalog[]}"),
        Row(
            name: "tabs: a placed route selects its tab, builds its root and parents", tabs: true, start: [("/b", false)], path: "/c/1",
            modal: false, replace: false, expected: "T{home[a,b];catalog*[c,c/1]}"),
        Row(
            name: "tabs: a placed route dismisses the modals covering the tab bar", tabs: true, start: [("/m", true)], path: "/c/1",
            modal: false, replace: false, expected: "T{home[a];catalog*[c,c/1]}"),
        Row(
            name: "tabs: replace with a placed route replaces its tab's stack and selects it", tabs: true, start: [], path: "/c/1",
            modal: false, replace: true, expected: "T{home[a];catalog*[c,c/1]}"),
        Row(
            name: "tabs: modal with a placed route presents the whole chain", tabs: true, start: [], path: "/c/1",
            modal: true, replace: false, expected: "T{home*[a];catalog[]} M(N[c,c/1])"),
        Row(
            name: "tabs: modal and replace are refused", tabs: true, start: [], path: "/c/1",
            modal: true, replace: true, expected: nil),
        Row(
            name: "modal tabs: a push lands in the modal's selected tab", tabs: true, start: [], path: "/t",
            modal: false, replace: false, expected: "T{home*[a];catalog[]} M(T{edit*[m,t];info[]})", modalTabs: true),
        Row(
            name: "modal tabs: a route placed in the modal's tab selects it and builds its chain there", tabs: true, start: [], path: "/e/1",
            modal: false, replace: false, expected: "T{home*[a];catalog[]} M(T{edit[m];info*[e,e/1]})", modalTabs: true),
        Row(
            name: "modal tabs: a route placed in a root tab dismisses the modal tab container", tabs: true, start: [], path: "/c/1",
            modal: false, replace: false, expected: "T{home[a];catalog*[c,c/1]}", modalTabs: true),
        Row(
            name: "modal tabs: replace with the modal's tab replaces that tab's stack only", tabs: true, start: [("/b", false)], path: "/e/1",
            modal: false, replace: true, expected: "T{home*[a];catalog[]} M(T{edit[m,b];info*[e,e/1]})", modalTabs: true),
        Row(
            name: "modal tabs over a plain stack: a push lands in the modal's selected tab", tabs: false, start: [], path: "/t",
            modal: false, replace: false, expected: "N[a] M(T{edit*[m,t];info[]})", modalTabs: true),
        Row(
            name: "no tabs: a placed route's chain is pushed on the stack", tabs: false, start: [("/b", false)], path: "/c/1",
            modal: false, replace: false, expected: "N[a,b,c,c/1]"),
        Row(
            name: "no tabs: the chain continues from a parent the stack shows", tabs: false, start: [("/c", false), ("/c/2", false)], path: "/c/1",
            modal: false, replace: false, expected: "N[a,c,c/1]"),
        Row(
            name: "no tabs: replace makes the chain the root", tabs: false, start: [("/b", false)], path: "/c/1",
            modal: false, replace: true, expected: "N[c,c/1]"),
        Row(
            name: "no tabs: an ordinary push is as before", tabs: false, start: [("/b", false)], path: "/t",
            modal: false, replace: false, expected: "N[a,b,t]"),
    ]

    @Test("every row, from its starting shape", arguments: rows)
    func row(_ row: Row) async throws {
        let registry = NavigationRegistry()
        func open(_ path: String, _ placement: RoutePlacement? = nil) -> NavigationRoute {
            NavigationRoute(path: path, type: RecordingViewModel.self, requiresAuthentication: false, placement: placement)
        }
        try registry.bind(routes: [
            open("/a"), open("/b"), open("/t"), open("/m"),
            open("/c", RoutePlacement(tab: "catalog")), open("/c/:id", RoutePlacement(parent: "/c")),
            open("/e", RoutePlacement(tab: "info")), open("/e/:id", RoutePlacement(parent: "/e")),
        ])
        let router = NavigationRouter(scene: NavigationScene(id: "decision"), registry: registry)
        if row.tabs {
            _ = try await router.setTabs([TabDefinition(name: "home", rootPath: "/a"), TabDefinition(name: "catalog", rootPath: "/c")]).result.get()
        } else {
            _ = try await router.navigate(toPath: "/a").result.get()
        }
        if row.modalTabs {
            _ = try await router.presentTabs([TabDefinition(name: "edit", rootPath: "/m"), TabDefinition(name: "info", rootPath: "/e")]).result.get()
        }
        for step in row.start { _ = try await router.navigate(toPath: step.path, modal: step.modal).result.get() }
        let before = router.state
        let result = await router.navigate(toPath: row.path, replace: row.replace, modal: row.modal).result
        if let expected = row.expected {
            _ = try result.get()
            #expect(shape(router.state) == expected)
        } else {
            #expect(throws: NavigationError.self) { try result.get() }
            #expect(router.state == before)
        }
        #expect(router.state.isWellFormed)
    }
}
