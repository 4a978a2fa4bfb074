import Foundation
import PathRouter
import PathRouterFuzzing
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

    static func finite<F: BinaryFloatingPoint>(_ make: () -> F) -> F {
        while true {
            let value = make()
            if !value.isNaN { return value }
        }
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
            double: finite { Double(bitPattern: random.next()) }, float: finite { Float(bitPattern: UInt32(truncatingIfNeeded: random.next())) },
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
                let readBack = try EveryField(parameters: match.parameters)
                if match.route.path != EveryField.pattern || readBack != value {
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
                if screen?.routeValue(as: EveryField.self) != value || (screen?.viewModel as? ValuePage<EveryField>)?.value != value {
                    failures.append("\(value) landed as \(screen?.path ?? "nothing")")
                }
            case .failure(let error):
                failures.append("\(value): \(error)")
            }
        }
        let shortest = failures.min { $0.count < $1.count }
        #expect(shortest == nil, "seed \(seed): \(failures.count) values changed; shortest: \(shortest ?? "")")
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
