@testable import PathRouter
import PathRouterFuzzing
import PathRouterTestSupport
import Testing

/// The word-at-a-time scan of ``PathScanner`` against its rules read byte by byte, over every
/// length and position of every special byte.
@Suite("Word-at-a-time scan")
struct PathScanTests {
    /// The rules of ``PathScanner`` read byte by byte: the segments (start, end, escaped), or
    /// the kind of refusal.
    static func reference(_ bytes: [UInt8]) -> String {
        guard !bytes.isEmpty else { return "empty" }
        guard bytes[0] == UInt8(ascii: "/") else { return "noLeadingSlash" }
        var segments: [String] = []
        var start = 1
        var escaped = false
        var index = 1
        var end = bytes.count
        func finish(_ stop: Int) -> String? {
            if stop > start {
                let raw = Array(bytes[start..<stop])
                let decoded = escaped ? raw.withUnsafeBufferPointer { PercentDecoding.decode($0) } : raw
                if decoded == Array(".".utf8) || decoded == Array("..".utf8) { return "dotSegment" }
                if escaped && validUTF8(decoded) == nil { return "invalidUTF8" }
                segments.append("\(start)-\(stop)\(escaped ? "e" : "")")
            }
            start = stop + 1
            escaped = false
            return nil
        }
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "?") || byte == UInt8(ascii: "#") {
                end = index
                break
            }
            if byte <= 0x20 || byte == 0x7F { return byte == 0x20 ? "space" : "controlCharacter" }
            if byte == UInt8(ascii: "/") {
                if let refusal = finish(index) { return refusal }
            } else if byte == UInt8(ascii: "%") {
                guard index + 2 < bytes.count, PatternParser.hexValue(bytes[index + 1]) != nil,
                    let low = PatternParser.hexValue(bytes[index + 2]), let high = PatternParser.hexValue(bytes[index + 1])
                else { return "badEscape" }
                let value = high << 4 | low
                if value < 0x20 || value == 0x7F { return "controlCharacter" }
                escaped = true
                index += 2
            }
            index += 1
        }
        if let refusal = finish(end) { return refusal }
        // The query (up to `#`) and the fragment: no spaces or control bytes; the query's
        // escapes are valid and its names and values decode to UTF-8.
        var inFragment = end < bytes.count && bytes[end] == UInt8(ascii: "#")
        var component: [UInt8] = []
        var components: [[UInt8]] = []
        index = end + 1
        while index < bytes.count {
            let byte = bytes[index]
            if byte <= 0x20 || byte == 0x7F { return byte == 0x20 ? "space" : "controlCharacter" }
            if !inFragment {
                if byte == UInt8(ascii: "#") {
                    inFragment = true
                } else if byte == UInt8(ascii: "%") {
                    guard index + 2 < bytes.count, let high = PatternParser.hexValue(bytes[index + 1]),
                        let low = PatternParser.hexValue(bytes[index + 2])
                    else { return "badEscape" }
                    if high << 4 | low < 0x20 || high << 4 | low == 0x7F { return "controlCharacter" }
                    component += bytes[index...(index + 2)]
                    index += 2
                } else if byte == UInt8(ascii: "&") || byte == UInt8(ascii: "=") {
                    components.append(component)
                    component = []
                } else {
                    component.append(byte)
                }
            }
            index += 1
        }
        components.append(component)
        for part in components where part.withUnsafeBufferPointer({ PercentDecoding.decodeString($0) }) == nil {
            _ = part
            return "invalidUTF8"
        }
        return segments.joined(separator: " ")
    }

    /// What the scanner says of `bytes`, in the reference's words.
    static func scanned(_ bytes: [UInt8]) -> String {
        bytes.withUnsafeBufferPointer { buffer in
            var segments = [PathScanner.Segment](
                repeating: .init(start: 0, end: 0, hasEscapes: false),
                count: PathScanner.segmentCapacity(forLength: buffer.count))
            return segments.withUnsafeMutableBufferPointer { output in
                do throws(PathScanner.Failure) {
                    let result = try PathScanner.scan(buffer, maximumLength: 4_096, into: output)
                    return output[0..<result.segmentCount]
                        .map { "\($0.start)-\($0.end)\($0.hasEscapes ? "e" : "")" }.joined(separator: " ")
                } catch {
                    switch error {
                    case .empty: return "empty"
                    case .noLeadingSlash: return "noLeadingSlash"
                    case .controlCharacter: return "controlCharacter"
                    case .space: return "space"
                    case .badEscape: return "badEscape"
                    case .invalidUTF8: return "invalidUTF8"
                    case .dotSegment: return "dotSegment"
                    case .tooLong, .escapedSeparatorInCatchAll: return "\(error)"
                    }
                }
            }
        }
    }

    @Test("the word-at-a-time scan reads every length and every position as the byte-by-byte rules do")
    func scanAgrees() {
        // Every special byte (or two-byte character) at every position of paths of 1 to 24
        // bytes, around the eight-byte words the scan reads. Inputs are valid UTF-8, as a
        // Swift string always is.
        let specials: [[UInt8]] =
            [0x2F, 0x3F, 0x23, 0x25, 0x20, 0x00, 0x0A, 0x1F, 0x7F, 0x2E, 0x2D, 0x21, 0x30].map { [$0] }
            + [Array("é".utf8), Array("🎉".utf8)]
        var failures: [String] = []
        for length in 1...24 {
            for position in 1..<max(length, 2) {
                for special in specials {
                    var bytes = [UInt8](repeating: UInt8(ascii: "a"), count: length)
                    bytes[0] = UInt8(ascii: "/")
                    bytes.replaceSubrange(min(position, length)..<min(position + 1, length), with: special)
                    if Self.scanned(bytes) != Self.reference(bytes) {
                        failures.append(
                            "\(String(decoding: bytes, as: UTF8.self).debugDescription): scan \(Self.scanned(bytes)), rules \(Self.reference(bytes))")
                    }
                }
            }
        }
        // Random mixes of the same, with escapes and dots.
        var random = SeededGenerator(seed: 9)
        let pieces: [[UInt8]] =
            specials + [
                Array("%41".utf8), Array("%2e".utf8), Array("%C3%A9".utf8),
                Array("%C3".utf8), Array("..".utf8), Array("abcdefgh".utf8),
            ]
        for _ in 0..<20_000 {
            var bytes: [UInt8] = [UInt8(ascii: "/")]
            for _ in 0..<random.below(12) { bytes += random.below(3) == 0 ? random.pick(pieces) : [UInt8(ascii: "b")] }
            if Self.scanned(bytes) != Self.reference(bytes) {
                failures.append("\(String(decoding: bytes, as: UTF8.self).debugDescription): scan \(Self.scanned(bytes)), rules \(Self.reference(bytes))")
            }
        }
        let shortest = failures.min { $0.count < $1.count }
        #expect(shortest == nil, "\(failures.count) disagreements; shortest: \(shortest ?? "")")
    }
}
