import Dispatch
import PathRouter
import PathRouterLocking
import PathRouterTestSupport
import Testing

/// A view model built on the main actor.
@MainActor
final class MainActorScreenModel: MainActorRoutableViewModel {
    var navigationInterceptionExecutionFlow: NavigationInterceptionFlow?
    init(parameters: [String: String]?) {}
}

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

    @Test("a navigation the policy ended while its view model was built on the main actor does not land")
    func endedWhileBuildingOnMainActor() async throws {
        let fixture = try Fixture(authenticated: true)
        try fixture.registry.bind(routes: [NavigationRoute(path: "/slow", type: MainActorScreenModel.self, requiresAuthentication: false)])
        // An interceptor that answers at once: the navigation is one that waits (a flight).
        try fixture.registry.interceptNavigation(toPath: "/slow") { _, _ in .proceed }
        _ = try await fixture.router.navigate(toPath: "/home").result.get()
        fixture.router.concurrencyPolicy = .latestWins
        // The main actor is busy until `release` is signalled: /slow's view model waits for it.
        let busy = DispatchSemaphore(value: 0)
        let release = DispatchSemaphore(value: 0)
        Task { @MainActor in
            busy.signal()
            release.wait()
        }
        busy.wait()
        let slow = fixture.router.navigate(toPath: "/slow")
        let newer = fixture.router.navigate(toPath: "/b")
        #expect(await slow.error?.code == .pendingNavigationReplaced)
        release.signal()
        _ = try await newer.result.get()
        await fixture.router.idle()
        #expect(fixture.paths() == ["/home", "/b"], "the ended navigation left its screen: \(fixture.paths())")
    }
}
