import PathRouter
import PathRouterLocking
import PathRouterTestSupport
import Testing

/// An app whose help page is placed under a gated account page, and whose receipts are placed
/// under their account.
struct GatedChainApp {
    let registry = NavigationRegistry()
    let router: NavigationRouter
    let auth = InMemoryAuthenticationHandler()

    init(tabs: Bool = false) async throws {
        func open(_ path: String, placement: RoutePlacement? = nil, external: Bool = true) -> NavigationRoute {
            NavigationRoute(
                path: path, type: ReusableModel.self, requiresAuthentication: false, allowedExternally: external,
                placement: placement)
        }
        try registry.bind(routes: [
            open("/home"),
            // Open by route: the interceptor below is what gates it.
            open("/account"),
            open("/help", placement: RoutePlacement(parent: "/account")),
            NavigationRoute(path: "/vault", type: ReusableModel.self, allowedExternally: true),
            open("/vault/faq", placement: RoutePlacement(parent: "/vault")),
            open("/accounts/:accountID"),
            open("/accounts/:accountID/receipts/:id", placement: RoutePlacement(parent: "/accounts/:accountID")),
            open("/inbox", external: false),
            open("/inbox/:id", placement: RoutePlacement(tab: "inbox")),
            NavigationRoute.redirect(from: "/old-account", to: "/account"),
            open("/shop/:id"),
        ])
        auth.completesLoginImmediately = false
        registry.authenticationHandler = auth
        registry.externalLinkPolicy = ExternalLinkPolicy(schemes: ["app"], hosts: ["open"])
        router = NavigationRouter(scene: NavigationScene(id: "chain"), registry: registry)
        if tabs {
            _ = try await router.setTabs([
                TabDefinition(name: "home", rootPath: "/home"),
                TabDefinition(name: "inbox", rootPath: "/inbox"),
            ]).result.get()
        } else {
            _ = try await router.navigate(toPath: "/home").result.get()
        }
        try registry.interceptNavigation(toPath: "/account/**", requiringAuthentication: true) { _, next in next(false) }
    }

    func paths() -> [String] { router.state.allScreens.map(\.path) }
}

/// Every screen a navigation adds under its target (placement parents, a tab's root, the paths
/// of `navigate(toPaths:)`) obeys the rules its own navigation would: its route, the
/// interceptors that gate it, mandatory vetoes, and `allowedExternally` for a link.
@Suite("Chain rules")
struct ChainRulesTests {
    @Test("a parent that an interceptor gates needs a login: the navigation waits for it, then lands the whole chain")
    func interceptorGatedParent() async throws {
        let app = try await GatedChainApp()
        let handle = app.router.navigate(toPath: "/help")
        #expect(await eventually { app.auth.pendingLogins == 1 })
        #expect(app.paths() == ["/home"], "nothing of the chain shows before the login")
        app.auth.finishLogin(succeeding: true)
        _ = try await handle.result.get()
        #expect(app.paths() == ["/home", "/account", "/help"])
    }

    @Test("a public target under a protected parent starts the login instead of failing")
    func protectedParentStartsLogin() async throws {
        let app = try await GatedChainApp()
        let handle = app.router.navigate(toPath: "/vault/faq")
        #expect(await eventually { app.auth.pendingLogins == 1 })
        app.auth.finishLogin(succeeding: true)
        _ = try await handle.result.get()
        #expect(app.paths() == ["/home", "/vault", "/vault/faq"])
    }

    @Test("a parent's mandatory interceptor may veto the navigation, and sees the parent's path")
    func mandatoryVetoOnParent() async throws {
        let app = try await GatedChainApp()
        app.auth.setAuthenticated(true)
        let seen = Locked.make([String]())
        try app.registry.interceptNavigation(toPath: "/accounts/:accountID", withPriority: .mandatory) { _, context in
            seen.withLock { $0.append(context.path) }
            return context.parameters["accountID"] == "1" ? .proceed : .cancel(reason: "not your account")
        }
        let error = try #require(await app.router.navigate(toPath: "/accounts/2/receipts/5").error)
        #expect(error.code == .interceptorCancelled)
        #expect(app.paths() == ["/home"])
        _ = try await app.router.navigate(toPath: "/accounts/1/receipts/5").result.get()
        #expect(app.paths() == ["/home", "/accounts/1", "/accounts/1/receipts/5"])
        #expect(seen.withLock { $0 } == ["/accounts/2", "/accounts/1"])
    }

    @Test("a parent's values come from the path, never from the query")
    func parentValuesFromPath() async throws {
        let app = try await GatedChainApp()
        _ = try await app.router.open(link: "app://open/accounts/1/receipts/5?accountID=someone-else").result.get()
        #expect(app.paths() == ["/home", "/accounts/1", "/accounts/1/receipts/5?accountID=someone-else"])
        #expect(app.router.state.allScreens[1].parameters == ["accountID": "1"])
        // A placement whose parent names a value its own pattern lacks is refused when bound.
        let error = try #require(throws: NavigationError.self) {
            try app.registry.bind(
                route: NavigationRoute(
                    path: "/receipts/:id", type: ReusableModel.self, requiresAuthentication: false,
                    placement: RoutePlacement(parent: "/accounts/:accountID")))
        }
        #expect(error.code == .invalidPattern && error.path == "/receipts/:id" && error.reason.contains("'accountID'"))
        #expect(throws: NavigationError.self) { try app.registry.resolve("/receipts/5") }
    }

    @Test("a deep link into a tab never shown is refused when the tab's root is not allowed externally")
    func tabRootAllowedExternally() async throws {
        let app = try await GatedChainApp(tabs: true)
        let before = app.router.state
        let error = try #require(await app.router.open(link: "app://open/inbox/7").error)
        #expect(error.code == .externalNavigationRefused && error.path == "/inbox")
        #expect(app.router.state == before)
        // Inside the app, the same navigation builds the root.
        _ = try await app.router.navigate(toPath: "/inbox/7").result.get()
        #expect(app.router.state.root?.tabs?.tabs.first { $0.name == "inbox" }?.screens.map(\.path) == ["/inbox", "/inbox/7"])
    }

    @Test("a parent reached through a redirect shows the path the redirect led to")
    func redirectedParent() async throws {
        let app = try await GatedChainApp()
        app.auth.setAuthenticated(true)
        _ = try await app.router.navigate(toPaths: ["/old-account", "/shop/1"]).result.get()
        #expect(app.paths() == ["/home", "/account", "/shop/1"])
    }

    @Test("after a redirect, the after-interceptors are those of the path the screen shows")
    func afterInterceptorsAfterRedirect() async throws {
        let app = try await GatedChainApp()
        app.auth.setAuthenticated(true)
        let ran = Locked.make([String]())
        try app.registry.interceptNavigation(toPath: "/account") { _, next in
            ran.withLock { $0.append("before /account") }; next(false)
        }
        try app.registry.interceptNavigation(toPath: "/account", when: .after) { _, next in
            ran.withLock { $0.append("after /account") }; next(false)
        }
        try app.registry.interceptNavigation(toPath: "/old-account", when: .after) { _, next in
            ran.withLock { $0.append("after /old-account") }; next(false)
        }
        _ = try await app.router.navigate(toPath: "/old-account").result.get()
        #expect(ran.withLock { $0 } == ["before /account", "after /account"])
    }
}
