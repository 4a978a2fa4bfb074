import PathRouter
import PathRouterLocking
import PathRouterTestSupport
import Testing

/// An interceptor that decides at once knows the navigation as an `async` one does, and never
/// makes it wait.
@Suite("Interceptors that decide at once")
struct ImmediateInterceptorTests {
    @Test("it sees the path, route, parameters and origin; proceed lands at once, cancel gives its reason")
    func decidesWithContext() async throws {
        let fixture = try await Fixture.acceptingLinks()
        let seen = Locked.make([String]())
        try fixture.registry.interceptNavigation(toPath: "/products/:id") { _, context in
            seen.withLock { $0.append("\(context.path) \(context.routePattern) \(context.parameters["id"] ?? "-") \(context.externally)") }
            return context.externally ? .cancel(reason: "products open from inside the app only") : .proceed
        }
        let landed = fixture.router.navigate(toPath: "/products/7?tab=reviews")
        #expect(landed.currentResult != nil, "it landed in the call: nothing waited")
        _ = try await landed.result.get()
        let error = try #require(await fixture.router.open(link: "myapp://open/products/8").error)
        #expect(error.code == .interceptorCancelled && error.reason.hasSuffix("products open from inside the app only"))
        #expect(seen.withLock { $0 } == ["/products/7?tab=reviews /products/:id 7 false", "/products/8 /products/:id 8 true"])
        #expect(fixture.paths() == ["/home", "/products/7?tab=reviews"])
    }

    @Test("a mandatory one vetoes a restored screen")
    func vetoesRestore() async throws {
        let fixture = try Fixture(authenticated: true)
        try fixture.registry.interceptNavigation(toPath: "/a", withPriority: .mandatory) { _, _ in .cancel(reason: "not restored") }
        let report = await fixture.router.restore(SavedScene(root: .init(paths: ["/home", "/a"], isNavigationStack: true)))
        #expect(report.failures.map(\.code) == [.interceptorCancelled])
        #expect(fixture.paths() == ["/home"])
    }
}
