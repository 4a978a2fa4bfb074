/// One pass over the UTF-8 bytes of a navigation path: validation, segment boundaries, the
/// query and the fragment. Nothing is allocated unless a segment carries percent-escapes.
///
/// The rules (documented for users in the README's bad-input catalog):
/// - the path starts with `/`, and is at most `maximumLength` bytes long;
/// - control characters (U+0000–U+001F, U+007F) and spaces are refused, raw or escaped;
/// - every `%` is followed by two hex digits, and escapes decode to valid UTF-8;
/// - empty segments (`//`) are skipped and a trailing `/` is ignored;
/// - dot segments (`.` and `..`, raw or escaped) are refused;
/// - the query starts at the first `?`; the fragment at the first `#` is ignored.
struct PathScanner {
    /// A segment's byte range in the path.
    struct Segment {
        var start: Int32
        var end: Int32
        var hasEscapes: Bool
    }

    /// What the scan found.
    struct Result {
        var segmentCount: Int
        /// The end of the path part (the offset of `?`, `#` or the end of input).
        var pathEnd: Int32
        /// The query's byte range, without `?`, if there is a query.
        var queryStart: Int32
        var queryEnd: Int32
        /// Some segment of the path part has percent-escapes.
        var hasEscapes: Bool
    }

    enum Failure: Error {
        case empty
        case noLeadingSlash
        case tooLong(Int)
        case controlCharacter(offset: Int, escaped: Bool)
        case space(offset: Int)
        case badEscape(offset: Int)
        case invalidUTF8(segment: Int)
        case dotSegment(segment: Int)
        /// A `%2F` inside a segment that a catch-all captures: decoded, it would be a
        /// separator inside the catch-all's value.
        case escapedSeparatorInCatchAll(offset: Int)

        func error(for path: String, maximumLength: Int) -> NavigationError {
            switch self {
            case .empty:
                return .invalidPath(path, "the path is empty; internal paths start with '/'")
            case .noLeadingSlash:
                return .invalidPath(path, "an internal path must start with '/' (full URLs go through external links)")
            case .tooLong(let length):
                // The first 64 bytes, cut between characters, stand for a path too long to repeat.
                var prefix = ""
                for scalar in path.unicodeScalars {
                    if prefix.utf8.count + String(scalar).utf8.count > 64 { break }
                    prefix.unicodeScalars.append(scalar)
                }
                return NavigationError(
                    code: .pathTooLong, path: prefix + "…",
                    reason: "the path is \(length) bytes long; the limit is \(maximumLength)")
            case .controlCharacter(let offset, let escaped):
                return .invalidPath(path, "\(escaped ? "an escaped" : "a") control character at byte \(offset) is not allowed")
            case .space(let offset):
                return .invalidPath(path, "a space at byte \(offset) must be percent-encoded as %20")
            case .badEscape(let offset):
                return NavigationError(
                    code: .invalidPercentEncoding, path: path,
                    reason: "the '%' at byte \(offset) is not followed by two hex digits")
            case .invalidUTF8(let segment):
                return NavigationError(
                    code: .invalidPercentEncoding, path: path,
                    reason: segment < 0
                        ? "the query's escapes do not decode to valid UTF-8"
                        : "the escapes of segment \(segment + 1) do not decode to valid UTF-8")
            case .dotSegment(let segment):
                return .invalidPath(path, "segment \(segment + 1) is a dot segment ('.' or '..'), which is not allowed")
            case .escapedSeparatorInCatchAll(let offset):
                return .invalidPath(path, "the '%2F' at byte \(offset) is inside a catch-all's segments, where it would read as a '/' separator; it is refused")
            }
        }
    }

    /// Byte classes for the scan loop: 0 plain, 1 `/`, 2 `?`, 3 `#`, 4 `%`, 5 refused
    /// (control characters, space, DEL). Written out, so that the table is static data and a
    /// scan reads it without a lazy-initialization check.
    static let byteClasses: [UInt8] = [
        5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5,  // 0x00
        5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5,  // 0x10
        5, 0, 0, 3, 0, 4, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1,  // 0x20
        0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 2,  // 0x30
        0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,  // 0x40
        0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,  // 0x50
        0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,  // 0x60
        0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 5,  // 0x70
        0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,  // 0x80
        0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,  // 0x90
        0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,  // 0xA0
        0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,  // 0xB0
        0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,  // 0xC0
        0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,  // 0xD0
        0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,  // 0xE0
        0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,  // 0xF0
    ]

    /// The most segments a path of `length` bytes can have.
    static func segmentCapacity(forLength length: Int) -> Int { length / 2 + 1 }

    /// Scans `bytes`, writing segment boundaries into `segments`
    /// (capacity at least ``segmentCapacity(forLength:)``).
    static func scan(
        _ bytes: UnsafeBufferPointer<UInt8>,
        maximumLength: Int,
        into segments: UnsafeMutableBufferPointer<Segment>
    ) throws(Failure) -> Result {
        try scan(bytes, maximumLength: maximumLength, into: segments, classes: byteClasses)
    }

    @inline(__always)
    private static func scan(
        _ bytes: UnsafeBufferPointer<UInt8>,
        maximumLength: Int,
        into segments: UnsafeMutableBufferPointer<Segment>,
        classes: [UInt8]
    ) throws(Failure) -> Result {
        let count = bytes.count
        guard count > 0 else { throw .empty }
        // Offsets are stored as `Int32`: a longer path is too long whatever the limit.
        guard count <= maximumLength, count <= Int(Int32.max) else { throw .tooLong(count) }
        guard bytes[0] == UInt8(ascii: "/") else { throw .noLeadingSlash }

        var segmentCount = 0
        var segmentStart = 1
        var hasEscapes = false
        var needsUTF8Check = false
        var pathEnd = count
        var anyEscapes = false
        // Path part, eight bytes at a time: only the bytes ``unusualBytes(_:)`` flags are
        // looked at (through the class table), one after the other within the word.
        let raw = UnsafeRawPointer(bytes.baseAddress.unsafelyUnwrapped)
        var wordStart = 1
        words: while wordStart < count {
            var unusual: UInt64
            if count >= 8 {
                unusual = unusualBytes(in: raw, count: count, from: wordStart)
            } else {
                // A path shorter than eight bytes: every byte goes through the table.
                unusual = ((1 &<< UInt64(truncatingIfNeeded: (count &- wordStart) &* 8)) &- 1) & 0x8080_8080_8080_8080
            }
            while unusual != 0 {
                let index = wordStart &+ (unusual.trailingZeroBitCount &>> 3)
                unusual &= unusual &- 1
                let byte = bytes[index]
                let byteClass = classes[Int(byte)]
                // Punctuation below `0` that is plain: `-`, `.`, `!`, `$`, `&`, `'`, `(`...
                if byteClass == 0 { continue }
                if byteClass <= 3 {
                    if index > segmentStart {
                        try finishSegment(
                            bytes, start: segmentStart, end: index, hasEscapes: hasEscapes,
                            needsUTF8Check: needsUTF8Check, number: segmentCount)
                        segments[segmentCount] = Segment(
                            start: Int32(truncatingIfNeeded: segmentStart),
                            end: Int32(truncatingIfNeeded: index), hasEscapes: hasEscapes)
                        segmentCount &+= 1
                    }
                    hasEscapes = false
                    needsUTF8Check = false
                    segmentStart = index &+ 1
                    if byte != UInt8(ascii: "/") {
                        pathEnd = index
                        break words
                    }
                } else if byteClass == 5 {
                    throw byte == 0x20 ? .space(offset: index) : .controlCharacter(offset: index, escaped: false)
                } else {
                    // `%`: its two hex digits are never flagged.
                    let decoded = try escape(bytes, at: index)
                    hasEscapes = true
                    anyEscapes = true
                    if decoded >= 0x80 { needsUTF8Check = true }
                }
            }
            wordStart &+= 8
        }
        if pathEnd == count, count > segmentStart {
            try finishSegment(
                bytes, start: segmentStart, end: count, hasEscapes: hasEscapes,
                needsUTF8Check: needsUTF8Check, number: segmentCount)
            segments[segmentCount] = Segment(
                start: Int32(truncatingIfNeeded: segmentStart),
                end: Int32(truncatingIfNeeded: count), hasEscapes: hasEscapes)
            segmentCount &+= 1
        }

        // Query and fragment.
        var queryStart: Int32 = -1
        var queryEnd: Int32 = -1
        if pathEnd < count {
            (queryStart, queryEnd) = try scanQueryAndFragment(bytes, from: pathEnd)
        }
        return Result(segmentCount: segmentCount, pathEnd: Int32(pathEnd), queryStart: queryStart, queryEnd: queryEnd, hasEscapes: anyEscapes)
    }

    /// Checks the query and the fragment of a path whose path part ends at `pathEnd` (its
    /// `?` or `#`): no control character or space, every escape of the query two hex digits
    /// that encode no control character, and the query's escapes valid UTF-8 once decoded.
    /// Returns where the query starts and ends (both -1 when there is only a fragment).
    ///
    /// ```swift
    /// try PathScanner.scanQueryAndFragment(bytes, from: 9)   // "/users/42?tab=a#top" → (10, 15)
    /// ```
    static func scanQueryAndFragment(_ bytes: UnsafeBufferPointer<UInt8>, from pathEnd: Int) throws(Failure) -> (queryStart: Int32, queryEnd: Int32) {
        let count = bytes.count
        var query = QueryScan(inFragment: bytes[pathEnd] == UInt8(ascii: "#"))
        if !query.inFragment { query.start = Int32(pathEnd + 1) }
        if count >= 8 {
            // A word at a time: every byte the check looks at (a control character, space,
            // DEL, `#` or `%`) is one that ``unusualBytes(_:)`` flags; an escape's two digits
            // are not, so skipping them is not needed.
            let path = UnsafeRawPointer(bytes.baseAddress.unsafelyUnwrapped)
            var wordStart = pathEnd + 1
            while wordStart < count {
                var unusual = unusualBytes(in: path, count: count, from: wordStart)
                while unusual != 0 {
                    let index = wordStart &+ (unusual.trailingZeroBitCount &>> 3)
                    unusual &= unusual &- 1
                    _ = try query.check(bytes, at: index)
                }
                wordStart &+= 8
            }
        } else {
            var index = pathEnd + 1
            while index < count {
                index += try query.check(bytes, at: index)
            }
        }
        if query.start >= 0 && query.end < 0 { query.end = Int32(count) }
        if query.needsUTF8Check {
            try checkQueryUTF8(bytes, start: Int(query.start), end: Int(query.end))
        }
        return (query.start, query.end)
    }

    /// What ``scanQueryAndFragment(_:from:)`` has found so far.
    private struct QueryScan {
        var inFragment: Bool
        var start: Int32 = -1
        var end: Int32 = -1
        /// The query has an escape of a byte from 0x80 on.
        var needsUTF8Check = false

        /// Checks the byte at `index`; returns how many bytes that checked: 3 for an escape
        /// (with its two digits), else 1.
        @inline(__always)
        mutating func check(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int) throws(Failure) -> Int {
            let byte = bytes[index]
            if byte <= 0x20 || byte == 0x7F {
                throw byte == 0x20 ? .space(offset: index) : .controlCharacter(offset: index, escaped: false)
            }
            guard !inFragment else { return 1 }
            if byte == UInt8(ascii: "#") {
                inFragment = true
                end = Int32(index)
            } else if byte == UInt8(ascii: "%") {
                if try escape(bytes, at: index) >= 0x80 { needsUTF8Check = true }
                return 3
            }
            return 1
        }
    }

    /// The high bit of every byte of `word` that is not plainly part of a segment: below
    /// `0` (`/`, `#`, `%`, space, control characters and some punctuation), `?` or DEL. The
    /// class table then tells what such a byte is; bytes from 0x80 on are plain.
    ///
    /// Each test is exact per byte (no carry crosses a byte), so every flagged byte counts.
    @inline(__always)
    static func unusualBytes(_ word: UInt64) -> UInt64 {
        let ones: UInt64 = 0x0101_0101_0101_0101
        let high: UInt64 = 0x8080_8080_8080_8080
        // (byte | 0x80) - 0x30 keeps its high bit exactly when the low seven bits are >= 0x30.
        let belowDigits = ~((word | high) &- ones &* 0x30) & ~word & high
        // `?` (0x3F) and DEL (0x7F) are the bytes whose low seven bits, with 0x40 set, are all
        // ones (a byte from 0x80 on keeps its high bit, so it is never zero).
        return belowDigits | zeroBytes((word | ones &* 0x40) ^ (ones &* 0x7F))
    }

    /// ``unusualBytes(_:)`` of the eight bytes from `start` of a path of `count`
    /// bytes (at least eight); near the end, of the bytes left, read with one load that stays
    /// inside the path.
    @inline(__always)
    static func unusualBytes(in path: UnsafeRawPointer, count: Int, from start: Int) -> UInt64 {
        if start &+ 8 <= count {
            return unusualBytes(UInt64(littleEndian: path.loadUnaligned(fromByteOffset: start, as: UInt64.self)))
        }
        let last = count &- 8
        let word =
            UInt64(littleEndian: path.loadUnaligned(fromByteOffset: last, as: UInt64.self))
            &>> UInt64(truncatingIfNeeded: (start &- last) &* 8)
        return unusualBytes(word) & ((1 &<< UInt64(truncatingIfNeeded: (count &- start) &* 8)) &- 1)
    }

    /// The high bit of every zero byte of `word`, exactly.
    @inline(__always)
    static func zeroBytes(_ word: UInt64) -> UInt64 {
        let low: UInt64 = 0x7F7F_7F7F_7F7F_7F7F
        return ~(((word & low) &+ low) | word) & ~low
    }

    /// Validates the escape at `index` and returns the byte it encodes.
    @inline(__always)
    private static func escape(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int) throws(Failure) -> UInt8 {
        guard index + 2 < bytes.count,
            let high = PatternParser.hexValue(bytes[index + 1]),
            let low = PatternParser.hexValue(bytes[index + 2])
        else {
            throw .badEscape(offset: index)
        }
        let value = high << 4 | low
        if value < 0x20 || value == 0x7F { throw .controlCharacter(offset: index, escaped: true) }
        return value
    }

    @inline(__always)
    private static func finishSegment(
        _ bytes: UnsafeBufferPointer<UInt8>, start: Int, end: Int,
        hasEscapes: Bool, needsUTF8Check: Bool, number: Int
    ) throws(Failure) {
        let length = end - start
        if length <= 2 && bytes[start] == UInt8(ascii: ".") && bytes[end - 1] == UInt8(ascii: ".") {
            throw .dotSegment(segment: number)
        }
        if hasEscapes {
            let slice = UnsafeBufferPointer(rebasing: bytes[start..<end])
            let failure: Failure? = PercentDecoding.withDecoded(slice) { decoded in
                if needsUTF8Check && !PercentDecoding.isValidUTF8(decoded) { return .invalidUTF8(segment: number) }
                if decoded.count <= 2 && decoded.allSatisfy({ $0 == UInt8(ascii: ".") }) { return .dotSegment(segment: number) }
                return nil
            }
            if let failure { throw failure }
        }
    }

    private static func checkQueryUTF8(_ bytes: UnsafeBufferPointer<UInt8>, start: Int, end: Int) throws(Failure) {
        var componentStart = start
        for index in start...end {
            if index == end || bytes[index] == UInt8(ascii: "&") || bytes[index] == UInt8(ascii: "=") {
                let slice = UnsafeBufferPointer(rebasing: bytes[componentStart..<index])
                if !PercentDecoding.decodesToValidUTF8(slice) { throw .invalidUTF8(segment: -1) }
                componentStart = index + 1
            }
        }
    }
}
