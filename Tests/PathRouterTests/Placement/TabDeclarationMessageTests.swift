import PathRouter
import PathRouterTestSupport
import Testing

/// A refused tab declaration says which rule it broke, naming what broke it.
@Suite("Tab declaration messages")
struct TabDeclarationMessageTests {
    struct Case: Sendable, CustomTestStringConvertible {
        let name: String
        let tabs: [TabDefinition]
        let selected: String?
        let code: NavigationError.Code
        let description: String
        var testDescription: String { name }
    }

    static let cases: [Case] = [
        Case(
            name: "no tabs", tabs: [], selected: nil, code: .invalidOptions,
            description: "invalidOptions 'setTabs([])': setTabs needs at least one tab"),
        Case(
            name: "a name twice", tabs: [TabDefinition(name: "home", rootPath: "/home"), TabDefinition(name: "home", rootPath: "/news")],
            selected: nil, code: .invalidOptions,
            description: "invalidOptions 'home': the tab name 'home' is given twice (tabs: home, home)"),
        Case(
            name: "a selected tab that is not declared", tabs: [TabDefinition(name: "home", rootPath: "/home")], selected: "catalog",
            code: .noSuchTab, description: "noSuchTab 'catalog': the tab to select, 'catalog', is not among the tabs (home)"),
    ]

    @Test("setTabs refuses with a message that says what is wrong, and changes nothing", arguments: cases)
    func messages(testCase: Case) async throws {
        let app = try await TabbedApp(tabs: false)
        let before = app.router.state
        let error = try #require(await app.router.setTabs(testCase.tabs, selected: testCase.selected).error)
        #expect(error.code == testCase.code)
        #expect(error.description == testCase.description)
        #expect(app.router.state == before && app.router.tabDefinitions.isEmpty)
    }
}
