import PathRouter
import Testing

/// Cold start and links, as the docs promise, continued: two windows, the concurrency
/// policies, a login that is not a setup's, and what ends the setup's wait (a logout,
/// `close()`). Written from the docs only, as `ColdStartPromisesTests`.
@Suite("Cold start and links, as the docs promise: windows, policies, endings", .timeLimit(.minutes(1)))
struct ColdStartEndingsPromisesTests {
    static let history = ColdStartPromisesTests.history

    // MARK: two windows

    @Test("two windows sharing a registry set up at once; each link lands inside its own window's tabs")
    func twoWindowsAtOnce() async throws {
        let bank = try AcceptanceBank()
        let left = bank.window("left")
        let right = bank.window("right")
        async let leftHandles = { (setup: left.setTabs(AcceptanceBank.tabs), link: left.open(link: "bank://open/accounts/9/history")) }()
        async let rightHandles = { (setup: right.setTabs(AcceptanceBank.tabs), link: right.open(link: "bank://open/payments/5")) }()
        let (l, r) = await (leftHandles, rightHandles)
        await left.idle()
        await right.idle()
        #expect(left.state.topScreen?.path == "/login", "\(left.state)")
        #expect(right.state.topScreen?.path == "/login", "\(right.state)")
        bank.login.signIn(as: "ada")
        let results = await [l.setup.result, r.setup.result]
        let links = await [l.link.result, r.link.result]
        #expect(results.allSatisfy { $0.acceptanceError == nil }, "\(results)")
        #expect(links.allSatisfy { $0.acceptanceError == nil }, "\(links)")
        #expect(left.state.acceptanceTabNames == ["accounts", "payments"], "\(left.state)")
        #expect(left.state.acceptancePaths(ofTab: "accounts") == Self.history, "\(left.state)")
        #expect(left.state.modals.isEmpty, "\(left.state)")
        #expect(right.state.acceptanceTabNames == ["accounts", "payments"], "\(right.state)")
        #expect(right.state.acceptancePaths(ofTab: "payments") == ["/payments", "/payments/5"], "\(right.state)")
        #expect(right.state.acceptanceSelectedTab == "payments", "\(right.state)")
        #expect(right.state.modals.isEmpty, "\(right.state)")
    }

    @Test("two windows, links sent by the registry to a named scene during both waits")
    func twoWindowsRegistryLinks() async throws {
        let bank = try AcceptanceBank()
        let left = bank.window("left")
        let right = bank.window("right")
        let setups = [left.setTabs(AcceptanceBank.tabs), right.setTabs(AcceptanceBank.tabs)]
        await left.idle()
        await right.idle()
        let toRight = bank.registry.open(link: "bank://open/accounts/9/history", in: .scene(right))
        let toLeft = bank.registry.open(link: "bank://open/payments/5", in: .scene(left))
        await left.idle()
        await right.idle()
        #expect(toRight.currentResult == nil && toLeft.currentResult == nil)
        bank.login.signIn(as: "ada")
        for setup in setups { #expect((await setup.result).acceptanceError == nil) }
        let rightLink = await toRight.result
        let leftLink = await toLeft.result
        #expect(rightLink.acceptanceError == nil, "\(rightLink)")
        #expect(leftLink.acceptanceError == nil, "\(leftLink)")
        if case .success(.navigated(_, let scene)) = rightLink { #expect(scene.id == "right") }
        if case .success(.navigated(_, let scene)) = leftLink { #expect(scene.id == "left") }
        #expect(right.state.acceptancePaths(ofTab: "accounts") == Self.history, "\(right.state)")
        #expect(left.state.acceptancePaths(ofTab: "payments") == ["/payments", "/payments/5"], "\(left.state)")
        #expect(left.state.acceptanceTabNames == ["accounts", "payments"] && right.state.acceptanceTabNames == ["accounts", "payments"])
    }

    // MARK: concurrency policies

    @Test("under latestWins, a link during the wait does not end the setup")
    func latestWinsKeepsTheSetup() async throws {
        let bank = try AcceptanceBank()
        let window = bank.window("main")
        window.concurrencyPolicy = .latestWins
        let setup = window.setTabs(AcceptanceBank.tabs)
        await window.idle()
        let link = window.open(link: "bank://open/accounts/9/history")
        await window.idle()
        #expect(setup.currentResult == nil, "the setup is never replaced: \(String(describing: setup.currentResult))")
        let state = await bank.signInAndLand([setup, link], in: window)
        #expect(state.acceptanceTabNames == ["accounts", "payments"], "\(state)")
        #expect(state.acceptancePaths(ofTab: "accounts") == Self.history, "\(state)")
    }

    @Test("under rejectWhileBusy, a link during the wait is refused with sceneBusy and the setup lands")
    func rejectWhileBusyKeepsTheSetup() async throws {
        let bank = try AcceptanceBank()
        let window = bank.window("main")
        window.concurrencyPolicy = .rejectWhileBusy
        let setup = window.setTabs(AcceptanceBank.tabs)
        await window.idle()
        let link = window.open(link: "bank://open/accounts/9/history")
        await window.idle()
        bank.login.signIn(as: "ada")
        let setupResult = await setup.result
        let linkResult = await link.result
        #expect(setupResult.acceptanceError == nil, "\(setupResult)")
        #expect(linkResult.acceptanceError?.code == .sceneBusy, "\(linkResult)")
        #expect(window.state.acceptanceTabNames == ["accounts", "payments"], "\(window.state)")
        #expect(window.state.acceptancePaths(ofTab: "accounts") == ["/accounts"], "\(window.state)")
    }

    // MARK: a link during a login that is not a setup's

    @Test("a link that needs the login while an earlier one waits for it takes its place (a scene has one login wait); the tab bar stays")
    func linksDuringALogin() async throws {
        let bank = try AcceptanceBank()
        let window = bank.window("main")
        let tabs = [TabDefinition(name: "home", rootPath: "/home")] + AcceptanceBank.tabs
        _ = try await window.setTabs(tabs).result.get()  // the first tab needs no login
        let first = window.open(link: "bank://open/accounts/9/history")
        await window.idle()
        #expect(window.state.topScreen?.path == "/login", "\(window.state)")
        let second = window.open(link: "bank://open/payments/5")
        await window.idle()
        bank.login.signIn(as: "ada")
        let firstResult = await first.result
        let secondResult = await second.result
        #expect(firstResult.acceptanceError?.code == .pendingNavigationReplaced, "\(firstResult)")
        #expect(firstResult.acceptanceError?.path == "/accounts/9/history", "\(firstResult)")
        #expect(secondResult.acceptanceError == nil, "\(secondResult)")
        let state = window.state
        #expect(state.acceptanceTabNames == ["home", "accounts", "payments"], "\(state)")
        #expect(state.acceptancePaths(ofTab: "home") == ["/home"], "\(state)")
        #expect(state.acceptancePaths(ofTab: "payments") == ["/payments", "/payments/5"], "\(state)")
        #expect(state.modals.isEmpty, "\(state)")
        #expect(bank.failureCount(mentioning: "/accounts/9/history") == 1, "ended once")
    }

    // MARK: logout and close during the wait

    @Test("a logout during the wait ends the setup and everything behind it once, with loggedOut naming each path")
    func logoutDuringTheWait() async throws {
        let bank = try AcceptanceBank()
        let window = bank.window("main")
        let setup = window.setTabs(AcceptanceBank.tabs)
        await window.idle()
        let link = window.open(link: "bank://open/accounts/9/history")
        let push = window.navigate(toPath: "/payments/5")
        let sheet = window.navigate(toPath: "/settings", modal: true)
        await window.idle()
        await bank.registry.logout()
        let setupResult = await setup.result
        let linkResult = await link.result
        let pushResult = await push.result
        let sheetResult = await sheet.result
        #expect(setupResult.acceptanceError?.code == .loggedOut, "\(setupResult)")
        #expect(setupResult.acceptanceError?.path.contains("/accounts") == true, "\(setupResult)")
        #expect(linkResult.acceptanceError?.code == .loggedOut, "\(linkResult)")
        #expect(linkResult.acceptanceError?.path.contains("/accounts/9/history") == true, "\(linkResult)")
        #expect(pushResult.acceptanceError?.code == .loggedOut, "\(pushResult)")
        #expect(pushResult.acceptanceError?.path == "/payments/5", "\(pushResult)")
        #expect(sheetResult.acceptanceError?.code == .loggedOut, "\(sheetResult)")
        #expect(sheetResult.acceptanceError?.path == "/settings", "\(sheetResult)")
        await window.idle()
        #expect(!window.state.acceptanceAllPaths.contains("/login"), "the login screen left: \(window.state)")
        #expect(window.state.allScreens.allSatisfy { !["/accounts", "/payments", "/settings"].contains($0.pattern) })
        for path in ["/accounts/9/history", "/payments/5", "/settings"] {
            #expect(bank.failureCount(mentioning: path) == 1, "\(path): \(bank.failures.all)")
        }
        #expect(bank.failures.all.filter { $0.error.path == "/accounts" }.count == 1, "the setup: \(bank.failures.all)")
        // The abandoned login's completion changes nothing; the next protected setup starts a new one.
        bank.login.signIn(as: "ada")
        await window.idle()
        #expect(link.currentResult?.acceptanceError?.code == .loggedOut)
        #expect(!window.state.acceptanceAllPaths.contains("/accounts/9/history"), "\(window.state)")
        await window.logout()
        let again = window.setTabs(AcceptanceBank.tabs)
        await window.idle()
        #expect(window.state.topScreen?.path == "/login", "a new login: \(window.state)")
        bank.login.signIn(as: "ada")
        #expect((await again.result).acceptanceError == nil)
        #expect(window.state.acceptanceTabNames == ["accounts", "payments"], "\(window.state)")
    }

    @Test("close() during the wait resolves every handle exactly once, with a typed error naming its path")
    func closeDuringTheWait() async throws {
        let bank = try AcceptanceBank()
        let window = bank.window("main")
        let setup = window.setTabs(AcceptanceBank.tabs)
        await window.idle()
        let link = window.open(link: "bank://open/accounts/9/history")
        let push = window.navigate(toPath: "/payments/5")
        let sheet = window.navigate(toPath: "/settings", modal: true)
        let help = window.navigate(toPath: "/help")
        await window.idle()
        window.close()
        let setupResult = await setup.result
        let linkResult = await link.result
        let navigationResults = await [push.result, sheet.result, help.result]
        // The docs promise a typed error (ScenesAndTheDecisionTable: "close() ends what waits for
        // the scene (a pending login navigation, …) with typed errors"), not which code; the
        // setup, parked for the login, may report pendingNavigationCancelled.
        #expect([.sceneClosed, .pendingNavigationCancelled].contains(setupResult.acceptanceError?.code), "\(setupResult)")
        #expect(setupResult.acceptanceError?.path.contains("/accounts") == true, "\(setupResult)")
        #expect(linkResult.acceptanceError?.code == .sceneClosed, "\(linkResult)")
        #expect(linkResult.acceptanceError?.path.contains("/accounts/9/history") == true, "\(linkResult)")
        for (result, path) in zip(navigationResults, ["/payments/5", "/settings", "/help"]) {
            #expect(result.acceptanceError?.code == .sceneClosed, "\(path): \(result)")
            #expect(result.acceptanceError?.path == path, "\(path): \(result)")
        }
        #expect(window.isClosed)
        let closedState = window.state
        // A sign-in after the close changes nothing, and every handle keeps its one result.
        bank.login.signIn(as: "ada")
        #expect(window.state == closedState)
        #expect(setup.currentResult?.acceptanceError?.code == setupResult.acceptanceError?.code)
        #expect(link.currentResult?.acceptanceError?.code == .sceneClosed)
        for path in ["/accounts/9/history", "/payments/5", "/settings", "/help"] {
            #expect(bank.failureCount(mentioning: path) == 1, "\(path): \(bank.failures.all)")
        }
        #expect(bank.failures.all.filter { $0.error.path == "/accounts" }.count == 1, "the setup: \(bank.failures.all)")
        let later = await window.navigate(toPath: "/help").result
        #expect(later.acceptanceError?.code == .sceneClosed, "\(later)")
    }
}
