@testable import PathRouter
import Testing

@Suite("Normalised paths in the state")
struct NormalizedPathTests {
    static let cases: [(requested: String, stored: String)] = [
        ("/home", "/home"),
        ("//home", "/home"),
        ("/home/", "/home"),
        ("//home//", "/home"),
        ("/users//42/?tab=a", "/users/42?tab=a"),
        ("/users/42?tab=a//b/", "/users/42?tab=a//b/"),
        ("/users/42#reviews", "/users/42"),
        ("/users/42/?tab=a#x", "/users/42?tab=a"),
        ("/users/Ada%20L", "/users/Ada%20L"),
        ("/", "/"),
        ("///", "/"),
    ]

    @Test("a screen stores the normalised path and keeps the text asked for", arguments: cases)
    func stored(requested: String, stored: String) async throws {
        let router = try makeRouter(["/home", "/users/:id", "/"])
        let outcome = try await router.navigate(toPath: requested).result.get()
        let screen = try #require(outcome.screen)
        #expect(screen.path == stored)
        #expect(screen.requestedPath == requested)
        #expect(router.savedState().root?.paths == [stored])
        #expect(outcome.transition.cause == requested, "the transition names the navigation as it was asked")
    }

    @Test("a restore normalises saved paths too")
    func restore() async throws {
        let router = try makeRouter(["/home", "/users/:id"])
        let report = await router.restore(SavedScene(root: .init(paths: ["//home/", "/users/7/"], isNavigationStack: true)))
        #expect(report.failures.isEmpty)
        #expect(router.state.allScreens.map(\.path) == ["/home", "/users/7"])
        #expect(router.state.allScreens.map(\.requestedPath) == ["//home/", "/users/7/"])
        #expect(router.state.allScreens.allSatisfy { $0.viewModel is RecordingViewModel })
        #expect(!router.state.description.contains("Optional"), "a restored view model was boxed in an optional")
    }

    /// A path, a segment count, and the normalised prefix of that many segments (or `nil`).
    static let prefixes: [(path: String, segments: Int, prefix: String?)] = [
        ("/a/b/c?q=1", 2, "/a/b"),
        ("/a/b", 3, nil),
        ("/a/b", 0, "/"),
        ("/", 1, nil),
        ("/a/", 1, "/a"),
        ("/a/?q", 2, nil),
        ("/a/b#f", 2, "/a/b"),
        ("//a/b", 1, "/a"),
        ("/a//b/c", 2, "/a/b"),
        ("/a%2Fb/c", 1, "/a%2Fb"),
        ("/abcdefghijkl/mnopqrstu/v", 2, "/abcdefghijkl/mnopqrstu"),
        ("/shop/1234/reviews/5678", 3, "/shop/1234/reviews"),
        ("/café/menü/x", 2, "/café/menü"),
    ]

    @Test("a parent's path is the normalised start of its child's", arguments: prefixes)
    func prefix(path: String, segments: Int, prefix: String?) {
        #expect(NormalizedPath.prefix(of: path, segments: segments) == prefix)
    }
}
