/// What may stand in a path, in one place: the path scanner reads by these rules, the pattern
/// parser checks literals by them, and the path builder prints by them, so that a printed
/// path always reads back as the values it was printed from.
///
/// - A byte that stands *raw* in a printed segment: a letter, a digit, any byte of a non-ASCII
///   character, or one of `-._~!$&'()+,;=:@` (the pattern literal set).
/// - Every other byte is printed as `%XX`; the scanner decodes any escape.
/// - Control characters (U+0000–U+001F, U+007F) are refused, raw or escaped: no value holding
///   one can be printed.
/// - A segment that is `.` or `..` (raw or escaped) is refused: no value can be one.
/// - An empty segment is skipped by the scanner: no value can be empty.
/// - In a query component, `&`, `=`, `+` and `#` are printed escaped as well, so that a key or a
///   value reads back whole (the scanner keeps `+` as it is, other readers may not).
enum PathGrammar {
    /// Why a value cannot be printed into a path.
    enum Problem: Error, Equatable {
        case empty
        case controlCharacter(offset: Int)
        case dotSegment
    }

    /// A control character: refused in every part of a path, raw or escaped.
    @inline(__always)
    static func isControl(_ byte: UInt8) -> Bool { byte < 0x20 || byte == 0x7F }

    /// Whether `byte` is printed as it is in a segment (see the type's rules).
    @inline(__always)
    static func standsRawInSegment(_ byte: UInt8) -> Bool {
        byte != UInt8(ascii: "%") && PatternParser.isLiteralByte(byte)
    }

    /// Whether `byte` is printed as it is in a query key or value.
    @inline(__always)
    static func standsRawInQuery(_ byte: UInt8) -> Bool {
        standsRawInSegment(byte) && byte != UInt8(ascii: "&") && byte != UInt8(ascii: "=") && byte != UInt8(ascii: "+")
    }

    /// Whether the decoded text of a segment is a dot segment.
    static func isDotSegment<Bytes: Collection<UInt8>>(_ bytes: Bytes) -> Bool {
        bytes.count <= 2 && !bytes.isEmpty && bytes.allSatisfy { $0 == UInt8(ascii: ".") }
    }

    /// Appends `value` as one segment (without the leading `/`), escaping what must be.
    static func appendSegment(_ value: String, to path: inout [UInt8]) throws(Problem) {
        guard !value.isEmpty else { throw .empty }
        if isDotSegment(value.utf8) { throw .dotSegment }
        try append(value, to: &path, raw: standsRawInSegment)
    }

    /// Appends `text` as a query key or value, escaping what must be (empty is allowed).
    static func appendQueryComponent(_ text: String, to path: inout [UInt8]) throws(Problem) {
        try append(text, to: &path, raw: standsRawInQuery)
    }

    private static func append(_ text: String, to path: inout [UInt8], raw: (UInt8) -> Bool) throws(Problem) {
        for (offset, byte) in text.utf8.enumerated() {
            if raw(byte) {
                path.append(byte)
            } else if isControl(byte) {
                throw .controlCharacter(offset: offset)
            } else {
                path.append(UInt8(ascii: "%"))
                path.append(hexDigit(byte >> 4))
                path.append(hexDigit(byte & 0x0F))
            }
        }
    }

    @inline(__always)
    private static func hexDigit(_ nibble: UInt8) -> UInt8 {
        nibble < 10 ? UInt8(ascii: "0") + nibble : UInt8(ascii: "A") + nibble - 10
    }
}
