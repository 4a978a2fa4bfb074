import PathRouter
import PathRouterTestSupport
import Testing

/// Messages a user can trigger say what happened: a table of inputs and their exact words.
@Suite("Messages that say what happened")
struct TrueMessageTests {
    struct Plain: RoutableViewModel {
        var navigationInterceptionExecutionFlow: NavigationInterceptionFlow?
        init(parameters: [String: String]?) {}
    }

    static func registry() throws -> NavigationRegistry {
        let registry = NavigationRegistry()
        try registry.bind(
            routes: ["/home", "/café", "/users/:id"].map {
                NavigationRoute(path: $0, type: Plain.self, requiresAuthentication: false)
            })
        return registry
    }

    @Test("binding a second spelling of a bound pattern says it is the same pattern written differently")
    func secondSpelling() throws {
        let registry = try Self.registry()
        let error = try #require(throws: NavigationError.self) {
            try registry.bind(route: NavigationRoute(path: "/home/", type: Plain.self, requiresAuthentication: false))
        }
        #expect(
            error.description
                == "routeConflict '/home/': the pattern matches the same paths as the bound pattern '/home' (it is written differently: a trailing or doubled '/', or literals in another letter case where the registry folds case)"
        )
        let renamed = try #require(throws: NavigationError.self) {
            try registry.bind(route: NavigationRoute(path: "/users/:key", type: Plain.self, requiresAuthentication: false))
        }
        #expect(renamed.reason.contains("only parameter names differ"))
    }

    @Test("a path that differs from a route only in letter case is told that route", arguments: ["/HOME", "/Home", "/hOmE"])
    func letterCase(path: String) throws {
        let registry = try Self.registry()
        let error = try #require(throws: NavigationError.self) { try registry.resolve(path) }
        #expect(error.code == .routeNotFound)
        #expect(error.nearestPattern == "/home")
    }

    @Test("a path in another Unicode normalization form is told the two differ only in normalization")
    func normalization() throws {
        let registry = try Self.registry()
        let error = try #require(throws: NavigationError.self) { try registry.resolve("/cafe\u{301}") }
        #expect(error.code == .routeNotFound)
        #expect(error.nearestPattern == "/café")
        #expect(error.reason.contains("differ only in Unicode normalization"))
        // A plain typo gets no such note.
        let typo = try #require(throws: NavigationError.self) { try registry.resolve("/cafx") }
        #expect(!typo.reason.contains("normalization"))
    }
}
