import PathRouter
import PathRouterTestSupport
import Testing

/// What waits for leave guards is a wait of its scene like any other: close() ends it, and the
/// concurrency policy weighs a navigation that waits for them.
@Suite("Waiting for leave guards")
struct LeaveWaitTests {
    /// A scene on /home, /a, /b whose /b guard never answers until the test opens the gate.
    static func guardedScene(policy: NavigationConcurrencyPolicy = .firstInFirstOut) async throws -> (Fixture, Gate) {
        let fixture = try Fixture(authenticated: true)
        fixture.router.concurrencyPolicy = policy
        for path in ["/home", "/a", "/b"] { _ = try await fixture.router.navigate(toPath: path).result.get() }
        let gate = Gate()
        try fixture.registry.guardLeaving("/b") { _ in
            await gate.wait(); return .leave
        }
        return (fixture, gate)
    }

    @Test("close() ends a pop whose guard has not answered, at once, and the late answer changes nothing")
    func closeEndsOperation() async throws {
        let (fixture, gate) = try await Self.guardedScene()
        let pop = fixture.router.pop()
        #expect(await eventually { gate.arrivals == 1 })
        let before = fixture.router.state
        fixture.router.close()
        #expect(pop.currentResult.flatMap { try? $0.get() } == nil)
        #expect(await pop.error?.code == .sceneClosed)
        gate.open()
        await fixture.router.idle()
        #expect(fixture.router.state == before)
    }

    @Test("close() ends a navigation whose landing waits for a guard")
    func closeEndsNavigation() async throws {
        let (fixture, gate) = try await Self.guardedScene()
        let replace = fixture.router.navigate(toPath: "/home", replace: true)
        #expect(await eventually { gate.arrivals == 1 })
        fixture.router.close()
        #expect(await replace.error?.code == .sceneClosed)
        gate.open()
    }

    @Test("rejectWhileBusy refuses a navigation while another waits for a leave guard; latestWins ends the waiting one")
    func policySeesLeaveWaits() async throws {
        let (busy, busyGate) = try await Self.guardedScene(policy: .rejectWhileBusy)
        let waiting = busy.router.navigate(toPath: "/home", replace: true)
        #expect(await eventually { busyGate.arrivals == 1 })
        #expect(await busy.router.navigate(toPath: "/a").error?.code == .sceneBusy)
        busyGate.open()
        _ = try await waiting.result.get()

        let (latest, latestGate) = try await Self.guardedScene(policy: .latestWins)
        let first = latest.router.navigate(toPath: "/home", replace: true)
        #expect(await eventually { latestGate.arrivals == 1 })
        _ = try await latest.router.navigate(toPath: "/onboarding", modal: true).result.get()
        #expect(await first.error?.code == .pendingNavigationReplaced)
        latestGate.open()
        await latest.router.idle()
        #expect(latest.paths() == ["/home", "/a", "/b", "/onboarding"])
    }
}
