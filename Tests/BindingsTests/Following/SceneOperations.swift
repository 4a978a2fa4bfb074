import PathRouter

/// Operations on a scene's state, each returning its transition record: a table that makes
/// every kind of record, and random ones for seeded runs. Screens under `/form` are guarded
/// and `/login` is the login screen in the rules the tests use, so the marks are followed too.
enum SceneOperations {
    typealias Operation = (name: String, change: (inout SceneState) throws -> SceneTransition)

    static func screen(_ path: String) -> Screen {
        Screen(pattern: path, path: path, viewModel: nil)
    }

    static var table: [Operation] {
        [
            ("replace root with a stack", { $0.replaceRoot(with: .stack([screen("/home")])) }),
            ("push", { try $0.push(screen("/a")) }),
            ("push several, a guarded one among them", { try $0.push([screen("/form"), screen("/c")]) }),
            ("pop", { try $0.pop() }),
            ("present the login screen, preventing dismissal", { try $0.present(Modal(presentation: .stack([screen("/login")]), preventsDismissal: true)) }),
            ("push into the modal", { try $0.push(screen("/m2")) }),
            ("present a single screen", { try $0.present(Modal(presentation: .single(screen("/alert")))) }),
            ("dismiss", { try $0.dismiss() }),
            (
                "present tabs",
                {
                    try $0.present(
                        Modal(presentation: .tabs(TabContainer(tabs: [.init(name: "x", screens: [screen("/x")]), .init(name: "y", rootPath: "/y")]))))
                }
            ),
            ("select a modal tab never shown", { try $0.selectTab("y", root: screen("/y")) }),
            ("push into a tab that is not selected", { try $0.push([screen("/x2"), screen("/x3")], intoTab: "x", select: false) }),
            (
                "the user pops a tab that is not selected",
                { state in
                    let record = SceneTransition(kind: .pop, removed: [state.stack(ofTab: "x")!.last!], tab: "x")
                    try state.apply(record)
                    return record
                }
            ),
            ("push into a tab that is not selected, selecting it", { try $0.push([screen("/form/2")], intoTab: "x", select: true) }),
            ("pop the selected tab to its root", { try $0.popTabToRoot("x") }),
            ("select the selected tab again", { try $0.selectTab("x") }),
            ("replace a tab's stack", { try $0.replaceTabStack("y", with: [screen("/y1"), screen("/y2")]) }),
            ("dismiss every modal", { try $0.dismissAll() }),
            ("pop to root", { try $0.popToRoot() }),
            ("remove screens", { state in state.removeScreens { $0.path == "/c" } }),
            ("replace root with a split", { $0.replaceRoot(with: .split(SplitContainer(primary: [screen("/list")], supplementary: []))) }),
            ("show in the secondary column", { try $0.show([screen("/detail")], in: .secondary) }),
            ("push in the split", { try $0.push(screen("/detail/2")) }),
            ("show in the supplementary column", { try $0.show([screen("/folder")], in: .supplementary) }),
            ("collapse", { try $0.setCollapsed(true) }),
            ("push in the collapsed split", { try $0.push(screen("/folder/2")) }),
            ("pop in the collapsed split", { try $0.pop() }),
            ("expand", { try $0.setCollapsed(false) }),
            ("show in the primary column", { try $0.show([screen("/sidebar")], in: .primary) }),
            (
                "restore",
                { state in
                    var other = SceneState()
                    _ = other.replaceRoot(with: .stack([screen("/restored"), screen("/form/r")]))
                    return state.replace(with: other)
                }
            ),
            (
                "update a screen below the top",
                { state in
                    let below = state.root!.screens[0]
                    return state.update(below.updated(path: "/restored?x=1", requestedPath: "/restored?x=1", parameters: ["x": "1"], viewModel: nil))!
                }
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
            (
                "bring a screen forward",
                { state in
                    _ = try state.present(Modal(presentation: .stack([screen("/s3")])))
                    return SceneTransition.combining(try state.bringForward(state.root!.screens[0].id))
                }
            ),
        ]
    }

    static let paths = ["/a", "/b", "/form", "/login", "/c/1", "/c/2"]

    /// One random operation on `state` (a screen, a stack, tabs, a split, a modal, a user's
    /// report), with its name and record; `nil` when the scene refused it.
    static func random(on state: inout SceneState, _ random: inout SeededRandom) -> (String, SceneTransition)? {
        let path = random.pick(paths)
        let screens = state.allScreens
        let anyScreen = screens.isEmpty ? nil : screens[random.below(screens.count)]
        let tab = random.pick(["x", "y", "z"])
        let coin = random.below(2) == 0
        let column = random.pick([SplitContainer.Column.primary, .supplementary, .secondary])
        let emptyStack = random.below(3) == 0
        let tabs = TabContainer(tabs: [.init(name: "x", screens: [screen("/x")]), .init(name: "y"), .init(name: "z", screens: [screen("/z")])])
        let operations: [Operation] = [
            ("replace root with a stack", { $0.replaceRoot(with: .stack([screen(path)])) }),
            ("replace root with tabs", { $0.replaceRoot(with: .tabs(tabs)) }),
            ("replace root with a split", { $0.replaceRoot(with: .split(SplitContainer(primary: [screen("/list")], supplementary: coin ? nil : []))) }),
            ("push \(path)", { try $0.push(screen(path)) }),
            ("push two", { try $0.push([screen(path), screen(path + "/2")]) }),
            ("push \(path)", { try $0.push(screen(path)) }),
            ("pop", { try $0.pop() }),
            ("pop to root", { try $0.popToRoot() }),
            ("present a stack", { try $0.present(Modal(presentation: .stack([screen(path)]), preventsDismissal: path == "/login")) }),
            ("present a single screen", { try $0.present(Modal(presentation: .single(screen(path)))) }),
            ("present tabs", { try $0.present(Modal(presentation: .tabs(tabs))) }),
            ("dismiss", { try $0.dismiss() }),
            ("dismiss all", { try $0.dismissAll() }),
            ("select tab \(tab)", { try $0.selectTab(tab, root: screen("/" + tab)) }),
            ("push into tab \(tab)", { try $0.push([screen(path)], intoTab: tab, select: coin) }),
            ("pop tab \(tab) to root", { try $0.popTabToRoot(tab) }),
            ("replace tab \(tab)'s stack", { try $0.replaceTabStack(tab, with: emptyStack ? [] : [screen(path)]) }),
            ("show in a column", { try $0.show([screen(path)], in: column) }),
            ("collapse or expand", { try $0.setCollapsed(coin) }),
            (
                "update a screen",
                { state in
                    guard let anyScreen else { throw SceneError(.emptyScene, "empty") }
                    return state.update(anyScreen.updated(path: path, requestedPath: path, parameters: ["p": path], viewModel: nil))!
                }
            ),
            ("remove \(path) screens", { state in state.removeScreens { $0.path == path } }),
            (
                "bring a screen forward",
                { state in
                    guard let anyScreen else { throw SceneError(.emptyScene, "empty") }
                    let steps = try state.bringForward(anyScreen.id)
                    guard !steps.isEmpty else { throw SceneError(.nothingToPop, "already forward") }
                    return SceneTransition.combining(steps)
                }
            ),
            ("close a screen", { state in try state.close(anyScreen?.id ?? Screen.ID(rawValue: 0)) }),
            ("the user pops", { state in try state.userPopped(anyScreen?.id ?? Screen.ID(rawValue: 0)) }),
            ("the user dismisses", { state in try state.userDismissed(modalHolding: anyScreen?.id ?? Screen.ID(rawValue: 0)) }),
            ("the user selects tab \(tab)", { state in try state.userSelectedTab(tab) ?? SceneTransition(kind: .sequence) }),
            (
                "restore",
                { state in
                    var other = SceneState()
                    _ = other.replaceRoot(with: .stack([screen("/restored"), screen(path)]))
                    return state.replace(with: other)
                }
            ),
        ]
        let operation = operations[random.below(operations.count)]
        var changed = state
        guard let record = try? operation.change(&changed) else { return nil }
        state = changed
        return (operation.name, record)
    }
}
