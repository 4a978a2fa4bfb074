import PathRouter
import PathRouterTestSupport
import Testing

/// Building paths from routes: the printer of the paths the resolver reads.
@Suite("Building paths")
struct PathBuildingTests {
    static func makeRegistry() throws -> NavigationRegistry {
        try registry(["/", "/users/:id", "/users/new", "/users/:id/posts/:post", "/files/**path", "/docs/**", "/search", "/any/*"])
    }

    static let printed: [(pattern: String, parameters: [String: String], query: [String: String], path: String)] = [
        ("/users/:id", ["id": "42"], [:], "/users/42"),
        ("/users/:id", ["id": "Ada L/2"], [:], "/users/Ada%20L%2F2"),
        ("/users/:id", ["id": "100%"], [:], "/users/100%25"),
        ("/users/:id", ["id": "a?b#c"], [:], "/users/a%3Fb%23c"),
        ("/users/:id", ["id": "a+b"], [:], "/users/a+b"),
        ("/users/:id", ["id": "café 日本 🙂"], [:], "/users/café%20日本%20🙂"),
        ("/users/:id", ["id": "%2F"], [:], "/users/%252F"),
        ("/users/:id", ["id": "..."], [:], "/users/..."),
        ("/users/{id}", ["id": "7"], ["tab": "posts"], "/users/7?tab=posts"),
        ("/users/:id/posts/:post", ["id": "1", "post": "x y"], [:], "/users/1/posts/x%20y"),
        ("/files/**path", ["path": "a/b c/d"], [:], "/files/a/b%20c/d"),
        ("/files/**path", ["path": ""], [:], "/files"),
        ("/docs/**", ["**": "guide/intro"], [:], "/docs/guide/intro"),
        ("/search", [:], ["q": "a&b=c+d", "page": "2"], "/search?page=2&q=a%26b%3Dc%2Bd"),
        ("/search", [:], ["empty": ""], "/search?empty="),
        ("/", [:], [:], "/"),
    ]

    @Test("a printed path reads back as the same route, parameters and query", arguments: printed)
    func roundTrip(pattern: String, parameters: [String: String], query: [String: String], path: String) throws {
        let registry = try Self.makeRegistry()
        let built = try registry.path(forPattern: pattern, parameters: parameters, query: query)
        #expect(built == path)
        let match = try registry.resolve(built)
        #expect(try match.route.pattern() == RoutePattern(pattern))
        #expect(match.pathParameters == parameters)
        #expect(match.queryParameters == query)
    }

    static let refused: [(pattern: String, parameters: [String: String], query: [String: String], code: NavigationError.Code, says: String)] = [
        ("/users/:id", [:], [:], .missingParameters, "no value for parameter 'id'"),
        ("/users/:id", ["id": "1", "tab": "x"], [:], .invalidParameter, "has no parameter 'tab'"),
        ("/users/:id", ["id": ""], [:], .invalidParameter, "parameter 'id' is empty"),
        ("/users/:id", ["id": "a\u{1}b"], [:], .invalidParameter, "control character at byte 1"),
        ("/users/:id", ["id": ".."], [:], .invalidParameter, "a dot segment"),
        ("/users/:id", ["id": "."], [:], .invalidParameter, "a dot segment"),
        ("/files/**path", ["path": "a//b"], [:], .invalidParameter, "no empty segment"),
        ("/files/**path", ["path": "/a"], [:], .invalidParameter, "no empty segment"),
        ("/files/**path", ["path": "a/"], [:], .invalidParameter, "no empty segment"),
        ("/files/**path", ["path": "a/../b"], [:], .invalidParameter, "a dot segment"),
        ("/search", [:], ["": "x"], .invalidParameter, "a query key is empty"),
        ("/users/:id", ["id": "1"], ["id": "2"], .invalidParameter, "also a path parameter"),
        ("/search", [:], ["q": "a\nb"], .invalidParameter, "control character"),
        ("/any/*", [:], [:], .invalidPattern, "no single path"),
        ("/nowhere/:id", ["id": "1"], [:], .routeNotFound, "no route is bound"),
        ("/users/:id", ["id": "new"], [:], .routeShadowed, "the more specific route '/users/new'"),
    ]

    @Test("a value no path can hold, or a path another route would take, is refused with a typed error", arguments: refused)
    func refusals(pattern: String, parameters: [String: String], query: [String: String], code: NavigationError.Code, says: String) throws {
        let registry = try Self.makeRegistry()
        #expect {
            _ = try registry.path(forPattern: pattern, parameters: parameters, query: query)
        } throws: { error in
            guard let error = error as? NavigationError else { return false }
            return error.code == code && error.description.contains(says)
        }
    }

    @Test("from a bound route, and from a match with one parameter changed")
    func fromRouteAndMatch() throws {
        let registry = try Self.makeRegistry()
        let route = try #require(registry.route(forPattern: "/users/:id/posts/:post"))
        let path = try registry.path(for: route, parameters: ["id": "a b", "post": "7"], query: ["sort": "new"])
        #expect(path == "/users/a%20b/posts/7?sort=new")
        let match = try registry.resolve(path)
        #expect(try match.path(changing: ["post": "8"]) == "/users/a%20b/posts/8?sort=new")
        #expect(try match.path(changing: ["sort": nil, "page": "2"]) == "/users/a%20b/posts/7?page=2")
        #expect(throws: NavigationError.self) { try match.path(changing: ["id": nil]) }
        let elsewhere = NavigationRoute(path: "/users/:id", type: RequiringViewModel.self)
        #expect(throws: NavigationError.self) { try registry.path(for: elsewhere, parameters: ["id": "1"]) }
    }

    @Test("every ASCII byte in a value is printed so that it reads back, or refused when it is a control character")
    func everyByte() throws {
        let registry = try Self.makeRegistry()
        for byte in UInt8(0)...UInt8(127) {
            let value = "a" + String(UnicodeScalar(byte)) + "b"
            let control = byte < 0x20 || byte == 0x7F
            do {
                let path = try registry.path(forPattern: "/users/:id/posts/:post", parameters: ["id": value, "post": "1"], query: ["k": value])
                #expect(!control, "byte \(byte) was printed")
                let match = try registry.resolve(path)
                #expect(match.pathParameters["id"] == value && match.queryParameters["k"] == value, "byte \(byte): \(path)")
            } catch {
                #expect(control && error.code == .invalidParameter, "byte \(byte): \(error)")
            }
        }
    }
}
