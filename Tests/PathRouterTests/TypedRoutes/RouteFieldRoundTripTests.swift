import Foundation
import PathRouter
import PathRouterFuzzing
import PathRouterTestSupport
import Testing

/// Every value of every supported field type survives printing and parsing: seeded random
/// values of a route with all of them, in the path, a catch-all and the query.
@Suite("Typed routes: values survive printing and parsing")
struct RouteFieldRoundTripTests {
    /// Characters a path escapes, or reads specially, and some that are plain.
    static let alphabet: [String] = [
        "a", "Z", "0", "-", "_", "~", ".", " ", "/", "%", "?", "#", "&", "=", "+", ";", ":", "@", "!", "$", "'", "(", "*", ",",
        "é", "e\u{301}", "日", "🙂", "ß", "\u{200B}", "%2F", "%zz",
    ]

    static func text(_ random: inout SeededGenerator, allowingSlash: Bool = true, allowingEmpty: Bool = false) -> String {
        while true {
            let count = random.below(allowingEmpty ? 10 : 9) + (allowingEmpty ? 0 : 1)
            let text = (0..<count).map { _ in random.pick(alphabet) }.joined()
            if !allowingSlash && text.contains("/") { continue }
            // A path segment cannot be a dot segment; its printer refuses those (tested apart).
            if text == "." || text == ".." { continue }
            return text
        }
    }

    /// A catch-all's value: segments without empty or dot ones.
    static func rest(_ random: inout SeededGenerator) -> String {
        (0...random.below(3)).map { _ in text(&random, allowingSlash: false) }.joined(separator: "/")
    }

    static func value(_ random: inout SeededGenerator) -> EveryField {
        EveryField(
            text: text(&random), int: Int(truncatingIfNeeded: random.next()),
            uuid: UUID(
                uuid: withUnsafeBytes(of: (random.next(), random.next())) { bytes in
                    (
                        bytes[0], bytes[1], bytes[2], bytes[3], bytes[4], bytes[5], bytes[6], bytes[7], bytes[8], bytes[9], bytes[10], bytes[11], bytes[12],
                        bytes[13], bytes[14], bytes[15]
                    )
                }),
            rest: rest(&random), int8: .init(truncatingIfNeeded: random.next()), int16: .init(truncatingIfNeeded: random.next()),
            int32: .init(truncatingIfNeeded: random.next()), int64: .init(truncatingIfNeeded: random.next()),
            uint: .init(truncatingIfNeeded: random.next()), uint8: .init(truncatingIfNeeded: random.next()),
            uint16: .init(truncatingIfNeeded: random.next()), uint32: .init(truncatingIfNeeded: random.next()), uint64: random.next(),
            // Any bits: NaNs with their sign, signalling bit and payload too.
            double: Double(bitPattern: random.next()), float: Float(bitPattern: UInt32(truncatingIfNeeded: random.next())),
            bool: random.chance(50), sort: random.pick(SortOrder.allCases),
            note: random.chance(70) ? text(&random, allowingEmpty: true) : nil,
            count: random.chance(50) ? Int(truncatingIfNeeded: random.next()) : nil)
    }

    static func registry() throws -> NavigationRegistry {
        let registry = NavigationRegistry()
        try registry.bind(route: NavigationRoute(EveryField.self, requiresAuthentication: false) { ValuePage(value: $0) })
        return registry
    }

    @Test("decode(parse(print(encode(v)))) == v for random values of every field type", arguments: [1, 2, 3] as [UInt64])
    func roundTrip(seed: UInt64) throws {
        let registry = try Self.registry()
        var random = SeededGenerator(seed: seed)
        var failures: [String] = []
        for _ in 0..<2_000 {
            let value = Self.value(&random)
            do {
                let path = try registry.path(for: value)
                let match = try registry.resolve(path)
                let readBack = try EveryField(RouteFields(match.parameters))
                if match.route.path != EveryField.pattern || !readBack.isExactly(value) {
                    failures.append("\(value) printed as \(path), read back as \(readBack)")
                }
            } catch {
                failures.append("\(value): \(error)")
            }
        }
        let shortest = failures.min { $0.count < $1.count }
        #expect(shortest == nil, "seed \(seed): \(failures.count) values changed; shortest: \(shortest ?? "")")
    }

    @Test("navigating to random values lands screens that read back as those values", arguments: [4] as [UInt64])
    func navigated(seed: UInt64) async throws {
        let router = NavigationRouter(scene: NavigationScene(id: "round-trip"), registry: try Self.registry())
        var random = SeededGenerator(seed: seed)
        var failures: [String] = []
        for _ in 0..<200 {
            let value = Self.value(&random)
            switch await router.navigate(to: value).result {
            case .success(let outcome):
                let screen = outcome.screen
                let readBack = screen?.routeValue(as: EveryField.self)
                if readBack.map({ !$0.isExactly(value) }) ?? true || (screen?.viewModel as? ValuePage<EveryField>)?.value.isExactly(value) != true {
                    failures.append("\(value) landed as \(screen?.path ?? "nothing")")
                }
            case .failure(let error):
                failures.append("\(value): \(error)")
            }
        }
        let shortest = failures.min { $0.count < $1.count }
        #expect(shortest == nil, "seed \(seed): \(failures.count) values changed; shortest: \(shortest ?? "")")
    }

    @Test("every NaN reads back bit for bit: negative, with a payload, signalling; the plain one prints nan")
    func nans() {
        let doubles: [UInt64] = [0x7FF8_0000_0000_0000, 0xFFF8_0000_0000_0000, 0x7FF8_0000_0000_0001, 0x7FF4_0000_0000_0000, 0xFFF0_0000_0000_0001]
        for bits in doubles {
            let value = Double(bitPattern: bits)
            #expect(Double(routeText: value.routeText)?.bitPattern == bits, "\(value.routeText)")
        }
        let floats: [UInt32] = [0x7FC0_0000, 0xFFC0_0000, 0x7FC0_0001, 0x7FA0_0000, 0xFF80_0001]
        for bits in floats {
            let value = Float(bitPattern: bits)
            #expect(Float(routeText: value.routeText)?.bitPattern == bits, "\(value.routeText)")
        }
        #expect(Double.nan.routeText == "nan" && Double(bitPattern: 0xFFF8_0000_0000_0000).routeText == "nan(0xfff8000000000000)")
        #expect(Double(routeText: "nan(0x0000000000000001)") == nil)  // the bits of a number, not a NaN
    }

    @Test("each standard type's samples read back as themselves, and its text is refused by the others where it must be")
    func standardSamples() {
        func check<T: RouteField>(_ type: T.Type) -> Bool {
            !T.routeSamples.isEmpty && T.routeSamples.allSatisfy { T(routeText: $0.routeText) == $0 }
        }
        #expect(check(String.self) && check(Bool.self) && check(Double.self) && check(Float.self) && check(UUID.self))
        #expect(check(Int.self) && check(Int8.self) && check(Int16.self) && check(Int32.self) && check(Int64.self))
        #expect(check(UInt.self) && check(UInt8.self) && check(UInt16.self) && check(UInt32.self) && check(UInt64.self))
        #expect(check(SortOrder.self) && SortOrder.routeSamples == SortOrder.allCases)
        #expect(Int(routeText: "0x10") == nil && Int(routeText: "+7") == 7 && UInt8(routeText: "256") == nil)
        #expect(Bool(routeText: "yes") == nil && Double(routeText: "inf") == .infinity)
    }
}

extension EveryField {
    /// Equal bit for bit: floating-point fields by their bit patterns (NaNs included), text by
    /// its Unicode scalars (not by canonical equivalence, as `==` compares strings).
    func isExactly(_ other: EveryField) -> Bool {
        func scalars(_ text: String?) -> [Unicode.Scalar]? { text.map { Array($0.unicodeScalars) } }
        return scalars(text) == scalars(other.text) && int == other.int && uuid == other.uuid && scalars(rest) == scalars(other.rest)
            && int8 == other.int8 && int16 == other.int16 && int32 == other.int32 && int64 == other.int64 && uint == other.uint
            && uint8 == other.uint8 && uint16 == other.uint16 && uint32 == other.uint32 && uint64 == other.uint64
            && double.bitPattern == other.double.bitPattern && float.bitPattern == other.float.bitPattern && bool == other.bool
            && sort == other.sort && scalars(note) == scalars(other.note) && count == other.count
    }
}
