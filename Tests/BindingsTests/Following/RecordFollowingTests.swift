import PathRouter
import PathRouterBindings
import Testing

/// A projection that follows the scene's transition records (what ``SceneModel`` does, at the
/// cost of what each change changed) equals the projection of the scene's state after every
/// record: for each kind of record, and for seeded random runs over every operation a scene has.
@Suite("Following a scene by its records")
struct RecordFollowingTests {
    static let rules = SceneProjection.Rules(loginPath: "/login", isGuarded: { $0.path.hasPrefix("/form") })

    @Test("every kind of record, applied to the projection before it, gives the projection after it")
    func everyKind() throws {
        var state = SceneState()
        var followed = SceneProjection(state, rules: Self.rules)
        var kinds: Set<SceneTransition.Kind> = []
        for operation in SceneOperations.table {
            let record = try operation.change(&state)
            kinds.insert(record.kind)
            let whole = SceneProjection(state, rules: Self.rules)
            followed = followed.following(record, rules: Self.rules) ?? whole
            #expect(followed == whole, "after '\(operation.name)' (\(record)):\n\(followed)\nvs\n\(whole)")
        }
        #expect(kinds.count == 19, "the table covers every kind: \(kinds.map(\.rawValue).sorted())")
    }

    @Test("only a restore and screens removed anywhere are projected whole")
    func wholeOnlyWhenScattered() throws {
        var state = SceneState()
        var followed = SceneProjection(state, rules: Self.rules)
        for operation in SceneOperations.table {
            let record = try operation.change(&state)
            let applied = followed.following(record, rules: Self.rules)
            let scattered = [.restore, .removeScreens].contains(record.kind)
            #expect((applied == nil) == scattered, "'\(operation.name)' (\(record.kind))")
            followed = applied ?? SceneProjection(state, rules: Self.rules)
        }
    }

    @Test("seeded random runs: the followed projection equals the whole one after every record", arguments: Array(UInt64(1)...40))
    func randomRuns(seed: UInt64) {
        var random = SeededRandom(seed: seed)
        var state = SceneState()
        var followed = SceneProjection(state, rules: Self.rules)
        var done: [String] = []
        for _ in 0..<300 {
            guard let (name, record) = SceneOperations.random(on: &state, &random) else { continue }
            done.append(name)
            let whole = SceneProjection(state, rules: Self.rules)
            followed = followed.following(record, rules: Self.rules) ?? whole
            guard followed == whole else {
                // The operations so far are the shortest run: each depends on the state the
                // ones before it made.
                Issue.record(
                    "seed \(seed), after \(done.count) operations (\(done.joined(separator: ", "))), the record \(record) gave\n\(followed)\nbut the state projects to\n\(whole)"
                )
                return
            }
        }
    }

    @Test("a record that does not fit the projection gives nil, not a crash")
    func misfit() {
        let empty = SceneProjection(SceneState(), rules: Self.rules)
        #expect(empty.following(SceneTransition(kind: .pop, removed: [SceneOperations.screen("/a")]), rules: Self.rules) == nil)
        #expect(empty.following(SceneTransition(kind: .push, added: [SceneOperations.screen("/a")]), rules: Self.rules) == nil)
        #expect(empty.following(SceneTransition(kind: .selectTab, tab: "x"), rules: Self.rules) == nil)
        #expect(empty.following(SceneTransition(kind: .dismiss), rules: Self.rules) == nil)
    }

    @Test("a stack of 100,000 screens is made, compared and freed without recursion")
    func longStack() {
        var state = SceneState()
        _ = state.replaceRoot(with: .stack([SceneOperations.screen("/home")]))
        var followed = SceneProjection(state, rules: Self.rules)
        for index in 0..<100_000 {
            followed = followed.following(SceneTransition(kind: .push, added: [SceneOperations.screen("/s/\(index)")]), rules: Self.rules)!
        }
        #expect(followed.root?.activeStack?.count == 100_001)
        let popped = followed.following(SceneTransition(kind: .popToRoot), rules: Self.rules)!
        #expect(popped.root?.activeStack?.count == 1)
        #expect(followed.steps(to: popped).count == 1)
        followed = popped
        #expect(followed.items.count == 1)
    }
}
