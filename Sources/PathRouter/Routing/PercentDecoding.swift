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
        var output: [UInt8] = []
        output.reserveCapacity(bytes.count)
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "%"), index + 2 < bytes.count,
               let high = PatternParser.hexValue(bytes[index + 1]),
               let low = PatternParser.hexValue(bytes[index + 2]) {
                output.append(high << 4 | low)
                index += 3
            } else {
                output.append(byte)
                index += 1
            }
        }
        return output
    }

    /// Decodes `bytes` into a string, or `nil` if the decoded bytes are not valid UTF-8.
    static func decodeString(_ bytes: UnsafeBufferPointer<UInt8>) -> String? {
        if !bytes.contains(UInt8(ascii: "%")) {
            return plainString(bytes)
        }
        return String(validating: decode(bytes), as: UTF8.self)
    }
}
