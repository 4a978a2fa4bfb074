@testable import PathRouter
import PathRouterFuzzing
import Testing

/// A path with escapes (`/search/caf%C3%A9`) goes down the trie in one pass too: each escaped
/// segment is decoded on the stack for the literal probe and checked, and anything the rules
/// refuse (a bad or control escape, invalid UTF-8, an escaped dot segment, an escape in a
/// catch-all's value) is left to the full resolve. Held to the full scan and walk on random
/// tables. Seeded; a failure prints the shortest case.
@Suite("Escaped paths in the one-pass descent")
struct EscapedDescentTests {
    /// Patterns with escaped literals, mixed into the random tables.
    static let specials = ["/caf%C3%A9/:p1", "/a%2Fb/**", "/%E2%82%AC/x", "/sp%20ace/:p1/*", "/new/%C3%A9t%C3%A9"]

    /// Escapes that the rules refuse or that decode to something special, put in place of a
    /// segment or after it.
    static let oddEscapes = ["%C3", "%C3%A9", "%00", "%1f", "%7F", "%2F", "%2f", "%2E", "%2e%2E", "%zz", "%4", "%E2%82", "%FF", "%25"]

    /// `path` with some of its bytes escaped (hex digits in either case) and, now and then, an
    /// odd escape in a segment or a query after it.
    static func escaping(_ path: String, _ random: inout SeededGenerator) -> String {
        var segments = path.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
        for index in segments.indices.dropFirst() where random.below(3) == 0 {
            var escaped = ""
            for byte in segments[index].utf8 {
                if random.below(3) == 0 {
                    let hex = String(byte, radix: 16, uppercase: random.below(2) == 0)
                    escaped += "%" + (hex.count == 1 ? "0" + hex : hex)
                } else {
                    escaped += String(decoding: [byte], as: UTF8.self)
                }
            }
            segments[index] = escaped
        }
        if random.below(4) == 0, segments.count > 1 {
            let index = 1 + random.below(segments.count - 1)
            let odd = random.pick(oddEscapes)
            segments[index] = random.below(2) == 0 ? odd : segments[index] + odd
        }
        var text = segments.joined(separator: "/")
        if random.below(6) == 0 { text += random.pick(["?q=%C3%A9", "#top", "?a=%zz"]) }
        return text
    }

    @Test(
        "an escaped path resolves in one pass to the route, parameters and miss of the full walk, or is left to it",
        arguments: [(51, false), (52, true)] as [(UInt64, Bool)])
    func escapedPathsAgree(seed: UInt64, caseInsensitive: Bool) throws {
        var random = SeededGenerator(seed: seed)
        var descended = 0
        var certainMisses = 0
        var failures: [String] = []
        for _ in 0..<400 {
            let (trie, patterns) = try FastPathTests.randomTrie(&random, caseInsensitive: caseInsensitive, specials: Self.specials)
            guard !patterns.isEmpty else { continue }
            let table = RouteTable(trie: trie, options: .init(caseInsensitiveLiterals: caseInsensitive))
            for _ in 0..<30 {
                let base =
                    random.below(4) == 0
                    ? FastPathTests.path(&random)
                    : FastPathTests.path(matching: random.pick(patterns), &random)
                let path = Self.escaping(base, &random)
                guard path.contains("%") else { continue }
                var copy = path
                copy.makeContiguousUTF8()
                var miss = RouteTrie.Miss(node: 0, failedSegmentStart: -1, failedSegmentEnd: -1, matchedPrefixEnd: 0)
                var spans: UInt64 = 0
                var queryStop = -1
                let (fast, full) = copy.utf8.withContiguousStorageIfAvailable { bytes in
                    (
                        table.descend(bytes, miss: &miss, parameterSpans: &spans, queryStop: &queryStop),
                        table.resolve(bytes: bytes, maximumLength: 8_192)
                    )
                }!
                // With a query or a fragment the full walk may refuse what follows them; the
                // registry's resolve checks that (`QueryResolveTests`).
                let fullRoute = queryStop >= 0 && full.failure != nil ? fast : full.routeIndex
                if fast >= 0 {
                    descended += 1
                    if fast != fullRoute {
                        failures.append("\(path) against \(patterns): descent \(fast), full walk \(full.routeIndex)")
                    } else if let match = try? table.resolveWithoutRedirects(path), match.routeIndex == fast {
                        // Its values, read as the descent left them, are the ones a scan reads.
                        let rescanned = RouteMatch(path: path, table: table, routeIndex: fast, queryMark: match.queryMark)
                        if match.pathParameters != rescanned.pathParameters {
                            failures.append("\(path) against \(patterns): parameters \(match.pathParameters), scanned \(rescanned.pathParameters)")
                        }
                    }
                } else if fast == RouteTable.certainMiss && queryStop < 0 {
                    certainMisses += 1
                    if !FastPathTests.isSameMiss(miss, as: full) {
                        failures.append("\(path) against \(patterns): descent says miss \(miss), full walk \(full.routeIndex) \(full.miss)")
                    }
                }
            }
        }
        let shortest = failures.min { $0.count < $1.count }
        #expect(shortest == nil, "\(failures.count) disagreements; shortest: \(shortest ?? "")")
        // Most escaped paths that match go the one-pass way; a descent that gave up on every
        // escape would pass the checks above.
        #expect(descended > 1_500, "the descent took \(descended) escaped paths")
        #expect(certainMisses > 100, "the descent reported \(certainMisses) misses of escaped paths")
    }
}
