import PathRouter
import PathRouterBindings
import PathRouterTesting
import Testing

private struct Page: RoutableViewModel {
    var navigationInterceptionExecutionFlow: NavigationInterceptionFlow?
    init(parameters: [String: String]?) {}
}

/// The UI side of the test kit: a user's gestures on a scene's UI from a `@MainActor` test, and
/// the screen as text.
@Suite("Screen driver")
@MainActor
struct ScreenDriverTests {
    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
    func router() throws -> (NavigationRegistry, NavigationRouter) {
        let registry = NavigationRegistry()
        try registry.bind(
            routes: ["/home", "/a", "/b", "/form", "/settings"].map { NavigationRoute(path: $0, type: Page.self, requiresAuthentication: false) })
        return (registry, NavigationRouter(scene: NavigationScene(id: "main"), registry: registry, screenIDs: Screen.ID.Source()))
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
    @Test("back, the long-press menu, a swipe-down and a tab tap, each as a real UI does it")
    func gestures() async throws {
        let (registry, router) = try router()
        try registry.guardLeaving("/form") { _ in .stay(reason: "unsaved") }
        _ = await router.setTabs([TabDefinition(name: "home", rootPath: "/home"), TabDefinition(name: "more", rootPath: "/settings")]).result
        for path in ["/a", "/form", "/b"] { _ = await router.navigate(toPath: path).result }
        let user = ScreenDriver(router: router)
        #expect(await user.settle())
        #expect(user.screen == "root · tabs: [home] | more — /home › /a › /form › /b")
        let top = try #require(router.state.topScreen)
        #expect(user.back().verdict == .report(.pop(top.id)))
        #expect(await user.settle())
        // Past the guarded /form: asked, kept, put back.
        guard case .ask = user.longPressBack(to: "/home").verdict else {
            Issue.record("the long-press past a guarded screen did not ask")
            return
        }
        #expect(await user.settle())
        #expect(user.screen == "root · tabs: [home] | more — /home › /a › /form")
        // A tab never opened opens.
        #expect(user.tapTab("more").verdict == .ask(.openTab("more")))
        #expect(await user.settle())
        #expect(user.screen == "root · tabs: home | [more] — /settings")
        _ = await router.navigate(toPath: "/b", modal: true, shouldPreventDismissal: true).result
        #expect(await user.settle())
        #expect(user.screen.hasSuffix("sheet · stack: /b (swipe-down disabled)"))
        guard case .dropped = user.swipeDown().verdict else {
            Issue.record("a modal that prevents dismissal was swiped down")
            return
        }
        #expect(await user.settle())
        #expect(router.state.modals.count == 1)
    }
}
