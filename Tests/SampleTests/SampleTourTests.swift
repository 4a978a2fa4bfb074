import Foundation
import PathRouter
import SampleApp
import PathRouterLocking
import Testing

/// Collects printed lines.
final class Transcript: Sendable {
    private let lines = Locked<[String]>.make([])
    func print(_ text: String) { lines.withLock { $0 += text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) } }
    var all: [String] { lines.withLock { $0 } }
    var text: String { all.joined(separator: "\n") }
}

@Suite("Sample", .serialized)
struct SampleTourTests {
    @Test("the scripted tour runs and shows every feature it promises")
    func tour() async throws {
        let app = try SampleApp()
        let transcript = Transcript()
        try await app.runTour(print: transcript.print)
        let text = transcript.text
        for line in [
            "== 1. Four feature modules register their routes and interceptors ==",
            "├─ accounts  → AccountViewModel [login, deep link]",
            "  tab home (selected)",
            "  tab account: not shown yet",
            "  last transition: present +/onboarding",
            "  last transition: removeScreens -/onboarding",
            "  last transition: push (tab catalog) +/products/7 (animation: left)",
            "  modal 1 (dismissal prevented): stack",
            "refused: dismissalPrevented '/settings': the modal showing /settings prevents interactive dismissal",
            "refused: leaveRefused '/settings': leave guard #1 on '/settings' keeps /settings (",
            "from leaving: the settings have unsaved changes; 'save' or 'discard' them first",
            "link: sequence [selectTab (tab catalog); pop (tab catalog) -/products/7; push (tab catalog) +/products/42, +/products/42/reviews]",
            "reused: true, transition: sequence [pop (tab catalog) -/products/42/reviews; updateScreen +/products/42?tab=specs]",
            "  last transition: replaceRoot +/products, +/products/7, +/products/7/reviews",
            "scene window-2",
            "  pending: /accounts/42?tab=orders (waiting for a login)",
            "link: navigated main: sequence [selectTab (tab account) +/accounts; push (tab account) +/accounts/42?tab=orders]",
            "refused: externalNavigationRefused '/settings': route '/settings' is not allowed externally (mark it allowedExternally to open it from deep links)",
            "refused: externalNavigationRefused 'https://evil.example/products/1': the host 'evil.example' is not allowed",
            "refused: routeNotFound '/prodcts/42': no route matches: no pattern accepts segment 'prodcts' after '/'; nearest pattern is '/products/:id'",
            "  last transition: removeScreens -/accounts, -/accounts/42?tab=orders",
            "restored 3 screen(s)",
            "  └─ /products/7/reviews [ReviewsViewModel]",
            "│  └─ :id  → redirects to /products/:id",
            "redirected from /items/7 to /products/7",
            "the product page shows Espresso cup: its route handed it ProductRoute(id: 7) and the app's catalog",
            "refused: invalidParameter '/products/seven': parameter 'id' is 'seven', which does not read as Int as ProductRoute declares (route '/products/:id')",
            "refused: invalidParameter '/products/:id': parameter 'id' is '..', a dot segment, which no path may hold",
        ] {
            #expect(text.contains(line), "missing: \(line)")
        }
        #expect(!text.contains("Optional"), "a view model printed as an optional")
        #expect(!text.contains("refused: noModal"), "a step dismissed a modal that had closed itself")
        // After the logout, the main scene holds no protected screen.
        let main = app.router(named: "main")
        #expect(main.state.allScreens.allSatisfy { app.registry.route(forPattern: $0.pattern)?.requiresAuthentication == false })
        #expect(app.router(named: "window-3").state.allScreens.map(\.path) == ["/products", "/products/7", "/products/7/reviews"])
        #expect(main.state.root?.tabs?.tabs.map(\.name) == ["home", "catalog", "account"])
    }

    static let script = [
        "routes",
        "open /home",
        "continue",
        "open /products/42",
        "open /nowhere",
        "frobnicate",
        "open",
        "open /accounts/7",
        "login ada",
        "link myapp://open/products/9",
        "link ftp://open/products/9",
        "back",
        "scene second",
        "open /products/1",
        "open /settings --modal --prevent",
        "dismiss",
        "state",
        "logout",
        "quit",
        "state",
    ]

    static func checkShell(_ text: String) {
        for line in [
            "PathRouter sample shell. Type 'help' for the commands.",
            "└─ settings  → SettingsViewModel",
            "ok: the flow continued",
            "refused: routeNotFound '/nowhere'",
            "error: unknown command 'frobnicate'; type 'help' for the commands",
            "error: open needs a path, such as 'open /products/42'",
            "waiting: /accounts/7 waits for a login: the login screen shows; type 'login NAME', 'login --fail' or 'cancel'",
            "ok: logged in as ada",
            "  └─ /accounts/7 [AccountViewModel]",
            "ok: navigated main: sequence [pop -/products/42, -/accounts, -/accounts/7; push +/products/9]",
            "refused: externalNavigationRefused 'ftp://open/products/9': the scheme 'ftp' is not allowed (allowed: https, myapp)",
            "ok: pop -/products/9",
            "ok: scene second",
            "refused: dismissalPrevented '/settings'",
            "ok: logged out",
            "bye",
        ] {
            #expect(text.contains(line), "missing: \(line)")
        }
        #expect(!text.contains("scene second\n  (empty scene)\n  last"), "the shell stopped at quit")
    }

    /// A catalog that names every product the same, for one test.
    struct StubCatalog: ProductCatalog {
        func name(of id: Int) -> String { "stub \(id)" }
    }

    @Test("the app made with a stand-in catalog shows its names; the one-time screens are the app's, not the process's")
    func dependencies() async throws {
        let app = try SampleApp(dependencies: SampleDependencies(catalog: StubCatalog(), firstVisits: FirstVisits()))
        let main = app.router(named: "main")
        let outcome = try await main.navigate(to: ProductRoute(id: 3, tab: "specs")).result.get()
        #expect((outcome.screen?.viewModel as? ProductViewModel)?.name == "stub 3")
        #expect(outcome.screen?.path == "/products/3?tab=specs")
        #expect(outcome.screen?.routeValue(as: ProductRoute.self) == ProductRoute(id: 3, tab: "specs"))
        // Each app shows its onboarding once: a second app (its own dependencies) shows it again.
        for app in [app, try SampleApp()] {
            let home = app.router(named: "home")
            _ = await home.navigate(toPath: "/home").result
            await home.idle()
            #expect(home.state.topScreen?.pattern == "/onboarding")
        }
    }

    @Test("the interactive shell runs a script, reports bad commands and paths, and goes on")
    func shellInProcess() async throws {
        let app = try SampleApp()
        let transcript = Transcript()
        let input = Locked.make(Self.script[...])
        await app.runShell(readLine: { input.withLock { $0.popFirst() } }, print: transcript.print)
        Self.checkShell(transcript.text)
        #expect(input.withLock { $0 } == ["state"])
    }

    @Test("`Sample --interactive` reads its commands from standard input")
    func shellThroughStandardInput() throws {
        let binary = try #require(Self.sampleExecutable(), "the Sample executable was not built next to the tests")
        let process = Process()
        process.executableURL = binary
        process.arguments = ["--interactive"]
        let stdin = Pipe(), stdout = Pipe()
        process.standardInput = stdin
        process.standardOutput = stdout
        try process.run()
        stdin.fileHandleForWriting.write(Data((Self.script.joined(separator: "\n") + "\n").utf8))
        try stdin.fileHandleForWriting.close()
        let output = String(decoding: stdout.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        Self.checkShell(output)
    }

    @Test("`Sample` with no arguments runs the tour and exits 0")
    func tourExecutable() throws {
        let binary = try #require(Self.sampleExecutable(), "the Sample executable was not built next to the tests")
        let process = Process()
        process.executableURL = binary
        let stdout = Pipe()
        process.standardOutput = stdout
        try process.run()
        let output = String(decoding: stdout.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        #expect(output.contains("== 14. The second window's state is saved as paths and restored into a third =="))
    }

    /// The `Sample` executable in the build folder the tests run from.
    static func sampleExecutable() -> URL? {
        var directory = Bundle.main.bundleURL
        for _ in 0..<4 {
            let candidate = directory.appendingPathComponent("Sample")
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
            directory.deleteLastPathComponent()
        }
        return nil
    }
}
