import PathRouter
import PathRouterTestSupport
import Testing

/// The paths a placement chain gives its synthesized parents.
@Suite("Parent paths of a placement chain")
struct ParentPathTests {
    static func makeRouter() throws -> NavigationRouter {
        let registry = NavigationRegistry()
        func placed(_ path: String, parent: String?) -> NavigationRoute {
            NavigationRoute(
                path: path, type: RecordingViewModel.self, requiresAuthentication: false,
                placement: parent.map { RoutePlacement(parent: $0) })
        }
        try registry.bind(routes: [
            placed("/shop", parent: nil),
            placed("/shop/:id", parent: "/shop"),
            placed("/shop/:id/reviews", parent: "/shop/:id"),
            // Not a prefix of its child: the parent's path is rendered from its pattern.
            placed("/reviews/:id", parent: "/shop/:id"),
            placed("/shop/:id/reviews/:review", parent: "/shop/:id/reviews"),
        ])
        return NavigationRouter(scene: NavigationScene(id: "parents"), registry: registry)
    }

    static let cases: [(link: String, stack: [String], parentID: String)] = [
        ("/shop/7/reviews", ["/shop", "/shop/7", "/shop/7/reviews"], "7"),
        ("//shop//7/reviews/", ["/shop", "/shop/7", "/shop/7/reviews"], "7"),
        ("/shop/7/reviews?sort=new#top", ["/shop", "/shop/7", "/shop/7/reviews?sort=new"], "7"),
        // A parent cut from its child's path keeps the escapes as written.
        ("/shop/a%2Fb/reviews", ["/shop", "/shop/a%2Fb", "/shop/a%2Fb/reviews"], "a/b"),
        ("/shop/%41/reviews", ["/shop", "/shop/%41", "/shop/%41/reviews"], "A"),
        // A rendered parent percent-encodes the value.
        ("/reviews/a%20b", ["/shop", "/shop/a%20b", "/reviews/a%20b"], "a b"),
        ("/reviews/x%2Fy", ["/shop", "/shop/x%2Fy", "/reviews/x%2Fy"], "x/y"),
    ]

    @Test("each parent's path is its child's path cut to the parent's pattern, or rendered from it", arguments: cases)
    func parentPaths(link: String, stack: [String], parentID: String) async throws {
        let router = try Self.makeRouter()
        let outcome = try await router.navigate(toPath: link).result.get()
        let screens = router.state.allScreens
        #expect(screens.map(\.path) == stack)
        #expect(screens[1].parameters == ["id": parentID])
        #expect((screens[1].viewModel as? RecordingViewModel)?.parameters == ["id": parentID])
        #expect(outcome.screen?.requestedPath == link)
        // Each parent's path leads back to the same screen.
        let again = try Self.makeRouter()
        let parent = try await again.navigate(toPath: screens[1].path).result.get()
        #expect(parent.screen?.parameters == ["id": parentID] && parent.screen?.pattern == "/shop/:id")
    }

    @Test(
        "each parent gets the parameters its own pattern names, whether the child names more, the same, or has a query",
        arguments: [
            ("/shop/7/reviews/3", [[:], ["id": "7"], ["id": "7"], ["id": "7", "review": "3"]]),
            ("/shop/7/reviews/3?sort=new", [[:], ["id": "7"], ["id": "7"], ["id": "7", "review": "3", "sort": "new"]]),
            ("/shop/7/reviews?sort=new", [[:], ["id": "7"], ["id": "7", "sort": "new"]]),
        ] as [(String, [[String: String]])])
    func parentParameters(link: String, parameters: [[String: String]]) async throws {
        let router = try Self.makeRouter()
        _ = try await router.navigate(toPath: link).result.get()
        let screens = router.state.allScreens
        #expect(screens.map(\.parameters) == parameters)
        #expect(screens.map { ($0.viewModel as? RecordingViewModel)?.parameters ?? [:] } == parameters)
    }
}
