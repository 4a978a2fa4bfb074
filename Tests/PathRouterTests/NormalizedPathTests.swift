import PathRouter
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
}
