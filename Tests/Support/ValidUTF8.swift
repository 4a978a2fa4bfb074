/// `bytes` as a string when they are valid UTF-8, `nil` when not: the reference the matching
/// tests compare PathRouter's decoding with. The standard library's validating initializer
/// where the OS has it (macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2); elsewhere the
/// repairing one, whose bytes differ from its input exactly when the input is not valid.
///
/// ```swift
/// validUTF8([0x63, 0x61, 0x66, 0xC3, 0xA9])   // "café"
/// validUTF8([0xFF])                            // nil
/// ```
public func validUTF8(_ bytes: [UInt8]) -> String? {
    if #available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *) {
        return String(validating: bytes, as: UTF8.self)
    }
    let repaired = String(decoding: bytes, as: UTF8.self)
    return repaired.utf8.elementsEqual(bytes) ? repaired : nil
}
