import PathRouter
import PathRouterTesting
import Testing

/// Split columns through the test kit: each step's tree and records.
@Suite("Split columns, with the test kit")
struct SplitColumnsKitTests {
    @Test("show(_:in:) replaces a column and empties the ones to its right, one record each")
    func columns() async throws {
        let test = try NavigationTest(modules: [], mode: .relaxed) { registry in
            try registry.bind(
                routes: ["/home", "/list", "/list/:id", "/detail"].map {
                    NavigationRoute(
                        path: $0, type: ReusableModel.self, requiresAuthentication: false,
                        placement: $0 == "/list/:id" ? RoutePlacement(parent: "/list") : nil)
                })
        }
        let main = try test.scene()
        try await main.perform { $0.setSplit(primaryPath: "/home") }
        try await main.perform { $0.show("/list/3", in: .supplementary) }
        try await main.perform { $0.show("/detail", in: .secondary) }
        try main.expectTransitions(["replaceRoot +/home", "showInSupplementary +/list, +/list/3", "showInSecondary +/detail"])
        try main.expectState(
            """
            root: split
            primary
               └─ /home [ReusableModel]
            supplementary
               ├─ /list [ReusableModel]
               └─ /list/3 [ReusableModel]
            secondary
               └─ /detail [ReusableModel]
            """)
        try await main.perform { $0.show("/home", in: .primary) }
        try main.expectTransitions(["showInPrimary +/home -/home, -/list, -/list/3, -/detail"])
        try main.expectState(
            """
            root: split
            primary
               └─ /home [ReusableModel]
            supplementary: empty
            secondary: empty
            """)
        try test.finish()
    }
}
