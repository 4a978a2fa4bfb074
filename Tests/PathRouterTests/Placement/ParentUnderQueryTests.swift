import PathRouter
import PathRouterTestSupport
import PathRouterLocking
import Testing

/// A placed child pushed above its parent shown with a query: the parent the user sees is the
/// parent (a chain's screen without a query matches a shown screen of that path whatever its
/// query; one with a query matches that query only). The user's screen, its query and its view
/// model stay.
@Suite("Placement under a query")
struct ParentUnderQueryTests {
    static func makeRouter() throws -> (NavigationRegistry, NavigationRouter) {
        let registry = NavigationRegistry()
        try registry.bind(routes: [
            NavigationRoute(path: "/home", type: RecordingViewModel.self, requiresAuthentication: false),
            NavigationRoute(path: "/payments/new", type: RecordingViewModel.self, requiresAuthentication: false),
            NavigationRoute(
                path: "/payments/new/payee", type: RecordingViewModel.self, requiresAuthentication: false,
                placement: RoutePlacement(parent: "/payments/new")),
        ])
        return (registry, NavigationRouter(scene: NavigationScene(id: "bank"), registry: registry, screenIDs: Screen.ID.Source()))
    }

    @Test("the payee picker lands above the form the user fills, its query and view model kept")
    func childAboveQueriedParent() async throws {
        let (_, router) = try Self.makeRouter()
        _ = try await router.navigate(toPath: "/home").result.get()
        let form = try #require(try await router.navigate(toPath: "/payments/new?from=7").result.get().screen)
        let heard = Locked.make([String]())
        let observation = router.addObserver { change in heard.withLock { $0.append(change.transition.description) } }
        _ = try await router.navigate(toPath: "/payments/new/payee").result.get()
        observation.cancel()
        #expect(router.state.allScreens.map(\.path) == ["/home", "/payments/new?from=7", "/payments/new/payee"])
        let kept = router.state.allScreens[1]
        #expect(kept.id == form.id && kept.parameters["from"] == "7")
        #expect((kept.viewModel as? RecordingViewModel)?.parameters == ["from": "7"])
        #expect(heard.withLock { $0 } == ["push +/payments/new/payee"], "nothing popped, nothing but the picker pushed")
    }

    @Test("a guarded form under a query is not asked: it does not leave")
    func guardedParentNotAsked() async throws {
        let (registry, router) = try Self.makeRouter()
        try registry.guardLeaving("/payments/new") { _ in .stay(reason: "a payment is being written") }
        _ = try await router.navigate(toPath: "/home").result.get()
        _ = try await router.navigate(toPath: "/payments/new?from=7").result.get()
        _ = try await router.navigate(toPath: "/payments/new/payee").result.get()
        #expect(router.state.allScreens.map(\.path) == ["/home", "/payments/new?from=7", "/payments/new/payee"])
    }

    @Test("a chain's parent with a query matches that query only")
    func parentWithQuery() async throws {
        let (_, router) = try Self.makeRouter()
        _ = try await router.navigate(toPath: "/home").result.get()
        _ = try await router.navigate(toPath: "/payments/new?from=7").result.get()
        _ = try await router.navigate(toPaths: ["/payments/new?from=8", "/payments/new/payee"]).result.get()
        #expect(
            router.state.allScreens.map(\.path) == ["/home", "/payments/new?from=7", "/payments/new?from=8", "/payments/new/payee"])
        // The same query: the shown form is the parent.
        _ = try await router.navigate(toPaths: ["/payments/new?from=7", "/payments/new/payee"]).result.get()
        #expect(router.state.allScreens.map(\.path) == ["/home", "/payments/new?from=7", "/payments/new/payee"])
    }
}
