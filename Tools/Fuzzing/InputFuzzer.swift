import PathRouter

/// Throws random and mutated paths, links and patterns at the parsers and the resolver, and
/// checks that every input either resolves or gives a typed error that names it.
public struct InputFuzzer: Sendable {
    /// What a run saw.
    public struct Report: Sendable, CustomStringConvertible {
        public var inputs = 0
        public var resolved = 0
        public var refusals: [String: Int] = [:]
        public var linksParsed = 0
        public var patternsParsed = 0
        /// The slowest single input, in nanoseconds (a hang would show here).
        public var slowestNanoseconds: Int64 = 0
        /// Inputs that broke a rule, with the rule.
        public var violations: [String] = []

        public var description: String {
            let codes = refusals.sorted { $0.key < $1.key }.map { "\($0.key): \($0.value)" }.joined(separator: ", ")
            return "\(inputs) inputs: \(resolved) resolved; refused by code: \(codes); \(linksParsed) parsed as links; "
                + "\(patternsParsed) parsed as patterns; slowest input \(slowestNanoseconds / 1000) µs; violations: \(violations.count)"
        }
    }

    /// The routes the fuzzer resolves against.
    public static let patterns = [
        "/", "/users", "/users/new", "/users/:id", "/users/:id/posts/{postID}", "/files/**path",
        "/docs/*/index", "/a/b/:c", "/search", "/café", "/emoji/🎉", "/deep/**",
    ]

    /// Valid paths and links that mutations start from.
    static let seeds = [
        "/users/42", "/users/new?x=1", "/users/a%2Fb/posts/7#top", "/files/a/b/c.txt", "/docs/x/index",
        "/search?q=a%20b&page=2", "/caf%C3%A9", "/emoji/🎉", "/deep/1/2/3/4", "/",
        "myapp://open/users/42?tab=posts", "https://example.com/files/a", "myapp:/search",
    ]

    static let fragments = [
        "/", "//", "%", "%2", "%2F", "%2E", "%2E%2E", "%00", "%0A", "%FF", "%C3", "%C3%A9", "%zz", "..", ".", "?", "#",
        "&", "=", "+", " ", "\u{0}", "\n", "\t", "\u{7F}", "~", "ü", "🎉", "\u{202E}", ":", "@", "*", "**", "{", "}",
        "a", "users", "new", "42", "\u{FFFD}", "\\", "myapp://", "https://", "user@", ":8080",
    ]

    let registry: NavigationRegistry
    let router: NavigationRouter

    public init() throws {
        registry = NavigationRegistry()
        try registry.bind(routes: Self.patterns.map { NavigationRoute(path: $0, type: FuzzViewModel.self, requiresAuthentication: false) })
        router = NavigationRouter(scene: NavigationScene(id: "fuzz"), registry: registry)
    }

    /// Makes one input.
    public static func input(_ random: inout SeededGenerator) -> String {
        switch random.below(10) {
        case 0:
            // Random bytes (invalid UTF-8 is repaired, as any Swift string would be).
            let bytes = (0..<random.below(64)).map { _ in UInt8(truncatingIfNeeded: random.next()) }
            return (random.chance(50) ? "/" : "") + String(decoding: bytes, as: UTF8.self)
        case 1:
            // Random Unicode scalars.
            var text = "/"
            for _ in 0..<random.below(24) {
                if let scalar = Unicode.Scalar(UInt32(truncatingIfNeeded: random.next() % 0x11_0000)) {
                    text.unicodeScalars.append(scalar)
                }
            }
            return text
        case 2:
            // Very long inputs and deep nesting.
            let unit = random.pick(["/a", "/%2F", "/..", "//", "/users", "/%C3%A9", "/x?y=", "/🎉"])
            return String(repeating: unit, count: 1 + random.below(random.chance(20) ? 6000 : 600))
        default:
            // Mutations of valid inputs.
            var text = Array(random.pick(seeds).unicodeScalars)
            for _ in 0..<(1 + random.below(4)) {
                let position = random.below(text.count + 1)
                switch random.below(3) {
                case 0:
                    text.insert(contentsOf: random.pick(fragments).unicodeScalars, at: position)
                case 1:
                    if !text.isEmpty { text.remove(at: min(position, text.count - 1)) }
                default:
                    let fragment = Array(random.pick(fragments).unicodeScalars)
                    if position < text.count { text.replaceSubrange(position..<min(text.count, position + fragment.count), with: fragment) }
                }
            }
            var result = ""
            result.unicodeScalars.append(contentsOf: text)
            return result
        }
    }

    /// Checks one input against every parser; returns the rules it broke.
    public func check(_ input: String, into report: inout Report) {
        let clock = ContinuousClock()
        let start = clock.now
        report.inputs += 1
        do {
            let match = try registry.resolve(input)
            report.resolved += 1
            if !Self.patterns.contains(match.route.path) { report.violations.append("resolved to an unknown route: \(input.debugDescription)") }
            let parameters = match.parameters
            if parameters.values.contains(where: { $0.unicodeScalars.contains { $0.value < 0x20 || $0.value == 0x7F } }) {
                report.violations.append("a parameter holds a control character: \(input.debugDescription)")
            }
            if !router.canNavigate(toPath: input) { report.violations.append("resolves but canNavigate says no: \(input.debugDescription)") }
        } catch {
            report.refusals[error.code.rawValue, default: 0] += 1
            let allowed: Set<NavigationError.Code> = [.invalidPath, .pathTooLong, .invalidPercentEncoding, .routeNotFound]
            if !allowed.contains(error.code) { report.violations.append("unexpected code \(error.code): \(input.debugDescription)") }
            if error.reason.isEmpty { report.violations.append("an error without a reason: \(input.debugDescription)") }
            if error.code == .pathTooLong ? !input.hasPrefix(String(error.path.dropLast())) : error.path != input {
                report.violations.append("the error does not name the input: \(input.debugDescription)")
            }
            _ = error.description
            _ = error.nearestPattern
            _ = error.failedSegment
        }
        do {
            let link = try ExternalLink(input)
            report.linksParsed += 1
            if !link.path.hasPrefix("/") { report.violations.append("a link path without '/': \(input.debugDescription)") }
        } catch {
            if error.code != .invalidLink { report.violations.append("a link refused with \(error.code): \(input.debugDescription)") }
        }
        do {
            _ = try RoutePattern(input)
            report.patternsParsed += 1
        } catch {
            if error.code != .invalidPattern { report.violations.append("a pattern refused with \(error.code): \(input.debugDescription)") }
        }
        let elapsed = clock.now - start
        let nanoseconds = elapsed.components.seconds * 1_000_000_000 + elapsed.components.attoseconds / 1_000_000_000
        report.slowestNanoseconds = max(report.slowestNanoseconds, nanoseconds)
    }

    /// Runs `count` inputs from `seed`.
    public func run(count: Int, seed: UInt64) -> Report {
        var random = SeededGenerator(seed: seed)
        var report = Report()
        for _ in 0..<count {
            check(Self.input(&random), into: &report)
        }
        return report
    }
}

/// The view model of the fuzzer's routes.
public struct FuzzViewModel: RoutableViewModel {
    public var navigationInterceptionExecutionFlow: NavigationInterceptionFlow?
    public init(parameters: [String: String]?) {}
}
