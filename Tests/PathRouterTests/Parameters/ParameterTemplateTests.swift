@testable import PathRouter
import PathRouterTestSupport
import Testing

/// Path parameters read through a shared ``ParameterDictionaryTemplate`` (its positions mapped to values)
/// and read by hashing each name (past the template limit) say the same.
@Suite("Parameter dictionaries from templates")
struct ParameterTemplateTests {
    /// A pattern, a path it matches, and the path parameters that must come out.
    static let cases: [(pattern: String, path: String, expected: [String: String])] = [
        ("/users/:id", "/users/42", ["id": "42"]),
        ("/users/:id/comments/:commentId", "/users/7/comments/9?tab=x", ["id": "7", "commentId": "9"]),
        ("/a/{first}/b/{second}/c/{third}", "/a/1/b/2/c/3", ["first": "1", "second": "2", "third": "3"]),
        ("/files/**rest", "/files/docs/2026/plan.pdf", ["rest": "docs/2026/plan.pdf"]),
        ("/files/**rest", "/files", ["rest": ""]),
        (
            "/repos/:owner/tree/main/**path", "/repos/ada/tree/main/src/a%20b.swift",
            ["owner": "ada", "path": "src/a b.swift"]
        ),
        ("/mixed/*/:id/**", "/mixed/any/5/x/y", ["id": "5", RoutePattern.unnamedCatchAll: "x/y"]),
        ("/names/:name", "/names/Ada%20Lovelace%C3%A9", ["name": "Ada Lovelaceé"]),
        // Plain values: longer than a small string, and not ASCII (made without a decode).
        ("/names/:name", "/names/abcdefghijklmnopqrstuvwxyz0123456789", ["name": "abcdefghijklmnopqrstuvwxyz0123456789"]),
        ("/names/:name", "/names/café", ["name": "café"]),
        ("/users/:id/comments/:commentId", "/users/0123456789abcdefghij/comments/ü", ["id": "0123456789abcdefghij", "commentId": "ü"]),
    ]

    @Test(
        "a route's path parameters are the same whether its dictionary comes from a template or not",
        arguments: [false, true])
    func templateOrNot(pastTheLimit: Bool) throws {
        var patterns: [String] = []
        for (pattern, _, _) in Self.cases where !patterns.contains(pattern) { patterns.append(pattern) }
        if pastTheLimit {
            // Fill every template with lists of names no case uses, so that the cases' routes
            // come after the limit.
            patterns = (0..<RouteTrie.parameterTemplateLimit).map { "/filler\($0)/:name\($0)" } + patterns
        }
        let registry = try registry(patterns)
        for (pattern, path, expected) in Self.cases {
            let match = try registry.resolve(path)
            #expect(match.route.path == pattern)
            #expect(match.pathParameters == expected, "\(path)")
            #expect((match.entry.parameterTemplate < 0) == pastTheLimit, "\(pattern)")
        }
    }

    @Test("routes with the same names, in the same order, share one template")
    func sharing() throws {
        var trie = RouteTrie(caseInsensitive: false)
        for pattern in ["/a/:id", "/b/:id", "/c/:id/d/:other", "/e/:id/f/:other", "/g/:other/h/:id", "/i", "/j/**"] {
            try trie.insert(route(pattern))
        }
        // [id], [id, other], [other, id], [unnamed catch-all]; none for "/i".
        #expect(trie.parameterTemplates.count == 4)
        let numbers = trie.entries.map(\.parameterTemplate)
        #expect(numbers == [0, 0, 1, 1, 2, -1, 3])
        // Each name's value is its position in the pattern.
        #expect(
            trie.parameterTemplates.map(\.positions) == [
                ["id": 0], ["id": 0, "other": 1], ["other": 0, "id": 1],
                [RoutePattern.unnamedCatchAll: 0],
            ])
    }

    @Test("filling a template leaves the template and earlier matches as they were")
    func copiesAreIndependent() throws {
        let registry = try registry(["/users/:id"])
        let first = try registry.resolve("/users/1")
        let second = try registry.resolve("/users/2")
        #expect(first.pathParameters == ["id": "1"])
        #expect(second.pathParameters == ["id": "2"])
        #expect(first.parameters == ["id": "1"])
        #expect(first.table.view.parameterTemplates[0].positions == ["id": 0])
    }

    @Test("a dictionary mapped from a template (two values the descent found) leaves the template as it was")
    func mappedCopiesAreIndependent() throws {
        let registry = try registry(["/users/:id/comments/:commentId"])
        let one = try registry.resolve("/users/1/comments/2"), other = try registry.resolve("/users/3/comments/4")
        #expect(one.parameterSpans != 0, "the descent found the values")
        #expect(one.pathParameters == ["id": "1", "commentId": "2"])
        #expect(other.pathParameters == ["id": "3", "commentId": "4"])
        #expect(one.table.view.parameterTemplates[0].positions == ["id": 0, "commentId": 1])
    }

    @Test("lists of names past the ones compared one by one are found again through the dictionary")
    func manyLists() throws {
        var trie = RouteTrie(caseInsensitive: false)
        let lists = 20
        for round in 0..<2 {
            for list in 0..<lists { try trie.insert(route("/r\(round)/l\(list)/:name\(list)")) }
        }
        #expect(trie.parameterTemplates.count == lists)
        #expect(trie.parameterTemplateNumbers.count == lists - RouteTrie.scannedTemplateKeys)
        let numbers = trie.entries.map(\.parameterTemplate)
        #expect(Array(numbers[lists...]) == Array(numbers[..<lists]))
        #expect(Set(numbers).count == lists)
    }
}
