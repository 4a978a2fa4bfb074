import PathRouter
import PathRouterTestSupport
import Testing

/// The route set most matching cases run against. It mixes overlapping literals, parameters,
/// wildcards and catch-alls at several depths.
private let routeSet = [
    "/",
    "/users",
    "/users/new",
    "/users/:id",
    "/users/:id/posts/{postID}",
    "/users/:id/settings",
    "/users/me/settings",
    "/files/**path",
    "/docs/guide/**",
    "/docs/*/index",
    "/a/*/c",
    "/a/b/:x",
    "/static/*",
    "/static/logo.png",
    "/search",
    "/café",
    "/emoji/🎉",
    "/shop/:category/:item",
    "/shop/sale/:item",
    "/shop/sale/today",
    "/deep/**",
    "/deep/a/b/c",
    "/x/:p/y",
    "/x/q/z",
    "/enc/a%20b",
    "/mixed/:id/**rest",
]

@Suite("Path matching")
struct PathMatchingTests {
    struct Hit: CustomTestStringConvertible, Sendable {
        let path: String
        let pattern: String
        let parameters: [String: String]
        var testDescription: String { "\(path) → \(pattern)" }
    }

    static let hits: [Hit] = [
        // Root and trailing slashes.
        Hit(path: "/", pattern: "/", parameters: [:]),
        Hit(path: "/users", pattern: "/users", parameters: [:]),
        Hit(path: "/users/", pattern: "/users", parameters: [:]),
        Hit(path: "//users", pattern: "/users", parameters: [:]),
        Hit(path: "/users//42", pattern: "/users/:id", parameters: ["id": "42"]),
        Hit(path: "/users/42/", pattern: "/users/:id", parameters: ["id": "42"]),
        // Literal beats parameter, whatever the registration order.
        Hit(path: "/users/new", pattern: "/users/new", parameters: [:]),
        Hit(path: "/users/newer", pattern: "/users/:id", parameters: ["id": "newer"]),
        Hit(path: "/users/42", pattern: "/users/:id", parameters: ["id": "42"]),
        Hit(path: "/users/me/settings", pattern: "/users/me/settings", parameters: [:]),
        Hit(path: "/users/42/settings", pattern: "/users/:id/settings", parameters: ["id": "42"]),
        // Backtracking: the literal 'me' branch dead-ends, the parameter branch matches.
        Hit(path: "/users/me/posts/7", pattern: "/users/:id/posts/{postID}", parameters: ["id": "me", "postID": "7"]),
        Hit(path: "/users/new/settings", pattern: "/users/:id/settings", parameters: ["id": "new"]),
        Hit(path: "/x/q/y", pattern: "/x/:p/y", parameters: ["p": "q"]),
        Hit(path: "/x/q/z", pattern: "/x/q/z", parameters: [:]),
        Hit(path: "/shop/sale/today", pattern: "/shop/sale/today", parameters: [:]),
        Hit(path: "/shop/sale/shoes", pattern: "/shop/sale/:item", parameters: ["item": "shoes"]),
        Hit(path: "/shop/books/dune", pattern: "/shop/:category/:item", parameters: ["category": "books", "item": "dune"]),
        // Parameter beats '*'; '*' beats '**'.
        Hit(path: "/a/b/c", pattern: "/a/b/:x", parameters: ["x": "c"]),
        Hit(path: "/a/z/c", pattern: "/a/*/c", parameters: [:]),
        Hit(path: "/static/logo.png", pattern: "/static/logo.png", parameters: [:]),
        Hit(path: "/static/app.js", pattern: "/static/*", parameters: [:]),
        Hit(path: "/docs/api/index", pattern: "/docs/*/index", parameters: [:]),
        // Specificity is compared left to right: the literal 'guide' wins over '*' at depth 2.
        Hit(path: "/docs/guide/index", pattern: "/docs/guide/**", parameters: ["**": "index"]),
        // Catch-all at every depth, with zero or more segments.
        Hit(path: "/files", pattern: "/files/**path", parameters: ["path": ""]),
        Hit(path: "/files/", pattern: "/files/**path", parameters: ["path": ""]),
        Hit(path: "/files/a", pattern: "/files/**path", parameters: ["path": "a"]),
        Hit(path: "/files/a/b/c.txt", pattern: "/files/**path", parameters: ["path": "a/b/c.txt"]),
        Hit(path: "/files/a//b/", pattern: "/files/**path", parameters: ["path": "a/b"]),
        Hit(path: "/docs/guide", pattern: "/docs/guide/**", parameters: ["**": ""]),
        Hit(path: "/docs/guide/intro", pattern: "/docs/guide/**", parameters: ["**": "intro"]),
        Hit(path: "/docs/guide/a/b", pattern: "/docs/guide/**", parameters: ["**": "a/b"]),
        Hit(path: "/deep/a/b/c", pattern: "/deep/a/b/c", parameters: [:]),
        Hit(path: "/deep/a/b", pattern: "/deep/**", parameters: ["**": "a/b"]),
        Hit(path: "/deep/a/b/c/d", pattern: "/deep/**", parameters: ["**": "a/b/c/d"]),
        Hit(path: "/deep", pattern: "/deep/**", parameters: ["**": ""]),
        Hit(path: "/mixed/7/x/y", pattern: "/mixed/:id/**rest", parameters: ["id": "7", "rest": "x/y"]),
        Hit(path: "/mixed/7", pattern: "/mixed/:id/**rest", parameters: ["id": "7", "rest": ""]),
        // Case is kept in values; literals are case-sensitive by default.
        Hit(path: "/users/AbC", pattern: "/users/:id", parameters: ["id": "AbC"]),
        Hit(path: "/users/NEW", pattern: "/users/:id", parameters: ["id": "NEW"]),
        // Percent-decoding after splitting: %2F stays inside one value.
        Hit(path: "/users/a%2Fb", pattern: "/users/:id", parameters: ["id": "a/b"]),
        Hit(path: "/users/Ada%20Lovelace", pattern: "/users/:id", parameters: ["id": "Ada Lovelace"]),
        Hit(path: "/users/%E2%9C%93", pattern: "/users/:id", parameters: ["id": "✓"]),
        Hit(path: "/users/%6Eew", pattern: "/users/new", parameters: [:]),
        Hit(path: "/enc/a%20b", pattern: "/enc/a%20b", parameters: [:]),
        Hit(path: "/files/a%20b/c", pattern: "/files/**path", parameters: ["path": "a b/c"]),
        Hit(path: "/users/100%25", pattern: "/users/:id", parameters: ["id": "100%"]),
        // Unicode literals and values.
        Hit(path: "/café", pattern: "/café", parameters: [:]),
        Hit(path: "/caf%C3%A9", pattern: "/café", parameters: [:]),
        Hit(path: "/emoji/🎉", pattern: "/emoji/🎉", parameters: [:]),
        Hit(path: "/users/Zoë", pattern: "/users/:id", parameters: ["id": "Zoë"]),
        // Queries are split off, decoded and merged; path parameters win; fragments are ignored.
        Hit(path: "/search?q=swift", pattern: "/search", parameters: ["q": "swift"]),
        Hit(path: "/search?q=a%20b&page=2", pattern: "/search", parameters: ["q": "a b", "page": "2"]),
        Hit(path: "/search?q=x+y", pattern: "/search", parameters: ["q": "x+y"]),
        Hit(path: "/search?flag", pattern: "/search", parameters: ["flag": ""]),
        Hit(path: "/search?q=1&q=2", pattern: "/search", parameters: ["q": "1"]),
        Hit(path: "/search?&&q=1&", pattern: "/search", parameters: ["q": "1"]),
        Hit(path: "/search?=orphan&q=1", pattern: "/search", parameters: ["q": "1"]),
        Hit(path: "/search?a=b=c", pattern: "/search", parameters: ["a": "b=c"]),
        Hit(path: "/search?k%20ey=v%26w", pattern: "/search", parameters: ["k ey": "v&w"]),
        Hit(path: "/search?", pattern: "/search", parameters: [:]),
        Hit(path: "/users/42?id=99&tab=posts", pattern: "/users/:id", parameters: ["id": "42", "tab": "posts"]),
        Hit(path: "/users/42?tab=a&id=99&tab=b&id=7&x", pattern: "/users/:id", parameters: ["id": "42", "tab": "a", "x": ""]),
        Hit(path: "/mixed/7/a/b%20c?x=1&y=2&rest=no", pattern: "/mixed/:id/**rest", parameters: ["id": "7", "rest": "a/b c", "x": "1", "y": "2"]),
        Hit(
            path: "/users/7/posts/9?a=1&b=2&c=3&d=4", pattern: "/users/:id/posts/{postID}",
            parameters: ["id": "7", "postID": "9", "a": "1", "b": "2", "c": "3", "d": "4"]),
        Hit(
            path: "/shop/books/7?item=0&category=x&q=5&r=6&s=7&t=8", pattern: "/shop/:category/:item",
            parameters: ["category": "books", "item": "7", "q": "5", "r": "6", "s": "7", "t": "8"]),
        Hit(path: "/users/42#top", pattern: "/users/:id", parameters: ["id": "42"]),
        Hit(path: "/search?q=1#frag?x=2", pattern: "/search", parameters: ["q": "1"]),
        Hit(path: "/users/42/?tab=a", pattern: "/users/:id", parameters: ["id": "42", "tab": "a"]),
        Hit(path: "/users?tab=a/b", pattern: "/users", parameters: ["tab": "a/b"]),
        // Values read a word at a time: punctuation inside values, a `?` after a `#`, long values.
        Hit(path: "/shop/a-b.c!d/x-y_z", pattern: "/shop/:category/:item", parameters: ["category": "a-b.c!d", "item": "x-y_z"]),
        Hit(path: "/users/42#a?b=1", pattern: "/users/:id", parameters: ["id": "42"]),
        Hit(
            path: "/users/abcdefghijklmnopqrstuvwxyz0123456789/posts/p-1.2", pattern: "/users/:id/posts/{postID}",
            parameters: ["id": "abcdefghijklmnopqrstuvwxyz0123456789", "postID": "p-1.2"]),
        Hit(path: "//users//42//settings//", pattern: "/users/:id/settings", parameters: ["id": "42"]),
        Hit(path: "/mixed/seven-7/a.b/c-d?e=f", pattern: "/mixed/:id/**rest", parameters: ["id": "seven-7", "rest": "a.b/c-d", "e": "f"]),
        // Escaped values, decoded where the one-pass descent found them; more query pairs than
        // a dictionary has room for.
        Hit(path: "/users/caf%C3%A9/posts/a%2Fb", pattern: "/users/:id/posts/{postID}", parameters: ["id": "café", "postID": "a/b"]),
        Hit(path: "/users/%41%42?t=%C3%A9", pattern: "/users/:id", parameters: ["id": "AB", "t": "é"]),
        Hit(path: "/search?a=1&b=2&c=3&d=4&e=5", pattern: "/search", parameters: ["a": "1", "b": "2", "c": "3", "d": "4", "e": "5"]),
    ]

    @Test(
        "the query's parameters alone: the first of a repeated key wins, a key without '=' is empty",
        arguments: [
            ("/search", [:]),
            ("/search?q=1&q=2", ["q": "1"]),
            ("/search?a=1&b=2&c=3&d=4", ["a": "1", "b": "2", "c": "3", "d": "4"]),
            ("/search?a=1&b=2&c=3&d=4&e=5&a=6", ["a": "1", "b": "2", "c": "3", "d": "4", "e": "5"]),
            ("/users/42?id=99&tab=posts&x", ["id": "99", "tab": "posts", "x": ""]),
            ("/users/caf%C3%A9?k%20ey=%C3%A9#top", ["k ey": "é"]),
        ] as [(String, [String: String])])
    func queryParameters(path: String, expected: [String: String]) throws {
        #expect(try registry(routeSet).resolve(path).queryParameters == expected)
    }

    @Test("resolves to the most specific route, registered in either order", arguments: hits)
    func resolves(hit: Hit) throws {
        for patterns in [routeSet, routeSet.reversed()] {
            let match = try registry(patterns).resolve(hit.path)
            #expect(match.route.path == hit.pattern)
            #expect(match.parameters == hit.parameters)
        }
    }

    struct Miss: CustomTestStringConvertible, Sendable {
        let path: String
        let nearest: String?
        let failedSegment: String?
        var testDescription: String { path }
    }

    static let misses: [Miss] = [
        Miss(path: "/nowhere", nearest: "/", failedSegment: "nowhere"),
        Miss(path: "/users/42/unknown", nearest: "/users/:id", failedSegment: "unknown"),
        Miss(path: "/users/42/posts", nearest: "/users/:id/posts/{postID}", failedSegment: nil),
        Miss(path: "/a/b", nearest: "/a/b/:x", failedSegment: nil),
        Miss(path: "/a/b/c/d", nearest: nil, failedSegment: "d"),
        Miss(path: "/static", nearest: "/static/*", failedSegment: nil),
        // A segment that looks like a typo of a literal points at the routes behind it.
        Miss(path: "/Users", nearest: "/users", failedSegment: "Users"),
        Miss(path: "/usres/42", nearest: "/users/:id", failedSegment: "usres"),
        Miss(path: "/users/42/settigns", nearest: "/users/:id/settings", failedSegment: "settigns"),
        Miss(path: "/shop/sale", nearest: "/shop/sale/:item", failedSegment: nil),
        Miss(path: "/search/more", nearest: "/search", failedSegment: "more"),
        // The miss is described from the path's walk when it is read: a query, a fragment, an
        // escape or loose spelling tells the same as the plain path would.
        Miss(path: "/usres/42?tab=reviews&page=2", nearest: "/users/:id", failedSegment: "usres"),
        Miss(path: "/users/42/unknown#top", nearest: "/users/:id", failedSegment: "unknown"),
        Miss(path: "/n%6Fwhere", nearest: "/", failedSegment: "nowhere"),
        Miss(path: "//users/42//settigns/", nearest: "/users/:id/settings", failedSegment: "settigns"),
    ]

    @Test("reports a miss with the path, the nearest pattern and the failed segment", arguments: misses)
    func reportsMiss(miss: Miss) throws {
        let error = #expect(throws: NavigationError.self) { try registry(routeSet).resolve(miss.path) }
        #expect(error?.code == .routeNotFound)
        #expect(error?.path == miss.path)
        #expect(error?.failedSegment == miss.failedSegment)
        if let nearest = miss.nearest {
            #expect(error?.nearestPattern == nearest)
            #expect(error?.description.contains(nearest) == true)
        }
        #expect(error?.description.contains(miss.path) == true)
    }

    @Test("an empty registry says that no routes are registered")
    func emptyRegistryMiss() {
        let error = #expect(throws: NavigationError.self) { try NavigationRegistry().resolve("/a") }
        #expect(error?.code == .routeNotFound)
        #expect(error?.reason.contains("no routes are registered") == true)
    }

    struct Malformed: CustomTestStringConvertible, Sendable {
        let path: String
        let code: NavigationError.Code
        let reasonFragment: String
        var testDescription: String { path.debugDescription }
    }

    static let malformed: [Malformed] = [
        Malformed(path: "", code: .invalidPath, reasonFragment: "empty"),
        Malformed(path: "users/42", code: .invalidPath, reasonFragment: "must start with '/'"),
        Malformed(path: "https://example.com/users", code: .invalidPath, reasonFragment: "must start with '/'"),
        Malformed(path: "?q=1", code: .invalidPath, reasonFragment: "must start with '/'"),
        Malformed(path: "/users/%", code: .invalidPercentEncoding, reasonFragment: "two hex digits"),
        Malformed(path: "/users/%4", code: .invalidPercentEncoding, reasonFragment: "two hex digits"),
        Malformed(path: "/users/%zz", code: .invalidPercentEncoding, reasonFragment: "two hex digits"),
        Malformed(path: "/search?q=%G1", code: .invalidPercentEncoding, reasonFragment: "two hex digits"),
        Malformed(path: "/users/%FF", code: .invalidPercentEncoding, reasonFragment: "UTF-8"),
        Malformed(path: "/users/%C3", code: .invalidPercentEncoding, reasonFragment: "UTF-8"),
        Malformed(path: "/search?q=%C3%28", code: .invalidPercentEncoding, reasonFragment: "UTF-8"),
        Malformed(path: "/users/a\u{0}b", code: .invalidPath, reasonFragment: "control character"),
        Malformed(path: "/users/\n", code: .invalidPath, reasonFragment: "control character"),
        Malformed(path: "/users/a%00", code: .invalidPath, reasonFragment: "escaped control character"),
        Malformed(path: "/users/a%0A", code: .invalidPath, reasonFragment: "escaped control character"),
        Malformed(path: "/users/\u{7F}", code: .invalidPath, reasonFragment: "control character"),
        Malformed(path: "/search?q=a\tb", code: .invalidPath, reasonFragment: "control character"),
        Malformed(path: "/users/a b", code: .invalidPath, reasonFragment: "%20"),
        Malformed(path: "/users/..", code: .invalidPath, reasonFragment: "dot segment"),
        Malformed(path: "/users/./42", code: .invalidPath, reasonFragment: "dot segment"),
        Malformed(path: "/users/%2E%2E", code: .invalidPath, reasonFragment: "dot segment"),
        Malformed(path: "/users/.%2e", code: .invalidPath, reasonFragment: "dot segment"),
        Malformed(path: "/" + String(repeating: "a", count: 8 * 1024), code: .pathTooLong, reasonFragment: "limit is 8192"),
        Malformed(path: "/" + String(repeating: "a/", count: 5000), code: .pathTooLong, reasonFragment: "limit"),
    ]

    @Test("refuses malformed input with a typed error that names it", arguments: malformed)
    func refusesMalformed(input: Malformed) throws {
        let registry = try registry(routeSet)
        let error = #expect(throws: NavigationError.self) { try registry.resolve(input.path) }
        #expect(error?.code == input.code)
        #expect(error?.reason.contains(input.reasonFragment) == true, "\(error?.reason ?? "")")
        if input.code != .pathTooLong {
            #expect(error?.path == input.path)
        } else {
            #expect(error.map { input.path.hasPrefix($0.path.dropLast()) } == true)
        }
    }

    @Test("paths of dots that are not dot segments are ordinary values", arguments: ["...", ".a", "a.", ".%2E."])
    func dotsInValues(value: String) throws {
        let match = try registry(routeSet).resolve("/users/" + value)
        #expect(match.route.path == "/users/:id")
        #expect(match.parameters["id"]?.contains(".") == true)
    }

    @Test("a path at the length limit is accepted")
    func pathAtLimit() throws {
        let value = String(repeating: "a", count: 8 * 1024 - "/users/".utf8.count)
        let match = try registry(routeSet).resolve("/users/" + value)
        #expect(match.parameters["id"] == value)
    }
}
