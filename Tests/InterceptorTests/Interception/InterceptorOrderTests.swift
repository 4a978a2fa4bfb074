import PathRouter
import PathRouterTestSupport
import Testing

@Suite("Interceptor order")
struct InterceptorOrderTests {
    struct Spec: Sendable, CustomTestStringConvertible {
        let name: String
        let priority: NavigationInterceptionPriority
        let auth: Bool
        var testDescription: String { "\(name)(\(priority)\(auth ? ", auth" : ""))" }
    }

    struct Case: Sendable, CustomTestStringConvertible {
        let specs: [Spec]
        let expected: [String]
        var testDescription: String { specs.map(\.testDescription).joined(separator: " ") }
    }

    static let cases: [Case] = [
        // Equal priorities run in registration order (the original ran them in reverse).
        Case(
            specs: [
                Spec(name: "L1", priority: .low, auth: false), Spec(name: "L2", priority: .low, auth: false),
                Spec(name: "L3", priority: .low, auth: false),
            ],
            expected: ["L1", "L2", "L3"]),
        // Priorities: mandatory, high, medium, low.
        Case(
            specs: [
                Spec(name: "low", priority: .low, auth: false), Spec(name: "mandatory", priority: .mandatory, auth: false),
                Spec(name: "medium", priority: .medium, auth: false), Spec(name: "high", priority: .high, auth: false),
            ],
            expected: ["mandatory", "high", "medium", "low"]),
        // Within a priority, interceptors that do not require authentication come first.
        Case(
            specs: [
                Spec(name: "authA", priority: .low, auth: true), Spec(name: "openA", priority: .low, auth: false),
                Spec(name: "authB", priority: .low, auth: true), Spec(name: "openB", priority: .low, auth: false),
            ],
            expected: ["openA", "openB", "authA", "authB"]),
        // Mixed: priority first, then authentication, then registration (the original got this wrong).
        Case(
            specs: [
                Spec(name: "low/open", priority: .low, auth: false), Spec(name: "high/auth", priority: .high, auth: true),
                Spec(name: "medium/open", priority: .medium, auth: false), Spec(name: "high/open", priority: .high, auth: false),
                Spec(name: "low/auth", priority: .low, auth: true),
            ],
            expected: ["high/open", "high/auth", "medium/open", "low/open", "low/auth"]),
    ]

    @Test("interceptors run by priority, then open before authenticated, then registration order", arguments: cases, [0, 1, 2])
    func order(testCase: Case, permutation: Int) async throws {
        let fixture = try Fixture(authenticated: true)
        let recorder = Recorder()
        let specs: [Spec] =
            switch permutation {
            case 0: testCase.specs
            case 1: testCase.specs.reversed()
            default: testCase.specs.enumerated().sorted { ($0.offset * 7) % 5 < ($1.offset * 7) % 5 }.map(\.element)
            }
        for spec in specs {
            try fixture.registry.interceptNavigation(
                toPath: "/a", withPriority: spec.priority,
                requiringAuthentication: spec.auth
            ) { _, next in
                recorder.record(spec.name)
                next(false)
            }
        }
        _ = try await fixture.router.navigate(toPath: "/a").result.get()
        // Registration order breaks ties, so the expectation follows the permutation.
        let expected = testCase.expected.sorted { lhs, rhs in
            let left = testCase.specs.first { $0.name == lhs }!, right = testCase.specs.first { $0.name == rhs }!
            if left.priority != right.priority { return left.priority > right.priority }
            if left.auth != right.auth { return !left.auth }
            return specs.firstIndex { $0.name == lhs }! < specs.firstIndex { $0.name == rhs }!
        }
        #expect(recorder.all == expected)
        if permutation == 0 { #expect(recorder.all == testCase.expected) }
    }

    @Test("the registry lists interceptors in running order")
    func tokensInOrder() throws {
        let registry = NavigationRegistry()
        let low = try registry.interceptNavigation(toPath: "/a") { _, next in next(nil) }
        let high = try registry.interceptNavigation(toPath: "/b", withPriority: .high) { _, next in next(nil) }
        #expect(registry.interceptorTokens == [high, low])
        #expect(low.cancel())
        #expect(!low.cancel())
        #expect(registry.interceptorTokens == [high])
    }
}
