import PathRouter
import Testing

@Suite("Route patterns")
struct RoutePatternTests {
    @Test(
        "valid patterns parse into segments and print canonically",
        arguments: [
            ("/", "/", [String]()),
            ("/users", "/users", []),
            ("/users/", "/users", []),
            ("/users/:id", "/users/:id", ["id"]),
            ("/users/{id}", "/users/:id", ["id"]),
            ("/users/:userID/posts/{post_id}", "/users/:userID/posts/:post_id", ["userID", "post_id"]),
            ("/a/*/b", "/a/*/b", []),
            ("/files/**", "/files/**", ["**"]),
            ("/files/**path", "/files/**path", ["path"]),
            ("/**", "/**", ["**"]),
            ("/a%20b", "/a%20b", []),
            ("/a%EF%BF%BD", "/a\u{FFFD}", []),
            ("/v1.2/x-y_z~!$&'()+,;=:@", "/v1.2/x-y_z~!$&'()+,;=:@", []),
            ("/café/ü", "/café/ü", []),
        ])
    func parses(pattern: String, canonical: String, names: [String]) throws {
        let parsed = try RoutePattern(pattern)
        #expect(parsed.description == canonical)
        #expect(parsed.parameterNames == names)
        #expect(try RoutePattern(canonical) == parsed)
    }

    @Test(
        "invalid patterns are refused with the pattern and the problem",
        arguments: [
            ("", "must start with '/'"),
            ("users", "must start with '/'"),
            ("/users/:", "name is empty"),
            ("/users/{}", "name is empty"),
            ("/users/{id", "without closing"),
            ("/users/id}", "'}' is not allowed"),
            ("/users/:id/:id", "used more than once"),
            ("/users/:id/**id", "used more than once"),
            ("/files/**/more", "'**' must be the last segment"),
            ("/a/**x/b", "'**' must be the last segment"),
            ("/a/b*", "'*' is not allowed"),
            ("/a/*b", "must be a whole segment"),
            ("/a/***", "may contain only"),
            ("/a//b", "segment 2 is empty"),
            ("/a/:1st", "must not start with a digit"),
            ("/a/:na-me", "may contain only"),
            ("/a/b?c", "'?' is not allowed"),
            ("/a/b#c", "'#' is not allowed"),
            ("/a/b c", "' ' is not allowed"),
            ("/a/%zz", "two hex digits"),
            ("/a/%0A", "control character"),
            ("/a/..", "dot segment"),
            ("/a/%FF", "UTF-8"),
            ("/a/\u{1}", "is not allowed"),
        ])
    func refuses(pattern: String, problem: String) {
        let error = #expect(throws: NavigationError.self) { try RoutePattern(pattern) }
        #expect(error?.code == .invalidPattern)
        #expect(error?.path == pattern)
        #expect(error?.reason.contains(problem) == true, "\(error?.reason ?? "no error")")
    }

    @Test("segments expose their kind")
    func segmentKinds() throws {
        let segments = try RoutePattern("/a/:b/*/**c").segments
        #expect(segments == [.literal("a"), .parameter("b"), .wildcard, .catchAll("c")])
        #expect(segments[0].literal == "a")
        #expect(segments[1].parameterName == "b")
        #expect(segments[2].isWildcard)
        #expect(segments[3].isCatchAll)
    }
}
