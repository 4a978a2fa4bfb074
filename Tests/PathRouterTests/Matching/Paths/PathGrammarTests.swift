@testable import PathRouter
import Testing

/// The scanner's byte table, the pattern parser and the printer agree byte for byte.
@Suite("One path grammar")
struct PathGrammarTests {
    @Test("every byte the printer leaves raw is plain to the scanner; every control character is refused by both")
    func tablesAgree() {
        for value in 0...255 {
            let byte = UInt8(value)
            let scannerClass = PathScanner.byteClasses[value]
            if PathGrammar.standsRawInSegment(byte) {
                #expect(scannerClass == 0, "byte \(value) is printed raw but the scanner treats it as class \(scannerClass)")
            }
            if PathGrammar.isControl(byte) {
                #expect(scannerClass == 5, "control byte \(value) is not refused by the scanner")
            }
            if scannerClass == 5 {
                #expect(PathGrammar.isControl(byte) || byte == UInt8(ascii: " "), "the scanner refuses byte \(value), which the grammar does not name")
            }
            if PathGrammar.standsRawInQuery(byte) {
                #expect(PathGrammar.standsRawInSegment(byte), "byte \(value) is raw in a query but not in a segment")
            }
        }
    }
}
