import PathRouter
import PathRouterTestSupport
import Testing

/// A restore that waits for its paths' mandatory interceptors is one of the scene's suspended
/// requests, like any request that waits: `idle()` counts it and `close()` ends it.
@Suite("A restore that waits")
struct RestoreWaitTests {
    /// A scene showing /home, and a mandatory interceptor on /onboarding that waits at `gate`.
    static func makeFixture() async throws -> (Fixture, Gate) {
        let fixture = try Fixture(authenticated: true)
        _ = try await fixture.router.navigate(toPath: "/home").result.get()
        let gate = Gate()
        try fixture.registry.interceptNavigation(toPath: "/onboarding", withPriority: .mandatory) { _, _ in
            await gate.wait()
            return .proceed
        }
        return (fixture, gate)
    }

    static let saved = SavedScene(root: .init(paths: ["/a", "/onboarding"], isNavigationStack: true))

    @Test("close() ends a restore waiting for a mandatory interceptor at once, with sceneClosed, and nothing lands")
    func closeEndsIt() async throws {
        let (fixture, gate) = try await Self.makeFixture()
        let router = fixture.router
        let restoring = Task { await router.restore(Self.saved) }
        #expect(await eventually { gate.arrivals == 1 })
        #expect(await router.idle() == 1, "the waiting restore is counted")
        router.close()
        let report = await restoring.value
        #expect(report.failures.map(\.code) == [.sceneClosed])
        #expect(report.restoredScreenCount == 0)
        gate.open()
        await router.idle()
        #expect(fixture.paths() == ["/home"])
    }

    @Test("once its interceptors answered, the restore commits and nothing waits")
    func answeredRestores() async throws {
        let (fixture, gate) = try await Self.makeFixture()
        let router = fixture.router
        let restoring = Task { await router.restore(Self.saved) }
        #expect(await eventually { gate.arrivals == 1 })
        gate.open()
        let report = await restoring.value
        #expect(report.failures.isEmpty)
        #expect(report.restoredScreenCount == 2)
        #expect(await router.idle() == 0)
        #expect(fixture.paths() == ["/a", "/onboarding"])
    }
}
