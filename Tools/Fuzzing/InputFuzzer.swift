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
        /// The slowest single input, in nanoseconds (a hang would show here). Wall time: on a
        /// loaded machine a preemption lands here too, so see ``retimedSlowestNanoseconds``.
        public var slowestNanoseconds: Int64 = 0
        /// The inputs that took longest, slowest first (at most ``slowestKept``).
        public var slowestInputs: [(nanoseconds: Int64, input: String)] = []
        /// The slowest inputs timed again alone after the run, each the fastest of
        /// ``retimings`` tries: the worst of them, in nanoseconds, and its length in bytes. A
        /// preemption or page fault does not repeat; an input that is really slow does.
        public var retimedSlowestNanoseconds: Int64 = 0
        public var retimedSlowestBytes = 0
        /// How many of the slowest inputs a report keeps.
        public static let slowestKept = 8
        /// How many times each is timed again.
        public static let retimings = 5
        /// Inputs that broke a rule, with the rule.
        public var violations: [String] = []

        public var description: String {
            let codes = refusals.sorted { $0.key < $1.key }.map { "\($0.key): \($0.value)" }.joined(separator: ", ")
            return "\(inputs) inputs: \(resolved) resolved; refused by code: \(codes); \(linksParsed) parsed as links; "
                + "\(patternsParsed) parsed as patterns; slowest input \(slowestNanoseconds / 1000) µs "
                + "(the \(slowestInputs.count) slowest timed again alone: at most \(retimedSlowestNanoseconds / 1000) µs, "
                + "\(retimedSlowestBytes) bytes); violations: \(violations.count)"
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
        let nanoseconds = Self.nanoseconds(clock.now - start)
        report.slowestNanoseconds = max(report.slowestNanoseconds, nanoseconds)
        if report.slowestInputs.count < Report.slowestKept || nanoseconds > report.slowestInputs[report.slowestInputs.count - 1].nanoseconds {
            let position = report.slowestInputs.firstIndex { $0.nanoseconds < nanoseconds } ?? report.slowestInputs.count
            report.slowestInputs.insert((nanoseconds, input), at: position)
            if report.slowestInputs.count > Report.slowestKept { report.slowestInputs.removeLast() }
        }
    }

    /// Times the report's slowest inputs again, alone (see ``Report/retimedSlowestNanoseconds``).
    public func retimeSlowest(in report: inout Report) {
        var scratch = Report()
        for (_, input) in report.slowestInputs {
            var fastest = Int64.max
            for _ in 0..<Report.retimings {
                let clock = ContinuousClock()
                let start = clock.now
                check(input, into: &scratch)
                fastest = min(fastest, Self.nanoseconds(clock.now - start))
            }
            if fastest > report.retimedSlowestNanoseconds {
                report.retimedSlowestNanoseconds = fastest
                report.retimedSlowestBytes = input.utf8.count
            }
        }
    }

    private static func nanoseconds(_ duration: Duration) -> Int64 {
        duration.components.seconds * 1_000_000_000 + duration.components.attoseconds / 1_000_000_000
    }

    /// Runs `count` inputs from `seed`.
    public func run(count: Int, seed: UInt64) -> Report {
        var random = SeededGenerator(seed: seed)
        var report = Report()
        for _ in 0..<count {
            check(Self.input(&random), into: &report)
        }
        retimeSlowest(in: &report)
        return report
    }
}

/// The view model of the fuzzer's routes.
public struct FuzzViewModel: RoutableViewModel {
    public var navigationInterceptionExecutionFlow: NavigationInterceptionFlow?
    public init(parameters: [String: String]?) {}
}
