import PathRouter
import PathRouterTestSupport
import Testing

/// Limits that keep hostile or long-running input from costing without bound.
@Suite("Bounded work")
struct BoundedWorkTests {
    @Test("a pattern with thousands of segments is refused, not walked recursively")
    func deepPatternRefused() throws {
        let registry = NavigationRegistry()
        let deep = String(repeating: "/a", count: 4_000)
        #expect {
            try registry.bind(route: NavigationRoute(path: deep, type: RecordingViewModel.self, requiresAuthentication: false))
        } throws: { error in
            (error as? NavigationError)?.code == .invalidPattern
        }
        #expect(throws: NavigationError.self) { try registry.interceptNavigation(toPath: deep) { _, next in next(false) } }
        let limit = String(repeating: "/a", count: RoutePattern.maximumSegmentCount)
        try registry.bind(route: NavigationRoute(path: limit, type: RecordingViewModel.self, requiresAuthentication: false))
        #expect(try registry.resolve(limit).route.path == limit)
        // A path deeper than any pattern misses cleanly.
        #expect(throws: NavigationError.self) { _ = try registry.resolve(deep) }
    }

    @Test("a miss on a huge segment is described without a typo search; short typos still get one")
    func longSegmentMissDescription() throws {
        let registry = NavigationRegistry()
        try registry.bind(
            routes: (0..<1_000).map {
                NavigationRoute(path: "/section\($0)/page", type: RecordingViewModel.self, requiresAuthentication: false)
            })
        let huge = "/" + String(repeating: "x", count: 8_000)
        do {
            _ = try registry.resolve(huge)
            Issue.record("resolved")
        } catch {
            #expect(error.code == .routeNotFound)
            #expect(error.description.hasPrefix("routeNotFound"))
        }
        do {
            _ = try registry.resolve("/sectoin12/page")
            Issue.record("resolved")
        } catch {
            #expect(error.nearestPattern?.hasPrefix("/section") == true)
        }
    }

    @Test("binding and unbinding many routes leaves every live route resolving and the removed ones missing")
    func churnCompacts() throws {
        let registry = NavigationRegistry()
        let live = (0..<10).map { NavigationRoute(path: "/live/\($0)/:id", type: RecordingViewModel.self, requiresAuthentication: false) }
        try registry.bind(routes: live)
        for round in 0..<2_000 {
            let route = NavigationRoute(path: "/churn/\(round)/:id", type: RecordingViewModel.self, requiresAuthentication: false)
            try registry.bind(route: route)
            #expect(registry.unbind(route: route) == route)
        }
        for index in 0..<10 { #expect(try registry.resolve("/live/\(index)/x").route == live[index]) }
        #expect(throws: NavigationError.self) { _ = try registry.resolve("/churn/5/x") }
        #expect(registry.routes == live)
    }

    @Test("routers that were released are forgotten by their registry")
    func releasedRoutersForgotten() throws {
        let registry = NavigationRegistry()
        for index in 0..<5_000 { _ = NavigationRouter(scene: NavigationScene(id: "r\(index)"), registry: registry) }
        let kept = (0..<3).map { NavigationRouter(scene: NavigationScene(id: "kept\($0)"), registry: registry) }
        #expect(registry.routers.map(\.scene) == kept.map(\.scene))
    }
}
