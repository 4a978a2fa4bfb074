@testable import PathRouter
import PathRouterTestSupport
import Testing

@Suite("Case options")
struct CaseOptionTests {
    static let cases: [(path: String, sensitive: String?, insensitive: String?)] = [
        ("/About", nil, "/about"),
        ("/about", "/about", "/about"),
        ("/ABOUT/team", nil, "/about/team"),
        ("/Users/AbC", nil, "/users/:id"),
        ("/users/AbC", "/users/:id", "/users/:id"),
        ("/CAFÉ", nil, nil),  // only ASCII letters fold
        ("/café", "/café", "/café"),
        ("/AB%43", nil, "/abc"),
        // Literals longer than eight bytes are compared past their first eight bytes too.
        ("/Dashboard-SETTINGS", nil, "/dashboard-settings"),
        ("/dashboard-settings", "/dashboard-settings", "/dashboard-settings"),
        ("/dashboard-settingz", nil, nil),
        ("/dashboard-setting", nil, nil),
    ]

    @Test("literals fold ASCII case only when the registry says so; values never change", arguments: cases)
    func caseOptions(path: String, sensitive: String?, insensitive: String?) throws {
        let patterns = ["/about", "/about/team", "/users/:id", "/café", "/abc", "/dashboard-settings"]
        let strict = try registry(patterns)
        let folding = try registry(patterns, options: .init(caseInsensitiveLiterals: true))
        #expect((try? strict.resolve(path))?.route.path == sensitive)
        #expect((try? folding.resolve(path))?.route.path == insensitive)
        if let match = try? folding.resolve(path), match.route.path == "/users/:id" {
            #expect(match.parameters["id"] == "AbC")
        }
    }

    @Test("switching to case-insensitive literals refuses patterns that then collide")
    func switchingOptionsDetectsCollisions() throws {
        let registry = try registry(["/About", "/about"])
        let error = #expect(throws: NavigationError.self) {
            try registry.setOptions(.init(caseInsensitiveLiterals: true))
        }
        #expect(error?.code == .routeConflict)
        #expect(registry.options.caseInsensitiveLiterals == false)
        #expect(try registry.resolve("/About").route.path == "/About")
    }

    @Test("switching options keeps every route")
    func switchingOptionsKeepsRoutes() throws {
        let registry = try registry(["/About", "/users/:id"])
        try registry.setOptions(.init(caseInsensitiveLiterals: true))
        #expect(try registry.resolve("/about").route.path == "/About")
        #expect(try registry.resolve("/USERS/Me").parameters == ["id": "Me"])
    }
}
