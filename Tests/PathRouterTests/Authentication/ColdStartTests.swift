import PathRouter
import PathRouterAuth
import PathRouterTestSupport
import Testing

/// A cold start: the app sets up a scene (`setTabs`) whose first tab needs a login, and a deep
/// link (or the app's own sheet) arrives before, while or after the setup waits for it. The
/// setup is never replaced: what arrives meanwhile waits behind it and lands inside the tabs
/// once the user signed in, in its tab and with its chain.
@Suite("Cold start and links")
struct ColdStartTests {
    struct Bank {
        let registry: NavigationRegistry
        let login: LoginScreenAuthentication

        init() throws {
            registry = NavigationRegistry()
            func route(_ path: String, tab: String? = nil, parent: String? = nil, open: Bool = false, link: Bool = false) -> NavigationRoute {
                NavigationRoute(
                    path: path, type: RecordingViewModel.self, requiresAuthentication: !open, allowedExternally: link,
                    placement: tab == nil && parent == nil ? nil : RoutePlacement(tab: tab, parent: parent))
            }
            try registry.bind(routes: [
                route("/accounts", tab: "accounts", link: true),
                route("/accounts/:id", parent: "/accounts", link: true),
                route("/payments", tab: "payments"),
                route("/transfer"),
                route("/help", open: true, link: true),
                route("/login", open: true),
            ])
            login = LoginScreenAuthentication()
            registry.authenticationHandler = login
            registry.loginPath = "/login"
            registry.externalLinkPolicy = ExternalLinkPolicy(schemes: ["bank"], hosts: ["open"])
        }

        func window(_ name: String = "main") -> NavigationRouter {
            NavigationRouter(scene: NavigationScene(id: name), registry: registry)
        }

        static let tabs = [TabDefinition(name: "accounts", rootPath: "/accounts"), TabDefinition(name: "payments", rootPath: "/payments")]
    }

    /// The scene as text: the tab bar and the selected tab's stack, then each modal.
    static func shape(_ router: NavigationRouter) -> String {
        var lines: [String] = []
        if let tabs = router.state.root?.tabs {
            lines.append("tabs [\(tabs.selectedTab.name)]: " + tabs.selectedTab.screens.map(\.path).joined(separator: " › "))
        } else {
            lines.append("root: " + (router.state.root?.screens.map(\.path).joined(separator: " › ") ?? "none"))
        }
        for modal in router.state.modals { lines.append("modal: " + modal.presentation.screens.map(\.path).joined(separator: " › ")) }
        return lines.joined(separator: "\n")
    }

    @Test("a link while the setup waits for the login lands inside the tabs after sign-in")
    func linkDuringTheWait() async throws {
        let bank = try Bank()
        let router = bank.window()
        let setup = router.setTabs(Bank.tabs)
        await router.idle()
        #expect(bank.login.isWaitingForLogin)
        let link = router.open(link: "bank://open/accounts/9?tab=history")
        await router.idle()
        #expect(bank.login.signIn(as: "ada") >= 1)
        _ = try await setup.result.get()
        _ = try await link.result.get()
        await router.idle()
        #expect(Self.shape(router) == "tabs [accounts]: /accounts › /accounts/9?tab=history")
    }

    @Test("a protected sheet and an open page asked for during the wait land over and in the tabs, in order")
    func sheetAndPageDuringTheWait() async throws {
        let bank = try Bank()
        let router = bank.window()
        let setup = router.setTabs(Bank.tabs)
        await router.idle()
        let page = router.navigate(toPath: "/help")
        let sheet = router.navigate(toPath: "/transfer", modal: true)
        await router.idle()
        #expect(router.state.root?.tabs == nil, "nothing lands under the login before the tabs")
        bank.login.signIn(as: "ada")
        _ = try await setup.result.get()
        _ = try await page.result.get()
        _ = try await sheet.result.get()
        await router.idle()
        #expect(Self.shape(router) == "tabs [accounts]: /accounts › /help\nmodal: /transfer")
    }

    @Test("a link that waited for the login before the setup parked lands inside the tabs too")
    func linkBeforeTheSetup() async throws {
        let bank = try Bank()
        let router = bank.window()
        _ = try await router.navigate(toPath: "/help").result.get()  // the scene shows something
        let link = router.open(link: "bank://open/accounts/9")
        await router.idle()
        #expect(bank.login.isWaitingForLogin)
        let setup = router.setTabs(Bank.tabs)
        await router.idle()
        bank.login.signIn(as: "ada")
        _ = try await setup.result.get()
        _ = try await link.result.get()
        await router.idle()
        #expect(Self.shape(router) == "tabs [accounts]: /accounts › /accounts/9")
    }

    @Test("a link after the setup landed goes into its tab, as always")
    func linkAfterTheSetup() async throws {
        let bank = try Bank()
        let router = bank.window()
        let setup = router.setTabs(Bank.tabs, selected: "payments")
        await router.idle()
        bank.login.signIn(as: "ada")
        _ = try await setup.result.get()
        _ = try await router.open(link: "bank://open/accounts/9").result.get()
        #expect(Self.shape(router) == "tabs [accounts]: /accounts › /accounts/9")
    }

    @Test("two windows at once: one sign-in, each window's tabs with its own link")
    func twoWindows() async throws {
        let bank = try Bank()
        let (left, right) = (bank.window("left"), bank.window("right"))
        let setups = [left.setTabs(Bank.tabs), right.setTabs(Bank.tabs, selected: "payments")]
        await left.idle()
        await right.idle()
        let links = [left.open(link: "bank://open/accounts/1"), right.open(link: "bank://open/accounts/2")]
        await left.idle()
        await right.idle()
        bank.login.signIn(as: "ada")
        for setup in setups { _ = try await setup.result.get() }
        for link in links { _ = try await link.result.get() }
        await left.idle()
        await right.idle()
        #expect(Self.shape(left) == "tabs [accounts]: /accounts › /accounts/1")
        #expect(Self.shape(right) == "tabs [accounts]: /accounts › /accounts/2")
    }

    @Test("under latest wins, the setup is not replaced either")
    func latestWins() async throws {
        let bank = try Bank()
        let router = bank.window()
        router.concurrencyPolicy = .latestWins
        let setup = router.setTabs(Bank.tabs)
        await router.idle()
        let first = router.open(link: "bank://open/accounts/1")
        await router.idle()
        let second = router.open(link: "bank://open/accounts/2")
        await router.idle()
        bank.login.signIn(as: "ada")
        _ = try await setup.result.get()
        #expect(await first.result.failure?.code == .pendingNavigationReplaced)
        _ = try await second.result.get()
        await router.idle()
        #expect(Self.shape(router) == "tabs [accounts]: /accounts › /accounts/2")
    }

    @Test("a closed scene whose setup held a link is freed: nothing it held keeps its router")
    func closedSceneIsFreed() async throws {
        final class Watch: Sendable {
            weak let router: NavigationRouter?
            init(_ router: NavigationRouter) { self.router = router }
        }
        let bank = try Bank()
        let watch: Watch
        do {
            let router = bank.window("freed")
            watch = Watch(router)
            let setup = router.setTabs(Bank.tabs)
            await router.idle()
            let link = router.navigate(toPath: "/accounts/9")
            await router.idle()
            router.close()
            _ = await setup.result
            _ = await link.result
        }
        #expect(await eventually { watch.router == nil }, "the closed router is still alive")
    }

    @Test("close() and a cancelled login end the setup; what waited behind it ends with the scene, or asks for its own login")
    func endings() async throws {
        let bank = try Bank()
        let router = bank.window()
        let setup = router.setTabs(Bank.tabs)
        await router.idle()
        let link = router.navigate(toPath: "/accounts/9")
        await router.idle()
        router.close()
        // The setup and what waited behind it end as everything of a closed scene does.
        #expect(await setup.result.failure?.code == .sceneClosed)
        #expect(await link.result.failure?.code == .sceneClosed)
        // A cancelled login: the setup fails, and the link asks for the login again.
        let other = bank.window("other")
        let second = other.setTabs(Bank.tabs)
        await other.idle()
        let waiting = other.navigate(toPath: "/accounts/9")
        await other.idle()
        bank.login.cancel()
        #expect(await second.result.failure?.code == .loginFailed)
        let login = bank.login
        #expect(await eventually { login.isWaitingForLogin }, "the navigation that waited behind the setup asks for its own login")
        bank.login.signIn(as: "ada")
        _ = try await waiting.result.get()
    }
}
