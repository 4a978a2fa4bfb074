import PathRouter
import PathRouterLocking
@testable import SampleApp
import Testing

@Suite("Sample shell", .serialized)
struct ShellTests {
    /// Runs `script` in a fresh app's shell; returns the transcript and the prompts shown.
    static func run(_ script: [String]) async throws -> (text: String, prompts: [String], app: SampleApp) {
        let app = try SampleApp()
        let transcript = Transcript()
        let prompts = Locked.make([String]())
        let input = Locked.make(script[...])
        await app.runShell(
            readLine: { input.withLock { $0.popFirst() } }, print: transcript.print,
            prompt: { prompt in prompts.withLock { $0.append(prompt) } })
        return (transcript.text, prompts.withLock { $0 }, app)
    }

    struct Case: Sendable, CustomTestStringConvertible {
        let name: String
        let script: [String]
        let expected: [String]
        var testDescription: String { name }
    }

    static let cases: [Case] = [
        Case(
            name: "every command says what changed and what failed, its own and what waited",
            script: [
                "open /home", "open /products/7", "dismiss --app", "tab catalog", "scene third", "link myapp://open/products/3",
                "open /settings", "scene main", "open /accounts/7", "login --fail", "tab account",
            ],
            expected: [
                "also: scene main: present +/onboarding",
                "ok: push +/products, +/products/7 (in modal 1, the one of /onboarding: the top-most stack)",
                "note: scene main has no tabs: declaring them replaces its root (/home)",
                "waiting: myapp://open/products/3 waits for the scene to be ready (it has no screen yet)",
                "ok: replaceRoot +/settings\nscene third",
                "also: scene third: push +/products, +/products/3",
                "also failed: [main] navigation: loginFailed '/accounts/7': the login completed but the user is not authenticated",
                "waiting: tab account waits for /accounts/tutorial to finish",
                "  modal 1: stack\n  └─ /accounts/tutorial [AccountsTutorialViewModel]",
            ]),
        Case(
            name: "unknown flags are refused, not ignored",
            script: ["open /home --modl", "dismiss --force", "state --all"],
            expected: [
                "error: unknown flag --modl for 'open'; its flags: --external --flat --modal --prevent --replace",
                "error: unknown flag --force for 'dismiss'; its flags: --app",
                "error: unknown flag --all for 'state'; it takes no flags",
            ]),
        Case(
            name: "quoted arguments keep their spaces; an unclosed quote is an error",
            script: ["open /home", "continue", "open /accounts/7", "login \"Ada Lovelace\"", "open \"/products/4 2\"", "login 'Ada"],
            expected: ["ok: logged in as Ada Lovelace", "refused: invalidPath '/products/4 2'", "error: a ' quote is not closed"]),
        Case(
            name: "a login can fail: the navigation that waited is refused and the login screen leaves",
            script: ["open /home", "continue", "open /accounts/7", "login --fail", "state"],
            expected: ["ok: the login was given up", "scene main\n  root: stack\n  └─ /home [HomeViewModel]\n  last transition: dismissAll -/login"]),
        Case(
            name: "an abandoned login, then a later one: the login screen shows again, never stuck",
            script: ["open /home", "continue", "open /accounts/7", "cancel", "open /settings", "open /accounts/8", "login ada"],
            expected: [
                "ok: the navigation that waited for a login was cancelled",
                "waiting: /accounts/8 waits for a login: the login screen shows",
                "ok: logged in as ada",
                "  ├─ /settings [SettingsViewModel]\n  ├─ /accounts [AccountViewModel]\n  └─ /accounts/8 [AccountViewModel]",
            ]),
        Case(
            name: "a login asked in another scene shows there, and lands there",
            script: ["open /home", "continue", "scene second", "open /products/1", "open /accounts/9", "login ada", "scene main"],
            expected: [
                "scene second\n  root: stack\n  ├─ /products [ProductListViewModel]\n  └─ /products/1 [ProductViewModel]\n  modal 1 (dismissal prevented): stack\n  └─ /login [LoginViewModel]",
                "scene second\n  root: stack\n  ├─ /products [ProductListViewModel]\n  ├─ /products/1 [ProductViewModel]\n  ├─ /accounts [AccountViewModel]\n  └─ /accounts/9 [AccountViewModel]",
                "scene main\n  root: stack\n  └─ /home [HomeViewModel]\n  last transition: removeScreens -/onboarding",
            ]),
        Case(
            name: "tab gives the scene its tabs, then switches between them keeping their stacks",
            script: ["tab catalog", "open /products/3/reviews", "tab home", "continue", "tab catalog"],
            expected: [
                "  tab catalog (selected)\n     ├─ /products [ProductListViewModel]\n     ├─ /products/3 [ProductViewModel]\n     └─ /products/3/reviews [ReviewsViewModel]",
                "ok: selectTab (tab home)", "ok: selectTab (tab catalog)",
            ]),
        Case(
            name: "the shell draws the scene as a UI shows it and takes gestures as write-backs",
            script: [
                "tab catalog", "open /products/3", "open /products/3/reviews", "screen", "gesture back 2",
                "open /settings --modal", "edit", "gesture swipe", "save", "gesture swipe", "gesture tab home",
            ],
            expected: [
                "┌ root · tabs: home | [catalog] | account  —  /products  ›  /products/3  ›  /products/3/reviews  (back)",
                "ok: userDidPop(", "pop (tab catalog) -/products/3, -/products/3/reviews (by the user)",
                "└ sheet · stack: /settings  (swipe-down disabled: may not be dismissed)",
                // The swipe-down of a guarded sheet asks its guard: kept while unsaved, gone once saved.
                "refused: leaveRefused '/settings'", "ok: dismissModal(holding: ",
                // A tab never shown opens when tapped.
                "ok: selectTab(home): selectTab (tab home) +/home",
            ]),
        Case(
            name: "back on a single-screen modal suggests dismiss",
            script: ["open /home", "continue", "open /settings --modal --flat", "back"],
            expected: ["refused: nothingToPop '/settings'", "hint: the top screen is a modal of its own; 'dismiss' closes it"]),
        Case(
            name: "path prints a route's path from values; manifest prints the route table as JSON",
            script: ["path /products/:id id=42", "path /products/:id id=\"4 2/x\"", "path /products/:id", "path /products/:id id=..", "manifest"],
            expected: [
                "ok: /products/42", "refused: invalidParameter '/products/4%202%2Fx': parameter 'id' is '4 2/x', which does not read as Int",
                "refused: missingParameters '/products/:id'",
                "refused: invalidParameter '/products/:id': parameter 'id' is '..'",
                "\"redirectsTo\" : \"/products/:id\"", "\"pattern\" : \"/items/:id\"",
            ]),
        Case(
            name: "an old path is redirected; a product id that is not a number is refused",
            script: ["open /items/5", "open /products/five"],
            expected: ["  └─ /products/5 [ProductViewModel]", "refused: invalidParameter '/products/five'"]),
        Case(
            name: "settings with unsaved changes refuse to close until saved or discarded",
            script: ["open /home", "continue", "open /settings --modal", "edit", "dismiss", "dismiss --app", "discard", "dismiss", "edit"],
            expected: [
                "ok: the settings have unsaved changes",
                "refused: leaveRefused '/settings'",
                "ok: the settings have no unsaved changes",
                "ok: dismiss -/settings",
                "error: edit works on the settings screen",
            ]),
        Case(
            name: "login with no login screen waiting says so",
            script: ["login ada"],
            expected: ["error: no login screen waits; open a protected screen (such as /accounts/7) first"]),
    ]

    @Test("the shell does what its help says", arguments: cases)
    func script(testCase: Case) async throws {
        let (text, _, _) = try await Self.run(testCase.script)
        for line in testCase.expected {
            #expect(text.contains(line), "missing:\n\(line)\nin:\n\(text)")
        }
    }

    @Test("the shell prompts with the current scene before each line")
    func prompt() async throws {
        let (_, prompts, _) = try await Self.run(["scene second", "state"])
        #expect(prompts == ["main> ", "second> ", "second> "])
    }

    @Test("a navigation held by a take-over says which screen must continue")
    func waitsForFlow() async throws {
        let (text, _, _) = try await Self.run(["open /home", "continue", "open /accounts/7", "login ada", "open /accounts"])
        #expect(text.contains("waiting: /accounts waits for /accounts/tutorial to finish: type 'continue'"), "\(text)")
    }

    @Test(
        "words split on spaces, quotes keep spaces, flags are checked per command",
        arguments: [
            ("open /a --modal", ShellCommand?.some(ShellCommand(name: "open", values: ["/a"], flags: ["--modal"]))),
            ("  login   \"Ada  L\"  ", ShellCommand(name: "login", values: ["Ada  L"], flags: [])),
            ("login ''", ShellCommand(name: "login", values: [""], flags: [])),
            ("   ", nil),
        ])
    func parsing(line: String, expected: ShellCommand?) throws {
        #expect(try ShellCommand(parsing: line) == expected)
    }
}

extension ShellCommand {
    init(name: String, values: [String], flags: Set<String>) {
        self = try! ShellCommand(parsing: ([name] + values.map { "'\($0)'" } + flags.sorted()).joined(separator: " "))!
    }
}
