@testable import PathRouter
import PathRouterTestSupport
import Testing

/// When a pattern's own route is what every path it matches resolves to (a chain's parent is
/// then found without a resolve).
@Suite("Patterns no route can shadow")
struct ShadowingTests {
    static let cases: [(bound: [String], pattern: String, unshadowed: Bool)] = [
        (["/shop", "/shop/:id"], "/shop/:id", true),
        (["/shop", "/shop/:id", "/shop/new"], "/shop/:id", false),
        // A literal deeper down, under the parameter, is the pattern's own subtree.
        (["/shop/:id", "/shop/:id/reviews"], "/shop/:id", true),
        // A literal sibling further along the path still may be preferred for some values.
        (["/a/:x/b", "/a/c/b"], "/a/:x/b", false),
        // `*` and `**` come after a parameter: never preferred over it.
        (["/a/:x", "/a/*"], "/a/:x", true),
        (["/a/:x", "/a/**"], "/a/:x", true),
        // Literals only: nothing is ever preferred over them.
        (["/a/b", "/a/:x"], "/a/b", true),
        // Not bound (another shape, or not at all).
        (["/a/:x/b"], "/a/:x", false),
    ]

    @Test("a pattern is unshadowed when no node at its parameter positions has a literal child", arguments: cases)
    func unshadowed(bound: [String], pattern: String, unshadowed: Bool) throws {
        let registry = NavigationRegistry()
        try registry.bind(routes: bound.map { NavigationRoute(path: $0, type: RecordingViewModel.self, requiresAuthentication: false) })
        let table = registry.currentTable()
        let index = table.trie.unshadowedRouteIndex(of: pattern, pattern: try RoutePattern(pattern))
        #expect((index != nil) == unshadowed)
        if let index { #expect(table.trie.entry(at: index)?.route.path == pattern) }
        // Whenever it says so, a sample path resolves to the pattern's route.
        if unshadowed {
            let path = "/" + (try RoutePattern(pattern)).segments.map { $0.literal ?? "v" }.joined(separator: "/")
            #expect(try registry.resolve(path).route.path == pattern)
        }
    }

    @Test("a redirect is never taken for an unshadowed parent: its path is resolved and followed")
    func redirect() throws {
        let registry = NavigationRegistry()
        try registry.bind(routes: [
            NavigationRoute(path: "/members/:id", type: RecordingViewModel.self, requiresAuthentication: false),
            .redirect(from: "/users/:id", to: "/members/:id"),
        ])
        let table = registry.currentTable()
        #expect(table.trie.unshadowedRouteIndex(of: "/users/:id", pattern: try RoutePattern("/users/:id")) == nil)
        #expect(table.trie.unshadowedRouteIndex(of: "/members/:id", pattern: try RoutePattern("/members/:id")) != nil)
    }
}
