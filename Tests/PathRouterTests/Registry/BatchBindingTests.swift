@testable import PathRouter
import PathRouterFuzzing
import PathRouterTestSupport
import Testing

/// A batch (``NavigationRegistry/bind(routes:)``) sizes the trie's hash tables once instead of
/// growing them as it fills: checked against inserting the same routes one by one. Seeded.
@Suite("Binding routes in one batch")
struct BatchBindingTests {
    /// `count` distinct patterns in families that share their first segment: most all-literal
    /// (some longer than eight bytes, some in capitals), some with parameters or a `**`.
    static func patterns(_ count: Int, _ random: inout SeededGenerator) -> [String] {
        var seen = Set<String>()
        var patterns: [String] = []
        while patterns.count < count {
            let family = random.below(count / 4 + 1)
            let pattern =
                switch random.below(7) {
                case 0: "/users\(family)/:id"
                case 1: "/users\(family)/:id/posts/:post"
                case 2: "/files\(family)/**"
                case 3: "/Section\(family)/Billing"
                default: "/section\(family)/item\(random.below(5))" + (random.below(2) == 0 ? "/comments" : "")
                }
            if seen.insert(pattern).inserted { patterns.append(pattern) }
        }
        return patterns
    }

    /// `batch` inserted into `trie` as one batch, as `bind(routes:)` does.
    static func insertBatch(_ batch: [String], into trie: inout RouteTrie) throws {
        trie.beginBatch(ofRoutes: batch.count)
        for pattern in batch { try trie.insert(route(pattern)) }
        trie.finishBatch(trimming: batch.count >= 64)
    }

    /// The route index each path resolves to: through the whole-path index (-1 when it is not
    /// there) and through the full walk.
    static func resolved(_ paths: [String], in trie: RouteTrie) -> [(index: Int32, walk: Int32)] {
        let table = RouteTable(trie: trie, options: .init(caseInsensitiveLiterals: trie.caseInsensitive))
        return paths.map { path in
            var copy = path
            copy.makeContiguousUTF8()
            return copy.utf8.withContiguousStorageIfAvailable { bytes in
                (table.staticRoute(bytes), table.resolve(bytes: bytes, maximumLength: 4_096).routeIndex)
            }!
        }
    }

    @Test(
        "a batch builds tables of the same size, finding the same routes, as inserting its routes one by one",
        arguments: [2, 5, 63, 64, 700, 5_000], [false, true])
    func sameAsOneByOne(count: Int, caseInsensitive: Bool) throws {
        var random = SeededGenerator(seed: UInt64(count))
        let patterns = Self.patterns(count, &random)
        // A third bound before the batch, so that the batch grows tables that hold routes.
        let before = Array(patterns.prefix(count / 3)), batch = Array(patterns.dropFirst(count / 3))
        var oneByOne = RouteTrie(caseInsensitive: caseInsensitive)
        for pattern in before { try oneByOne.insert(route(pattern)) }
        var batched = oneByOne
        for pattern in batch { try oneByOne.insert(route(pattern)) }
        try Self.insertBatch(batch, into: &batched)

        #expect(batched.edgeCount == oneByOne.edgeCount)
        #expect(batched.edges.count == oneByOne.edges.count, "edge slots: batch \(batched.edges.count), one by one \(oneByOne.edges.count)")
        #expect(batched.staticRoutes.liveCount == oneByOne.staticRoutes.liveCount)
        #expect(
            batched.staticRoutes.slots.count == oneByOne.staticRoutes.slots.count,
            "whole-path slots: batch \(batched.staticRoutes.slots.count), one by one \(oneByOne.staticRoutes.slots.count)")
        let paths = patterns.map { FastPathTests.path(matching: $0, &random) } + patterns
        let expected = Self.resolved(paths, in: oneByOne)
        let found = Self.resolved(paths, in: batched)
        let wrong = paths.indices.filter { found[$0] != expected[$0] }
        #expect(wrong.isEmpty, "\(wrong.count) paths resolve differently, first: \(wrong.first.map { paths[$0] } ?? "")")
        #expect(found.filter { $0.walk >= 0 }.count > paths.count / 2, "most paths match a route")
        // Every all-literal pattern's own text is found through the whole-path index.
        let literal = patterns.indices.filter { !patterns[$0].contains(":") && !patterns[$0].contains("*") }
        #expect(literal.allSatisfy { found[patterns.count + $0].index >= 0 })
    }

    @Test("a batch that makes fewer edges than it has routes gives the edge table the size one by one would")
    func fewerEdgesThanRoutes() throws {
        // `/a/:p1`, `/a/:p1/:p2`, …: forty routes, one literal edge.
        let patterns = (1...40).map { depth in "/a" + (1...depth).map { "/:p\($0)" }.joined() }
        var oneByOne = RouteTrie(caseInsensitive: false)
        for pattern in patterns { try oneByOne.insert(route(pattern)) }
        var batched = RouteTrie(caseInsensitive: false)
        try Self.insertBatch(patterns, into: &batched)
        #expect(batched.edgeCount == 1)
        #expect(batched.edges.count == oneByOne.edges.count)
        let paths = (1...40).map { depth in "/a" + (1...depth).map { "/v\($0)" }.joined() }
        let found = Self.resolved(paths, in: batched)
        #expect(found.map(\.walk) == (0..<40).map(Int32.init))
    }

    /// The literal edges `patterns` need: one per distinct literal after a distinct start
    /// (parameters stand for any value; folded when the trie folds case).
    static func distinctLiteralEdges(_ patterns: [String], caseInsensitive: Bool) -> Int {
        var edges = Set<String>()
        for pattern in patterns {
            var start = ""
            for segment in pattern.split(separator: "/") where segment != "**" {
                let piece = segment.hasPrefix(":") ? ":" : caseInsensitive ? segment.lowercased() : String(segment)
                start += "/" + piece
                if piece != ":" { edges.insert(start) }
            }
        }
        return edges.count
    }

    @Test(
        "each literal gets one edge, and the edge table stays more than two fifths and at most four fifths full",
        arguments: [20, 700, 5_000], [false, true])
    func edgeTableLoad(count: Int, caseInsensitive: Bool) throws {
        var random = SeededGenerator(seed: UInt64(count) &+ 11)
        let patterns = Self.patterns(count, &random)
        var oneByOne = RouteTrie(caseInsensitive: caseInsensitive)
        var overfilled: [Int] = []
        for (index, pattern) in patterns.enumerated() {
            try oneByOne.insert(route(pattern))
            if oneByOne.edgeCount * 5 > oneByOne.edges.count * 4 { overfilled.append(index) }
        }
        var batched = RouteTrie(caseInsensitive: caseInsensitive)
        try Self.insertBatch(patterns, into: &batched)

        #expect(overfilled.isEmpty, "more than four fifths full after inserting pattern \(overfilled.first ?? -1)")
        let expected = Self.distinctLiteralEdges(patterns, caseInsensitive: caseInsensitive)
        for trie in [oneByOne, batched] {
            #expect(trie.edgeCount == expected)
            #expect(trie.edgeCount * 5 <= trie.edges.count * 4)
            #expect(
                trie.edges.count == 16 || trie.edgeCount * 5 > trie.edges.count * 2,
                "\(trie.edgeCount) edges in \(trie.edges.count) slots")
        }
        // Each pattern's own path (a value for each parameter, two segments for a `**`) finds it.
        let paths = patterns.map { pattern in
            pattern.split(separator: "/").map { $0 == "**" ? "rest/of" : $0.hasPrefix(":") ? "v" : String($0) }
                .reduce("") { $0 + "/" + $1 }
        }
        let found = Self.resolved(paths, in: batched).map(\.walk)
        let wrong = patterns.indices.filter { found[$0] != Int32($0) }
        #expect(wrong.isEmpty, "\(wrong.count) paths find another route, first: \(wrong.first.map { paths[$0] } ?? "")")
    }

    @Test(
        "a batch after unbinds leaves out the unbound routes and keeps the whole-path index at most half full",
        arguments: [false, true])
    func afterUnbinds(caseInsensitive: Bool) throws {
        var random = SeededGenerator(seed: 7)
        let patterns = Self.patterns(3_000, &random)
        var trie = RouteTrie(caseInsensitive: caseInsensitive)
        for pattern in patterns.prefix(1_000) { try trie.insert(route(pattern)) }
        // Every other early route unbound: the whole-path index keeps tombstones.
        let unbound = stride(from: 0, to: 1_000, by: 2).map { patterns[$0] }
        for pattern in unbound { _ = trie.remove(shapeOf: try RoutePattern(pattern)) }
        try Self.insertBatch(Array(patterns.dropFirst(1_000)), into: &trie)

        let bound = patterns.enumerated().filter { $0.offset >= 1_000 || $0.offset % 2 == 1 }.map(\.element)
        #expect(trie.staticRoutes.liveCount * 2 <= trie.staticRoutes.slots.count)
        for (pattern, result) in zip(bound, Self.resolved(bound, in: trie)) {
            #expect(result.walk >= 0 && trie.entries[Int(result.walk)].route.path == pattern, "\(pattern)")
            if !pattern.contains(":") && !pattern.contains("*") { #expect(result.index == result.walk, "\(pattern)") }
        }
        for (pattern, result) in zip(unbound, Self.resolved(unbound, in: trie)) where !pattern.contains(":") && !pattern.contains("*") {
            #expect(result.index == -1 && result.walk == -1, "unbound \(pattern)")
        }
    }

    @Test("a batch with a conflict at its end changes nothing, and the registry still binds afterwards")
    func conflictAtTheEnd() throws {
        var random = SeededGenerator(seed: 3)
        let patterns = Self.patterns(2_000, &random)
        let probe = try #require(patterns.dropFirst(1_000).first { !$0.contains(":") && !$0.contains("*") })
        let bound = try registry(Array(patterns.prefix(10)))
        #expect(throws: NavigationError.self) {
            try bound.bind(routes: patterns.dropFirst(10).map(route) + [route(patterns[0])])
        }
        #expect(bound.routes.count == 10)
        #expect((try? bound.resolve(probe)) == nil)
        try bound.bind(routes: patterns.dropFirst(10).map(route))
        #expect(bound.routes.count == 2_000)
        #expect(try bound.resolve(probe).route.path == probe)
    }
}
