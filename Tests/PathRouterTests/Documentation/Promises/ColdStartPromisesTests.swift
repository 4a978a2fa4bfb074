import PathRouter
import Testing

/// A scene's setup (`setTabs`, `setSplit`) whose first root is protected waits for the login;
/// whatever arrives before, during or after that wait never replaces it, and lands inside the
/// root it builds, in its tab, with its chain; a restore starts no login. Written from the
/// docs only (README, the DocC articles, the public API listing), by a tester who did not read
/// the code.
///
/// README "Cold start and links": "While the setup waits for a login, every navigation that
/// arrives — a link, the app's own sheet — waits behind it (visible to `idle()`, `close()` and a
/// logout) and lands inside the root it builds once the user signed in, in its tab and with its
/// chain; the setup is never replaced."
@Suite("Cold start and links, as the docs promise", .timeLimit(.minutes(1)))
struct ColdStartPromisesTests {
    static let history = ["/accounts", "/accounts/9", "/accounts/9/history"]

    // MARK: during the wait

    @Test("a protected link that arrives during the setup's login wait lands inside the tabs, in its tab, with its chain")
    func linkDuringTheWait() async throws {
        let bank = try AcceptanceBank()
        let window = bank.window("main")
        let setup = window.setTabs(AcceptanceBank.tabs)
        await window.idle()
        #expect(window.state.topScreen?.path == "/login")
        let link = window.open(link: "bank://open/accounts/9/history")
        let waiting = await window.idle()
        #expect(waiting == 2, "idle() counts the setup and the link behind it as waiting")
        #expect(link.currentResult == nil, "the link waits behind the setup")
        #expect(!window.state.acceptanceAllPaths.contains("/accounts/9/history"))
        let state = await bank.signInAndLand([setup, link], in: window)
        #expect(state.acceptanceTabNames == ["accounts", "payments"], "\(state)")
        #expect(state.acceptanceSelectedTab == "accounts", "\(state)")
        #expect(state.acceptancePaths(ofTab: "accounts") == Self.history, "\(state)")
        #expect(state.modals.isEmpty, "the login screen left: \(state)")
        #expect(bank.failures.all.isEmpty, "\(bank.failures.all)")
    }

    @Test("two links during the wait land in their own tabs, in order of arrival")
    func twoLinksDuringTheWait() async throws {
        let bank = try AcceptanceBank()
        let window = bank.window("main")
        let setup = window.setTabs(AcceptanceBank.tabs)
        await window.idle()
        let history = window.open(link: "bank://open/accounts/9/history")
        let payment = window.open(link: "bank://open/payments/5")
        await window.idle()
        #expect(history.currentResult == nil && payment.currentResult == nil)
        let state = await bank.signInAndLand([setup, history, payment], in: window)
        #expect(state.acceptanceTabNames == ["accounts", "payments"], "\(state)")
        #expect(state.acceptancePaths(ofTab: "accounts") == Self.history, "\(state)")
        #expect(state.acceptancePaths(ofTab: "payments") == ["/payments", "/payments/5"], "\(state)")
        #expect(state.acceptanceSelectedTab == "payments", "the last link's tab is selected: \(state)")
        #expect(state.modals.isEmpty, "\(state)")
    }

    @Test("the app's own protected navigation during the wait lands in its tab after the setup")
    func protectedNavigationDuringTheWait() async throws {
        let bank = try AcceptanceBank()
        let window = bank.window("main")
        let setup = window.setTabs(AcceptanceBank.tabs)
        await window.idle()
        let push = window.navigate(toPath: "/payments/5")
        await window.idle()
        #expect(push.currentResult == nil)
        let state = await bank.signInAndLand([setup, push], in: window)
        #expect(state.acceptanceTabNames == ["accounts", "payments"], "\(state)")
        #expect(state.acceptanceSelectedTab == "payments", "\(state)")
        #expect(state.acceptancePaths(ofTab: "payments") == ["/payments", "/payments/5"], "\(state)")
        #expect(state.modals.isEmpty, "\(state)")
    }

    @Test("the app's own protected sheet during the wait is presented above the tabs after the setup")
    func protectedSheetDuringTheWait() async throws {
        let bank = try AcceptanceBank()
        let window = bank.window("main")
        let setup = window.setTabs(AcceptanceBank.tabs)
        await window.idle()
        let sheet = window.navigate(toPath: "/settings", modal: true)
        await window.idle()
        #expect(sheet.currentResult == nil)
        let state = await bank.signInAndLand([setup, sheet], in: window)
        #expect(state.acceptanceTabNames == ["accounts", "payments"], "\(state)")
        #expect(state.acceptancePaths(ofTab: "accounts") == ["/accounts"], "\(state)")
        #expect(state.acceptanceModalPaths == [["/settings"]], "only the sheet, above the tabs: \(state)")
    }

    @Test("an unprotected navigation during the wait waits behind the setup too, and lands inside its root")
    func unprotectedNavigationDuringTheWait() async throws {
        let bank = try AcceptanceBank()
        let window = bank.window("main")
        let setup = window.setTabs(AcceptanceBank.tabs)
        await window.idle()
        let help = window.navigate(toPath: "/help")
        await window.idle()
        #expect(help.currentResult == nil, "every navigation that arrives waits behind the setup")
        let state = await bank.signInAndLand([setup, help], in: window)
        #expect(state.acceptanceTabNames == ["accounts", "payments"], "\(state)")
        #expect(state.acceptancePaths(ofTab: "accounts") == ["/accounts", "/help"], "\(state)")
    }

    // MARK: before the wait

    @Test("a protected link opened at launch, before any setup, lands inside the tabs the setup builds")
    func linkBeforeAnySetup() async throws {
        let bank = try AcceptanceBank()
        let window = bank.window("main")
        let link = window.open(link: "bank://open/accounts/9/history")
        await window.idle()
        #expect(link.currentResult == nil, "a link for a scene with no root waits")
        let setup = window.setTabs(AcceptanceBank.tabs)
        await window.idle()
        #expect(window.state.topScreen?.path == "/login", "\(window.state)")
        let state = await bank.signInAndLand([setup, link], in: window)
        #expect(state.acceptanceTabNames == ["accounts", "payments"], "\(state)")
        #expect(state.acceptancePaths(ofTab: "accounts") == Self.history, "\(state)")
        #expect(state.modals.isEmpty, "\(state)")
    }

    @Test("a protected navigation that waits for the login before the setup is called does not replace the setup")
    func protectedNavigationBeforeTheSetup() async throws {
        let bank = try AcceptanceBank()
        let window = bank.window("main")
        let push = window.navigate(toPath: "/payments/5")
        await window.idle()
        #expect(window.state.topScreen?.path == "/login", "\(window.state)")
        let setup = window.setTabs(AcceptanceBank.tabs)
        await window.idle()
        let state = await bank.signInAndLand([setup, push], in: window)
        #expect(state.acceptanceTabNames == ["accounts", "payments"], "the setup is never replaced: \(state)")
        #expect(state.acceptancePaths(ofTab: "payments") == ["/payments", "/payments/5"], "\(state)")
        #expect(state.modals.isEmpty, "\(state)")
    }

    @Test("a protected sheet that waits for the login before the setup is called does not replace the setup")
    func protectedSheetBeforeTheSetup() async throws {
        let bank = try AcceptanceBank()
        let window = bank.window("main")
        let sheet = window.navigate(toPath: "/settings", modal: true)
        await window.idle()
        let setup = window.setTabs(AcceptanceBank.tabs)
        await window.idle()
        let state = await bank.signInAndLand([setup, sheet], in: window)
        #expect(state.acceptanceTabNames == ["accounts", "payments"], "the setup is never replaced: \(state)")
        #expect(state.acceptanceModalPaths == [["/settings"]], "\(state)")
    }

    // MARK: after the wait

    @Test("a protected link after the setup's login lands in its tab, with its chain, without a second login")
    func linkAfterTheWait() async throws {
        let bank = try AcceptanceBank()
        let window = bank.window("main")
        let setup = window.setTabs(AcceptanceBank.tabs)
        await window.idle()
        bank.login.signIn(as: "ada")
        _ = try await setup.result.get()
        let link = await window.open(link: "bank://open/accounts/9/history").result
        #expect(link.acceptanceError == nil, "\(link)")
        let state = window.state
        #expect(state.acceptanceTabNames == ["accounts", "payments"], "\(state)")
        #expect(state.acceptancePaths(ofTab: "accounts") == Self.history, "\(state)")
        #expect(bank.login.requests.count == 1, "one login: \(bank.login.requests)")
    }

    @Test("a protected navigation and a protected sheet after the setup's login land in and above the tabs")
    func navigationAndSheetAfterTheWait() async throws {
        let bank = try AcceptanceBank()
        let window = bank.window("main")
        let setup = window.setTabs(AcceptanceBank.tabs)
        await window.idle()
        bank.login.signIn(as: "ada")
        _ = try await setup.result.get()
        let push = await window.navigate(toPath: "/payments/5").result
        let sheet = await window.navigate(toPath: "/settings", modal: true).result
        #expect(push.acceptanceError == nil && sheet.acceptanceError == nil, "\(push) \(sheet)")
        let state = window.state
        #expect(state.acceptanceTabNames == ["accounts", "payments"], "\(state)")
        #expect(state.acceptanceSelectedTab == "payments", "\(state)")
        #expect(state.acceptancePaths(ofTab: "payments") == ["/payments", "/payments/5"], "\(state)")
        #expect(state.acceptanceModalPaths == [["/settings"]], "\(state)")
    }

    // MARK: setSplit and restore

    @Test("a link during setSplit's login wait lands inside the split, never replacing it")
    func linkDuringSplitSetup() async throws {
        let bank = try AcceptanceBank()
        let window = bank.window("main")
        let setup = window.setSplit(primaryPath: "/accounts")
        await window.idle()
        #expect(window.state.topScreen?.path == "/login", "\(window.state)")
        let link = window.open(link: "bank://open/accounts/9/history")
        await window.idle()
        #expect(link.currentResult == nil)
        let state = await bank.signInAndLand([setup, link], in: window)
        let split = try #require(state.root?.split, "the root is still the split: \(state)")
        #expect(split.primary.map(\.path).first == "/accounts", "\(state)")
        #expect(split.screens.map(\.path).contains("/accounts/9/history"), "\(state)")
        #expect(state.topScreen?.path == "/accounts/9/history", "\(state)")
        #expect(state.modals.isEmpty, "\(state)")
    }

    static let savedTabs = SavedScene(
        root: SavedScene.SavedPresentation(
            tabs: [
                SavedScene.SavedTab(name: "accounts", paths: ["/accounts"], rootPath: "/accounts"),
                SavedScene.SavedTab(name: "payments", paths: ["/payments", "/payments/3"], rootPath: "/payments"),
            ],
            selectedTab: "accounts"))

    @Test(
        "a restore at launch, logged out, starts no login: it reports what needs one; after the sign-in a restore brings the tabs back and the waiting link lands inside them"
    )
    func restoreLoggedOut() async throws {
        let bank = try AcceptanceBank()
        let window = bank.window("main")
        let report = await window.restore(Self.savedTabs)
        #expect(report.restoredScreenCount == 0 && report.failures.map(\.code).allSatisfy { $0 == .authenticationRequired }, "\(report)")
        #expect(window.state.root == nil && !bank.login.isWaitingForLogin, "no login started: \(window.state)")
        // A scene that shows nothing holds the link until it has a root (Links.md).
        let link = window.open(link: "bank://open/accounts/9/history")
        await window.idle()
        #expect(link.currentResult == nil)
        bank.login.signIn(as: "ada")
        let again = await window.restore(Self.savedTabs)
        #expect(again.failures.isEmpty && again.restoredScreenCount == 3, "\(again)")
        let linkResult = await link.result
        #expect(linkResult.acceptanceError == nil, "\(linkResult)")
        await window.idle()
        let state = window.state
        #expect(state.acceptanceTabNames == ["accounts", "payments"], "\(state)")
        #expect(state.acceptancePaths(ofTab: "payments") == ["/payments", "/payments/3"], "\(state)")
        #expect(state.acceptancePaths(ofTab: "accounts") == Self.history, "\(state)")
        #expect(state.modals.isEmpty, "\(state)")
    }

    @Test("README: the failure observers see each path a restore left out, once")
    func restoreLeftOutPathsReportedOnce() async throws {
        let bank = try AcceptanceBank()
        let window = bank.window("main")
        let report = await window.restore(Self.savedTabs)  // logged out, nobody signs in
        let shown = Set(window.state.acceptanceAllPaths)
        let leftOut = ["/accounts", "/payments", "/payments/3"].filter { !shown.contains($0) }
        let reported = bank.failures.all.filter { $0.source == .restore }.map(\.error.path)
        for path in leftOut {
            #expect(reported.filter { $0 == path }.count == 1, "\(path) left out; reported: \(reported); report: \(report)")
        }
        #expect(report.failures.map(\.path).sorted() == reported.sorted(), "\(report.failures) vs \(reported)")
    }
}
