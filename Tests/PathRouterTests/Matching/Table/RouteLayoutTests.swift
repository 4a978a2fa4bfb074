@testable import PathRouter
import PathRouterTestSupport
import Testing

/// A route's two flags live beside its storage reference, so that checking them on a match
/// reads the registry's table and not the route's own object; the table's entry stays the
/// size it was.
@Suite("A route's flags are stored in the route")
struct RouteLayoutTests {
    @Test("a route is a reference and its two flags, and a table entry still fills 32 bytes")
    func layout() {
        #expect(MemoryLayout<NavigationRoute>.size == MemoryLayout<AnyObject>.size + 2)
        #expect(MemoryLayout<RouteTrie.Entry>.size == 32)
        #expect(MemoryLayout<RouteTrie.Entry>.stride == 32)
    }

    @Test(
        "the flags a route is made with are the ones it, its copies in the registry and its matches report",
        arguments: [(false, false), (false, true), (true, false), (true, true)])
    func flags(requiresAuthentication: Bool, allowedExternally: Bool) throws {
        let route = NavigationRoute(
            path: "/orders/:id", type: RecordingViewModel.self,
            requiresAuthentication: requiresAuthentication, allowedExternally: allowedExternally)
        #expect(route.requiresAuthentication == requiresAuthentication)
        #expect(route.allowedExternally == allowedExternally)

        let registry = NavigationRegistry()
        try registry.bind(routes: [route, NavigationRoute(path: "/orders", type: RecordingViewModel.self)])
        let match = try registry.resolve("/orders/7")
        #expect(match.route == route)
        #expect(match.route.requiresAuthentication == requiresAuthentication)
        #expect(match.route.allowedExternally == allowedExternally)
        #expect(registry.routes.first { $0.path == "/orders/:id" } == route)
    }

    @Test("routes that differ only in a flag are different routes, and hash apart")
    func equality() {
        let open = NavigationRoute(path: "/a", type: RecordingViewModel.self, requiresAuthentication: false)
        let closed = NavigationRoute(path: "/a", type: RecordingViewModel.self, requiresAuthentication: true)
        let external = NavigationRoute(path: "/a", type: RecordingViewModel.self, requiresAuthentication: false, allowedExternally: true)
        #expect(open != closed)
        #expect(open != external)
        #expect(open == NavigationRoute(path: "/a", type: RecordingViewModel.self, requiresAuthentication: false))
        #expect(Set([open, closed, external, open]).count == 3)
    }

    @Test("a redirect needs no login and takes links, as before")
    func redirect() {
        let redirect = NavigationRoute.redirect(from: "/old/:id", to: "/new/:id")
        #expect(!redirect.requiresAuthentication)
        #expect(redirect.allowedExternally)
    }
}
