import SceneHost
import Testing

/// Every operation's record, applied to a copy of the state before it, gives the state after
/// it: a UI that follows the records never needs to read the state.
@Suite("Applying transition records")
struct ApplyTests {
    typealias Operation = (name: String, change: @Sendable (inout SceneState) throws -> SceneTransition)

    static let operations: [Operation] = [
        ("replace root with a stack", { $0.replaceRoot(with: .stack([screen("/home")])) }),
        ("push", { try $0.push(screen("/a")) }),
        ("push several", { try $0.push([screen("/b"), screen("/c")]) }),
        ("pop", { try $0.pop() }),
        ("present a stack that prevents dismissal", { try $0.present(Modal(presentation: .stack([screen("/m")]), preventsDismissal: true)) }),
        ("push into the modal", { try $0.push(screen("/m2")) }),
        ("present a single screen", { try $0.present(Modal(presentation: .single(screen("/alert")))) }),
        ("dismiss", { try $0.dismiss() }),
        (
            "present tabs",
            { try $0.present(Modal(presentation: .tabs(TabContainer(tabs: [.init(name: "x", screens: [screen("/x")]), .init(name: "y", rootPath: "/y")])))) }
        ),
        ("select a modal tab never shown", { try $0.selectTab("y", root: screen("/y")) }),
        ("push into a tab that is not selected, selecting it", { try $0.push([screen("/x2")], intoTab: "x", select: true) }),
        ("pop the selected tab to its root", { try $0.popTabToRoot("x") }),
        ("replace a tab's stack", { try $0.replaceTabStack("y", with: [screen("/y1"), screen("/y2")]) }),
        ("dismiss every modal", { try $0.dismissAll() }),
        ("pop to root", { try $0.popToRoot() }),
        ("remove screens", { state in state.removeScreens { $0.path == "/home" } }),
        ("replace root with a split", { $0.replaceRoot(with: .split(SplitContainer(primary: [screen("/list")]))) }),
        ("show in the secondary column", { try $0.show([screen("/detail")], in: .secondary) }),
        ("show in the supplementary column", { try $0.show([screen("/folder")], in: .supplementary) }),
        ("collapse", { try $0.setCollapsed(true) }),
        ("show in the primary column", { try $0.show([screen("/sidebar")], in: .primary) }),
        (
            "restore",
            { state in
                var other = SceneState()
                _ = other.replaceRoot(with: .stack([screen("/restored")]))
                return state.replace(with: other)
            }
        ),
        (
            "update a screen",
            { state in state.update(state.topScreen!.updated(path: "/restored?x=1", requestedPath: "/restored?x=1", parameters: [:], viewModel: nil))! }
        ),
        (
            "several steps as one record",
            { state in
                var steps = [try state.present(Modal(presentation: .stack([screen("/s1")])))]
                steps.append(try state.push(screen("/s2")))
                steps.append(try state.dismissAll())
                return SceneTransition.combining(steps)
            }
        ),
    ]

    @Test("a state that applies every record equals the state that made them")
    func followsEveryRecord() throws {
        var state = SceneState()
        var mirror = SceneState()
        for operation in Self.operations {
            let record = try operation.change(&state)
            try mirror.apply(record)
            #expect(mirror == state && mirror.description == state.description, "after '\(operation.name)': \(record)\n\(mirror)\nvs\n\(state)")
        }
    }

    @Test("a record that does not fit the state is an error, not a crash")
    func misfit() throws {
        var empty = SceneState()
        #expect(throws: SceneError.self) { try empty.apply(SceneTransition(kind: .pop, removed: [screen("/a")])) }
        #expect(throws: SceneError.self) { try empty.apply(SceneTransition(kind: .present, added: [screen("/a")])) }
        #expect(throws: SceneError.self) { try empty.apply(SceneTransition(kind: .selectTab, tab: "x")) }
    }
}
