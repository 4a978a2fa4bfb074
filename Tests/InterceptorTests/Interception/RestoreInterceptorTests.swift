import PathRouter
import PathRouterTestSupport
import Testing

/// A restore asks each saved path's mandatory interceptors through the scene's driver, as a
/// navigation asks its own: in the scene's job, one at a time, the first answer of a call
/// counting, a veto dropping that path with its reason, and `close()` ending a restore however
/// close it came to its next wait.
@Suite("Restore's interceptors")
struct RestoreInterceptorTests {
    static let saved = SavedScene(root: .init(paths: ["/a", "/onboarding", "/b"], isNavigationStack: true))

    @Test("a callback that answers twice: its first answer counts", arguments: [true, false])
    func firstAnswerCounts(vetoFirst: Bool) async throws {
        let fixture = try Fixture(authenticated: true)
        try fixture.registry.interceptNavigation(toPath: "/onboarding", withPriority: .mandatory) { _, answer in
            answer(vetoFirst)
            answer(!vetoFirst)
        }
        let report = await fixture.router.restore(Self.saved)
        if vetoFirst {
            #expect(report.failures.map(\.path) == ["/onboarding"])
            #expect(fixture.paths() == ["/a", "/b"])
        } else {
            #expect(report.failures.isEmpty)
            #expect(fixture.paths() == ["/a", "/onboarding", "/b"])
        }
        #expect(await fixture.router.idle() == 0)
    }

    @Test("a veto drops only its path, with the interceptor's reason; the interceptor sees the path it is asked about")
    func vetoWithReason() async throws {
        let fixture = try Fixture(authenticated: true)
        let seen = Recorder()
        try fixture.registry.interceptNavigation(toPath: "/onboarding", withPriority: .mandatory) { _, context in
            seen.record("\(context.path) \(context.routePattern) external: \(context.externally)")
            return .cancel(reason: "onboarding is over")
        }
        let report = await fixture.router.restore(Self.saved)
        #expect(seen.all == ["/onboarding /onboarding external: false"])
        #expect(report.failures.count == 1)
        #expect(report.failures.first?.code == .interceptorCancelled)
        #expect(report.failures.first?.reason.hasSuffix("vetoed the restored screen: onboarding is over") == true)
        #expect(report.restoredScreenCount == 2)
        #expect(fixture.paths() == ["/a", "/b"])
    }

    @Test("the paths' interceptors are asked one at a time, in the saved order, each after the one before answered")
    func oneAtATime() async throws {
        let fixture = try Fixture(authenticated: true)
        let asked = Recorder()
        let gate = Gate()
        try fixture.registry.interceptNavigation(toPath: "/a", withPriority: .mandatory) { _, context in
            asked.record(context.path)
            await gate.wait()
            return .proceed
        }
        try fixture.registry.interceptNavigation(toPath: "/b", withPriority: .mandatory) { _, context in
            asked.record(context.path)
            return .proceed
        }
        let router = fixture.router
        let restoring = Task { await router.restore(Self.saved) }
        #expect(await eventually { gate.arrivals == 1 })
        #expect(asked.all == ["/a"], "/b waits for /a's answer")
        gate.open()
        let report = await restoring.value
        #expect(report.failures.isEmpty)
        #expect(asked.all == ["/a", "/b"])
    }

    @Test("close() from another thread ends every restore, even one that reaches its next wait just after: none is left waiting")
    func closeRacingTheNextWait() async throws {
        let leftWaiting = try await raceClose(
            rounds: 200,
            setUp: {
                let fixture = try Fixture(authenticated: true)
                // /a answers at once; /onboarding never answers (its continuation is dropped).
                try fixture.registry.interceptNavigation(toPath: "/a", withPriority: .mandatory) { _, _ in .proceed }
                try fixture.registry.interceptNavigation(toPath: "/onboarding", withPriority: .mandatory) { _, _ in }
                return fixture
            },
            request: { router in await router.restore(Self.saved) },
            check: { report, router, round in
                #expect(report.failures.map(\.code) == [.sceneClosed], "round \(round)")
                #expect(report.restoredScreenCount == 0, "round \(round)")
                #expect(await router.idle() == 0, "round \(round)")
            })
        #expect(leftWaiting == nil, "the restore was left waiting after close()")
    }
}
