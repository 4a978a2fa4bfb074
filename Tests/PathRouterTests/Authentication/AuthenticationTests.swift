import PathRouter
import PathRouterLocking
import PathRouterTestSupport
import Testing

@Suite("Authentication")
struct AuthenticationTests {
    @Test("a protected navigation logs in once, then lands; interceptors that ran before the login do not run again")
    func loginThenContinue() async throws {
        let fixture = try Fixture()
        let auth = try #require(fixture.auth)
        let recorder = Recorder()
        try fixture.registry.interceptNavigation(toPath: "/accounts") { _, next in
            recorder.record("open"); next(false)
        }
        try fixture.registry.interceptNavigation(toPath: "/accounts", requiringAuthentication: true) { router, next in
            recorder.record("needs auth, authenticated: \(router.registry.authenticationHandler!.isAuthenticated)")
            next(false)
        }
        _ = try await fixture.router.navigate(toPath: "/home").result.get()
        let outcome = try await fixture.router.navigate(toPath: "/accounts", animation: .top).result.get()
        #expect(outcome.transition.animation == .top)
        #expect(auth.loginCalls == 1)
        #expect(recorder.all == ["open", "needs auth, authenticated: true"])
        #expect(fixture.paths() == ["/home", "/accounts"])
    }

    @Test("a failed login ends the navigation with a typed error, without a loop or a second prompt")
    func failedLogin() async throws {
        let fixture = try Fixture()
        let auth = try #require(fixture.auth)
        auth.nextLoginSucceeds = false
        _ = try await fixture.router.navigate(toPath: "/home").result.get()
        let error = try #require(await fixture.router.navigate(toPath: "/accounts").error)
        #expect(error.code == .loginFailed)
        #expect(error.path == "/accounts")
        #expect(auth.loginCalls == 1)
        #expect(fixture.paths() == ["/home"])
        #expect(fixture.router.pendingNavigation == nil)
    }

    @Test("while a navigation waits for the login, the scene keeps working; the login screen is a navigation too")
    func pendingDoesNotBlock() async throws {
        let fixture = try Fixture()
        let auth = try #require(fixture.auth)
        auth.completesLoginImmediately = false
        _ = try await fixture.router.navigate(toPath: "/home").result.get()
        let protected = fixture.router.navigate(toPath: "/accounts/42?tab=orders")
        #expect(await eventually { fixture.router.pendingNavigation?.path == "/accounts/42?tab=orders" })
        _ = try await fixture.router.navigate(toPath: "/login", modal: true).result.get()
        #expect(protected.currentResult == nil)
        auth.finishLogin(succeeding: true)
        _ = try await fixture.router.dismiss().result.get()
        let outcome = try await protected.result.get()
        #expect((outcome.screen?.viewModel as? ScreenModel)?.parameters == ["id": "42", "tab": "orders"])
        #expect(fixture.router.pendingNavigation == nil)
        #expect(auth.loginCalls == 1)
    }

    @Test(
        "a pending navigation ends with a typed error when it is replaced, cancelled, expired, or the user logs out",
        arguments: [
            "replaced", "cancelled", "expired", "logged out", "abandoned login, then cancelled",
        ])
    func pendingEndings(ending: String) async throws {
        let fixture = try Fixture()
        let auth = try #require(fixture.auth)
        auth.completesLoginImmediately = false
        if ending == "expired" { fixture.registry.pendingNavigationTimeout = .milliseconds(20) }
        _ = try await fixture.router.navigate(toPath: "/home").result.get()
        let first = fixture.router.navigate(toPath: "/accounts")
        #expect(await eventually { fixture.router.pendingNavigation != nil })
        let expected: NavigationError.Code
        switch ending {
        case "replaced":
            expected = .pendingNavigationReplaced
            let second = fixture.router.navigate(toPath: "/settings")
            #expect(try #require(await first.error).code == expected)
            #expect(fixture.router.pendingNavigation?.path == "/settings")
            auth.finishLogin(succeeding: true)
            _ = try await second.result.get()
            #expect(auth.loginCalls == 1)
            #expect(fixture.paths() == ["/home", "/settings"])
            return
        case "cancelled", "abandoned login, then cancelled":
            expected = .pendingNavigationCancelled
            #expect(fixture.router.cancelPendingNavigation())
            #expect(!fixture.router.cancelPendingNavigation())
        case "expired":
            expected = .pendingNavigationExpired
        default:
            expected = .loggedOut
            await fixture.router.logout()
        }
        let error = try #require(await first.error)
        #expect(error.code == expected)
        #expect(error.path == "/accounts")
        // A login that completes afterwards resumes nothing.
        auth.finishLogin(succeeding: true)
        try await Task.sleep(for: .milliseconds(10))
        #expect(fixture.paths() == ["/home"])
    }

    @Test("with no authentication handler, protected routes and interceptors are refused everywhere (fail closed)")
    func failClosed() async throws {
        let fixture = try Fixture(withHandler: false)
        let error = try #require(await fixture.router.navigate(toPath: "/accounts").error)
        #expect(error.code == .authenticationRequired)
        #expect(!fixture.router.canNavigate(toPath: "/accounts"))
        #expect(throws: NavigationError.self) { try fixture.router.viewModel(forPath: "/accounts") }
        try fixture.registry.interceptNavigation(toPath: "/a", requiringAuthentication: true) { _, next in next(false) }
        #expect(try #require(await fixture.router.navigate(toPath: "/a").error).code == .authenticationRequired)
        #expect(fixture.router.state.isEmpty)
    }

    @Test("viewModel(forPath:) starts no login: a screen whose parent needs one is refused naming that parent, as a landing is")
    func parentNeedsLogin() throws {
        let fixture = try Fixture()
        try fixture.registry.bind(
            route: NavigationRoute(
                path: "/accounts/:id/statement", type: ScreenModel.self, requiresAuthentication: false,
                placement: RoutePlacement(parent: "/accounts")))
        do throws(NavigationError) {
            _ = try fixture.router.viewModel(forPath: "/accounts/7/statement")
            Issue.record("a view model was built for a screen whose parent needs a login")
        } catch {
            #expect(error.code == .authenticationRequired)
            #expect(error.path == "/accounts")
        }
        try #require(fixture.auth).setAuthenticated(true)
        #expect(throws: Never.self) { _ = try fixture.router.viewModel(forPath: "/accounts/7/statement") }
    }

    @Test("logout removes every protected screen from every scene; an emptied root goes to the logged-out path")
    func logoutPurges() async throws {
        let fixture = try Fixture(authenticated: true)
        let auth = try #require(fixture.auth)
        let second = NavigationRouter(scene: NavigationScene(id: "second"), registry: fixture.registry)
        fixture.registry.loggedOutPath = "/login"
        for path in ["/home", "/accounts", "/a", "/accounts/1"] { _ = try await fixture.router.navigate(toPath: path).result.get() }
        _ = try await fixture.router.navigate(toPath: "/settings", modal: true).result.get()
        _ = try await second.navigate(toPath: "/accounts").result.get()
        _ = try await second.navigate(toPath: "/accounts/2").result.get()

        await fixture.registry.logout()
        #expect(auth.logoutCalls == 1)
        #expect(!auth.isAuthenticated)
        #expect(fixture.paths() == ["/home", "/a"])
        #expect(second.state.allScreens.map(\.path) == ["/login"])
        #expect(fixture.router.lastTransition?.kind == .removeScreens)
        for router in [fixture.router, second] {
            #expect(router.state.allScreens.allSatisfy { !fixture.registry.isProtectedForTests($0) })
        }
    }

    @Test("the shared registry's handler is NavigationRouter.authenticationHandler")
    func sharedHandler() {
        let previous = NavigationRouter.authenticationHandler
        defer { NavigationRouter.authenticationHandler = previous }
        let handler = InMemoryAuthenticationHandler()
        NavigationRouter.authenticationHandler = handler
        #expect(NavigationRegistry.shared.authenticationHandler === handler)
    }
}

extension NavigationRegistry {
    func isProtectedForTests(_ screen: Screen) -> Bool {
        route(forPattern: screen.pattern)?.requiresAuthentication ?? true
    }
}
