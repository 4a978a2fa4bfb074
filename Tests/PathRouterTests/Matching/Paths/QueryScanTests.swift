@testable import PathRouter
import PathRouterFuzzing
import PathRouterTestSupport
import Testing

/// The scanner checks a query and a fragment a word at a time (a path of at least eight
/// bytes) or a byte at a time: both must say what the rules say, written here a byte at a
/// time. Seeded; a failure prints the shortest case.
@Suite("Query and fragment checks")
struct QueryScanTests {
    /// Pieces that random queries are made of: plain bytes and the ones the rules are about.
    static let pieces = [
        "a", "tab", "=", "&", "#", "?", "/", "+", "-", ".", "é", "%41", "%C3%A9", "%25", "%C3", "%E2%82",
        "%zz", "%4", "%1F", "%7F", "%00", " ", "\u{01}", "\u{7F}", "\t",
    ]

    /// What the rules say of the query and fragment of `bytes` from the `?` or `#` at
    /// `pathEnd` on: the query's start and end, or the first failure.
    static func expected(_ bytes: [UInt8], pathEnd: Int) -> String {
        var inFragment = bytes[pathEnd] == UInt8(ascii: "#")
        let start = inFragment ? -1 : pathEnd + 1
        var end = -1
        var index = pathEnd + 1
        func hex(_ at: Int) -> UInt8? { at < bytes.count ? UInt8(String(UnicodeScalar(bytes[at])), radix: 16) : nil }
        while index < bytes.count {
            let byte = bytes[index]
            if byte == 0x20 { return "space(offset: \(index))" }
            if byte < 0x20 || byte == 0x7F { return "controlCharacter(offset: \(index), escaped: false)" }
            if !inFragment && byte == UInt8(ascii: "#") {
                inFragment = true
                end = index
            } else if !inFragment && byte == UInt8(ascii: "%") {
                guard let high = hex(index + 1), let low = hex(index + 2) else { return "badEscape(offset: \(index))" }
                let value = high << 4 | low
                if value < 0x20 || value == 0x7F { return "controlCharacter(offset: \(index), escaped: true)" }
                index += 2
            }
            index += 1
        }
        if start >= 0 && end < 0 { end = bytes.count }
        if start >= 0 {
            // Each key and value, decoded, is UTF-8.
            for component in bytes[start..<end].split(separator: UInt8(ascii: "&"), omittingEmptySubsequences: false)
                .flatMap({ $0.split(separator: UInt8(ascii: "="), omittingEmptySubsequences: false) })
            {
                let decoded = Array(component).withUnsafeBufferPointer { PercentDecoding.decode($0) }
                if validUTF8(decoded) == nil { return "invalidUTF8(segment: -1)" }
            }
        }
        return "(\(start), \(end))"
    }

    static func scanned(_ bytes: [UInt8], pathEnd: Int) -> String {
        bytes.withUnsafeBufferPointer { buffer in
            do throws(PathScanner.Failure) {
                let query = try PathScanner.scanQueryAndFragment(buffer, from: pathEnd)
                return "(\(query.queryStart), \(query.queryEnd))"
            } catch {
                return "\(error)"
            }
        }
    }

    @Test(
        "the check of a query and a fragment says what the rules say, word by word and byte by byte",
        arguments: [41, 42] as [UInt64])
    func randomQueries(seed: UInt64) {
        var random = SeededGenerator(seed: seed)
        var failures: [String] = []
        var outcomes: [String: Int] = [:]
        for _ in 0..<20_000 {
            // Paths part of 1 to 12 bytes, so that both loops run.
            let pathPart = "/" + String(repeating: "x", count: random.below(12))
            let rest = (random.below(4) == 0 ? "#" : "?") + (0..<random.below(10)).map { _ in random.pick(Self.pieces) }.joined()
            let bytes = Array((pathPart + rest).utf8)
            let expected = Self.expected(bytes, pathEnd: pathPart.utf8.count)
            let scanned = Self.scanned(bytes, pathEnd: pathPart.utf8.count)
            if scanned != expected { failures.append("\(pathPart + rest): \(scanned), the rules say \(expected)") }
            outcomes[String(expected.prefix { $0 != "(" }), default: 0] += 1
        }
        let shortest = failures.min { $0.count < $1.count }
        #expect(shortest == nil, "\(failures.count) disagreements; shortest: \(shortest ?? "")")
        // Every outcome is common enough for its check to count.
        for outcome in ["", "space", "controlCharacter", "badEscape", "invalidUTF8"] {
            #expect(outcomes[outcome, default: 0] > 500, "\(outcome): \(outcomes)")
        }
    }
}
