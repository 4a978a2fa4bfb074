import PathRouter
import PathRouterTestSupport
import Testing

/// The nearest pattern of a miss prefers the route the corrected path reaches, and does not
/// depend on the order routes were registered in.
@Suite("Nearest pattern")
struct NearestPatternTests {
    static let patterns = ["/products/:id/reviews", "/products", "/products/:id", "/users/:id", "/users/new"]

    static let cases: [(path: String, nearest: String)] = [
        ("/prodcts/42", "/products/:id"),
        ("/prodcts", "/products"),
        ("/prodcts/42/reviews", "/products/:id/reviews"),
        ("/products/42/reveiws", "/products/:id/reviews"),
        ("/usres/42", "/users/:id"),
        ("/usres/new", "/users/new"),
        ("/products/42/zzzzzzzz", "/products/:id"),
    ]

    @Test("the suggestion is the route the corrected path reaches, in every registration order", arguments: [0, 1, 2, 3, 4])
    func orderIndependent(rotation: Int) throws {
        let registry = NavigationRegistry()
        let rotated = Array(Self.patterns[rotation...] + Self.patterns[..<rotation])
        try registry.bind(routes: rotated.map { NavigationRoute(path: $0, type: RecordingViewModel.self, requiresAuthentication: false) })
        for (path, nearest) in Self.cases {
            do {
                _ = try registry.resolve(path)
                Issue.record("\(path) resolved")
            } catch {
                #expect(error.nearestPattern == nearest, "\(path) in order \(rotated)")
            }
        }
    }

    @Test("a miss is told as the routes were when it happened, even when routes are bound before it is read")
    func describedAsItHappened() throws {
        let registry = NavigationRegistry()
        try registry.bind(routes: Self.patterns.map { NavigationRoute(path: $0, type: RecordingViewModel.self, requiresAuthentication: false) })
        let error = #expect(throws: NavigationError.self) { try registry.resolve("/prodcts/42") }
        try registry.bind(route: NavigationRoute(path: "/prodcts/:id", type: RecordingViewModel.self, requiresAuthentication: false))
        #expect(try registry.resolve("/prodcts/42").route.path == "/prodcts/:id")
        #expect(error?.code == .routeNotFound)
        #expect(error?.failedSegment == "prodcts")
        #expect(error?.nearestPattern == "/products/:id")
        #expect(error?.reason == "no route matches: no pattern accepts segment 'prodcts' after '/'; nearest pattern is '/products/:id'")
    }

    @Test("an error is three words (its path and one reference), so a handle's result is copied and destroyed inline")
    func errorIsThreeWords() {
        #expect(MemoryLayout<NavigationError>.size == 3 * MemoryLayout<Int>.size)
        // A navigation's result: the outcome (one reference and a count) or the error.
        #expect(MemoryLayout<Result<NavigationOutcome, NavigationError>?>.size <= 4 * MemoryLayout<Int>.size)
    }
}
