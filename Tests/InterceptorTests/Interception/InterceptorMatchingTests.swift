import PathRouter
import PathRouterTestSupport
import Testing

/// Interceptors are matched by the same matcher as routes: same case folding, same length
/// limit, same decoding, and changing the registry's options changes both.
@Suite("Interceptors match like routes")
struct InterceptorMatchingTests {
    /// A registry with one open route and a cancelling interceptor on `pattern`.
    static func guarded(pattern: String, route: String, options: NavigationRegistry.Options = .init()) throws -> (NavigationRegistry, NavigationRouter) {
        let registry = NavigationRegistry(options: options)
        try registry.bind(route: NavigationRoute(path: route, type: ScreenModel.self, requiresAuthentication: false))
        try registry.interceptNavigation(toPath: pattern) { _, next in next(true) }
        return (registry, NavigationRouter(scene: NavigationScene(id: "matching"), registry: registry))
    }

    struct Case: Sendable, CustomTestStringConvertible {
        let interceptor: String
        let route: String
        let path: String
        let caseInsensitive: Bool
        var testDescription: String { "\(interceptor) guards \(path)\(caseInsensitive ? " (folding)" : "")" }
    }

    static let cases: [Case] = [
        Case(interceptor: "/admin/**", route: "/admin/:page", path: "/ADMIN/users", caseInsensitive: true),
        Case(interceptor: "/Admin/:page", route: "/admin/:page", path: "/aDmIn/users", caseInsensitive: true),
        Case(interceptor: "/admin/**", route: "/admin/:page", path: "/admin/users", caseInsensitive: false),
        Case(interceptor: "/files/:name", route: "/files/:name", path: "/files/a%20b", caseInsensitive: false),
    ]

    @Test("an interceptor guards every path its route accepts", arguments: cases)
    func guardsWhatTheRouteAccepts(testCase: Case) async throws {
        let (_, router) = try Self.guarded(
            pattern: testCase.interceptor, route: testCase.route,
            options: .init(caseInsensitiveLiterals: testCase.caseInsensitive))
        let error = await router.navigate(toPath: testCase.path).error
        #expect(error?.code == .interceptorCancelled)
        #expect(router.state.allScreens.isEmpty)
    }

    @Test("turning case folding on after registering interceptors folds them too")
    func foldingTurnedOnLater() async throws {
        let (registry, router) = try Self.guarded(pattern: "/admin/**", route: "/admin/:page")
        try registry.setOptions(.init(caseInsensitiveLiterals: true))
        #expect(await router.navigate(toPath: "/Admin/users").error?.code == .interceptorCancelled)
        try registry.setOptions(.init(caseInsensitiveLiterals: false))
        #expect(await router.navigate(toPath: "/Admin/users").error?.code == .routeNotFound)
        #expect(await router.navigate(toPath: "/admin/users").error?.code == .interceptorCancelled)
    }

    @Test("interceptors whose patterns fold into one shape all still run")
    func patternsThatFoldTogether() async throws {
        let registry = NavigationRegistry()
        try registry.bind(route: NavigationRoute(path: "/admin", type: ScreenModel.self, requiresAuthentication: false))
        let recorder = Recorder()
        try registry.interceptNavigation(toPath: "/admin") { _, next in
            recorder.record("lower"); next(false)
        }
        try registry.interceptNavigation(toPath: "/ADMIN") { _, next in
            recorder.record("upper"); next(false)
        }
        try registry.setOptions(.init(caseInsensitiveLiterals: true))
        let router = NavigationRouter(scene: NavigationScene(id: "fold"), registry: registry)
        _ = try await router.navigate(toPath: "/Admin").result.get()
        #expect(recorder.all == ["lower", "upper"])
    }

    @Test("a path longer than 8 KiB, allowed by the options, still meets its interceptors")
    func longPathsMeetInterceptors() async throws {
        let (registry, router) = try Self.guarded(pattern: "/files/**", route: "/files/**rest")
        try registry.setOptions(.init(maximumPathLength: 64 * 1024))
        let long = "/files/" + String(repeating: "a", count: 20_000)
        #expect(await router.navigate(toPath: long).error?.code == .interceptorCancelled)
        // And lowering the limit refuses it for routes and interceptors alike.
        try registry.setOptions(.init(maximumPathLength: 1024))
        #expect(await router.navigate(toPath: long).error?.code == .pathTooLong)
    }

    @Test("removing every interceptor keeps the registry's options")
    func removeAllKeepsOptions() async throws {
        let (registry, router) = try Self.guarded(pattern: "/admin/**", route: "/admin/:page", options: .init(caseInsensitiveLiterals: true))
        registry.removeAllInterceptors()
        try registry.interceptNavigation(toPath: "/admin/**") { _, next in next(true) }
        #expect(await router.navigate(toPath: "/ADMIN/x").error?.code == .interceptorCancelled)
    }
}
