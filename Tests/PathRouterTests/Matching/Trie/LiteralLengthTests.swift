@testable import PathRouter
import PathRouterTestSupport
import Testing

@Suite("Literal lengths")
struct LiteralLengthTests {
    @Test(
        "literals of eight bytes and longer are told apart exactly",
        arguments: [
            ("/long/abcdefgh", "/long/abcdefgh"),
            ("/long/abcdefghi", "/long/abcdefghi"),
            ("/long/abcdefghij", "/long/:rest"),
            ("/long/abcdefgz", "/long/:rest"),
            ("/long/abcdefghz", "/long/:rest"),
            ("/long/abcdefg", "/long/:rest"),
            ("/long/a-very-long-literal-segment-indeed", "/long/a-very-long-literal-segment-indeed"),
            ("/long/a-very-long-literal-segment-indeeD", "/long/:rest"),
        ])
    func lengths(path: String, pattern: String) throws {
        let patterns = ["/long/abcdefgh", "/long/abcdefghi", "/long/:rest", "/long/a-very-long-literal-segment-indeed"]
        for order in [patterns, patterns.reversed()] {
            #expect(try registry(order).resolve(path).route.path == pattern)
        }
    }

    @Test("a literal of any length matches wherever its segment sits in the path", arguments: 1...24)
    func everyLength(length: Int) throws {
        let literal = String("abcdefghijklmnopqrstuvwx".prefix(length))
        // The same literal with its last byte, or (when long) a middle byte, changed.
        let lastChanged = String(literal.dropLast()) + "Z"
        let middleChanged = String(literal.prefix(length / 2)) + "Z" + String(literal.dropFirst(length / 2 + 1))
        let patterns = ["/\(literal)", "/\(literal)/tail", "/x/\(literal)", "/x/:value"]
        let expectations: [(path: String, pattern: String)] = [
            ("/\(literal)", "/\(literal)"),  // the whole path (short paths too)
            ("/\(literal)/tail", "/\(literal)/tail"),  // first of several segments
            ("/x/\(literal)", "/x/\(literal)"),  // last segment, ending the path
            ("/x/\(literal)?q=1#top", "/x/\(literal)"),  // followed by a query and a fragment
            ("/x/\(lastChanged)", "/x/:value"),
            ("/x/\(middleChanged)", "/x/:value"),
        ]
        for order in [patterns, patterns.reversed()] {
            let exact = try registry(order)
            let folding = try registry(order, options: .init(caseInsensitiveLiterals: true))
            for (path, pattern) in expectations {
                #expect(try exact.resolve(path).route.path == pattern, "\(path)")
                #expect(try folding.resolve(path).route.path == pattern, "\(path), case-insensitive")
            }
            #expect(try folding.resolve("/X/\(literal.uppercased())").route.path == "/x/\(literal)")
            #expect(try exact.resolve("/x/\(literal.uppercased())").route.path == "/x/:value")
        }
    }

    @Test(
        "every route still resolves after each bind while the literal table grows",
        arguments: [false, true])
    func growth(caseInsensitive: Bool) throws {
        let registry = NavigationRegistry(options: .init(caseInsensitiveLiterals: caseInsensitive))
        let letters = Array("abcdefghijklmnopqrstuvwxyz")
        // Literals of 1 to 20 bytes, nested two deep, so that growth rehashes long and short ones.
        let patterns = (0..<150).map { index -> String in
            let first = String((0...(index % 20)).map { letters[($0 + index) % 26] })
            return "/\(first)\(index)/\(String(repeating: "x", count: 1 + index % 11))"
        }
        for (count, pattern) in patterns.enumerated() {
            try registry.bind(route: NavigationRoute(path: pattern, type: RecordingViewModel.self, requiresAuthentication: false))
            for earlier in patterns[...count] {
                let path = caseInsensitive ? earlier.uppercased() : earlier
                #expect(try registry.resolve(path).route.path == earlier)
            }
        }
    }

    @Test("long literals that share their first and last eight bytes are told apart")
    func sameEnds() throws {
        let patterns = ["/m/abcdefgh1stuvwxyz", "/m/abcdefgh2stuvwxyz", "/m/abcdefgh12stuvwxyz", "/m/:other"]
        for order in [patterns, patterns.reversed()] {
            let registry = try registry(order)
            for pattern in patterns.dropLast() {
                #expect(try registry.resolve(pattern).route.path == pattern)
            }
            #expect(try registry.resolve("/m/abcdefgh3stuvwxyz").route.path == "/m/:other")
        }
    }
}
