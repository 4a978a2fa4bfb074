/// The secret every request and the WebSocket carry (`?token=…`), compared in constant time.
struct AccessToken: Sendable {
    let value: String

    /// A random token of 128 bits, as 32 hexadecimal digits.
    static func random() -> AccessToken {
        var generator = SystemRandomNumberGenerator()
        let digits = (0..<2).map { _ in
            let word = String(generator.next() as UInt64, radix: 16)
            return String(repeating: "0", count: 16 - word.count) + word
        }
        return AccessToken(value: digits.joined())
    }

    /// Whether `candidate` is the token; the time taken does not depend on where they differ.
    func accepts(_ candidate: String?) -> Bool {
        guard let candidate else { return false }
        let expected = Array(value.utf8), given = Array(candidate.utf8)
        var difference = UInt8(expected.count == given.count ? 0 : 1)
        for index in expected.indices {
            difference |= expected[index] ^ (index < given.count ? given[index] : 0)
        }
        return difference == 0
    }
}
