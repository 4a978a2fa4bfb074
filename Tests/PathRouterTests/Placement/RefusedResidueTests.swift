import PathRouter
import PathRouterLocking
import PathRouterTestSupport
import Testing

/// A view model object that records the parameters it was reused with.
final class ReuseRecordingModel: RoutableViewModel, @unchecked Sendable {
    static let reuses = Locked.make([[String: String]]())
    var navigationInterceptionExecutionFlow: NavigationInterceptionFlow?
    init(parameters: [String: String]?) {}
    func navigationReused(parameters: [String: String]) { Self.reuses.withLock { $0.append(parameters) } }
}

/// Tab declarations and reuse are all or nothing: a refused change leaves no declaration and
/// hands no parameters to a view model.
@Suite("Refused changes leave nothing behind")
struct RefusedResidueTests {
    @Test("a refused setTabs declares nothing: selectTab of one of its tabs is refused afterwards")
    func refusedDeclaration() async throws {
        let app = try await TabbedApp(tabs: false)
        let before = app.router.state
        let error = try #require(
            await app.router.setTabs([
                TabDefinition(name: "one", rootPath: "/nowhere"),
                TabDefinition(name: "two", rootPath: "/news"),
            ]).error)
        #expect(error.code == .routeNotFound)
        #expect(app.router.tabDefinitions.isEmpty)
        #expect(await app.router.selectTab("two").error?.code == .noSuchTab)
        #expect(app.router.state == before)
    }

    @Test("a reuse refused at commit hands the new parameters to nobody")
    func refusedReuse() async throws {
        let registry = NavigationRegistry()
        let route = NavigationRoute(
            path: "/item/:id", type: ReuseRecordingModel.self, requiresAuthentication: false,
            reuse: .reuse(identifiedBy: ["id"]))
        try registry.bind(routes: [route, NavigationRoute(path: "/home", type: ScreenModel.self, requiresAuthentication: false)])
        let router = NavigationRouter(scene: NavigationScene(id: "reuse"), registry: registry)
        for path in ["/item/1?v=1", "/home"] { _ = try await router.navigate(toPath: path).result.get() }
        let gate = Gate()
        try registry.interceptNavigation(toPath: "/item/:id") { _, _ in
            await gate.wait(); return .proceed
        }
        let handle = router.navigate(toPath: "/item/1?v=2")
        #expect(await eventually { gate.arrivals == 1 })
        registry.unbind(path: "/item/:id")
        try registry.bind(
            route: NavigationRoute(
                path: "/item/:id", type: ReuseRecordingModel.self, requiresAuthentication: false,
                allowedExternally: true, reuse: .reuse(identifiedBy: ["id"])))
        let reusesBefore = ReuseRecordingModel.reuses.withLock { $0.count }
        gate.open()
        #expect(await handle.error?.code == .routeChanged)
        #expect(ReuseRecordingModel.reuses.withLock { $0.count } == reusesBefore)
        #expect(router.state.allScreens.map(\.path) == ["/item/1?v=1", "/home"])
    }
}
