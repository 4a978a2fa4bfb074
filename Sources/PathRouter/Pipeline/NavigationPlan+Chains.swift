import SceneHost

/// Landing a chain of screens (a placed route's parents and its target, or a multi-path
/// navigation), and the decision table's rows for scenes with tabs. One atomic change: every
/// step is applied to the same state in the commit, and their records are combined into one.
extension NavigationPlan {
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
    static func land(
        _ chain: [Screen], tab: String?, request: NavigationRequest,
        state: inout SceneState
    ) throws(NavigationError) -> SceneTransition {
        do throws(SceneError) {
            return SceneTransition.combining(
                try steps(chain, tab: tab, request: request, state: &state),
                cause: request.path, animation: request.animation)
        } catch {
            throw NavigationError(error, path: request.path)
        }
    }

    /// All or nothing: every step that can throw is checked before the first change (the tab
    /// exists, the top-most presentation has a stack), so a refusal leaves `state` as it was.
    private static func steps(
        _ chain: [Screen], tab: String?, request: NavigationRequest,
        state: inout SceneState
    ) throws(SceneError) -> [SceneTransition] {
        let embedded = request.embedInNavigationView || chain.count > 1
        let presentation: Presentation = embedded ? .stack(chain) : .single(chain[chain.count - 1])
        if request.modal {
            if state.isEmpty { return [state.replaceRoot(with: presentation)] }
            return [try state.present(Modal(presentation: presentation, preventsDismissal: request.shouldPreventDismissal))]
        }
        // Plain values only: no copy of the container may live while the state changes.
        let container = tab.flatMap { state.tabContainer(containing: $0) }
        if request.replace {
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

    /// Continues the top-most stack with `chain` (see ``land(_:tab:request:state:)``), adding
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
