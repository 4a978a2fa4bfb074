/// How link and callback hosts are compared: as ASCII, never with Unicode case rules.
///
/// `String.lowercased()` follows Unicode, so `"\u{212A}iosk"` (a Kelvin sign) lowercases to
/// `"kiosk"` and would pass a policy written for `kiosk`. Hosts are instead put in their ASCII
/// form: ASCII letters lowercased, and every label with a non-ASCII character replaced by its
/// IDNA form (`xn--` and the label's Punycode, RFC 3492), with no other mapping. A host that
/// uses non-ASCII characters is therefore accepted only where the policy names that form
/// (written either way: `bücher.example` and `xn--bcher-kva.example` are the same host).
package enum HostName {
    /// The ASCII form of `host`: each label lowercased in ASCII, or `xn--` and its Punycode.
    package static func asciiForm(_ host: some StringProtocol) -> String {
        host.split(separator: ".", omittingEmptySubsequences: false).map { label -> String in
            let scalars = label.unicodeScalars.map { scalar -> Int in
                (0x41...0x5A).contains(scalar.value) ? Int(scalar.value) + 0x20 : Int(scalar.value)
            }
            if scalars.allSatisfy({ $0 < 0x80 }) {
                return String(decoding: scalars.map(UInt8.init), as: UTF8.self)
            }
            return "xn--" + punycode(scalars)
        }.joined(separator: ".")
    }

    /// RFC 3492's encoding of one label's code points.
    static func punycode(_ input: [Int]) -> String {
        let base = 36, tMin = 1, tMax = 26
        var output = input.filter { $0 < 0x80 }.map { Character(Unicode.Scalar(UInt8($0))) }
        let basicCount = output.count
        if basicCount > 0 { output.append("-") }
        func digit(_ value: Int) -> Character {
            Character(Unicode.Scalar(UInt8(value < 26 ? 0x61 + value : 0x30 + value - 26)))
        }
        var (n, delta, bias, handled) = (0x80, 0, 72, basicCount)
        while handled < input.count {
            let next = input.filter { $0 >= n }.min() ?? n
            // 64-bit: a label of the longest link (8 KB) of the highest code points stays far
            // below overflow.
            delta += (next - n) * (handled + 1)
            n = next
            for scalar in input {
                if scalar < n { delta += 1 }
                guard scalar == n else { continue }
                var q = delta
                var k = base
                while true {
                    let t = k <= bias ? tMin : (k >= bias + tMax ? tMax : k - bias)
                    if q < t { break }
                    output.append(digit(t + (q - t) % (base - t)))
                    q = (q - t) / (base - t)
                    k += base
                }
                output.append(digit(q))
                bias = adapt(delta, points: handled + 1, first: handled == basicCount)
                delta = 0
                handled += 1
            }
            delta += 1
            n += 1
        }
        return String(output)
    }

    private static func adapt(_ delta: Int, points: Int, first: Bool) -> Int {
        var delta = first ? delta / 700 : delta / 2
        delta += delta / points
        var k = 0
        while delta > ((36 - 1) * 26) / 2 {
            delta /= 36 - 1
            k += 36
        }
        return k + (36 - 1 + 1) * delta / (delta + 38)
    }
}
