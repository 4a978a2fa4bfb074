import PathRouter
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
}
