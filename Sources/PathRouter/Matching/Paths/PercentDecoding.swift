/// Percent-decoding on UTF-8 bytes, shared by the path scanner and the parameter accessors.
enum PercentDecoding {
    /// `bytes`, which hold no escape and are valid UTF-8 (they come from a path string), as a
    /// string. A short ASCII one (the usual parameter value) is made in place: its bytes are
    /// checked for ASCII with one mask, instead of a validation pass and a second copy.
    @inline(__always)
    static func plainString(_ bytes: UnsafeBufferPointer<UInt8>) -> String {
        String(unsafeUninitializedCapacity: bytes.count) { buffer in
            _ = buffer.initialize(fromContentsOf: bytes)
            return bytes.count
        }
    }

    /// Decodes `%XX` escapes in `bytes`. The caller has already validated every escape.
    static func decode(_ bytes: UnsafeBufferPointer<UInt8>) -> [UInt8] {
        // `init(unsafeUninitializedCapacity:)` of nothing writes the count into the shared
        // empty array's storage, which ThreadSanitizer reports when two threads do it.
        guard !bytes.isEmpty else { return [] }
        return [UInt8](unsafeUninitializedCapacity: bytes.count) { buffer, count in
            count = decode(bytes, into: buffer)
        }
    }

    /// Decodes `%XX` escapes in `bytes` into `output` (room for `bytes.count` bytes at least);
    /// returns how many bytes it wrote. An escape that is not two hex digits stays as it is.
    @inline(__always)
    static func decode(_ bytes: UnsafeBufferPointer<UInt8>, into output: UnsafeMutableBufferPointer<UInt8>) -> Int {
        var index = 0
        var count = 0
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "%"), index &+ 2 < bytes.count,
                let high = PatternParser.hexValue(bytes[index &+ 1]),
                let low = PatternParser.hexValue(bytes[index &+ 2])
            {
                output[count] = high << 4 | low
                index &+= 3
            } else {
                output[count] = byte
                index &+= 1
            }
            count &+= 1
        }
        return count
    }

    /// Calls `body` with `bytes` decoded, in a buffer on the stack (on the heap past the
    /// standard library's stack limit): no array per escaped segment or value.
    ///
    /// ```swift
    /// PercentDecoding.withDecoded(raw) { $0.count }   // "caf%C3%A9" → 5
    /// ```
    @inline(__always)
    static func withDecoded<Result>(
        _ bytes: UnsafeBufferPointer<UInt8>,
        _ body: (UnsafeBufferPointer<UInt8>) -> Result
    ) -> Result {
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: max(bytes.count, 1)) { buffer in
            let count = decode(bytes, into: buffer)
            return body(UnsafeBufferPointer(rebasing: buffer[..<count]))
        }
    }

    /// Whether `bytes` are well-formed UTF-8, by the rules `String(validating:as:)` applies
    /// (no overlong form, no surrogate, nothing past U+10FFFF, no truncated sequence), without
    /// making a string: that initializer is generic, and looks its metadata up on every call.
    static func isValidUTF8(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        var index = 0
        let count = bytes.count
        while index < count {
            let lead = bytes[index]
            if lead < 0x80 {
                index &+= 1
                continue
            }
            // The sequence's length, and the range its second byte must lie in (Unicode's
            // table of well-formed UTF-8 byte sequences; the other continuation bytes are
            // 0x80...0xBF).
            let length: Int
            let secondLow: UInt8, secondHigh: UInt8
            switch lead {
            case 0xC2...0xDF: length = 2; secondLow = 0x80; secondHigh = 0xBF
            case 0xE0: length = 3; secondLow = 0xA0; secondHigh = 0xBF
            case 0xE1...0xEC, 0xEE...0xEF: length = 3; secondLow = 0x80; secondHigh = 0xBF
            case 0xED: length = 3; secondLow = 0x80; secondHigh = 0x9F
            case 0xF0: length = 4; secondLow = 0x90; secondHigh = 0xBF
            case 0xF1...0xF3: length = 4; secondLow = 0x80; secondHigh = 0xBF
            case 0xF4: length = 4; secondLow = 0x80; secondHigh = 0x8F
            default: return false
            }
            guard count &- index >= length else { return false }
            let second = bytes[index &+ 1]
            guard second >= secondLow && second <= secondHigh else { return false }
            var next = index &+ 2
            while next < index &+ length {
                guard bytes[next] & 0xC0 == 0x80 else { return false }
                next &+= 1
            }
            index = next
        }
        return true
    }

    /// Whether `bytes`, which are valid UTF-8 as they are (they come from a string), still are
    /// once their escapes are decoded.
    static func decodesToValidUTF8(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard bytes.contains(UInt8(ascii: "%")) else { return true }
        return withDecoded(bytes) { isValidUTF8($0) }
    }

    /// Decodes `bytes`, whose escapes were checked already (they decode to UTF-8), into a
    /// string: no second check. (The string's own initializer would repair invalid bytes.)
    static func decodeCheckedString(_ bytes: UnsafeBufferPointer<UInt8>) -> String {
        if !bytes.contains(UInt8(ascii: "%")) {
            return plainString(bytes)
        }
        return withDecoded(bytes) { plainString($0) }
    }

    /// Decodes `bytes` into a string, or `nil` if the decoded bytes are not valid UTF-8.
    static func decodeString(_ bytes: UnsafeBufferPointer<UInt8>) -> String? {
        if !bytes.contains(UInt8(ascii: "%")) {
            return plainString(bytes)
        }
        return withDecoded(bytes) { decoded in isValidUTF8(decoded) ? plainString(decoded) : nil }
    }
}
