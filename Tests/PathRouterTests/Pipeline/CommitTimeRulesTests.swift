import PathRouter
import PathRouterLocking
import PathRouterTestSupport
import Testing

/// Rules hold at the instant a screen lands: whatever awaited in between (an interceptor, a
/// take-over, a login, a restore), the route, `allowedExternally` and authentication are
/// checked again with the change, and a logout ends what is in flight.
@Suite("Rules at commit")
struct CommitTimeRulesTests {
    /// An authenticated fixture whose `/accounts/**` navigations await `gate` in a before-interceptor.
    static func gated(priority: NavigationInterceptionPriority = .low) throws -> (Fixture, Gate) {
        let fixture = try Fixture(authenticated: true)
        let gate = Gate()
        try fixture.registry.interceptNavigation(toPath: "/accounts/**", withPriority: priority) { _, _ in
            await gate.wait()
            return .proceed
        }
        return (fixture, gate)
    }

    static func waitForArrival(_ gate: Gate, count: Int = 1) async {
        #expect(await eventually { gate.arrivals >= count })
    }

    @Test("a logout while a protected navigation's async interceptor awaits ends it with loggedOut; nothing lands")
    func logoutDuringInterceptor() async throws {
        let (fixture, gate) = try Self.gated()
        _ = try await fixture.router.navigate(toPath: "/home").result.get()
        let handle = fixture.router.navigate(toPath: "/accounts/7")
        await Self.waitForArrival(gate)
        await fixture.registry.logout()
        #expect(handle.currentResult != nil, "the logout ended the navigation before it returned")
        gate.open()
        #expect(await handle.error?.code == .loggedOut)
        await fixture.router.idle()
        #expect(fixture.paths() == ["/home"])
    }

    @Test("a logout while a protected navigation is taken over ends it once; continuing the flow later lands nothing")
    func logoutDuringTakeOver() async throws {
        let fixture = try Fixture(authenticated: true)
        let flows = Locked<[NavigationInterceptionFlow]>.make([])
        try fixture.registry.interceptNavigation(toPath: "/settings") { router, next in
            let flow = NavigationInterceptionFlow(completion: next)
            flows.withLock { $0.append(flow) }
            router.navigate(toPath: "/onboarding", interceptionExecutionFlow: flow)
        }
        _ = try await fixture.router.navigate(toPath: "/home").result.get()
        let handle = fixture.router.navigate(toPath: "/settings")
        await fixture.router.idle()
        #expect(fixture.paths() == ["/home", "/onboarding"])
        await fixture.registry.logout()
        #expect(await handle.error?.code == .loggedOut)
        fixture.auth?.setAuthenticated(true)
        flows.withLock { $0.first }?.continue()
        await fixture.router.idle()
        #expect(fixture.paths() == ["/home", "/onboarding"])
    }

    @Test("a restore whose mandatory interceptor awaits during a logout leaves out the protected screens")
    func logoutDuringRestore() async throws {
        let (fixture, gate) = try Self.gated(priority: .mandatory)
        let saved = SavedScene(root: .init(paths: ["/home", "/accounts/7"], isNavigationStack: true))
        async let report = fixture.router.restore(saved)
        await Self.waitForArrival(gate)
        await fixture.registry.logout()
        gate.open()
        let result = await report
        #expect(result.failures.map(\.code) == [.loggedOut])
        #expect(fixture.paths() == ["/home"])
    }

    /// What happens to `/accounts/:id` while a navigation to `/accounts/7` awaits an interceptor.
    struct RouteChange: Sendable, CustomTestStringConvertible {
        let name: String
        let externally: Bool
        /// The route bound in its place, or `nil` to leave it unbound.
        let replacement: NavigationRoute?
        let expected: NavigationError.Code
        var testDescription: String { name }
    }

    static let routeChanges = [
        RouteChange(name: "unbound: routeNotFound", externally: false, replacement: nil, expected: .routeNotFound),
        RouteChange(
            name: "rebound as another route: routeChanged", externally: false,
            replacement: NavigationRoute(path: "/accounts/:id", type: ScreenModel.self, requiresAuthentication: false),
            expected: .routeChanged),
        RouteChange(
            name: "rebound as internal, for an external navigation: externalNavigationRefused", externally: true,
            replacement: NavigationRoute(path: "/accounts/:id", type: ScreenModel.self),
            expected: .externalNavigationRefused),
    ]

    @Test("a route changed while its navigation awaits an interceptor is not landed on", arguments: routeChanges)
    func routeChangedWhileWaiting(change: RouteChange) async throws {
        let (fixture, gate) = try Self.gated()
        let handle = fixture.router.navigate(toPath: "/accounts/7", externally: change.externally)
        await Self.waitForArrival(gate)
        fixture.registry.unbind(path: "/accounts/:id")
        if let replacement = change.replacement { try fixture.registry.bind(route: replacement) }
        gate.open()
        #expect(await handle.error?.code == change.expected)
        #expect(fixture.paths().isEmpty)
    }

    @Test("a navigation resumed after a login is admitted again: its route unbound meanwhile is not landed on")
    func resumedAfterLogin() async throws {
        let fixture = try Fixture()
        let auth = try #require(fixture.auth)
        auth.completesLoginImmediately = false
        _ = try await fixture.router.navigate(toPath: "/home").result.get()
        let handle = fixture.router.navigate(toPath: "/settings")
        await fixture.router.idle()
        #expect(fixture.router.pendingNavigation?.path == "/settings")
        fixture.registry.unbind(path: "/settings")
        auth.finishLogin(succeeding: true)
        #expect(await handle.error?.code == .routeNotFound)
        #expect(fixture.paths() == ["/home"])
    }

    @Test("an interceptor that requires authentication, added while a navigation waits, is honoured when it lands")
    func authInterceptorAddedWhileWaiting() async throws {
        let fixture = try Fixture(authenticated: false)
        let gate = Gate()
        try fixture.registry.interceptNavigation(toPath: "/home") { _, _ in
            await gate.wait()
            return .proceed
        }
        let handle = fixture.router.navigate(toPath: "/home")
        await Self.waitForArrival(gate)
        try fixture.registry.interceptNavigation(toPath: "/home", requiringAuthentication: true) { _, next in next(false) }
        gate.open()
        #expect(await handle.error?.code == .authenticationRequired)
        #expect(fixture.paths().isEmpty)
    }

    @Test("canNavigate, checkNavigation and viewModel(forPath:) refuse what navigate refuses")
    func previewsApplyNavigateRules() async throws {
        let fixture = try Fixture(withHandler: false)
        try fixture.registry.interceptNavigation(toPath: "/home", requiringAuthentication: true) { _, next in next(false) }
        #expect(!fixture.router.canNavigate(toPath: "/home"))
        #expect(throws: NavigationError.self) { try fixture.router.checkNavigation(toPath: "/home") }
        #expect(throws: NavigationError.self) { _ = try fixture.router.viewModel(forPath: "/home") }
        #expect(await fixture.router.navigate(toPath: "/home").error?.code == .authenticationRequired)

        let loggedOut = try Fixture(authenticated: false)
        try loggedOut.registry.interceptNavigation(toPath: "/home", requiringAuthentication: true) { _, next in next(false) }
        #expect(loggedOut.router.canNavigate(toPath: "/home"), "a login can make it reachable")
        #expect(throws: NavigationError.self) { _ = try loggedOut.router.viewModel(forPath: "/home") }
    }

    @Test("after-interceptors that require authentication do not run while logged out")
    func authAfterInterceptorsSkipped() async throws {
        let fixture = try Fixture(authenticated: false)
        let recorder = Recorder()
        try fixture.registry.interceptNavigation(toPath: "/home", when: .after, requiringAuthentication: true) { _, next in
            recorder.record("auth"); next(false)
        }
        try fixture.registry.interceptNavigation(toPath: "/home", when: .after) { _, next in
            recorder.record("open"); next(false)
        }
        let outcome = try await fixture.router.navigate(toPath: "/home").result.get()
        #expect(recorder.all == ["open"])
        #expect(outcome.afterInterceptorsRun == 1)
        fixture.auth?.setAuthenticated(true)
        _ = try await fixture.router.navigate(toPath: "/home").result.get()
        #expect(recorder.all == ["open", "open", "auth"])
    }

    @Test("a login completion that arrives twice, or after a logout, is ignored; the next protected navigation starts a new login")
    func staleLoginCompletions() async throws {
        let fixture = try Fixture()
        let handler = ManualLoginHandler()
        fixture.registry.authenticationHandler = handler
        _ = try await fixture.router.navigate(toPath: "/home").result.get()
        let first = fixture.router.navigate(toPath: "/settings")
        #expect(await eventually { handler.loginCalls == 1 })
        await fixture.registry.logout()
        #expect(await first.error?.code == .loggedOut)
        handler.setAuthenticated(true)
        handler.complete(login: 0)  // after the logout: ignored
        await fixture.router.idle()
        #expect(fixture.paths() == ["/home"])

        handler.setAuthenticated(false)
        let second = fixture.router.navigate(toPath: "/accounts")
        #expect(await eventually { handler.loginCalls == 2 }, "a new login starts")
        handler.complete(login: 0)  // the abandoned login again: ignored
        await fixture.router.idle()
        #expect(second.currentResult == nil)
        handler.setAuthenticated(true)
        handler.complete(login: 1)
        _ = try await second.result.get()
        handler.complete(login: 1)  // twice: ignored
        await fixture.router.idle()
        #expect(fixture.paths() == ["/home", "/accounts"])
    }

    @Test("an after-interceptor that takes over its own landed navigation does not report a cycle for it")
    func afterTakeOverNoCycle() async throws {
        let fixture = try Fixture(authenticated: true)
        try fixture.registry.interceptNavigation(toPath: "/a", when: .after) { router, next in
            router.navigate(toPath: "/a", interceptionExecutionFlow: NavigationInterceptionFlow(completion: next))
        }
        let outcome = try await fixture.router.navigate(toPath: "/a").result.get()
        #expect(outcome.screen?.path == "/a")
        await fixture.router.idle()
        #expect(fixture.paths() == ["/a", "/a"])
    }

    @Test("a restored single-screen presentation that lists several paths reports what it drops")
    func singlePresentationWithSeveralPaths() async throws {
        let fixture = try Fixture(authenticated: true)
        let report = await fixture.router.restore(SavedScene(root: .init(paths: ["/home", "/a", "/b"], isNavigationStack: false)))
        #expect(fixture.paths() == ["/b"])
        #expect(report.failures.map(\.code) == [.invalidSavedState, .invalidSavedState])
        #expect(report.failures.map(\.path) == ["/home", "/a"])
    }
}
