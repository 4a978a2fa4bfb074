import PathRouter
import PathRouterTestSupport
import Testing

/// idle() says how many requests of the scene still wait, whatever they wait for.
@Suite("Idle counts what waits")
struct IdleCountTests {
    @Test("idle() counts a navigation waiting for an interceptor and a pop waiting for a guard, and 0 once they end")
    func counts() async throws {
        let (fixture, guardGate) = try await LeaveWaitTests.guardedScene()
        let interceptorGate = Gate()
        try fixture.registry.interceptNavigation(toPath: "/onboarding") { _, _ in
            await interceptorGate.wait(); return .proceed
        }
        #expect(await fixture.router.idle() == 0)
        let navigation = fixture.router.navigate(toPath: "/onboarding", modal: true)
        let pop = fixture.router.pop()
        #expect(await eventually { guardGate.arrivals == 1 && interceptorGate.arrivals == 1 })
        #expect(await fixture.router.idle() == 2)
        // The pop ends first: were the modal to land before the pop commits, the pop would no
        // longer find the screen it was planned for (noSuchScreen or nothingToPop, by design).
        guardGate.open()
        _ = try await pop.result.get()
        #expect(await fixture.router.idle() == 1)
        interceptorGate.open()
        _ = try await navigation.result.get()
        #expect(await fixture.router.idle() == 0)
    }

    @Test("a navigation that waited for an async interceptor and then for leave guards counts once, and close() ends it once")
    func interceptorThenGuardsCountsOnce() async throws {
        for ending in ["guard answers", "close"] {
            let (fixture, guardGate) = try await LeaveWaitTests.guardedScene()
            let interceptorGate = Gate()
            try fixture.registry.interceptNavigation(toPath: "/home") { _, _ in
                await interceptorGate.wait(); return .proceed
            }
            let replace = fixture.router.navigate(toPath: "/home", replace: true)
            #expect(await eventually { interceptorGate.arrivals == 1 })
            #expect(await fixture.router.idle() == 1)
            interceptorGate.open()
            // Now it waits for the guard of /b, which its landing removes.
            #expect(await eventually { guardGate.arrivals == 1 })
            #expect(await fixture.router.idle() == 1, "\(ending)")
            if ending == "close" {
                fixture.router.close()
                guardGate.open()
                await fixture.router.idle()
                #expect(replace.currentResult.map { (try? $0.get()) == nil } == true, "refused at once")
                #expect(await replace.error?.code == .sceneClosed)
            } else {
                guardGate.open()
                #expect(await eventually { replace.currentResult != nil })
                #expect(fixture.paths() == ["/home"])
            }
            #expect(await fixture.router.idle() == 0)
        }
    }

    @Test("waitingNavigations names the navigations that wait, oldest first, for an interceptor or a login")
    func waitingNavigations() async throws {
        let fixture = try Fixture(authenticated: false)
        fixture.auth?.completesLoginImmediately = false
        let gate = Gate()
        try fixture.registry.interceptNavigation(toPath: "/onboarding") { _, _ in
            await gate.wait(); return .proceed
        }
        _ = try await fixture.router.navigate(toPath: "/home").result.get()
        #expect(fixture.router.waitingNavigations.isEmpty)
        let intercepted = fixture.router.navigate(toPath: "/onboarding")
        #expect(await eventually { gate.arrivals == 1 })
        fixture.router.navigate(toPath: "/accounts")
        await fixture.router.idle()
        #expect(fixture.router.waitingNavigations == ["/onboarding", "/accounts"])
        gate.open()
        _ = try await intercepted.result.get()
        #expect(fixture.router.waitingNavigations == ["/accounts"])
        fixture.router.cancelPendingNavigation()
        await fixture.router.idle()
        #expect(fixture.router.waitingNavigations.isEmpty)
    }
}
