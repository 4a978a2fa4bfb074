/// Changes of the top-most stack that a navigation building a back stack, or reusing a
/// screen, is made of. Each returns its own transition record.
extension SceneState {
    /// Pushes several screens onto the top-most navigation stack (the selected tab's, in a tab
    /// container), bottom first.
    /// - Throws: ``SceneError/Code/emptyScene`` or ``SceneError/Code/noNavigationStack``.
    public mutating func push(_ screens: [Screen]) throws(SceneError) -> SceneTransition {
        try requireTopStack()
        let tab = selectedTabOfTop
        if modals.isEmpty { root!.push(contentsOf: screens) } else { modals[modals.count - 1].presentation.push(contentsOf: screens) }
        return SceneTransition(kind: .push, added: screens, tab: tab)
    }

    /// Pops the top-most stack back to the screen `id`, which stays; `nil` when the screen is
    /// not in that stack or is already on top.
    public mutating func popActiveStack(to id: Screen.ID) -> SceneTransition? {
        guard let count = screensAbove(id) else { return nil }
        let tab = selectedTabOfTop
        var removed: [Screen] = []
        removed.reserveCapacity(count)
        // In place: the presentation is not copied.
        for _ in 0..<count {
            if modals.isEmpty { removed.append(root!.pop()) } else { removed.append(modals[modals.count - 1].presentation.pop()) }
        }
        removed.reverse()
        return SceneTransition(kind: .pop, removed: removed, tab: tab)
    }

    // Reads of the top-most presentation as plain values. A change in place must not hold a
    // copy of the presentation: the stack it changes would be copied.

    /// Throws unless the top-most presentation has a navigation stack.
    func requireTopStack() throws(SceneError) {
        // The layout is read in place: a push must not copy the presentation to learn it.
        if let layout = topLayout, layout != .single { return }
        guard let top = topPresentation else { throw SceneError(.emptyScene, "there is no root to push onto") }
        guard top.isNavigationStack else {
            throw SceneError(.noNavigationStack, "the top-most presentation (\(top.top.path)) has no navigation stack")
        }
    }

    /// The selected tab's name when the top-most presentation is a tab container.
    var selectedTabOfTop: String? { topPresentation?.tabs?.selectedTab.name }

    /// How many screens the top-most stack shows above the screen `id`; `nil` when it does not
    /// show it or shows it on top.
    func screensAbove(_ id: Screen.ID) -> Int? {
        guard let stack = topPresentation?.activeStack, let position = stack.firstIndex(where: { $0.id == id }),
            position < stack.count - 1
        else { return nil }
        return stack.count - 1 - position
    }

    /// The id of the last screen of the top-most stack whose (normalised) path is `path`.
    ///
    /// ```swift
    /// if let id = state.lastScreenOfTopStack(withPath: "/products/42") {
    ///     _ = state.popActiveStack(to: id)
    /// }
    /// ```
    public func lastScreenOfTopStack(withPath path: String) -> Screen.ID? {
        topPresentation?.activeStack.last { $0.path == path }?.id
    }

    /// The deepest of `screens` (by normalised path) the top-most stack shows: its index in
    /// `screens`, the id of the last screen of the stack with that path, and whether that
    /// screen is the stack's top; `nil` when the stack shows none of them. A screen of
    /// `screens` without a query is shown by a screen of that path whatever its query (the
    /// form the user fills, `/payments/new?from=7`, is the parent `/payments/new`); one with a
    /// query, by a screen with that query only.
    ///
    /// ```swift
    /// // the stack shows /products; the chain is /products, /products/42, /products/42/reviews
    /// state.deepestShownOfTopStack(chain.dropLast())   // (0, id of /products, true)
    /// ```
    public func deepestShownOfTopStack(_ screens: ArraySlice<Screen>) -> (index: Int, id: Screen.ID, isTop: Bool)? {
        guard let stack = topPresentation?.activeStack, !stack.isEmpty else { return nil }
        for index in screens.indices.reversed() {
            let path = screens[index].path
            if let position = stack.lastIndex(where: { $0.path == path || Self.path($0.path, isWithQuery: path) }) {
                return (index, stack[position].id, position == stack.count - 1)
            }
        }
        return nil
    }

    /// Whether `shown` is `path` followed by a query, and
    /// `path` has no query of its own (one with a query matches that query only).
    private static func path(_ shown: String, isWithQuery path: String) -> Bool {
        let (shown, path) = (shown.utf8, path.utf8)
        guard shown.count > path.count else { return false }
        let cut = shown.index(shown.startIndex, offsetBy: path.count)
        // The byte after the path first: most screens of a stack fail there; the rest is rare.
        return shown[cut] == UInt8(ascii: "?") && shown[..<cut].elementsEqual(path) && !path.contains(UInt8(ascii: "?"))
    }

    /// Where a screen is: in the root or a modal (by index), and in which tab.
    public func location(of id: Screen.ID) -> (modal: Int?, tab: String?)? {
        func tab(in presentation: Presentation) -> String? {
            presentation.tabs?.tabs.first { $0.screens.contains { $0.id == id } }?.name
        }
        for index in modals.indices.reversed() where modals[index].presentation.screens.contains(where: { $0.id == id }) {
            return (index, tab(in: modals[index].presentation))
        }
        if let root, root.screens.contains(where: { $0.id == id }) { return (nil, tab(in: root)) }
        return nil
    }

    /// Brings the screen `id` forward: dismisses the modals above its presentation, selects its
    /// tab, and pops what its stack shows above it. Returns the steps (empty when it is the
    /// visible screen already).
    /// - Throws: ``SceneError/Code/noSuchTab`` if the screen is not in the scene (checked first:
    ///   nothing changes then; the later steps cannot fail once it is found).
    public mutating func bringForward(_ id: Screen.ID) throws(SceneError) -> [SceneTransition] {
        guard let (modal, tab) = location(of: id) else { throw SceneError(.noSuchTab, "the screen \(id) is not in the scene") }
        var steps: [SceneTransition] = []
        if let dismissed = dismissModals(above: modal.map { .modal($0) } ?? .root) { steps.append(dismissed) }
        if let tab, selectedTab != tab { steps.append(try selectTab(tab)) }
        if let popped = popActiveStack(to: id) { steps.append(popped) }
        return steps
    }

    /// Replaces the screen with `screen.id` by `screen` in place (a reused screen's new content).
    /// - Returns: the ``SceneTransition/Kind/updateScreen`` record, or `nil` if no screen has
    ///   that id.
    public mutating func update(_ screen: Screen) -> SceneTransition? {
        func replaced(_ presentation: Presentation) -> Presentation? {
            var presentation = presentation
            switch presentation.content {
            case .single(let old) where old.id == screen.id:
                presentation.content = .single(screen)
            case .stack(var screens):
                guard let index = screens.firstIndex(where: { $0.id == screen.id }) else { return nil }
                screens[index] = screen
                presentation.content = .stack(screens)
            case .tabs(var tabs):
                for tab in tabs.tabs.indices {
                    if let index = tabs.tabs[tab].screens.firstIndex(where: { $0.id == screen.id }) {
                        tabs.tabs[tab].screens[index] = screen
                        presentation.content = .tabs(tabs)
                        return presentation
                    }
                }
                return nil
            case .split(var split):
                if let index = split.primary.firstIndex(where: { $0.id == screen.id }) {
                    split.primary[index] = screen
                } else if let index = split.secondary.firstIndex(where: { $0.id == screen.id }) {
                    split.secondary[index] = screen
                } else if var column = split.supplementary, let index = column.firstIndex(where: { $0.id == screen.id }) {
                    column[index] = screen
                    split.supplementary = column
                } else {
                    return nil
                }
                presentation.content = .split(split)
            default:
                return nil
            }
            return presentation
        }
        for index in modals.indices {
            if let presentation = replaced(modals[index].presentation) {
                modals[index].presentation = presentation
                return SceneTransition(kind: .updateScreen, added: [screen])
            }
        }
        if let root, let presentation = replaced(root) {
            self.root = presentation
            return SceneTransition(kind: .updateScreen, added: [screen])
        }
        return nil
    }
}
