/// Reads pattern text; every rule of ``RoutePattern`` is enforced here.
///
/// ``forEachPiece(of:_:)`` validates a pattern and hands over its segments in place,
/// without allocating: ``RoutePattern`` builds its segments from them, and the route table
/// inserts a route from them directly.
enum PatternParser {
    /// One validated segment of a pattern, as bytes that live only during the call that
    /// receives them.
    enum Piece {
        /// A literal, its escapes decoded.
        case literal(UnsafeBufferPointer<UInt8>)
        /// A parameter (`:name` or `{name}`): its name.
        case parameter(UnsafeBufferPointer<UInt8>)
        case wildcard
        /// A `**`, with its name, or `nil` for an unnamed one.
        case catchAll(UnsafeBufferPointer<UInt8>?)
    }

    static func parse(_ pattern: String) throws(NavigationError) -> [RoutePattern.Segment] {
        var segments: [RoutePattern.Segment] = []
        try forEachPiece(of: pattern) { piece in
            switch piece {
            case .literal(let bytes): segments.append(.literal(String(decoding: bytes, as: UTF8.self)))
            case .parameter(let name): segments.append(.parameter(String(decoding: name, as: UTF8.self)))
            case .wildcard: segments.append(.wildcard)
            case .catchAll(let name): segments.append(name.map { .catchAll(String(decoding: $0, as: UTF8.self)) } ?? .catchAll())
            }
        }
        return segments
    }

    /// Throws ``NavigationError/Code/invalidPattern`` if `pattern` breaks a rule.
    static func validate(_ pattern: String) throws(NavigationError) {
        try forEachPiece(of: pattern) { _ in }
    }

    /// Calls `body` with each segment of `pattern`, which ``validate(_:)`` has accepted: the
    /// split alone, without the checks (what the route table does when it inserts a route).
    static func forEachPiece(ofValidated pattern: String, _ body: (Piece) -> Void) {
        var text = pattern
        text.makeContiguousUTF8()
        text.utf8.withContiguousStorageIfAvailable { bytes in
            let end = bytes.count > 1 && bytes[bytes.count - 1] == UInt8(ascii: "/") ? bytes.count - 1 : bytes.count
            guard end > 1 else { return }
            var start = 1
            while true {
                let index = nextSlash(bytes, from: start, end: end)
                let raw = UnsafeBufferPointer(rebasing: bytes[start..<index])
                switch raw[0] {
                case UInt8(ascii: ":"):
                    body(.parameter(UnsafeBufferPointer(rebasing: raw.dropFirst())))
                case UInt8(ascii: "{"):
                    body(.parameter(UnsafeBufferPointer(rebasing: raw.dropFirst().dropLast())))
                case UInt8(ascii: "*"):
                    body(raw.count == 1 ? .wildcard : .catchAll(raw.count == 2 ? nil : UnsafeBufferPointer(rebasing: raw.dropFirst(2))))
                default:
                    if raw.contains(UInt8(ascii: "%")) {
                        PercentDecoding.decode(raw).withUnsafeBufferPointer { body(.literal($0)) }
                    } else {
                        body(.literal(raw))
                    }
                }
                if index >= end { break }
                start = index + 1
            }
        }
    }

    /// Validates `pattern` and calls `body` with each of its segments, in order. `body` has
    /// seen every segment when this returns; when it throws, `body` may have seen some.
    static func forEachPiece(of pattern: String, _ body: (Piece) -> Void) throws(NavigationError) {
        var text = pattern
        text.makeContiguousUTF8()
        let failure: NavigationError? =
            text.utf8.withContiguousStorageIfAvailable { bytes in
                do throws(NavigationError) {
                    try forEachPiece(bytes, pattern: pattern, body)
                    return nil
                } catch {
                    return error
                }
            } ?? nil
        if let failure { throw failure }
    }

    private static func forEachPiece(
        _ bytes: UnsafeBufferPointer<UInt8>, pattern: String,
        _ body: (Piece) -> Void
    ) throws(NavigationError) {
        guard bytes.first == UInt8(ascii: "/") else {
            throw .invalidPattern(pattern, "a pattern must start with '/'")
        }
        let limit = NavigationRegistry.Options.defaultMaximumPathLength
        guard bytes.count <= limit else {
            throw .invalidPattern(pattern, "a pattern may be at most \(limit) bytes long")
        }
        // A trailing slash is ignored.
        let end = bytes.count > 1 && bytes[bytes.count - 1] == UInt8(ascii: "/") ? bytes.count - 1 : bytes.count
        if end == 1 && bytes.count == 2 {
            throw .invalidPattern(pattern, "segment 1 is empty ('//')")
        }
        let slashes = slashCount(bytes, end: end)
        // The matcher walks one trie level per segment: bounding patterns bounds the walk's
        // depth (and its stack) whatever the paths.
        guard slashes <= RoutePattern.maximumSegmentCount else {
            throw .invalidPattern(pattern, "a pattern may have at most \(RoutePattern.maximumSegmentCount) segments; this one has \(slashes)")
        }
        guard end > 1 else { return }
        // The names seen so far, as byte ranges of `bytes`, to refuse one used twice.
        try withUnsafeTemporaryAllocation(of: Range<Int>.self, capacity: slashes) { names throws(NavigationError) in
            var nameCount = 0
            var start = 1
            var position = 1
            var sawCatchAll = false
            while true {
                let index = nextSlash(bytes, from: start, end: end)
                let raw = UnsafeBufferPointer(rebasing: bytes[start..<index])
                var isCatchAll = false
                let name = try piece(raw, position: position, pattern: pattern) { piece in
                    if case .catchAll = piece { isCatchAll = true }
                    body(piece)
                }
                if let name {
                    let offset = name.baseAddress.unsafelyUnwrapped - bytes.baseAddress.unsafelyUnwrapped
                    for seen in names[..<nameCount] where bytes[seen].elementsEqual(name) {
                        throw .invalidPattern(pattern, "parameter name '\(String(decoding: name, as: UTF8.self))' is used more than once")
                    }
                    names.initializeElement(at: nameCount, to: offset..<(offset + name.count))
                    nameCount += 1
                }
                if sawCatchAll {
                    throw .invalidPattern(pattern, "'**' must be the last segment")
                }
                sawCatchAll = isCatchAll
                if index >= end { break }
                position += 1
                start = index + 1
            }
        }
    }

    /// How many `/` are in `bytes[..<end]`, counted a word at a time.
    private static func slashCount(_ bytes: UnsafeBufferPointer<UInt8>, end: Int) -> Int {
        let base = UnsafeRawPointer(bytes.baseAddress.unsafelyUnwrapped)
        var count = 0
        var index = 0
        while index + 8 <= end {
            count += slashCount(inWord: UInt64(littleEndian: base.loadUnaligned(fromByteOffset: index, as: UInt64.self)))
            index += 8
        }
        if index < end && end >= 8 {
            // The last bytes: the last eight, shifted so that the ones counted already drop out.
            let word = UInt64(littleEndian: base.loadUnaligned(fromByteOffset: end - 8, as: UInt64.self))
            return count + slashCount(inWord: word &>> UInt64((8 - (end - index)) * 8) | ~0 &<< UInt64((end - index) * 8))
        }
        while index < end {
            if bytes[index] == UInt8(ascii: "/") { count += 1 }
            index += 1
        }
        return count
    }

    /// How many bytes of `word` are `/`: the flags of ``PathScanner/zeroBytes(_:)``, summed
    /// by one multiplication (no population-count instruction needed).
    @inline(__always)
    private static func slashCount(inWord word: UInt64) -> Int {
        Int(truncatingIfNeeded: ((PathScanner.zeroBytes(word ^ slashes) &>> 7) &* 0x0101_0101_0101_0101) &>> 56)
    }

    /// The offset of the first `/` in `bytes[start..<end]`, or `end`, found a word at a time.
    private static func nextSlash(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int, end: Int) -> Int {
        let base = UnsafeRawPointer(bytes.baseAddress.unsafelyUnwrapped)
        var index = start
        while index + 8 <= end {
            let found = PathScanner.zeroBytes(UInt64(littleEndian: base.loadUnaligned(fromByteOffset: index, as: UInt64.self)) ^ slashes)
            if found != 0 { return index + found.trailingZeroBitCount / 8 }
            index += 8
        }
        while index < end && bytes[index] != UInt8(ascii: "/") { index += 1 }
        return index
    }

    /// Eight `/` bytes.
    private static let slashes: UInt64 = 0x2F2F_2F2F_2F2F_2F2F

    /// Validates one segment and hands it to `body`; returns its parameter name, if it has
    /// one, for the uniqueness check (before `body` sees it, so that a name used twice is
    /// refused before the second segment is handed over).
    private static func piece(
        _ raw: UnsafeBufferPointer<UInt8>, position: Int, pattern: String, _ body: (Piece) -> Void
    ) throws(NavigationError) -> UnsafeBufferPointer<UInt8>? {
        guard let first = raw.first else {
            throw .invalidPattern(pattern, "segment \(position) is empty ('//')")
        }
        if first == UInt8(ascii: ":") {
            let name = try parameterName(UnsafeBufferPointer(rebasing: raw.dropFirst()), pattern: pattern)
            body(.parameter(name))
            return name
        }
        if first == UInt8(ascii: "{") {
            guard raw.last == UInt8(ascii: "}"), raw.count >= 2 else {
                throw .invalidPattern(pattern, "segment \(position) opens '{' without closing it at the end of the segment")
            }
            let name = try parameterName(UnsafeBufferPointer(rebasing: raw.dropFirst().dropLast()), pattern: pattern)
            body(.parameter(name))
            return name
        }
        if first == UInt8(ascii: "*") {
            if raw.count == 1 {
                body(.wildcard)
                return nil
            }
            if raw[1] == UInt8(ascii: "*") {
                if raw.count == 2 {
                    body(.catchAll(nil))
                    return nil
                }
                let name = try parameterName(UnsafeBufferPointer(rebasing: raw.dropFirst(2)), pattern: pattern)
                body(.catchAll(name))
                return name
            }
            throw .invalidPattern(pattern, "'*' must be a whole segment, found '\(String(decoding: raw, as: UTF8.self))'")
        }
        // A literal: allowed characters and percent-escapes, decoded once.
        var hasEscapes = false
        var index = 0
        while index < raw.count {
            let byte = raw[index]
            if literalBytes[Int(byte)] {
                index += 1
                continue
            }
            guard byte == UInt8(ascii: "%") else {
                throw .invalidPattern(pattern, "character '\(describe(byte))' is not allowed in a pattern (segment \(position))")
            }
            guard index + 2 < raw.count,
                let high = hexValue(raw[index + 1]), let low = hexValue(raw[index + 2])
            else {
                throw .invalidPattern(pattern, "segment \(position) has a '%' that is not followed by two hex digits")
            }
            let value = high << 4 | low
            guard value >= 0x20, value != 0x7F else {
                throw .invalidPattern(pattern, "segment \(position) encodes a control character")
            }
            hasEscapes = true
            index += 3
        }
        guard hasEscapes else {
            if raw.count <= 2 && raw.allSatisfy({ $0 == UInt8(ascii: ".") }) {
                throw .invalidPattern(pattern, "segment \(position) is a dot segment ('\(String(decoding: raw, as: UTF8.self))'), which no path can contain")
            }
            body(.literal(raw))
            return nil
        }
        let decoded = PercentDecoding.decode(raw)
        // `String(decoding:as:)` replaces each ill-formed sequence with U+FFFD, so its bytes
        // differ from the input exactly when the input is not valid UTF-8 (the validating
        // initializer needs macOS 15 or iOS 18).
        let text = String(decoding: decoded, as: UTF8.self)
        guard text.utf8.elementsEqual(decoded) else {
            throw .invalidPattern(pattern, "segment \(position) does not decode to valid UTF-8")
        }
        if decoded.count <= 2 && decoded.allSatisfy({ $0 == UInt8(ascii: ".") }) {
            throw .invalidPattern(pattern, "segment \(position) is a dot segment ('\(text)'), which no path can contain")
        }
        decoded.withUnsafeBufferPointer { body(.literal($0)) }
        return nil
    }

    private static func parameterName(_ raw: UnsafeBufferPointer<UInt8>, pattern: String) throws(NavigationError) -> UnsafeBufferPointer<UInt8> {
        guard let first = raw.first else {
            throw .invalidPattern(pattern, "a parameter name is empty")
        }
        let valid = !isDigit(first) && raw.allSatisfy { isDigit($0) || isLetter($0) || $0 == UInt8(ascii: "_") }
        guard valid else {
            throw .invalidPattern(
                pattern,
                "parameter name '\(String(decoding: raw, as: UTF8.self))' may contain only ASCII letters, digits and '_', and must not start with a digit")
        }
        return raw
    }

    /// The bytes a literal may hold as they are (letters, digits, `-._~!$&'()+,;=:@` and
    /// every byte from 0x80 on), indexed by byte: one load per byte.
    static let literalBytes: [Bool] = (0...255).map { byte in isLiteralByte(UInt8(byte)) }

    static func isLiteralByte(_ byte: UInt8) -> Bool {
        if byte >= 0x80 || isLetter(byte) || isDigit(byte) { return true }
        switch byte {
        case UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"), UInt8(ascii: "~"),
            UInt8(ascii: "!"), UInt8(ascii: "$"), UInt8(ascii: "&"), UInt8(ascii: "'"),
            UInt8(ascii: "("), UInt8(ascii: ")"), UInt8(ascii: "+"), UInt8(ascii: ","),
            UInt8(ascii: ";"), UInt8(ascii: "="), UInt8(ascii: ":"), UInt8(ascii: "@"):
            return true
        default:
            return false
        }
    }

    static func isLetter(_ byte: UInt8) -> Bool {
        (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")) || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
    }

    static func isDigit(_ byte: UInt8) -> Bool {
        byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
    }

    static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): return byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): return byte - UInt8(ascii: "A") + 10
        default: return nil
        }
    }

    static func describe(_ byte: UInt8) -> String {
        byte >= 0x20 && byte < 0x7F ? String(Unicode.Scalar(byte)) : "\\u{\(String(byte, radix: 16))}"
    }
}
