import SceneHost
import Testing

/// A transition record keeps its fields behind one reference; these checks hold it to value
/// semantics: a copy never changes when another copy is changed, and equality is by fields.
@Suite("Transition records are values")
struct SceneTransitionTests {
    /// One screen for every record (each screen made has its own id).
    static let item = screen("/items/1")

    static func record(cause: String? = "/items/1") -> SceneTransition {
        SceneTransition(kind: .push, added: [item], removed: [], cause: cause)
    }

    @Test("setting a cause, an animation or the user's report on one copy leaves the others as they were")
    func copiesStayApart() {
        let original = Self.record()
        let kept = original
        let caused = kept.caused(by: "/items/2", animation: .left)
        let reported = kept.reportedByUser()
        #expect(original.cause == "/items/1" && original.animation == nil && !original.isUserInitiated)
        #expect(kept.cause == "/items/1" && kept.animation == nil && !kept.isUserInitiated)
        #expect(caused.cause == "/items/2" && caused.animation == .left && !caused.isUserInitiated)
        #expect(reported.isUserInitiated && reported.cause == "/items/1")
        // An unshared record is changed in place; the result is the same.
        let alone = Self.record(cause: nil).caused(by: "/items/3", animation: nil)
        #expect(alone.cause == "/items/3" && alone.added.map(\.path) == ["/items/1"])
        // Neither given: the record as it was.
        #expect(original.caused(by: nil, animation: nil) == original)
    }

    @Test("records with the same fields are equal and hash alike; any field that differs tells them apart")
    func equalityByFields() {
        let first = Self.record()
        let second = Self.record()
        #expect(first == second)
        #expect(Set([first, second]).count == 1)
        #expect(first != first.caused(by: "/other", animation: nil))
        #expect(first != first.caused(by: nil, animation: .top))
        #expect(first != first.reportedByUser())
        #expect(first != SceneTransition(kind: .pop, added: first.added, cause: first.cause))
        #expect(first != SceneTransition(kind: .push, added: first.added, cause: first.cause, tab: "Home"))
    }
}
