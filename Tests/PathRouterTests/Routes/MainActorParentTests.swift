import PathRouter
import PathRouterTestSupport
import PathRouterLocking
import Testing

/// Counts the view models built for `/catalog`.
struct CatalogPage: RoutableViewModel {
    static let built = AtomicBox<Int>(0)
    var navigationInterceptionExecutionFlow: NavigationInterceptionFlow?
    init(parameters: [String: String]?) { Self.built.add(1, ordering: .relaxed) }
}

/// A product page that lives on the main actor, under `/catalog`.
@MainActor
final class ProductPage: MainActorRoutableViewModel {
    var navigationInterceptionExecutionFlow: NavigationInterceptionFlow?
    init(parameters: [String: String]?) {}
}

/// A page under a main-actor section: counts the view models built for it.
struct SectionItemPage: RoutableViewModel {
    static let built = AtomicBox<Int>(0)
    var navigationInterceptionExecutionFlow: NavigationInterceptionFlow?
    init(parameters: [String: String]?) { Self.built.add(1, ordering: .relaxed) }
}

/// A section page that lives on the main actor.
@MainActor
final class SectionPage: MainActorRoutableViewModel {
    var navigationInterceptionExecutionFlow: NavigationInterceptionFlow?
    init(parameters: [String: String]?) {}
}

/// A main-actor screen with parents lands like any other: the parents its stack shows already
/// are kept as they are, and only the missing ones are built.
@Suite("Main-actor screens with parents", .serialized)
struct MainActorParentTests {
    func makeRouter() throws -> NavigationRouter {
        let registry = NavigationRegistry()
        try registry.bind(routes: [
            NavigationRoute(path: "/catalog", type: CatalogPage.self, requiresAuthentication: false),
            NavigationRoute(
                path: "/catalog/:id", type: ProductPage.self, requiresAuthentication: false, placement: RoutePlacement(parent: "/catalog")),
        ])
        return NavigationRouter(scene: NavigationScene(id: "parents"), registry: registry)
    }

    @Test("a parent the stack shows is not built again for a main-actor screen")
    func shownParentKept() async throws {
        let router = try makeRouter()
        let before = CatalogPage.built.load(ordering: .relaxed)
        _ = try await router.navigate(toPath: "/catalog").result.get()
        let catalog = try #require(router.state.topScreen)
        _ = try await router.navigate(toPath: "/catalog/7").result.get()
        #expect(router.state.allScreens.map(\.path) == ["/catalog", "/catalog/7"])
        #expect(router.state.allScreens[0].id == catalog.id, "the shown parent stays as it was")
        #expect(CatalogPage.built.load(ordering: .relaxed) - before == 1, "one view model for /catalog: the one shown")
    }

    @Test("a screen whose missing parent lives on the main actor is built once, there, with it")
    func parentOnMainActor() async throws {
        let registry = NavigationRegistry()
        try registry.bind(routes: [
            NavigationRoute(path: "/section", type: SectionPage.self, requiresAuthentication: false),
            NavigationRoute(
                path: "/section/:id", type: SectionItemPage.self, requiresAuthentication: false, placement: RoutePlacement(parent: "/section")),
        ])
        let router = NavigationRouter(scene: NavigationScene(id: "section"), registry: registry)
        let before = SectionItemPage.built.load(ordering: .relaxed)
        // From a task that is not the main actor's: the landing goes there for the parent.
        _ = try await Task.detached { try await router.navigate(toPath: "/section/3").result.get() }.value
        #expect(router.state.allScreens.map(\.path) == ["/section", "/section/3"])
        #expect(SectionItemPage.built.load(ordering: .relaxed) - before == 1, "the screen's own view model is built once")
    }

    @Test("a missing parent is built for a main-actor screen, on its way")
    func missingParentBuilt() async throws {
        let router = try makeRouter()
        let before = CatalogPage.built.load(ordering: .relaxed)
        _ = try await router.navigate(toPath: "/catalog/7").result.get()
        #expect(router.state.allScreens.map(\.path) == ["/catalog", "/catalog/7"])
        #expect(CatalogPage.built.load(ordering: .relaxed) - before == 1)
    }
}
