/// The navigation state of one headless scene: a root presentation and a stack of modals.
///
/// `SceneState` is a pure value: each operation changes it and returns a ``SceneTransition``
/// that records the change, or throws a ``SceneError`` and leaves it unchanged. It knows
/// nothing about routes; `NavigationRouter` decides which operation a navigation performs.
///
/// ```swift
/// var state = SceneState()
/// _ = state.replaceRoot(with: .stack([home]))
/// _ = try state.push(product)
/// _ = try state.present(Modal(presentation: .single(settings), preventsDismissal: true))
/// print(state.topScreen?.path ?? "-")   // the settings path
/// ```
public struct SceneState: Hashable, Sendable, CustomStringConvertible {
    /// The root presentation, or `nil` while the scene is empty.
    public internal(set) var root: Presentation?
    /// The modals, bottom first: the last one is on top.
    public internal(set) var modals: [Modal]

    /// Creates a state, empty by default.
    public init(root: Presentation? = nil, modals: [Modal] = []) {
        precondition(root != nil || modals.isEmpty, "a scene with modals has a root")
        self.root = root
        self.modals = modals
    }

    /// Whether the scene has no root yet.
    public var isEmpty: Bool {
        if case .none = root { return true }
        return false
    }

    /// How the root lays its screens out, or `nil` for an empty scene.
    public var rootLayout: Presentation.Layout? {
        switch root {
        case .some(let root): root.layout
        case .none: nil
        }
    }

    /// The presentation on top: the top modal's, or the root.
    public var topPresentation: Presentation? { modals.last?.presentation ?? root }

    /// The layout of the top-most presentation (`nil` when the scene is empty), read in place:
    /// cheaper than `topPresentation?.layout`, which copies the presentation first.
    ///
    /// ```swift
    /// if state.topLayout == .stack { _ = try state.push(screen) }
    /// ```
    public var topLayout: Presentation.Layout? {
        modals.isEmpty ? root?.layout : modals[modals.count - 1].presentation.layout
    }

    /// The screen the user sees.
    public var topScreen: Screen? { topPresentation?.top }

    /// Every screen, root first, then each modal's, bottom to top.
    public var allScreens: [Screen] {
        (root?.screens ?? []) + modals.flatMap(\.presentation.screens)
    }

    // MARK: - Operations

    /// Pushes `screen` onto the top-most navigation stack.
    /// - Throws: ``SceneError/Code/emptyScene`` or ``SceneError/Code/noNavigationStack``.
    public mutating func push(_ screen: Screen) throws(SceneError) -> SceneTransition {
        try requireTopStack()
        if modals.isEmpty {
            root!.push(screen)
        } else {
            modals[modals.count - 1].presentation.push(screen)
        }
        return SceneTransition(kind: .push, added: [screen])
    }

    /// Presents `modal` above everything, including other modals.
    /// - Throws: ``SceneError/Code/emptyScene`` (there is nothing to present over).
    public mutating func present(_ modal: Modal) throws(SceneError) -> SceneTransition {
        guard root != nil else {
            throw SceneError(.emptyScene, "there is no root to present over")
        }
        modals.append(modal)
        return SceneTransition(
            kind: .present, added: modal.presentation.screens, presentation: modal.presentation,
            preventsDismissal: modal.preventsDismissal)
    }

    /// Replaces the root with `presentation`, dismissing every modal.
    public mutating func replaceRoot(with presentation: Presentation) -> SceneTransition {
        let removed = allScreens
        root = presentation
        modals = []
        return SceneTransition(kind: .replaceRoot, added: presentation.screens, removed: removed, presentation: presentation)
    }

    /// Pops the top screen of the top-most navigation stack.
    /// - Throws: ``SceneError/Code/nothingToPop`` when that stack has one screen or there is no
    ///   stack on top.
    public mutating func pop() throws(SceneError) -> SceneTransition {
        try requireTop(\.canPop) { "the top-most presentation shows only \($0.path)" }
        let removed: Screen
        if modals.isEmpty {
            removed = root!.pop()
        } else {
            removed = modals[modals.count - 1].presentation.pop()
        }
        return SceneTransition(kind: .pop, removed: [removed])
    }

    /// Throws ``SceneError/Code/nothingToPop`` unless the top-most presentation can be popped
    /// as `canPop` says (a separate function: no copy of it lives while it is changed).
    private func requireTop(_ canPop: (Presentation) -> Bool, otherwise message: (Screen) -> String) throws(SceneError) {
        guard let top = topPresentation else { throw SceneError(.nothingToPop, "the scene is empty") }
        guard canPop(top) else { throw SceneError(.nothingToPop, message(top.top)) }
    }

    /// Pops the top-most navigation stack to its first screen.
    /// - Throws: ``SceneError/Code/nothingToPop`` when it is already there.
    public mutating func popToRoot() throws(SceneError) -> SceneTransition {
        try requireTop(\.canPopToRoot) { "the top-most presentation is already at its root (\($0.path))" }
        let removed: [Screen]
        if modals.isEmpty {
            removed = root!.popToRoot()
        } else {
            removed = modals[modals.count - 1].presentation.popToRoot()
        }
        return SceneTransition(kind: .popToRoot, removed: removed)
    }

    /// Dismisses the top modal.
    ///
    /// - Parameter interactive: `true` when the user dismisses (a swipe, a back gesture): a
    ///   modal that prevents dismissal refuses it. The app's own dismissal (`false`, the
    ///   default, like a Close button) always succeeds.
    /// - Throws: ``SceneError/Code/noModal`` or ``SceneError/Code/dismissalPrevented``.
    public mutating func dismiss(interactive: Bool = false) throws(SceneError) -> SceneTransition {
        guard let top = modals.last else {
            throw SceneError(.noModal, "no modal is presented")
        }
        if interactive && top.preventsDismissal {
            throw SceneError(.dismissalPrevented, "the modal showing \(top.presentation.top.path) prevents interactive dismissal")
        }
        modals.removeLast()
        return SceneTransition(kind: .dismiss, removed: top.presentation.screens)
    }

    /// Dismisses every modal.
    /// - Throws: ``SceneError/Code/noModal`` when none is presented.
    public mutating func dismissAll() throws(SceneError) -> SceneTransition {
        guard !modals.isEmpty else {
            throw SceneError(.noModal, "no modal is presented")
        }
        let removed = modals.flatMap(\.presentation.screens)
        modals = []
        return SceneTransition(kind: .dismissAll, removed: removed)
    }

    /// Removes every screen for which `shouldRemove` is true: stacks shrink, a modal left with
    /// no screen is dismissed, and a root left with no screen empties the scene (its modals go
    /// too).
    public mutating func removeScreens(where shouldRemove: (Screen) -> Bool) -> SceneTransition {
        let before = allScreens
        if let root, let kept = root.removing(where: shouldRemove) {
            self.root = kept
            modals = modals.compactMap { modal in
                modal.presentation.removing(where: shouldRemove).map { Modal(presentation: $0, preventsDismissal: modal.preventsDismissal, id: modal.id) }
            }
        } else {
            root = nil
            modals = []
        }
        let remaining = Set(allScreens.map(\.id))
        return SceneTransition(kind: .removeScreens, removed: before.filter { !remaining.contains($0.id) })
    }

    /// Replaces the whole state (for a restore).
    public mutating func replace(with state: SceneState) -> SceneTransition {
        let removed = allScreens
        self = state
        return SceneTransition(kind: .restore, added: state.allScreens, removed: removed, restoredState: state)
    }

    // MARK: - Invariants

    /// Whether the state is well-formed: modals only above a root, no empty presentation,
    /// every screen id unique.
    public var isWellFormed: Bool {
        if root == nil && !modals.isEmpty { return false }
        let presentations = (root.map { [$0] } ?? []) + modals.map(\.presentation)
        for presentation in presentations where !presentation.isWellFormed {
            return false
        }
        let ids = allScreens.map(\.id)
        return Set(ids).count == ids.count
    }

    // MARK: - Text

    /// A small tree of the state, for logs, samples and test failures.
    ///
    /// ```
    /// root: stack
    /// ├─ /home [HomeViewModel]
    /// └─ /products/42 [ProductViewModel]
    /// modal 1 (dismissal prevented): single
    /// └─ /settings [SettingsViewModel]
    /// ```
    public var description: String {
        guard let root else { return "(empty scene)" }
        var lines: [String] = []
        func list(_ screens: [Screen], indent: String) {
            for (index, screen) in screens.enumerated() {
                lines.append(indent + (index == screens.count - 1 ? "└─ " : "├─ ") + screen.description)
            }
        }
        func render(_ title: String, _ presentation: Presentation) {
            lines.append("\(title): \(presentation.layout)")
            switch presentation.content {
            case .single, .stack:
                list(presentation.screens, indent: "")
            case .tabs(let tabs):
                for (index, tab) in tabs.tabs.enumerated() {
                    let selected = index == tabs.selectedIndex ? " (selected)" : ""
                    lines.append("tab \(tab.name)\(selected)\(tab.screens.isEmpty ? ": not shown yet" : "")")
                    list(tab.screens, indent: "   ")
                }
            case .split(let split):
                lines.append("primary\(split.isCollapsed ? " (collapsed)" : "")")
                list(split.primary, indent: "   ")
                if let supplementary = split.supplementary {
                    lines.append("supplementary\(supplementary.isEmpty ? ": empty" : "")")
                    list(supplementary, indent: "   ")
                }
                lines.append("secondary\(split.secondary.isEmpty ? ": empty" : "")")
                list(split.secondary, indent: "   ")
            }
        }
        render("root", root)
        for (index, modal) in modals.enumerated() {
            render("modal \(index + 1)\(modal.preventsDismissal ? " (dismissal prevented)" : "")", modal.presentation)
        }
        return lines.joined(separator: "\n")
    }
}
