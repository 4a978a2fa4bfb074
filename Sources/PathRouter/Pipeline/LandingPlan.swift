import SceneHost

/// What a landing does to a scene, in one place, pure (no app code, no lock): the decision
/// table for one screen (``Decision``), chains of screens and tabs, split columns, and a
/// reused screen brought forward. The dry run that finds the screens a landing would remove
/// (for their leave guards) and the commit apply the same plan: the dry run to a copy of the
/// state with screens that have no view model, the commit to the scene atomically.
///
/// ```swift
/// let plan = LandingPlan(shape: .push, tab: nil, declaredTabs: [])
/// var copy = state
/// let screen = Screen(pattern: "/a/:id", path: "/a/1", viewModel: nil)
/// let removed = try plan.apply(request, .new(screen, chain: []), to: &copy).removed
/// ```
struct LandingPlan {
    /// What lands.
    enum Target {
        /// A new screen; with parents, `chain` is the whole chain (outermost first, the screen
        /// last), else empty (no array is made for the common single screen).
        case new(Screen, chain: [Screen])
        /// A screen the scene shows, brought forward and, for a commit, replaced by `updated`
        /// (its new parameters and view model).
        case reused(Screen.ID, updated: Screen?)
    }

    /// Where the screen lands, decided at admission from the request's options.
    let shape: LandingShape
    /// The tab the screen lands in, if any.
    let tab: String?
    /// The scene's declared tabs, when a landing in one of them may have to install them again
    /// (a logout emptied every tab); empty otherwise.
    let declaredTabs: [TabDefinition]

    /// Whether landing `request` on `state` certainly removes no screen, found without a dry
    /// run: one screen pushed or presented, no reuse, no placement, and a decision that
    /// removes nothing.
    static func removesNothing(_ request: NavigationRequest, admission: NavigationRouter.Admission, reused: Screen?, state: SceneState) -> Bool {
        let shape = admission.shape
        guard shape == .push || shape == .modal || shape == .replace, admission.parents.isEmpty, admission.tab == nil,
            state.rootLayout != .tabs, reused == nil
        else { return false }
        return !Decision.decide(request, shape: shape, state: state).removesScreens
    }

    /// Lands `target` as `request` asks, on `state`.
    func apply(_ request: NavigationRequest, _ target: Target, to state: inout SceneState) throws(NavigationError) -> SceneTransition {
        switch target {
        case .new(let screen, let chain):
            return try placeNew(request, screen: screen, chain: chain, to: &state)
        case .reused(let id, let updated):
            do throws(SceneError) {
                var steps = try state.bringForward(id)
                if let updated, let update = state.update(updated) { steps.append(update) }
                return SceneTransition.combining(steps).caused(by: request.path, animation: request.animation)
            } catch {
                throw NavigationError(error, path: request.path)
            }
        }
    }

    private func placeNew(
        _ request: NavigationRequest, screen: Screen, chain: [Screen], to state: inout SceneState
    ) throws(NavigationError) -> SceneTransition {
        var whole: [Screen] { chain.isEmpty ? [screen] : chain }
        let tabsToInstall: [TabDefinition]?
        switch shape {
        case .split:
            return state.replaceRoot(with: .split(SplitContainer(primary: [screen]))).caused(by: request.path, animation: request.animation)
        case .column:
            guard let column = request.column else { return try Self.placeChain(whole, tab: tab, shape: shape, request: request, state: &state) }
            return try Self.show(whole, in: column, request: request, state: &state)
                .caused(by: request.path, animation: request.animation)
        case .tabs, .modalTabs:
            tabsToInstall = request.installTabs
        case .push, .replace, .modal:
            // A scene that lost its declared tabs' container gets it back (see `declaredTabs`).
            tabsToInstall =
                shape != .modal && !declaredTabs.isEmpty && state.rootLayout != .tabs && declaredTabs.contains { $0.name == tab }
                    && tab.flatMap(state.tabContainer(containing:)) == nil ? declaredTabs : nil
        }
        if let tabsToInstall, let tab {
            let container = TabContainer(
                tabs: tabsToInstall.map { definition in
                    TabContainer.Tab(name: definition.name, screens: definition.name == tab ? whole : [], rootPath: definition.rootPath)
                }, selected: tab)
            if shape == .modalTabs {
                // A tab container presented as a modal (``NavigationRouter/presentTabs(_:selected:preventsDismissal:)``).
                do throws(SceneError) {
                    return try state.present(Modal(presentation: .tabs(container), preventsDismissal: request.shouldPreventDismissal))
                        .caused(by: request.path, animation: request.animation)
                } catch {
                    throw NavigationError(error, path: request.path)
                }
            }
            return state.replaceRoot(with: .tabs(container)).caused(by: request.path, animation: request.animation)
        }
        if chain.isEmpty && tab == nil && state.rootLayout != .tabs {
            // One screen in a scene without tabs: the decision table's single step.
            let plan = Decision.decide(request, shape: shape, state: state)
            do throws(SceneError) {
                return try plan.apply(screen, to: &state).caused(by: request.path, animation: request.animation)
            } catch {
                throw NavigationError(error, path: request.path)
            }
        }
        return try Self.placeChain(whole, tab: tab, shape: shape, request: request, state: &state)
    }

    /// The decision table (the first row that applies wins; T is the top-most presentation: the
    /// top modal's, or the root):
    ///
    /// | # | options | scene | effect |
    /// |---|---|---|---|
    /// | 1 | `modal` and `replace` | any | refused: ``NavigationError/Code/invalidOptions``, by admission (``LandingShape/init(_:)``): such a request never reaches the plan |
    /// | 2 | `modal` | empty | the screen becomes the root (a stack if `embedInNavigationView`): there is nothing to present over |
    /// | 3 | `modal` | has a root | present a modal above every other modal (a stack if `embedInNavigationView`), recording `shouldPreventDismissal` |
    /// | 4 | `replace` | any | the screen becomes the root (a stack if `embedInNavigationView`); every modal is dismissed |
    /// | 5 | push | empty | the screen becomes the root (a stack if `embedInNavigationView`) |
    /// | 6 | push | T is a navigation stack | push onto T |
    /// | 7 | push | T is a single-screen modal | present the screen as a new modal above it (a stack if `embedInNavigationView`) |
    /// | 8 | push | T is a single-screen root, `embedInNavigationView` | the root becomes a new stack holding the screen |
    /// | 9 | push | T is a single-screen root, not embedded | the screen replaces the root |
    ///
    /// `animation` is recorded on the transition in every row. `shouldPreventDismissal` only
    /// applies to a modal the request presents (row 3); elsewhere it has no effect.
    enum Decision: Equatable {
        case setRoot(embedded: Bool)
        case present(embedded: Bool, preventsDismissal: Bool)
        case push

        /// Whether applying it can remove screens (a new root replaces them; a push or a modal
        /// removes none).
        var removesScreens: Bool {
            if case .setRoot = self { return true }
            return false
        }

        static func decide(_ request: NavigationRequest, shape: LandingShape, state: SceneState) -> Decision {
            if shape == .modal {
                return state.isEmpty
                    ? .setRoot(embedded: request.embedInNavigationView)
                    : .present(embedded: request.embedInNavigationView, preventsDismissal: request.shouldPreventDismissal)
            }
            if shape == .replace { return .setRoot(embedded: request.embedInNavigationView) }
            guard let layout = state.topLayout else { return .setRoot(embedded: request.embedInNavigationView) }
            if layout != .single { return .push }
            if !state.modals.isEmpty { return .present(embedded: request.embedInNavigationView, preventsDismissal: false) }
            return .setRoot(embedded: request.embedInNavigationView)
        }

        /// Applies the plan: the scene changes as one step, or not at all.
        func apply(_ screen: Screen, to state: inout SceneState) throws(SceneError) -> SceneTransition {
            switch self {
            case .setRoot(let embedded):
                return state.replaceRoot(with: .of(screen, embedded: embedded))
            case .present(let embedded, let preventsDismissal):
                return try state.present(Modal(presentation: .of(screen, embedded: embedded), preventsDismissal: preventsDismissal))
            case .push:
                return try state.push(screen)
            }
        }
    }
}

/// Landing a chain of screens (a placed route's parents and its target, or a multi-path
/// navigation), and the decision table's rows for scenes with tabs. One atomic change: every
/// step is applied to the same state in the commit, and their records are combined into one.
extension LandingPlan {
    /// Lands `chain` (outermost first, the target last) in `state`.
    ///
    /// - `modal`: the chain is presented as one modal (a stack when it has several screens or
    ///   `embedInNavigationView`).
    /// - `replace`, with a tab that a tab container of the scene has (the top-most one that
    ///   has it: a modal's, else the root's): that tab's stack is replaced by the chain and the
    ///   tab selected, the modals above the container dismissed. Otherwise, in a scene whose
    ///   root is a tab container, the root's selected tab; elsewhere the chain becomes the root.
    /// - push, with a tab that a tab container of the scene has: the modals above that
    ///   container are dismissed (its tab bar is under them), the tab selected (a tab never
    ///   shown gets the chain's first screen as its root), then the chain continues the tab's
    ///   stack (below).
    /// - push, otherwise: the chain continues the top-most stack; on a scene with no stack on
    ///   top the decision table's rows apply, with the chain as a stack.
    ///
    /// A chain *continues* a stack from the deepest screen of the chain the stack already
    /// shows (same path): what is above that screen is popped and the rest of the chain pushed;
    /// if the stack shows none of the chain, the whole chain is pushed on top.
    ///
    /// The record's cause is the request's path, and its animation the request's.
    static func placeChain(
        _ chain: [Screen], tab: String?, shape: LandingShape, request: NavigationRequest,
        state: inout SceneState
    ) throws(NavigationError) -> SceneTransition {
        do throws(SceneError) {
            return SceneTransition.combining(
                try steps(chain, tab: tab, shape: shape, request: request, state: &state),
                cause: request.path, animation: request.animation)
        } catch {
            throw NavigationError(error, path: request.path)
        }
    }

    /// All or nothing: every step that can throw is checked before the first change (the tab
    /// exists, the top-most presentation has a stack), so a refusal leaves `state` as it was.
    private static func steps(
        _ chain: [Screen], tab: String?, shape: LandingShape, request: NavigationRequest,
        state: inout SceneState
    ) throws(SceneError) -> [SceneTransition] {
        let embedded = request.embedInNavigationView || chain.count > 1
        let presentation: Presentation = embedded ? .stack(chain) : .single(chain[chain.count - 1])
        if shape == .modal {
            if state.isEmpty { return [state.replaceRoot(with: presentation)] }
            return [try state.present(Modal(presentation: presentation, preventsDismissal: request.shouldPreventDismissal))]
        }
        // Plain values only: no copy of the container may live while the state changes.
        let container = tab.flatMap { state.tabContainer(containing: $0) }
        if shape == .replace {
            let name: String
            let place: SceneState.ContainerPlace
            if let tab, let container {
                (name, place) = (tab, container.place)
            } else if let selected = state.root?.tabs?.selectedTab.name {
                (name, place) = (selected, .root)
            } else {
                return [state.replaceRoot(with: presentation)]
            }
            var steps: [SceneTransition] = []
            if let dismissed = state.dismissModals(above: place) { steps.append(dismissed) }
            steps.append(try state.replaceTabStack(name, with: chain))
            if state.selectedTab != name { steps.append(try state.selectTab(name)) }
            return steps
        }
        if let tab, let container {
            var steps: [SceneTransition] = []
            steps.reserveCapacity(3)
            if let dismissed = state.dismissModals(above: container.place) { steps.append(dismissed) }
            if container.tabIsEmpty {
                steps.append(try state.selectTab(tab, root: chain[0]))
                try continueStack(with: chain.dropFirst(), in: &state, steps: &steps)
                return steps
            }
            if state.selectedTab != tab { steps.append(try state.selectTab(tab)) }
            try continueStack(with: chain[...], in: &state, steps: &steps)
            return steps
        }
        guard let topIsStack = state.topPresentation?.isNavigationStack else { return [state.replaceRoot(with: presentation)] }
        if topIsStack {
            var steps: [SceneTransition] = []
            try continueStack(with: chain[...], in: &state, steps: &steps)
            return steps
        }
        if !state.modals.isEmpty {
            return [try state.present(Modal(presentation: presentation, preventsDismissal: false))]
        }
        return [state.replaceRoot(with: presentation)]
    }

    /// Shows `chain` in `column` of the root's split, after dismissing the modals over it
    /// (checked first: a scene whose root is not a split is refused unchanged).
    static func show(
        _ chain: [Screen], in column: SplitContainer.Column, request: NavigationRequest,
        state: inout SceneState
    ) throws(NavigationError) -> SceneTransition {
        if let refusal = splitRefusal(state, column: column, path: request.path) { throw refusal }
        do throws(SceneError) {
            var steps: [SceneTransition] = []
            if let dismissed = state.dismissModals(above: .root) { steps.append(dismissed) }
            steps.append(try state.show(chain, in: column))
            return SceneTransition.combining(steps)
        } catch {
            throw NavigationError(error, path: request.path)
        }
    }

    /// Why `column` cannot be shown in `state`: its root is not a split.
    private static func splitRefusal(_ state: SceneState, column: SplitContainer.Column, path: String) -> NavigationError? {
        let layout = state.rootLayout
        if layout == .split { return nil }
        let root = layout.map { "a \($0)" } ?? "empty"
        return NavigationError(
            code: .invalidOptions, path: path,
            reason: "showing in the \(column) column needs a split as the scene's root (the root is \(root))")
    }

    /// Continues the top-most stack with `chain` (see ``placeChain(_:tab:shape:request:state:)``), adding
    /// its steps to `steps`.
    private static func continueStack(
        with chain: ArraySlice<Screen>, in state: inout SceneState,
        steps: inout [SceneTransition]
    ) throws(SceneError) {
        guard !chain.isEmpty else { return }
        var rest = chain
        if chain.count > 1, let (depth, shown, isTop) = state.deepestShownOfTopStack(chain.dropLast()) {
            if !isTop, let popped = state.popActiveStack(to: shown) { steps.append(popped) }
            rest = chain[(depth + 1)...]
        }
        steps.append(try state.push(Array(rest)))
    }
}
