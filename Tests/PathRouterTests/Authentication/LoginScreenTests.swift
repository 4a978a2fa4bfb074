import PathRouter
import PathRouterLocking
import PathRouterTestSupport
import Testing

@Suite("Login screen and the scene that asked")
struct LoginScreenTests {
    /// The fixture's registry with a manual login, and the router's own login screen.
    static func makeFixture(loginPath: String? = "/login") throws -> (Fixture, ManualLoginHandler) {
        let fixture = try Fixture()
        let handler = ManualLoginHandler()
        fixture.registry.authenticationHandler = handler
        fixture.registry.loginPath = loginPath
        return (fixture, handler)
    }

    @Test("the router shows the login where the user is, and the resumed navigation lands under it, not inside it")
    func resumesOutsideLogin() async throws {
        let (fixture, handler) = try Self.makeFixture()
        _ = try await fixture.router.navigate(toPath: "/home").result.get()
        let waiting = fixture.router.navigate(toPath: "/accounts")
        await fixture.router.idle()
        #expect(fixture.router.state.topScreen?.path == "/login")
        #expect(fixture.router.state.modals.first?.preventsDismissal == true)
        #expect(handler.requests == [LoginRequest(sceneID: "main", path: "/accounts")])
        handler.setAuthenticated(true)
        handler.complete(login: 0)
        let outcome = try await waiting.result.get()
        #expect(outcome.transition.kind == .push)
        #expect(fixture.paths() == ["/home", "/accounts"])
        #expect(fixture.router.state.modals.isEmpty)
    }

    struct Ending: Sendable, CustomTestStringConvertible {
        let name: String
        let code: NavigationError.Code
        let end: @Sendable (NavigationRouter, ManualLoginHandler) async -> Void
        var testDescription: String { name }
    }

    static let endings: [Ending] = [
        Ending(name: "a failed login", code: .loginFailed) { _, handler in handler.complete(login: 0) },
        Ending(name: "a cancelled wait", code: .pendingNavigationCancelled) { router, _ in router.cancelPendingNavigation() },
        Ending(name: "a logout", code: .loggedOut) { router, _ in await router.logout() },
    ]

    @Test("the login screen leaves whenever the wait ends, and a later protected navigation shows it again", arguments: endings)
    func neverStuck(ending: Ending) async throws {
        let (fixture, handler) = try Self.makeFixture()
        _ = try await fixture.router.navigate(toPath: "/home").result.get()
        let waiting = fixture.router.navigate(toPath: "/accounts")
        await fixture.router.idle()
        #expect(fixture.router.state.topScreen?.path == "/login")
        await ending.end(fixture.router, handler)
        #expect(try #require(await waiting.error).code == ending.code)
        await fixture.router.idle()
        #expect(fixture.paths() == ["/home"])

        let again = fixture.router.navigate(toPath: "/settings")
        await fixture.router.idle()
        #expect(fixture.router.state.topScreen?.path == "/login")
        handler.setAuthenticated(true)
        for index in 0..<handler.loginCalls { handler.complete(login: index) }
        _ = try await again.result.get()
        #expect(fixture.paths() == ["/home", "/settings"])
    }

    @Test("a login screen the app dismissed comes back with the next protected navigation")
    func dismissedLoginComesBack() async throws {
        let (fixture, handler) = try Self.makeFixture()
        _ = try await fixture.router.navigate(toPath: "/home").result.get()
        fixture.router.navigate(toPath: "/accounts")
        await fixture.router.idle()
        _ = try await fixture.router.dismiss().result.get()
        #expect(fixture.paths() == ["/home"])
        let replacing = fixture.router.navigate(toPath: "/settings")
        await fixture.router.idle()
        #expect(fixture.router.state.topScreen?.path == "/login")
        handler.setAuthenticated(true)
        handler.complete(login: 0)
        _ = try await replacing.result.get()
        #expect(fixture.paths() == ["/home", "/settings"])
    }

    @Test("two scenes waiting for one login each show it, and both land once it completes")
    func twoScenes() async throws {
        let (fixture, handler) = try Self.makeFixture()
        let second = NavigationRouter(scene: NavigationScene(id: "second"), registry: fixture.registry)
        _ = try await fixture.router.navigate(toPath: "/home").result.get()
        _ = try await second.navigate(toPath: "/home").result.get()
        let first = fixture.router.navigate(toPath: "/accounts")
        let other = second.navigate(toPath: "/settings")
        await fixture.router.idle()
        await second.idle()
        #expect(fixture.router.state.topScreen?.path == "/login" && second.state.topScreen?.path == "/login")
        #expect(handler.loginCalls == 1)
        handler.setAuthenticated(true)
        handler.complete(login: 0)
        _ = try await first.result.get()
        _ = try await other.result.get()
        #expect(fixture.paths() == ["/home", "/accounts"])
        #expect(second.state.allScreens.map(\.path) == ["/home", "/settings"])
    }

    @Test("without a loginPath the handler learns which scene asked, and nothing is shown for it")
    func handlerLearnsScene() async throws {
        let (fixture, handler) = try Self.makeFixture(loginPath: nil)
        let second = NavigationRouter(scene: NavigationScene(id: "second"), registry: fixture.registry)
        _ = try await second.navigate(toPath: "/home").result.get()
        second.navigate(toPath: "/accounts/7?tab=orders")
        await second.idle()
        #expect(handler.requests == [LoginRequest(sceneID: "second", path: "/accounts/7?tab=orders")])
        #expect(second.state.allScreens.map(\.path) == ["/home"])
        second.cancelPendingNavigation()
    }

    @Test("a loginPath that cannot be shown is kept, and a protected navigation fails at once naming it")
    func unshowableLoginPath() async throws {
        let (fixture, _) = try Self.makeFixture(loginPath: nil)
        for (path, code) in [("/settings", NavigationError.Code.authenticationRequired), ("/nowhere", .routeNotFound)] {
            fixture.registry.loginPath = path
            #expect(fixture.registry.loginPath == path)
            let error = try #require(await fixture.router.navigate(toPath: "/accounts").error)
            #expect(error.code == code)
            #expect(error.reason.contains("loginPath '\(path)'"))
            #expect(fixture.router.pendingNavigation == nil)
        }
        // `setLoginPath` checks now, and keeps the value it had when it throws.
        #expect(throws: NavigationError.self) { try fixture.registry.setLoginPath("/settings") }
        #expect(fixture.registry.loginPath == "/nowhere")
        try fixture.registry.interceptNavigation(toPath: "/login", requiringAuthentication: true) { _, next in next(false) }
        #expect(throws: NavigationError.self) { try fixture.registry.setLoginPath("/login") }
        try fixture.registry.setLoginPath("/home")
        #expect(fixture.registry.loginPath == "/home")
    }

    @Test("loginPath set before its route is bound (configure, then load the modules) shows the login screen")
    func loginPathBeforeRoutes() async throws {
        let registry = NavigationRegistry()
        let handler = ManualLoginHandler()
        registry.authenticationHandler = handler
        registry.loginPath = "/login"
        try registry.bind(routes: [
            NavigationRoute(path: "/home", type: ScreenModel.self, requiresAuthentication: false),
            NavigationRoute(path: "/login", type: ScreenModel.self, requiresAuthentication: false),
            NavigationRoute(path: "/accounts", type: ScreenModel.self),
        ])
        let router = NavigationRouter(scene: NavigationScene(id: "main"), registry: registry)
        _ = try await router.navigate(toPath: "/home").result.get()
        let waiting = router.navigate(toPath: "/accounts")
        await router.idle()
        #expect(router.state.topScreen?.path == "/login")
        handler.setAuthenticated(true)
        handler.complete(login: 0)
        _ = try await waiting.result.get()
        #expect(router.state.allScreens.map(\.path) == ["/home", "/accounts"])
    }

    @Test("a swipe-down reported for the login screen (which prevents dismissal) is refused and changes nothing")
    func swipeDownOfLoginScreenRefused() async throws {
        let (fixture, handler) = try Self.makeFixture()
        _ = try await fixture.router.navigate(toPath: "/home").result.get()
        let waiting = fixture.router.navigate(toPath: "/accounts")
        await fixture.router.idle()
        let login = try #require(fixture.router.state.topScreen)
        #expect(login.path == "/login")
        let before = fixture.router.state
        let report = fixture.router.userDidDismiss(modalHolding: login.id)
        #expect(await report.error?.code == .dismissalPrevented)
        #expect(fixture.router.state == before)
        #expect(fixture.router.pendingNavigation != nil)
        handler.setAuthenticated(true)
        handler.complete(login: 0)
        await fixture.router.idle()
        _ = try #require(waiting.currentResult).get()
        #expect(fixture.paths() == ["/home", "/accounts"])
    }
}
