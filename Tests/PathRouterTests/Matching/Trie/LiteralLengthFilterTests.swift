@testable import PathRouter
import PathRouterTestSupport
import Testing

/// Each trie node records the lengths of its literal children, and the one-pass descent
/// probes the edge table only for a segment of such a length: a parameter's value beside a
/// literal of another length goes straight to the parameter. It must never change a match.
@Suite("A node's literal lengths spare the descent a probe, never a match")
struct LiteralLengthFilterTests {
    @Test(
        "each length from 1 to 15 has its own bit, 16 and more share the last",
        arguments: [(1, 0x0001), (2, 0x0002), (3, 0x0004), (8, 0x0080), (15, 0x4000), (16, 0x8000), (17, 0x8000), (40, 0x8000)])
    func bits(length: Int, bit: Int) {
        #expect(RouteTrie.literalLengthBit(length) == UInt16(bit))
    }

    @Test("a node's bits are its literal children's lengths, and only a node with literal children has any")
    func nodeBits() throws {
        var trie = RouteTrie(caseInsensitive: false)
        for pattern in ["/users/new", "/users/:id", "/users/a-literal-of-twenty", "/users/:id/settings"] {
            try trie.insert(NavigationRoute(path: pattern, type: RecordingViewModel.self))
        }
        let users = Self.child(of: 0, "users", in: trie)
        #expect(trie.literalLengths[0] == RouteTrie.literalLengthBit(5))
        #expect(trie.literalLengths[Int(users)] == RouteTrie.literalLengthBit(3) | RouteTrie.literalLengthBit(20))
        let id = trie.nodes[Int(users)].parameterChild
        #expect(trie.literalLengths[Int(id)] == RouteTrie.literalLengthBit(8))
        let new = Self.child(of: users, "new", in: trie)
        #expect(trie.literalLengths[Int(new)] == 0)
        #expect(trie.literalLengths.count == trie.nodes.count)
        for (node, lengths) in trie.literalLengths.enumerated() {
            #expect((lengths != 0) == trie.nodes[node].hasLiteralChildren, "node \(node)")
        }
    }

    /// Literals of lengths 1 to 20 (not multiples of 3) beside a parameter, and values of
    /// lengths 1 to 40: each value reaches the parameter's route unless it is one of the
    /// literals, through the registry and through the descent alone, which agrees with the full
    /// walk; case folded or not.
    @Test(
        "values of every length beside literals of many lengths resolve as the full walk resolves them",
        arguments: [false, true])
    func everyLength(caseInsensitive: Bool) throws {
        let literals = (1...20).filter { $0 % 3 != 0 }.map { String(repeating: "q", count: $0) }
        var routes = [
            NavigationRoute(path: "/items/:id", type: RecordingViewModel.self),
            NavigationRoute(path: "/items/:id/more", type: RecordingViewModel.self),
        ]
        routes += literals.map { NavigationRoute(path: "/items/\($0)", type: RecordingViewModel.self) }
        let registry = NavigationRegistry(options: .init(caseInsensitiveLiterals: caseInsensitive))
        try registry.bind(routes: routes)
        let table = registry.currentTable()
        for length in 1...40 {
            for value in [
                String(repeating: "q", count: length), String(repeating: "Q", count: length),
                String(repeating: "7", count: length),
            ] {
                let isLiteral = literals.contains(caseInsensitive ? value.lowercased() : value)
                let expected = isLiteral ? "/items/\(value.lowercased())" : "/items/:id"
                #expect(try registry.resolve("/items/\(value)").route.path == expected, "value \(value)")
                #expect(try registry.resolve("/items/\(value)/more").route.path == "/items/:id/more", "value \(value)")
                for path in ["/items/\(value)", "/items/\(value)/more"] {
                    var copy = path
                    copy.makeContiguousUTF8()
                    let (descended, full) = copy.utf8.withContiguousStorageIfAvailable { bytes in
                        var miss = RouteTrie.Miss(node: 0, failedSegmentStart: -1, failedSegmentEnd: -1, matchedPrefixEnd: 0)
                        return (table.descend(bytes, miss: &miss), table.resolve(bytes: bytes, maximumLength: 4_096).routeIndex)
                    }!
                    // A value equal to a literal leads `/more` into a dead end that the full
                    // walk backtracks from: the descent leaves such a path to it (-1).
                    #expect(descended == full || (isLiteral && descended == -1), "path \(path)")
                }
            }
        }
    }

    private static func child(of parent: Int32, _ literal: String, in trie: RouteTrie) -> Int32 {
        Array(literal.utf8).withUnsafeBufferPointer { trie.findLiteral(parent: parent, segment: $0) }
    }
}
