import PathRouter
import PathRouterTestSupport
import Testing

/// A catch-all's value is its segments joined by `/`: an escaped separator or dot segment
/// inside them must never turn data into path structure.
@Suite("Catch-all separators")
struct CatchAllSeparatorTests {
    static func registry() throws -> NavigationRegistry {
        let registry = NavigationRegistry()
        try registry.bind(routes: [
            NavigationRoute(path: "/files/**rest", type: RecordingViewModel.self, requiresAuthentication: false),
            NavigationRoute(path: "/users/:id", type: RecordingViewModel.self, requiresAuthentication: false),
        ])
        return registry
    }

    @Test(
        "an escaped separator or dot segment inside a catch-all is refused with invalidPath",
        arguments: [
            "/files/private%2Fx", "/files/a/private%2fx", "/files/a%2F..%2Fb", "/files/%2E%2E/secret", "/files/a/%2e",
        ])
    func refused(path: String) throws {
        let registry = try Self.registry()
        #expect {
            _ = try registry.resolve(path)
        } throws: { error in
            (error as? NavigationError)?.code == .invalidPath
        }
    }

    @Test(
        "other escapes in a catch-all decode as data; a %2F in a one-segment parameter stays inside it",
        arguments: [
            ("/files/a%20b/c", "rest", "a b/c"),
            ("/files/100%25", "rest", "100%"),
            ("/users/a%2Fb", "id", "a/b"),
        ])
    func decoded(path: String, name: String, value: String) throws {
        let match = try Self.registry().resolve(path)
        #expect(match.pathParameters[name] == value)
    }
}
