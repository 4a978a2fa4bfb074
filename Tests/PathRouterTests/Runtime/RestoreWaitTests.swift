import PathRouter
import PathRouterTestSupport
import Testing

/// A restore that waits for its paths' mandatory interceptors is one of the scene's suspended
/// requests, like any request that waits: `idle()` counts it and `close()` ends it. A navigation
/// asked meanwhile (a link at cold start) waits behind it and lands on the restored state.
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

    @Test("a navigation asked while the restore waits waits behind it, then lands on the restored state")
    func arrivalsLandAfter() async throws {
        let (fixture, gate) = try await Self.makeFixture()
        let router = fixture.router
        let restoring = Task { await router.restore(Self.saved) }
        #expect(await eventually { gate.arrivals == 1 })
        let link = router.navigate(toPath: "/b")
        let second = router.navigate(toPath: "/a")
        #expect(await router.idle() == 3, "the restore and the two navigations behind it wait")
        #expect(fixture.paths() == ["/home"], "nothing lands under the state about to be restored")
        gate.open()
        let report = await restoring.value
        #expect(report.restoredScreenCount == 2 && report.failures.isEmpty)
        _ = try await link.result.get()
        _ = try await second.result.get()
        #expect(await router.idle() == 0)
        #expect(fixture.paths() == ["/a", "/onboarding", "/b", "/a"])
    }

    @Test("close() while the restore waits ends the navigations behind it once, with sceneClosed")
    func closeEndsWhatWaitsBehind() async throws {
        let (fixture, gate) = try await Self.makeFixture()
        let router = fixture.router
        let failures = Recorder()
        fixture.registry.addFailureObserver { failure in failures.record("\(failure.error.code) \(failure.error.path)") }
        let restoring = Task { await router.restore(Self.saved) }
        #expect(await eventually { gate.arrivals == 1 })
        let link = router.navigate(toPath: "/b")
        await router.idle()
        router.close()
        #expect(await link.result.failure?.code == .sceneClosed)
        #expect(await restoring.value.failures.map(\.code) == [.sceneClosed])
        gate.open()
        await router.idle()
        #expect(failures.all.filter { $0.hasSuffix("/b") } == ["sceneClosed /b"], "ended once")
        #expect(fixture.paths() == ["/home"])
    }

    @Test("a logout while the restore waits ends nothing behind it that needs no login; the rest lands after")
    func logoutKeepsOpenArrivals() async throws {
        let (fixture, gate) = try await Self.makeFixture()
        let router = fixture.router
        let restoring = Task { await router.restore(Self.saved) }
        #expect(await eventually { gate.arrivals == 1 })
        let open = router.navigate(toPath: "/b")
        await router.idle()
        await fixture.registry.logout()
        gate.open()
        #expect(await restoring.value.restoredScreenCount == 2)
        _ = try await open.result.get()
        #expect(fixture.paths() == ["/a", "/onboarding", "/b"])
    }

    @Test("a navigation the restore's own interceptor asks for is not held behind it")
    func interceptorsNavigationRuns() async throws {
        let fixture = try Fixture(authenticated: true)
        _ = try await fixture.router.navigate(toPath: "/home").result.get()
        try fixture.registry.interceptNavigation(toPath: "/onboarding", withPriority: .mandatory) { router, _ in
            // Held behind the restore that waits for this interceptor, it would never land.
            _ = await router.navigate(toPath: "/b").result
            return .proceed
        }
        let report = await fixture.router.restore(Self.saved)
        #expect(report.restoredScreenCount == 2)
        #expect(fixture.paths() == ["/a", "/onboarding"])
    }

    @Test("each path a restore leaves out is named once: a chain's child by its own path, its parent's refusal in the reason")
    func leftOutPathsNamedOnce() async throws {
        let registry = NavigationRegistry()
        try registry.bind(routes: [
            NavigationRoute(path: "/home", type: ScreenModel.self, requiresAuthentication: false),
            NavigationRoute(path: "/payments", type: ScreenModel.self),
            NavigationRoute(path: "/payments/:id", type: ScreenModel.self, placement: RoutePlacement(parent: "/payments")),
        ])
        registry.authenticationHandler = InMemoryAuthenticationHandler(authenticated: false)
        let failures = Recorder()
        registry.addFailureObserver { failure in failures.record(failure.error.path) }
        let router = NavigationRouter(scene: NavigationScene(id: "restored"), registry: registry)
        let saved = SavedScene(root: .init(paths: ["/home", "/payments", "/payments/3"], isNavigationStack: true))
        let report = await router.restore(saved)
        #expect(report.failures.map(\.path) == ["/payments", "/payments/3"])
        #expect(report.failures.map(\.code) == [.authenticationRequired, .authenticationRequired])
        #expect(report.failures.last?.reason.hasPrefix("its parent '/payments': ") == true, "\(report.failures)")
        await router.idle()
        #expect(failures.all == ["/payments", "/payments/3"], "each once")
    }
}
