import PathRouter
import Testing

/// Issue 75, promise 3: README "Cold start and links" and "Authentication and the login flow"
/// behave as their comments and prose say (the README's blocks are compiled and their output
/// compared elsewhere; these check what the prose promises beyond the printed lines).
@Suite("The README's cold start, as it promises", .timeLimit(.minutes(1)))
struct ReadmeColdStartPromisesTests {
    /// The README's `bank` registry, as written there (PlainViewModel → AcceptanceScreen).
    static func makeBank() throws -> (NavigationRegistry, LoginScreenAuthentication) {
        let bank = NavigationRegistry()
        try bank.bind(routes: [
            NavigationRoute(path: "/accounts", type: AcceptanceScreen.self, allowedExternally: true),
            NavigationRoute(
                path: "/accounts/:id/history", type: AcceptanceScreen.self, allowedExternally: true,
                placement: RoutePlacement(parent: "/accounts")),
            NavigationRoute(path: "/payments", type: AcceptanceScreen.self),
            NavigationRoute(path: "/login", type: AcceptanceScreen.self, requiresAuthentication: false),
        ])
        let bankLogin = LoginScreenAuthentication()
        bank.authenticationHandler = bankLogin
        bank.loginPath = "/login"
        bank.externalLinkPolicy = ExternalLinkPolicy(schemes: ["bank"], hosts: ["open"])
        return (bank, bankLogin)
    }

    static let tabs = [
        TabDefinition(name: "accounts", rootPath: "/accounts"), TabDefinition(name: "payments", rootPath: "/payments"),
    ]

    @Test("the README's cold start block: /login while waiting, then the link inside the accounts tab with its parent")
    func readmeBlock() async throws {
        let (bank, bankLogin) = try Self.makeBank()
        let launch = NavigationRouter(scene: NavigationScene(id: "launch"), registry: bank)
        let setup = launch.setTabs(Self.tabs)
        let coldLink = launch.open(link: "bank://open/accounts/9/history")  // arrives during the login
        let waiting = await launch.idle()
        #expect(launch.state.topScreen?.path == "/login")  // README: // /login
        #expect(waiting == 2, "visible to idle(): the setup and the link wait")
        #expect(coldLink.currentResult == nil && setup.currentResult == nil)
        bankLogin.signIn(as: "ada")
        let setupResult = await setup.result
        let linkResult = await coldLink.result
        #expect(setupResult.acceptanceError == nil, "\(setupResult)")
        guard case .success(.navigated(let outcome, let scene)) = linkResult else {
            Issue.record("the cold link did not navigate: \(linkResult)")
            return
        }
        #expect(scene.id == "launch")
        #expect(outcome.screen?.path == "/accounts/9/history")
        // README: // ["/accounts", "/accounts/9/history"]
        #expect(launch.state.root?.tabs?.selectedTab.screens.map(\.path) ?? [] == ["/accounts", "/accounts/9/history"])
        #expect(launch.state.acceptanceTabNames == ["accounts", "payments"], "the setup is never replaced")
        #expect(launch.state.acceptanceSelectedTab == "accounts")
        // "The router showed /login in this scene, and removed it before … landed."
        #expect(launch.state.modals.isEmpty)
        #expect(!launch.state.acceptanceAllPaths.contains("/login"))
        // "the handler's login(for:completion:) is called once … its LoginRequest names the scene"
        #expect(bankLogin.requests.count == 1, "\(bankLogin.requests)")
        #expect(bankLogin.requests.first?.sceneID == "launch")
    }

    @Test("the README's order reversed: the link first, then setTabs (\"in any order of arrival\")")
    func linkFirstThenSetup() async throws {
        let (bank, bankLogin) = try Self.makeBank()
        let launch = NavigationRouter(scene: NavigationScene(id: "launch"), registry: bank)
        let coldLink = launch.open(link: "bank://open/accounts/9/history")
        let setup = launch.setTabs(Self.tabs)
        await launch.idle()
        #expect(launch.state.topScreen?.path == "/login", "\(launch.state)")
        bankLogin.signIn(as: "ada")
        let setupResult = await setup.result
        let linkResult = await coldLink.result
        #expect(setupResult.acceptanceError == nil, "\(setupResult)")
        #expect(linkResult.acceptanceError == nil, "\(linkResult)")
        #expect(launch.state.acceptanceTabNames == ["accounts", "payments"], "\(launch.state)")
        #expect(launch.state.acceptancePaths(ofTab: "accounts") == ["/accounts", "/accounts/9/history"], "\(launch.state)")
    }

    @Test("Links.md: a link for a scene with no root yet waits, and is delivered once setTabs built it")
    func linkWaitsForARoot() async throws {
        let (bank, bankLogin) = try Self.makeBank()
        bankLogin.signIn(as: "ada")  // nobody waits: the user is signed in from now on
        let launch = NavigationRouter(scene: NavigationScene(id: "launch"), registry: bank)
        let link = launch.open(link: "bank://open/accounts/9/history")
        await launch.idle()
        #expect(link.currentResult == nil, "no root yet: the link waits")
        #expect(launch.state.isEmpty)
        let setup = await launch.setTabs(Self.tabs).result
        #expect(setup.acceptanceError == nil, "\(setup)")
        let linkResult = await link.result
        #expect(linkResult.acceptanceError == nil, "\(linkResult)")
        #expect(launch.state.acceptanceTabNames == ["accounts", "payments"], "\(launch.state)")
        #expect(launch.state.acceptancePaths(ofTab: "accounts") == ["/accounts", "/accounts/9/history"], "\(launch.state)")
    }

    @Test("README: a navigation that landed before setTabs is replaced by the tabs, with everything else at the root")
    func landedBeforeSetupIsReplaced() async throws {
        let (bank, bankLogin) = try Self.makeBank()
        bankLogin.signIn(as: "ada")
        let launch = NavigationRouter(scene: NavigationScene(id: "launch"), registry: bank)
        _ = try await launch.navigate(toPath: "/accounts/9/history", externally: true).result.get()
        #expect(launch.state.acceptanceAllPaths.contains("/accounts/9/history"))
        _ = try await launch.setTabs(Self.tabs).result.get()
        #expect(launch.state.acceptanceTabNames == ["accounts", "payments"], "\(launch.state)")
        #expect(!launch.state.acceptanceAllPaths.contains("/accounts/9/history"), "\(launch.state)")
    }

    @Test("README Authentication: /login shown where the user is, removed before /accounts/7 lands; no modal left")
    func readmeAuthenticationBlock() async throws {
        let registry = NavigationRegistry()
        try registry.bind(routes: [
            NavigationRoute(path: "/home", type: AcceptanceScreen.self, requiresAuthentication: false),
            NavigationRoute(path: "/accounts/:id", type: AcceptanceScreen.self),
            NavigationRoute(path: "/login", type: AcceptanceScreen.self, requiresAuthentication: false),
        ])
        let login = LoginScreenAuthentication()
        registry.authenticationHandler = login
        registry.loginPath = "/login"
        let router = NavigationRouter(scene: NavigationScene(id: "main"), registry: registry)
        _ = try await router.navigate(toPath: "/home").result.get()
        let waiting = router.navigate(toPath: "/accounts/7")
        await router.idle()
        #expect(router.state.topScreen?.path == "/login")
        #expect(
            router.state.modals.count == 1 && router.state.modals.first?.preventsDismissal == true,
            "presented modally, dismissal prevented: \(router.state)")
        login.signIn(as: "ada")
        let account = try await waiting.result.get()
        #expect(account.state.topScreen?.path == "/accounts/7")
        #expect(account.state.modals.count == 0)
        #expect(router.state.root?.screens.map(\.path) == ["/home", "/accounts/7"], "\(router.state)")
    }
}
