import PathRouter
import PathRouterLocking
import Testing

@Suite("Concurrency policy per scene")
struct ConcurrencyPolicyTests {
    /// A scene whose navigations to `/a` wait at an interceptor until the gate opens.
    static func makeFixture(_ policy: NavigationConcurrencyPolicy) async throws -> (Fixture, Gate) {
        let fixture = try Fixture(authenticated: true)
        let gate = Gate()
        try fixture.registry.interceptNavigation(toPath: "/a") { _, _ in
            await gate.wait()
            return .proceed
        }
        _ = try await fixture.router.navigate(toPath: "/home").result.get()
        fixture.router.concurrencyPolicy = policy
        return (fixture, gate)
    }

    static let outcomes: [(policy: NavigationConcurrencyPolicy, first: NavigationError.Code?, second: NavigationError.Code?, paths: [String])] = [
        (.firstInFirstOut, nil, nil, ["/home", "/b", "/a"]),  // /a stepped aside while it waited
        (.latestWins, .pendingNavigationReplaced, nil, ["/home", "/b"]),
        (.rejectWhileBusy, nil, .sceneBusy, ["/home", "/a"]),
    ]

    @Test("a second navigation while the first waits: both land in order, the newer wins, or the newer is refused", arguments: outcomes)
    func policies(policy: NavigationConcurrencyPolicy, first: NavigationError.Code?, second: NavigationError.Code?, paths: [String]) async throws {
        let (fixture, gate) = try await Self.makeFixture(policy)
        let waiting = fixture.router.navigate(toPath: "/a")
        #expect(await eventually { gate.arrivals == 1 })
        let newer = fixture.router.navigate(toPath: "/b")
        if policy == .latestWins { #expect(await waiting.error?.code == first) }
        gate.open()
        #expect(await waiting.error?.code == first)
        #expect(await newer.error?.code == second)
        await fixture.router.idle()
        #expect(fixture.paths() == paths)
        #expect(fixture.router.concurrencyPolicy == policy)
    }

    @Test("an idle scene takes every navigation whatever its policy")
    func idle() async throws {
        for policy in NavigationConcurrencyPolicy.allCases {
            let (fixture, _) = try await Self.makeFixture(policy)
            _ = try await fixture.router.navigate(toPath: "/b").result.get()
            _ = try await fixture.router.navigate(toPath: "/products/1").result.get()
            #expect(fixture.paths() == ["/home", "/b", "/products/1"], "\(policy)")
        }
    }
}
