/// Percent-decoding on UTF-8 bytes, shared by the path scanner and the parameter accessors.
enum PercentDecoding {
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
            return String(decoding: bytes, as: UTF8.self)
        }
        return String(validating: decode(bytes), as: UTF8.self)
    }
}
