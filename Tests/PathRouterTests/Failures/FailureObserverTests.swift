import PathRouter
import PathRouterLocking
import PathRouterTestSupport
import Testing

@Suite("Failure observer")
struct FailureObserverTests {
    /// A registry with `/home` (internal) and `/products/:id` (allowed externally), a router on
    /// it, and everything its failure observer saw.
    struct Fixture {
        let registry = NavigationRegistry()
        let router: NavigationRouter
        let seen = Locked.make([NavigationFailure]())

        init() throws {
            try registry.bind(routes: [
                NavigationRoute(path: "/home", type: RecordingViewModel.self, requiresAuthentication: false),
                NavigationRoute(path: "/products/:id", type: RecordingViewModel.self, requiresAuthentication: false, allowedExternally: true),
            ])
            registry.externalLinkPolicy = ExternalLinkPolicy(schemes: ["myapp"], hosts: ["open"])
            router = NavigationRouter(scene: NavigationScene(id: "main"), registry: registry)
            let seen = seen
            registry.addFailureObserver { failure in seen.withLock { $0.append(failure) } }
        }

        var failures: [NavigationFailure] { seen.withLock { $0 } }
    }

    struct Case: Sendable, CustomTestStringConvertible {
        let name: String
        let source: NavigationFailure.Source
        let code: NavigationError.Code
        let sceneID: String?
        let act: @Sendable (NavigationRouter) async -> Void
        var testDescription: String { name }
    }

    static let cases: [Case] = [
        Case(name: "a fire-and-forget navigation to a typo", source: .navigation, code: .routeNotFound, sceneID: "main") { router in
            router.navigate(toPath: "/hmoe")
            await router.idle()
        },
        Case(name: "a pop with nothing to pop", source: .sceneOperation, code: .nothingToPop, sceneID: "main") { router in
            router.navigate(toPath: "/home")
            router.pop()
            await router.idle()
        },
        Case(name: "a link the policy refuses", source: .link, code: .externalNavigationRefused, sceneID: nil) { router in
            _ = await router.registry.open(link: "evil://open/home").result
        },
        Case(
            name: "a link to a route not allowed externally (reported once, as its navigation)", source: .navigation,
            code: .externalNavigationRefused, sceneID: "main"
        ) { router in
            router.navigate(toPath: "/home")
            _ = await router.open(link: "myapp://open/home").result
        },
        Case(name: "a path a restore left out", source: .restore, code: .routeNotFound, sceneID: "main") { router in
            _ = await router.restore(SavedScene(root: .init(paths: ["/home", "/gone"], isNavigationStack: true), modals: []))
        },
    ]

    @Test("every failure reaches the registry's observer once, with its scene and source", arguments: cases)
    func reported(testCase: Case) async throws {
        let fixture = try Fixture()
        await testCase.act(fixture.router)
        let failures = fixture.failures
        #expect(failures.count == 1, "\(failures)")
        let failure = try #require(failures.first)
        #expect(failure.source == testCase.source)
        #expect(failure.error.code == testCase.code)
        #expect(failure.scene?.id == testCase.sceneID)
    }

    @Test("successes and cancelled waits are not failures; a cancelled observation stops")
    func quiet() async throws {
        let fixture = try Fixture()
        _ = await fixture.router.navigate(toPath: "/home").result
        let waiter = Task { await fixture.router.navigate(toPath: "/products/1").result }
        waiter.cancel()
        _ = await waiter.value
        await fixture.router.idle()
        #expect(fixture.failures.isEmpty)

        let other = Locked.make(0)
        let observation = fixture.registry.addFailureObserver { _ in other.withLock { $0 += 1 } }
        fixture.router.navigate(toPath: "/nope")
        observation.cancel()
        fixture.router.navigate(toPath: "/nope/again")
        await fixture.router.idle()
        #expect(other.withLock { $0 } == 1)
        #expect(fixture.failures.map(\.error.path) == ["/nope", "/nope/again"])
        #expect(fixture.failures.first?.description.hasPrefix("[main] navigation: routeNotFound '/nope'") == true)
    }
}
