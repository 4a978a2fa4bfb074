import PathRouter
import PathRouterTestSupport
import Testing

/// The stack shape after every combination of `modal`, `replace`, `embedInNavigationView` and
/// `shouldPreventDismissal` from every starting shape (the decision table of the README).
@Suite("Navigation decision table")
struct NavigationDecisionTests {
    struct Row: CustomTestStringConvertible, Sendable {
        let start: String
        let modal: Bool
        let replace: Bool
        let embed: Bool
        /// The shape after navigating to `/t`, or `nil` when the navigation is refused.
        let expected: String?
        var testDescription: String {
            "from '\(start)' modal:\(modal) replace:\(replace) embed:\(embed)"
        }
    }

    static let rows: [Row] = [
        // Empty scene: every navigation sets the root.
        Row(start: "", modal: false, replace: false, embed: true, expected: "N[t]"),
        Row(start: "", modal: false, replace: false, embed: false, expected: "S[t]"),
        Row(start: "", modal: false, replace: true, embed: true, expected: "N[t]"),
        Row(start: "", modal: false, replace: true, embed: false, expected: "S[t]"),
        Row(start: "", modal: true, replace: false, embed: true, expected: "N[t]"),
        Row(start: "", modal: true, replace: false, embed: false, expected: "S[t]"),
        Row(start: "", modal: true, replace: true, embed: true, expected: nil),
        Row(start: "", modal: true, replace: true, embed: false, expected: nil),
        // A single-screen root: a push makes a new root (a stack when embedded).
        Row(start: "S[a]", modal: false, replace: false, embed: true, expected: "N[t]"),
        Row(start: "S[a]", modal: false, replace: false, embed: false, expected: "S[t]"),
        Row(start: "S[a]", modal: false, replace: true, embed: true, expected: "N[t]"),
        Row(start: "S[a]", modal: false, replace: true, embed: false, expected: "S[t]"),
        Row(start: "S[a]", modal: true, replace: false, embed: true, expected: "S[a] M(N[t])"),
        Row(start: "S[a]", modal: true, replace: false, embed: false, expected: "S[a] M(S[t])"),
        Row(start: "S[a]", modal: true, replace: true, embed: true, expected: nil),
        Row(start: "S[a]", modal: true, replace: true, embed: false, expected: nil),
        // A root stack: a push lands on it whatever `embedInNavigationView` says.
        Row(start: "N[a,b]", modal: false, replace: false, embed: true, expected: "N[a,b,t]"),
        Row(start: "N[a,b]", modal: false, replace: false, embed: false, expected: "N[a,b,t]"),
        Row(start: "N[a,b]", modal: false, replace: true, embed: true, expected: "N[t]"),
        Row(start: "N[a,b]", modal: false, replace: true, embed: false, expected: "S[t]"),
        Row(start: "N[a,b]", modal: true, replace: false, embed: true, expected: "N[a,b] M(N[t])"),
        Row(start: "N[a,b]", modal: true, replace: false, embed: false, expected: "N[a,b] M(S[t])"),
        Row(start: "N[a,b]", modal: true, replace: true, embed: true, expected: nil),
        Row(start: "N[a,b]", modal: true, replace: true, embed: false, expected: nil),
        // A single-screen modal on top: a push presents above it; replace dismisses modals.
        Row(start: "N[a] M(S[m])", modal: false, replace: false, embed: true, expected: "N[a] M(S[m]) M(N[t])"),
        Row(start: "N[a] M(S[m])", modal: false, replace: false, embed: false, expected: "N[a] M(S[m]) M(S[t])"),
        Row(start: "N[a] M(S[m])", modal: false, replace: true, embed: true, expected: "N[t]"),
        Row(start: "N[a] M(S[m])", modal: false, replace: true, embed: false, expected: "S[t]"),
        Row(start: "N[a] M(S[m])", modal: true, replace: false, embed: true, expected: "N[a] M(S[m]) M(N[t])"),
        Row(start: "N[a] M(S[m])", modal: true, replace: false, embed: false, expected: "N[a] M(S[m]) M(S[t])"),
        Row(start: "N[a] M(S[m])", modal: true, replace: true, embed: true, expected: nil),
        Row(start: "N[a] M(S[m])", modal: true, replace: true, embed: false, expected: nil),
        // A modal stack on top: a push lands in the modal, never under it.
        Row(start: "N[a] M(N[m,n])", modal: false, replace: false, embed: true, expected: "N[a] M(N[m,n,t])"),
        Row(start: "N[a] M(N[m,n])", modal: false, replace: false, embed: false, expected: "N[a] M(N[m,n,t])"),
        Row(start: "N[a] M(N[m,n])", modal: false, replace: true, embed: true, expected: "N[t]"),
        Row(start: "N[a] M(N[m,n])", modal: false, replace: true, embed: false, expected: "S[t]"),
        Row(start: "N[a] M(N[m,n])", modal: true, replace: false, embed: true, expected: "N[a] M(N[m,n]) M(N[t])"),
        Row(start: "N[a] M(N[m,n])", modal: true, replace: false, embed: false, expected: "N[a] M(N[m,n]) M(S[t])"),
        Row(start: "N[a] M(N[m,n])", modal: true, replace: true, embed: true, expected: nil),
        Row(start: "N[a] M(N[m,n])", modal: true, replace: true, embed: false, expected: nil),
        // Nested modals: the top one takes pushes; new modals go above it, never dropped.
        Row(start: "N[a] M(S[m]) M!(N[n])", modal: false, replace: false, embed: true, expected: "N[a] M(S[m]) M!(N[n,t])"),
        Row(start: "N[a] M(S[m]) M!(N[n])", modal: false, replace: false, embed: false, expected: "N[a] M(S[m]) M!(N[n,t])"),
        Row(start: "N[a] M(S[m]) M!(N[n])", modal: false, replace: true, embed: true, expected: "N[t]"),
        Row(start: "N[a] M(S[m]) M!(N[n])", modal: false, replace: true, embed: false, expected: "S[t]"),
        Row(start: "N[a] M(S[m]) M!(N[n])", modal: true, replace: false, embed: true, expected: "N[a] M(S[m]) M!(N[n]) M(N[t])"),
        Row(start: "N[a] M(S[m]) M!(N[n])", modal: true, replace: false, embed: false, expected: "N[a] M(S[m]) M!(N[n]) M(S[t])"),
        Row(start: "N[a] M(S[m]) M!(N[n])", modal: true, replace: true, embed: true, expected: nil),
        Row(start: "N[a] M(S[m]) M!(N[n])", modal: true, replace: true, embed: false, expected: nil),
    ]

    /// Builds a starting shape through the router itself.
    static func start(_ shape: String) async throws -> NavigationRouter {
        let router = try makeRouter(["/a", "/b", "/m", "/n", "/t"])
        let stages: [(String, Bool, Bool, Bool)] =
            switch shape {
            case "": []
            case "S[a]": [("/a", false, false, false)]
            case "N[a,b]": [("/a", false, true, false), ("/b", false, true, false)]
            case "N[a] M(S[m])": [("/a", false, true, false), ("/m", true, false, false)]
            case "N[a] M(N[m,n])": [("/a", false, true, false), ("/m", true, true, false), ("/n", false, true, false)]
            default: [("/a", false, true, false), ("/m", true, false, false), ("/n", true, true, true)]
            }
        for (path, modal, embed, prevent) in stages {
            _ = try await router.navigate(
                toPath: path, embedInNavigationView: embed, modal: modal,
                shouldPreventDismissal: prevent
            ).result.get()
        }
        return router
    }

    @Test("navigating from every shape with every option combination", arguments: rows, [false, true])
    func decision(row: Row, preventDismissal: Bool) async throws {
        let router = try await Self.start(row.start)
        #expect(shape(router.state) == row.start)
        let result = await router.navigate(
            toPath: "/t", replace: row.replace, embedInNavigationView: row.embed, modal: row.modal,
            shouldPreventDismissal: preventDismissal, animation: .bottom
        ).result
        guard let expected = row.expected else {
            #expect(throws: NavigationError.self) { try result.get() }
            #expect((try? result.get()) == nil)
            if case .failure(let error) = result { #expect(error.code == .invalidOptions && error.path == "/t") }
            #expect(shape(router.state) == row.start)
            return
        }
        // `shouldPreventDismissal` marks the new modal only when `modal` presented it.
        var expectedShape = expected
        for presented in [" M(N[t])", " M(S[t])"] where preventDismissal && row.modal && expected.hasSuffix(presented) {
            expectedShape = String(expected.dropLast(presented.count)) + " M!(" + presented.dropFirst(3)
        }
        let outcome = try result.get()
        #expect(shape(router.state) == expectedShape)
        #expect(outcome.transition.animation == .bottom)
        #expect(outcome.screen?.path == "/t")
        #expect(router.state.topScreen?.path == "/t")
        #expect(router.state.isWellFormed)
    }
}
