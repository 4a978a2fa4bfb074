@testable import PathRouter
import PathRouterFuzzing
import PathRouterTestSupport
import Testing

/// The fast paths of a resolve checked against slower ones that say the same: the one-pass
/// descent against the full scan and walk, and the word-at-a-time scan against a byte-by-byte
/// reading of the rules. Seeded; a failure prints the shortest case it found.
@Suite("Fast paths agree with the full resolve")
struct FastPathTests {
    /// Literals of every length class the keys treat apart (1 to 7, 8, 9 to 16, 17 and more),
    /// some sharing their first eight bytes.
    static let literals = [
        "a", "ab", "new", "users", "abcdefg", "abcdefgh", "abcdefghi", "abcdefghXYZ",
        "abcdefghijklmnop", "abcdefghijklmnopq", "abcdefghijklmnopqrstuvwxyz", "Mixed", "x-y.z",
    ]

    /// A random pattern: literals, parameters, `*` and sometimes a trailing `**`.
    static func pattern(_ random: inout SeededGenerator) -> String {
        var segments: [String] = []
        for index in 0..<(1 + random.below(4)) {
            switch random.below(10) {
            case 0...5: segments.append(random.pick(literals))
            case 6, 7: segments.append(":p\(index)")
            default: segments.append("*")
            }
        }
        if random.below(6) == 0 { segments.append("**") }
        return "/" + segments.joined(separator: "/")
    }

    /// A random path near the patterns: their literals, values, and the odd byte the descent
    /// must leave to the full resolve.
    static func path(_ random: inout SeededGenerator) -> String {
        let pieces =
            literals + [
                "42", "ABCDEFGH", "USERS", "Abcdefghi", ".", "..", "a%41", "%2F", "x?q=1", "y#f", "", "z z", "é",
                ":p0", ":p1", "*", "**", "{p2}",
            ]
        var text = ""
        for _ in 0..<(1 + random.below(5)) { text += "/" + random.pick(pieces) }
        if random.below(8) == 0 { text += "/" }
        return text
    }

    /// A trie of up to 12 random patterns (with `specials` mixed in, one in eight, when
    /// given), a few of them unbound again: unbinding changes what a node offers (a `**` route
    /// goes) and leaves tombstones. Returns the trie and the patterns still bound.
    static func randomTrie(
        _ random: inout SeededGenerator, caseInsensitive: Bool,
        specials: [String] = []
    ) throws -> (RouteTrie, [String]) {
        var trie = RouteTrie(caseInsensitive: caseInsensitive)
        var patterns: [String] = []
        for _ in 0..<(1 + random.below(12)) {
            let text = !specials.isEmpty && random.below(8) == 0 ? random.pick(specials) : Self.pattern(&random)
            guard (try? trie.insert(NavigationRoute(path: text, type: Probe.self, requiresAuthentication: false))) != nil
            else { continue }
            patterns.append(text)
        }
        for _ in 0..<random.below(3) where !patterns.isEmpty {
            let removed = patterns.remove(at: random.below(patterns.count))
            _ = trie.remove(shapeOf: try RoutePattern(removed))
        }
        return (trie, patterns)
    }

    /// Whether the full walk of a path reports the miss `miss`: no route, no failure, and the
    /// same node, failed segment and matched prefix.
    static func isSameMiss(_ miss: RouteTrie.Miss, as full: RouteTable.Outcome) -> Bool {
        full.routeIndex < 0 && full.failure == nil && full.miss.node == miss.node
            && full.miss.failedSegmentStart == miss.failedSegmentStart && full.miss.failedSegmentEnd == miss.failedSegmentEnd
            && full.miss.matchedPrefixEnd == miss.matchedPrefixEnd
    }

    @Test(
        "the one-pass descent finds the route, or the miss, the full walk finds, or leaves the path to it",
        arguments: [(1, false), (2, false), (3, true), (4, true)] as [(UInt64, Bool)])
    func descentAgrees(seed: UInt64, caseInsensitive: Bool) throws {
        var random = SeededGenerator(seed: seed)
        var descended = 0
        var matched = 0
        var certainMisses = 0
        var failures: [String] = []
        for _ in 0..<300 {
            let (trie, patterns) = try Self.randomTrie(&random, caseInsensitive: caseInsensitive)
            let table = RouteTable(trie: trie, options: .init(caseInsensitiveLiterals: caseInsensitive))
            for _ in 0..<40 {
                let path = Self.path(&random)
                var copy = path
                copy.makeContiguousUTF8()
                var miss = RouteTrie.Miss(node: 0, failedSegmentStart: -1, failedSegmentEnd: -1, matchedPrefixEnd: 0)
                let (fast, full) = copy.utf8.withContiguousStorageIfAvailable { bytes in
                    (table.descend(bytes, miss: &miss), table.resolve(bytes: bytes, maximumLength: 4_096))
                }!
                let plain =
                    path.utf8.count >= 8 && !path.contains(where: { "%?# ".contains($0) })
                    && !path.split(separator: "/").contains { $0 == "." || $0 == ".." }
                if full.routeIndex >= 0 && plain { matched += 1 }
                if fast >= 0 {
                    descended += 1
                    if fast != full.routeIndex { failures.append("\(path) against \(patterns): descent \(fast), full walk \(full.routeIndex)") }
                } else if fast == RouteTable.certainMiss {
                    certainMisses += 1
                    if !Self.isSameMiss(miss, as: full) {
                        failures.append("\(path) against \(patterns): descent says miss \(miss), full walk \(full.routeIndex) \(full.miss)")
                    }
                }
            }
        }
        let shortest = failures.min { $0.count < $1.count }
        #expect(shortest == nil, "\(failures.count) disagreements; shortest: \(shortest ?? "")")
        // The descent takes about half the matches of plain paths in these dense random
        // tables (it leaves every dead end to the full walk) and every hit of the benchmark's
        // workload; a change that made it give up on everything would pass the check above.
        #expect(descended * 5 > matched * 2, "the descent took \(descended) of \(matched) matches of plain paths")
        #expect(certainMisses > 100, "the descent reported \(certainMisses) misses itself")
    }

    /// Calls `body` 20 times for each of 300 random tables with at least one pattern bound
    /// (``randomTrie(_:caseInsensitive:specials:)``), with the table, its patterns and the
    /// generator.
    static func forEachRandomTable(
        _ random: inout SeededGenerator, caseInsensitive: Bool,
        _ body: (RouteTable, [String], inout SeededGenerator) throws -> Void
    ) throws {
        for _ in 0..<300 {
            let (trie, patterns) = try randomTrie(&random, caseInsensitive: caseInsensitive)
            guard !patterns.isEmpty else { continue }
            let table = RouteTable(trie: trie, options: .init(caseInsensitiveLiterals: caseInsensitive))
            for _ in 0..<20 { try body(table, patterns, &random) }
        }
    }

    /// A path that a bound pattern matches: its literals (some letters in capitals), a value
    /// for each parameter and `*`, a few segments for a `**`.
    static func path(matching pattern: String, _ random: inout SeededGenerator) -> String {
        var text = ""
        for segment in pattern.split(separator: "/") {
            if segment.hasPrefix(":") || segment == "*" {
                text += "/" + random.pick(["42", "new", "Mixed", "abcdefghi"])
            } else if segment == "**" {
                for _ in 0..<random.below(3) { text += "/" + random.pick(["a", "b2"]) }
            } else {
                text += "/" + (random.below(3) == 0 ? segment.uppercased() : String(segment))
            }
        }
        return text.isEmpty ? "/" : text
    }

    @Test(
        "parameters read where the descent found them equal parameters read by scanning the path again",
        arguments: [(21, false), (22, true)] as [(UInt64, Bool)])
    func parameterSpansAgree(seed: UInt64, caseInsensitive: Bool) throws {
        var random = SeededGenerator(seed: seed)
        var withSpans = 0
        var failures: [String] = []
        try Self.forEachRandomTable(&random, caseInsensitive: caseInsensitive) { table, patterns, random in
            let path = random.below(4) == 0 ? Self.path(&random) : Self.path(matching: random.pick(patterns), &random)
            guard let match = try? table.resolve(path) else { return }
            if match.parameterSpans != 0 { withSpans += 1 }
            let rescanned = RouteMatch(path: path, table: table, routeIndex: match.routeIndex, queryMark: match.queryMark)
            if match.pathParameters != rescanned.pathParameters {
                failures.append("\(path) against \(patterns): spans give \(match.pathParameters), the scan \(rescanned.pathParameters)")
            }
        }
        let shortest = failures.min { $0.count < $1.count }
        #expect(shortest == nil, "\(failures.count) disagreements; shortest: \(shortest ?? "")")
        #expect(withSpans > 500, "the descent gave spans for \(withSpans) matches")
    }

    @Test(
        "the whole-path index of all-literal routes finds only what the full walk finds, and finds each of them",
        arguments: [(11, false), (12, true)] as [(UInt64, Bool)])
    func staticIndexAgrees(seed: UInt64, caseInsensitive: Bool) throws {
        var random = SeededGenerator(seed: seed)
        var found = 0
        var failures: [String] = []
        for round in 0..<300 {
            var (trie, patterns) = try Self.randomTrie(
                &random, caseInsensitive: caseInsensitive,
                specials: ["/", "/caf%C3%A9", "/a%3Fb", "/x-y.z/"])
            if round % 3 == 0 { trie = trie.compacted() }
            let table = RouteTable(trie: trie, options: .init(caseInsensitiveLiterals: caseInsensitive))
            var paths = (0..<30).map { _ in Self.path(&random) }
            paths += patterns.map { Self.path(matching: $0, &random) }
            // Each bound all-literal pattern's own text, and the decoded form of one with an
            // escape (which the index leaves to the walk).
            paths += patterns.filter { !$0.contains(":") && !$0.contains("*") }.map { $0 == "/caf%C3%A9" ? "/café" : $0 }
            for path in paths {
                var copy = path
                copy.makeContiguousUTF8()
                let (fast, full) = copy.utf8.withContiguousStorageIfAvailable { bytes in
                    (table.staticRoute(bytes), table.resolve(bytes: bytes, maximumLength: 4_096))
                }!
                if fast >= 0 {
                    found += 1
                    if fast != full.routeIndex { failures.append("\(path) against \(patterns): index \(fast), full walk \(full.routeIndex)") }
                }
                // The index holds the all-literal patterns written as the path they match.
                let pattern = full.routeIndex >= 0 ? trie.entries[Int(full.routeIndex)].route.path : ""
                let literalRoute =
                    full.routeIndex >= 0 && !pattern.contains(where: { ":*%{".contains($0) })
                    && (!pattern.hasSuffix("/") || pattern == "/")
                let canonical =
                    (!path.hasSuffix("/") || path == "/") && !path.contains("//")
                    && !path.contains(where: { "%?# ".contains($0) })
                    && !path.split(separator: "/").contains { $0 == "." || $0 == ".." }
                if literalRoute && canonical && fast != full.routeIndex {
                    failures.append("\(path) against \(patterns): the index missed route \(full.routeIndex)")
                }
            }
        }
        let shortest = failures.min { $0.count < $1.count }
        #expect(shortest == nil, "\(failures.count) disagreements; shortest: \(shortest ?? "")")
        #expect(found > 500, "the index found \(found) routes")
    }

    @Test(
        "the whole-path index finds its routes through unbinds and rebuilds, and its key pool keeps only bound keys",
        arguments: [false, true])
    func staticIndexThroughChurn(caseInsensitive: Bool) throws {
        var trie = RouteTrie(caseInsensitive: caseInsensitive)
        var bound: [String] = []
        var unbound: [String] = []
        var next = 0
        func route(_ path: String) -> NavigationRoute { NavigationRoute(path: path, type: Probe.self, requiresAuthentication: false) }
        // Twenty rounds of 40 binds and 40 unbinds (from the 80th bind on): tombstones pile up,
        // so the table is rebuilt again and again while about 40 to 80 keys are live.
        for _ in 0..<20 {
            for _ in 0..<40 {
                // Long and short keys, in mixed case (the pool holds them folded when the trie folds).
                let path = next % 2 == 0 ? "/Page\(next)" : "/section\(next)/Item/Comments-and-more-\(next)"
                try trie.insert(route(path))
                bound.append(path)
                next += 1
            }
            guard bound.count > 40 else { continue }
            for _ in 0..<40 {
                let path = bound.removeFirst()
                _ = trie.remove(shapeOf: try RoutePattern(path))
                unbound.append(path)
            }
        }
        let table = RouteTable(trie: trie, options: .init(caseInsensitiveLiterals: caseInsensitive))
        func staticRoute(_ path: String) -> Int32 {
            var copy = path
            copy.makeContiguousUTF8()
            return copy.utf8.withContiguousStorageIfAvailable { table.staticRoute($0) }!
        }
        for path in bound {
            let found = staticRoute(path)
            #expect(found >= 0 && trie.entries[Int(found)].route.path == path, "\(path)")
            if caseInsensitive { #expect(staticRoute(path.uppercased()) == found, "\(path) in capitals") }
        }
        for path in unbound { #expect(staticRoute(path) == -1, "unbound \(path)") }
        // Each rebuild copies only the keys in the table: the pool holds the live keys (4 bytes
        // of header each) and at most the keys filed since the last rebuild.
        let liveBytes = bound.reduce(0) { $0 + 4 + $1.utf8.count }
        #expect(trie.staticRoutes.liveCount == bound.count)
        #expect(trie.staticRoutes.keys.count <= 4 * liveBytes, "\(trie.staticRoutes.keys.count) bytes for \(liveBytes) live")
    }

    @Test(
        "only patterns written as the path they match go into the whole-path index",
        arguments: [
            ("/", true), ("/a", true), ("/settings/billing", true), ("/x-y.z", true), ("/a/.b", true), ("/é", true),
            ("/abcdefgh/ijklmnop/q", true), ("/abcdefghijk:lm", true),
            ("/a/", false), ("/abcdefgh/ijklmnop/", false), ("/a//b", false), ("/a/:id", false), ("/a/{id}", false),
            ("/a/*", false), ("/abcdefgh/**", false), ("/a/.", false), ("/abcdefgh/..", false), ("/caf%C3%A9", false),
            ("/a?b", false), ("/abcdefgh#b", false), ("/a b", false), ("a/b", false), ("", false),
        ] as [(String, Bool)])
    func plainPatterns(pattern: String, plain: Bool) {
        let bytes = Array(pattern.utf8)
        #expect(bytes.withUnsafeBufferPointer(StaticRouteIndex.isPlainPath) == plain)
    }
}

/// A view model the route tables of these checks point at.
private struct Probe: RoutableViewModel {
    var navigationInterceptionExecutionFlow: NavigationInterceptionFlow?
    init(parameters: [String: String]?) {}
}
