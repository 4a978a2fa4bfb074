import PathRouter
import PathRouterAuth
import PathRouterTestSupport
import Testing

/// Redirects: renamed screens keep their old deep links and saved states.
@Suite("Redirects")
struct RedirectTests {
    static func makeRegistry() throws -> NavigationRegistry {
        let registry = NavigationRegistry()
        try registry.bind(routes: [
            NavigationRoute(path: "/home", type: RecordingViewModel.self, requiresAuthentication: false),
            NavigationRoute(path: "/members/:id", type: RecordingViewModel.self, requiresAuthentication: false, allowedExternally: true),
            NavigationRoute(path: "/vault", type: RecordingViewModel.self),
            .redirect(from: "/users/:id", to: "/members/:id"),
            .redirect(from: "/people/:id/*", to: "/users/:id"),
            .redirect(from: "/safe", to: "/vault"),
            .redirect(from: "/lost", to: "/gone"),
        ])
        return registry
    }

    @Test("a navigation to an old path lands on the new screen with the parameters and the query; the outcome says so")
    func navigate() async throws {
        let router = NavigationRouter(scene: NavigationScene(id: "redirects"), registry: try Self.makeRegistry())
        let outcome = try await router.navigate(toPath: "/users/42?tab=posts").result.get()
        let screen = try #require(outcome.screen)
        #expect(screen.pattern == "/members/:id" && screen.path == "/members/42?tab=posts")
        #expect(screen.requestedPath == "/users/42?tab=posts" && outcome.redirectedFrom == "/users/42?tab=posts")
        #expect(screen.parameters == ["id": "42", "tab": "posts"])
        // Two hops, and a value that needs escaping.
        let chained = try await router.navigate(toPath: "/people/a%20b/old").result.get()
        #expect(chained.screen?.path == "/members/a%20b" && chained.screen?.parameters == ["id": "a b"])
        let plain = try await router.navigate(toPath: "/members/1").result.get()
        #expect(plain.redirectedFrom == nil)
        let match = try router.registry.resolve("/users/7")
        #expect(match.route.path == "/members/:id" && match.redirectedFrom == "/users/7" && match.path == "/members/7")
    }

    @Test("the new route's rules apply: a deep link, a protected target, a target no route matches")
    func rules() async throws {
        let registry = try Self.makeRegistry()
        registry.externalLinkPolicy = ExternalLinkPolicy(schemes: ["app"], hosts: ["open"])
        let router = NavigationRouter(scene: NavigationScene(id: "redirect-rules"), registry: registry)
        _ = try await router.navigate(toPath: "/home").result.get()
        let link = try await router.open(link: "app://open/users/5").result.get()
        guard case .navigated(let outcome, _) = link else {
            Issue.record("not navigated: \(link)")
            return
        }
        #expect(outcome.screen?.path == "/members/5")
        // `/vault` is protected and there is no authentication handler: refused, as `/vault` is.
        #expect(await router.navigate(toPath: "/safe").error?.code == .authenticationRequired)
        let lost = await router.navigate(toPath: "/lost").error
        #expect(lost?.code == .routeNotFound && lost?.path == "/lost")
        #expect(lost?.description.contains("redirected by '/lost' to '/gone'") == true)
    }

    @Test("an old saved state restores onto the new screens")
    func restore() async throws {
        let router = NavigationRouter(scene: NavigationScene(id: "redirect-restore"), registry: try Self.makeRegistry())
        let saved = SavedScene(root: .init(paths: ["/home", "/users/9"], isNavigationStack: true))
        let report = await router.restore(saved)
        #expect(report.failures.isEmpty)
        #expect(router.state.allScreens.map(\.path) == ["/home", "/members/9"])
        #expect(router.state.allScreens.map(\.pattern) == ["/home", "/members/:id"])
    }

    static let refusedBindings: [(name: String, routes: [NavigationRoute], code: NavigationError.Code)] = [
        ("a cycle of two", [.redirect(from: "/a", to: "/b"), .redirect(from: "/b", to: "/a")], .redirectCycle),
        ("a cycle through parameters", [.redirect(from: "/x/:id", to: "/y/:id"), .redirect(from: "/y/:key", to: "/x/:key")], .redirectCycle),
        ("a redirect to itself", [.redirect(from: "/self", to: "/self")], .redirectCycle),
        ("a target parameter the old pattern lacks", [.redirect(from: "/old", to: "/new/:id")], .invalidPattern),
        ("a target with a wildcard", [.redirect(from: "/old/:id", to: "/new/*")], .invalidPattern),
        ("a target that is no pattern", [.redirect(from: "/old", to: "new")], .invalidPattern),
    ]

    @Test("redirects that go round, or cannot be printed, are refused when they are bound; nothing changes", arguments: refusedBindings)
    func refusedAtBinding(name: String, routes: [NavigationRoute], code: NavigationError.Code) throws {
        let registry = try Self.makeRegistry()
        let before = registry.routes
        #expect { try registry.bind(routes: routes) } throws: { ($0 as? NavigationError)?.code == code }
        #expect(registry.routes == before)
        // One by one: the first binds, the one that closes the cycle is refused.
        if routes.count == 2 {
            try registry.bind(route: routes[0])
            #expect { try registry.bind(route: routes[1]) } throws: { ($0 as? NavigationError)?.code == code }
            #expect(registry.routes == before + [routes[0]])
        }
    }
}
