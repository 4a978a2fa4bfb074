import PathRouter

/// The path printer's promise, checked on generated routes and values: a path built for a
/// route (``NavigationRegistry/path(forPattern:parameters:query:)``) resolves back to that
/// route with exactly the same parameters and query, and a value is refused only when no path
/// can hold it (empty, a control character, a dot segment, an empty segment in a catch-all's
/// value, a query key that is empty or a path parameter's) or a more specific route would
/// take the path (`routeShadowed`, confirmed by resolving it).
///
/// Patterns compete on purpose: literals such as `new` beside parameters, `*` and `**`.
public enum PathRoundTrip {
    public struct Report: Sendable, CustomStringConvertible {
        public var pairs = 0
        public var printed = 0
        public var shadowed = 0
        public var refused = 0
        /// Each broken promise, with everything needed to reproduce it.
        public var mismatches: [String] = []

        public init() {}

        public var description: String {
            "\(pairs) pairs: \(printed) printed and read back, \(refused) refused as unprintable, \(shadowed) shadowed by a more specific route, \(mismatches.count) mismatch(es)"
        }
    }

    static let literals = ["users", "new", "a", "b", "files", "é", "日本", "x-y", "v1", "me"]
    static let names = ["id", "name", "slug", "p", "rest"]
    /// Pieces values are made of: plain text, every character the printer must escape,
    /// Unicode, and the competing literals.
    static let pieces = [
        "a", "Z", "9", "new", "me", "/", "%", "?", "#", "+", " ", "&", "=", ".", "..", "é", "日", "🙂",
        "%2F", "%zz", "~", "'", "(", ":", "@", ";", "\\", "\"", "<", "{", "|", "^", "`",
    ]
    static let rarePieces = ["\u{0}", "\u{1F}", "\u{7F}", "\n"]

    /// Runs `count` pairs from `seed`, on fresh registries of competing routes.
    public static func run(pairs count: Int, seed: UInt64) -> Report {
        var random = SeededGenerator(seed: seed)
        var report = Report()
        while report.pairs < count {
            let registry = NavigationRegistry()
            var bound: [RoutePattern] = []
            for _ in 0..<24 {
                let text = pattern(&random)
                guard let parsed = try? RoutePattern(text),
                    (try? registry.bind(
                        route: NavigationRoute(
                            path: text, type: RoundTripViewModel.self,
                            requiresAuthentication: false))) != nil
                else { continue }
                bound.append(parsed)
            }
            let buildable = bound.filter { !$0.segments.contains(where: \.isWildcard) }
            guard !buildable.isEmpty else { continue }
            for _ in 0..<min(200, count - report.pairs) {
                check(random.pick(buildable), registry: registry, random: &random, report: &report)
            }
        }
        return report
    }

    static func pattern(_ random: inout SeededGenerator) -> String {
        var text = ""
        var used = Set<String>()
        for position in 0..<(1 + random.below(4)) {
            switch random.below(10) {
            case 0..<5: text += "/" + random.pick(literals)
            case 5..<8:
                let name = random.pick(names)
                if used.insert(name).inserted { text += "/:" + name } else { text += "/" + random.pick(literals) }
            case 8: text += "/*"
            default:
                if position > 0 {
                    let name = random.pick(names)
                    text += used.insert(name).inserted ? "/**" + name : "/**"
                    return text
                }
                text += "/" + random.pick(literals)
            }
        }
        return text
    }

    static func value(_ random: inout SeededGenerator) -> String {
        if random.chance(3) { return "" }
        var text = ""
        for _ in 0..<(1 + random.below(5)) {
            text += random.chance(2) ? random.pick(rarePieces) : random.pick(pieces)
        }
        return text
    }

    static func check(_ pattern: RoutePattern, registry: NavigationRegistry, random: inout SeededGenerator, report: inout Report) {
        report.pairs += 1
        var parameters: [String: String] = [:]
        for name in pattern.parameterNames { parameters[name] = value(&random) }
        var query: [String: String] = [:]
        if random.chance(30) {
            for _ in 0..<(1 + random.below(3)) { query[random.chance(10) ? random.pick(pattern.parameterNames + [""]) : value(&random)] = value(&random) }
        }
        let reproduction = "pattern \(pattern), parameters \(parameters.sorted { $0.key < $1.key }), query \(query.sorted { $0.key < $1.key })"
        let unprintable = unprintableReason(pattern, parameters: parameters, query: query)
        do throws(NavigationError) {
            let path = try registry.path(forPattern: pattern.description, parameters: parameters, query: query)
            if let unprintable {
                report.mismatches.append("printed \(path) although \(unprintable): \(reproduction)")
                return
            }
            let match = try registry.resolve(path)
            let routePattern = try RoutePattern(match.route.path)
            guard routePattern == pattern, match.pathParameters == parameters, match.queryParameters == query else {
                report.mismatches.append(
                    "\(path) reads back as \(match.route.path) \(match.pathParameters.sorted { $0.key < $1.key }) query \(match.queryParameters.sorted { $0.key < $1.key }): \(reproduction)"
                )
                return
            }
            report.printed += 1
        } catch {
            switch error.code {
            case .invalidParameter where unprintable != nil:
                report.refused += 1
            case .routeShadowed where unprintable == nil:
                // Confirm: the printed path really leads to another route.
                guard let printed = try? pattern.path(with: parameters, query: query),
                    (try? registry.resolve(printed)).map({ (try? RoutePattern($0.route.path)) != pattern }) ?? true
                else {
                    report.mismatches.append("refused as shadowed, but the path leads to its own route: \(reproduction)")
                    return
                }
                report.shadowed += 1
            default:
                report.mismatches.append("refused (\(error)) although \(unprintable ?? "every value is printable"): \(reproduction)")
            }
        }
    }

    /// Why no path can hold these values, by the rules the printer documents; `nil` when one can.
    static func unprintableReason(_ pattern: RoutePattern, parameters: [String: String], query: [String: String]) -> String? {
        func bad(_ text: String) -> Bool { text.unicodeScalars.contains { $0.value < 0x20 || $0.value == 0x7F } }
        for segment in pattern.segments {
            guard let name = segment.parameterName, let value = parameters[name] else { continue }
            if segment.isCatchAll {
                if value.isEmpty { continue }
                for part in value.split(separator: "/", omittingEmptySubsequences: false) {
                    if part.isEmpty { return "catch-all '\(name)' has an empty segment" }
                    if part == "." || part == ".." { return "catch-all '\(name)' has a dot segment" }
                }
                if bad(value) { return "'\(name)' has a control character" }
            } else {
                if value.isEmpty { return "'\(name)' is empty" }
                if value == "." || value == ".." { return "'\(name)' is a dot segment" }
                if bad(value) { return "'\(name)' has a control character" }
            }
        }
        for (key, value) in query {
            if key.isEmpty { return "a query key is empty" }
            if pattern.parameterNames.contains(key) { return "query key '\(key)' is a path parameter" }
            if bad(key) || bad(value) { return "query '\(key)' has a control character" }
        }
        return nil
    }
}

struct RoundTripViewModel: RoutableViewModel {
    var navigationInterceptionExecutionFlow: NavigationInterceptionFlow?
    init(parameters: [String: String]?) {}
}
