import PathRouter
import PathRouterLocking
import PathRouterTestSupport
import Testing

/// A scene's queue is bounded, a caller's thread is not captured by other work for long, and
/// waiting for a result can be cancelled.
@Suite("Scene queue")
struct SceneQueueTests {
    @Test("navigations past the queue's limit are refused with limitExceeded; the rest land in order")
    func queueLimit() async throws {
        let fixture = try Fixture(authenticated: true)
        let limit = 10_000
        let extra = 5
        let handles = Locked<[NavigationHandle]>.make([])
        let armed = Locked.make(true)
        fixture.router.addObserver { [router = fixture.router] _ in
            // Inside a change the scene is busy: every navigation asked for here waits in the queue.
            guard
                armed.withLock({
                    let was = $0; $0 = false; return was
                })
            else { return }
            for _ in 0..<(limit + extra) { handles.withLock { $0.append(router.navigate(toPath: "/a", replace: true)) } }
        }
        _ = try await fixture.router.navigate(toPath: "/home").result.get()
        await fixture.router.idle()
        let all = handles.withLock { $0 }
        let refused = all.compactMap { handle -> NavigationError? in
            if case .failure(let error)? = handle.currentResult { return error }
            return nil
        }
        #expect(refused.count == extra)
        #expect(refused.allSatisfy { $0.code == .limitExceeded })
        #expect(all.prefix(limit).allSatisfy { if case .success? = $0.currentResult { true } else { false } })
    }

    @Test("a navigate call runs a bounded number of other queued jobs before handing the rest to a task")
    func drainIsBounded() async throws {
        let fixture = try Fixture(authenticated: true)
        let armed = Locked.make(true)
        let landed = Locked.make(0)
        fixture.router.addObserver { [router = fixture.router] change in
            if change.transition.cause == "/a" { landed.withLock { $0 += 1 } }
            guard
                armed.withLock({
                    let was = $0; $0 = false; return was
                })
            else { return }
            for _ in 0..<1_000 { router.navigate(toPath: "/a", replace: true) }
        }
        fixture.router.navigate(toPath: "/home")
        let atReturn = landed.withLock { $0 }
        #expect(atReturn < 1_000, "the caller ran \(atReturn) navigations of others before returning")
        await fixture.router.idle()
        #expect(landed.withLock { $0 } == 1_000)
    }

    @Test("cancelling the task that awaits a result ends the wait with waitCancelled; the navigation goes on")
    func cancelledWaiter() async throws {
        let (fixture, gate) = try CommitTimeRulesTests.gated()
        let handle = fixture.router.navigate(toPath: "/accounts/7")
        await CommitTimeRulesTests.waitForArrival(gate)
        let waiter = Task { await handle.result }
        waiter.cancel()
        #expect(await waiter.value.error?.code == .waitCancelled)
        #expect(handle.currentResult == nil)
        gate.open()
        _ = try await handle.result.get()
        #expect(fixture.paths() == ["/accounts/7"])
    }
}

extension Result where Failure == NavigationError {
    var error: NavigationError? {
        if case .failure(let error) = self { return error }
        return nil
    }
}
