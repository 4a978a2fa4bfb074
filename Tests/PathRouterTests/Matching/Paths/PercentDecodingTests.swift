@testable import PathRouter
import PathRouterFuzzing
import PathRouterTestSupport
import Testing

/// Escaped segments and values are decoded on the stack and checked as UTF-8 without making a
/// string: the check must say exactly what the standard library's validation says, and the
/// decoding what the array-returning one says. Seeded; a failure prints the shortest case.
@Suite("Percent-decoding and UTF-8 checks")
struct PercentDecodingTests {
    /// What the standard library says of `bytes`.
    static func reference(_ bytes: [UInt8]) -> Bool {
        validUTF8(bytes) != nil
    }

    static func checked(_ bytes: [UInt8]) -> Bool {
        bytes.withUnsafeBufferPointer { PercentDecoding.isValidUTF8($0) }
    }

    static func hex(_ bytes: [UInt8]) -> String {
        bytes.map { String($0, radix: 16, uppercase: true) }.joined(separator: " ")
    }

    @Test("the UTF-8 check agrees with String(validating:) on every sequence of up to two bytes")
    func shortSequences() {
        var failures: [[UInt8]] = []
        if Self.checked([]) != Self.reference([]) { failures.append([]) }
        for first in 0...255 {
            let one = [UInt8(first)]
            if Self.checked(one) != Self.reference(one) { failures.append(one) }
            for second in 0...255 {
                let two = [UInt8(first), UInt8(second)]
                if Self.checked(two) != Self.reference(two) { failures.append(two) }
            }
        }
        let shortest = failures.min { $0.count < $1.count }
        #expect(shortest == nil, "\(failures.count) disagreements; shortest: \(shortest.map(Self.hex) ?? "")")
    }

    @Test("the UTF-8 check agrees with String(validating:) at every boundary of three- and four-byte sequences")
    func boundaries() {
        // Every lead byte from 0xC0 with the continuation bytes at the edges of every range the
        // table of well-formed sequences uses, ASCII and leads among them
        // (a sequence cut short is a three-byte one led by 0xF0 to 0xF4).
        let edges: [UInt8] = [0x00, 0x41, 0x7F, 0x80, 0x8F, 0x90, 0x9F, 0xA0, 0xBF, 0xC0, 0xC2, 0xE0, 0xED, 0xF0, 0xF4, 0xF5, 0xFF]
        var failures: [[UInt8]] = []
        for lead in 0xC0...0xFF {
            for second in edges {
                for third in edges {
                    let three = [UInt8(lead), second, third]
                    if Self.checked(three) != Self.reference(three) { failures.append(three) }
                    for fourth in edges {
                        let four = three + [fourth]
                        if Self.checked(four) != Self.reference(four) { failures.append(four) }
                    }
                }
            }
        }
        let shortest = failures.min { $0.count < $1.count }
        #expect(shortest == nil, "\(failures.count) disagreements; shortest: \(shortest.map(Self.hex) ?? "")")
    }

    @Test("the UTF-8 check agrees with String(validating:) on random text and random bytes")
    func randomSequences() {
        var random = SeededGenerator(seed: 20261126)
        let samples = ["a", "é", "€", "🎉", "\u{10FFFF}", "\u{FFFD}", "\u{7FF}", "\u{800}", "\u{D7FF}", "\u{E000}"].map { Array($0.utf8) }
        var failures: [[UInt8]] = []
        for _ in 0..<30_000 {
            var bytes: [UInt8] = []
            for _ in 0..<random.below(8) {
                switch random.below(4) {
                case 0: bytes.append(UInt8(truncatingIfNeeded: random.next()))
                case 1: bytes.append(UInt8(0x80 + random.below(0x80)))
                default: bytes += random.pick(samples)
                }
            }
            // Sometimes cut the last sequence short.
            if !bytes.isEmpty && random.below(4) == 0 { bytes.removeLast() }
            if Self.checked(bytes) != Self.reference(bytes) { failures.append(bytes) }
        }
        let shortest = failures.min { $0.count < $1.count }
        #expect(shortest == nil, "\(failures.count) disagreements; shortest: \(shortest.map(Self.hex) ?? "")")
    }

    struct Decoding: CustomTestStringConvertible, Sendable {
        let raw: String
        let decoded: [UInt8]
        var testDescription: String { raw.debugDescription }
    }

    @Test(
        "escapes decode in place, a malformed escape stays as written",
        arguments: [
            Decoding(raw: "", decoded: []),
            Decoding(raw: "plain", decoded: Array("plain".utf8)),
            Decoding(raw: "caf%C3%A9", decoded: Array("café".utf8)),
            Decoding(raw: "a%20b%2fc", decoded: Array("a b/c".utf8)),
            Decoding(raw: "%E2%82%AC1", decoded: Array("€1".utf8)),
            Decoding(raw: "%FF", decoded: [0xFF]),
            Decoding(raw: "%", decoded: Array("%".utf8)),
            Decoding(raw: "a%2", decoded: Array("a%2".utf8)),
            Decoding(raw: "%zz%41", decoded: Array("%zzA".utf8)),
        ])
    func decoding(_ example: Decoding) {
        var raw = example.raw
        raw.makeContiguousUTF8()
        raw.utf8.withContiguousStorageIfAvailable { bytes in
            #expect(PercentDecoding.withDecoded(bytes) { Array($0) } == example.decoded)
            #expect(PercentDecoding.decode(bytes) == example.decoded)
            #expect(PercentDecoding.decodeString(bytes) == validUTF8(example.decoded))
            #expect(PercentDecoding.decodesToValidUTF8(bytes) == Self.reference(example.decoded))
        }
    }

    @Test("a path of a thousand escaped segments resolves, and a refusal names the segment")
    func longEscapedPaths() throws {
        let registry = NavigationRegistry()
        try registry.bind(routes: [
            NavigationRoute(path: "/files/**", type: RecordingViewModel.self, requiresAuthentication: false),
            NavigationRoute(path: "/café", type: RecordingViewModel.self, requiresAuthentication: false),
        ])
        let segments = Array(repeating: "%C3%A9", count: 1_000)
        let match = try registry.resolve("/files/" + segments.joined(separator: "/"))
        #expect(match.parameters["**"] == Array(repeating: "é", count: 1_000).joined(separator: "/"))
        #expect(try registry.resolve("/caf%C3%A9").route.path == "/café")
        let refused = #expect(throws: NavigationError.self) {
            try registry.resolve("/" + segments.joined(separator: "/") + "/%C3")
        }
        #expect(refused?.code == .invalidPercentEncoding)
        let notFound = #expect(throws: NavigationError.self) { try registry.resolve("/" + segments.joined(separator: "/")) }
        #expect(notFound?.code == .routeNotFound)
        #expect(notFound?.failedSegment == "é")
    }

    /// `Array(unsafeUninitializedCapacity: 0)` writes into the standard library's one shared
    /// empty array: under ThreadSanitizer (CI's second test run) this reports a race unless
    /// nothing is decoded, or trimmed, without it.
    @Test("decoding nothing and trimming an emptied array from many tasks at once share no storage")
    func emptyResultsFromManyTasks() async {
        let results = await withTaskGroup(of: Bool.self) { group in
            for _ in 0..<8 {
                group.addTask {
                    var allEmpty = true
                    for _ in 0..<500 {
                        let decoded = [UInt8]().withUnsafeBufferPointer { PercentDecoding.decode($0) }
                        var emptied: [Int32] = [1, 2, 3]
                        emptied.removeAll(keepingCapacity: true)
                        allEmpty = allEmpty && decoded.isEmpty && emptied.trimmingGrowthSlack().isEmpty
                    }
                    return allEmpty
                }
            }
            return await group.reduce(into: [Bool]()) { $0.append($1) }
        }
        #expect(results == Array(repeating: true, count: 8))
    }
}
