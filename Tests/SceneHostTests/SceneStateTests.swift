import SceneHost
import Testing

@Suite("Scene state")
struct SceneStateTests {
    /// A state, and the layout of its top-most presentation.
    static let topLayouts: [(state: SceneState, layout: Presentation.Layout?)] = [
        (SceneState(), nil),
        (SceneState(root: .single(screen("/a"))), .single),
        (SceneState(root: .stack([screen("/a")])), .stack),
        (SceneState(root: .stack([screen("/a")]), modals: [Modal(presentation: .single(screen("/m")), preventsDismissal: false)]), .single),
        (
            SceneState(
                root: .single(screen("/a")),
                modals: [
                    Modal(presentation: .single(screen("/m")), preventsDismissal: false),
                    Modal(presentation: .stack([screen("/n")]), preventsDismissal: true),
                ]), .stack
        ),
    ]

    @Test(
        "topLayout is the layout of the top-most presentation, as topPresentation has it",
        arguments: topLayouts.indices)
    func topLayout(case index: Int) {
        let (state, layout) = Self.topLayouts[index]
        #expect(state.topLayout == layout)
        #expect(state.topLayout == state.topPresentation?.layout)
    }

    @Test("push, present, pop and dismiss change the top-most presentation")
    func operations() throws {
        var state = SceneState()
        #expect(state.isEmpty)
        let home = screen("/home"), detail = screen("/detail"), settings = screen("/settings"), more = screen("/more")

        let root = state.replaceRoot(with: .stack([home]))
        #expect(root.kind == .replaceRoot && root.added == [home])
        #expect(try state.push(detail).kind == .push)
        #expect(state.topScreen == detail)

        let presented = try state.present(Modal(presentation: .stack([settings]), preventsDismissal: true))
        #expect(presented.kind == .present)
        #expect(try state.push(more).added == [more])
        #expect(state.modals.last?.presentation.screens == [settings, more])
        #expect(state.root?.screens == [home, detail])

        #expect(try state.pop().removed == [more])
        #expect(throws: SceneError.self) { try state.pop() }
        #expect(try state.dismiss().removed == [settings])
        #expect(try state.popToRoot().removed == [detail])
        #expect(state.allScreens == [home])
        #expect(state.isWellFormed)
    }

    @Test(
        "refused operations leave the state unchanged",
        arguments: [
            "pop on an empty scene", "push on an empty scene", "present on an empty scene",
            "pop the last screen", "pop to root at the root", "dismiss with no modal",
            "dismiss all with no modal", "interactive dismissal of a modal that prevents it",
            "push onto a single screen",
        ])
    func refusals(operation: String) {
        var state = SceneState()
        if !operation.hasSuffix("empty scene") {
            _ = state.replaceRoot(with: operation == "push onto a single screen" ? .single(screen("/a")) : .stack([screen("/a")]))
        }
        if operation.hasPrefix("interactive") {
            _ = try? state.present(Modal(presentation: .single(screen("/m")), preventsDismissal: true))
        }
        let before = state
        let expected: SceneError.Code
        do throws(SceneError) {
            switch operation {
            case "pop on an empty scene", "pop the last screen": expected = .nothingToPop; _ = try state.pop()
            case "push on an empty scene": expected = .emptyScene; _ = try state.push(screen("/x"))
            case "present on an empty scene": expected = .emptyScene; _ = try state.present(Modal(presentation: .single(screen("/x"))))
            case "pop to root at the root": expected = .nothingToPop; _ = try state.popToRoot()
            case "dismiss with no modal": expected = .noModal; _ = try state.dismiss()
            case "dismiss all with no modal": expected = .noModal; _ = try state.dismissAll()
            case "push onto a single screen": expected = .noNavigationStack; _ = try state.push(screen("/x"))
            default: expected = .dismissalPrevented; _ = try state.dismiss(interactive: true)
            }
            Issue.record("\(operation) was not refused")
            return
        } catch {
            #expect(error.code == expected)
        }
        #expect(state == before)
    }

    @Test("the app may dismiss a modal that prevents interactive dismissal")
    func programmaticDismissal() throws {
        var state = SceneState(root: .stack([screen("/a")]))
        _ = try state.present(Modal(presentation: .single(screen("/m")), preventsDismissal: true))
        #expect(throws: SceneError.self) { try state.dismiss(interactive: true) }
        #expect(try state.dismiss().kind == .dismiss)
        #expect(state.modals.isEmpty)
    }

    @Test("replacing the root dismisses every modal and reports what went away")
    func replaceRootDismissesModals() throws {
        var state = SceneState(root: .stack([screen("/a"), screen("/b")]))
        _ = try state.present(Modal(presentation: .single(screen("/m"))))
        let transition = state.replaceRoot(with: .single(screen("/new")))
        #expect(transition.removed.map(\.path) == ["/a", "/b", "/m"])
        #expect(state.modals.isEmpty)
        #expect(state.topScreen?.path == "/new")
    }

    @Test("the text rendering shows the root, the stacks and the modals")
    func description() throws {
        var state = SceneState(root: .stack([screen("/home"), screen("/detail")]))
        _ = try state.present(Modal(presentation: .single(screen("/settings")), preventsDismissal: true))
        #expect(
            state.description == """
                root: stack
                ├─ /home
                └─ /detail
                modal 1 (dismissal prevented): single
                └─ /settings
                """)
        #expect(SceneState().description == "(empty scene)")
    }

    @Test("a saved state keeps paths and options only")
    func saved() throws {
        var state = SceneState(root: .stack([screen("/home"), screen("/detail")]))
        _ = try state.present(Modal(presentation: .single(screen("/settings")), preventsDismissal: true))
        #expect(
            state.saved
                == SavedScene(
                    root: .init(paths: ["/home", "/detail"], isNavigationStack: true),
                    modals: [.init(presentation: .init(paths: ["/settings"], isNavigationStack: false), preventsDismissal: true)]))
    }

    @Test("screen ids are unique and grow")
    func screenIDs() {
        let first = screen("/a"), second = screen("/a")
        #expect(first != second)
        #expect(first.id < second.id)
    }
}
