import PathRouter

/// Update plans: a change a UI cannot show in one update (dismiss two sheets, pop three
/// screens, switch tab, push two, present one) as the projections it shows one after another.
extension SceneProjection {
    /// The projections a UI shows, one per update, to go from this one (what it shows) to
    /// `target` (the router's): each modal to dismiss, top first, one per step; then every pop
    /// (and a replaced root) in one step; then the tab and columns; then every push; then each
    /// modal to present, one per step. Steps that change nothing are left out; the last one is
    /// `target`; an empty plan means the UI shows `target` already.
    ///
    /// Each step shows only screens of this projection or of `target`, so a UI never shows a
    /// screen the router had removed when the plan was made.
    ///
    /// ```swift
    /// for projection in shown.steps(to: SceneProjection(router)) { show(projection); await animation() }
    /// ```
    public func steps(to target: SceneProjection) -> [SceneProjection] {
        var steps: [SceneProjection] = []
        var current = self
        func step(_ next: SceneProjection) {
            guard next != current else { return }
            steps.append(next)
            current = next
        }
        // The modals both show, bottom up, while their identities agree (and the root is the same
        // container: a new root comes with its own modals).
        let sameRoot: Bool =
            switch (root, target.root) {
            case (nil, nil): true
            case (let a?, let b?): a.isSameContainer(as: b)
            default: false
            }
        var kept = 0
        if sameRoot {
            while kept < modals.count && kept < target.modals.count && modals[kept].id == target.modals[kept].id { kept += 1 }
        }
        // 1. Dismissals, the top one first, one per step.
        while current.modals.count > kept {
            step(SceneProjection(root: current.root, modals: Array(current.modals.dropLast())))
        }
        // 2. Pops: every kept stack cut to what it shares with the target (the target's items, so
        //    a reused screen's new content shows), in one step; a replaced root in the same step.
        let targetStacks = Dictionary(target.stacks.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        func cut(_ stack: StackProjection) -> StackProjection? {
            guard let wanted = targetStacks[stack.id] else { return nil }
            // Walks the two stacks down to the first screen they share: the cost of what changed.
            let shared = stack.list.sharedPrefixCount(with: wanted.list)
            // A stack whose root changes keeps its root until the pushes step replaces it.
            return shared == 0 ? stack.prefix(1) : wanted.prefix(shared)
        }
        let poppedRoot: PresentationProjection? = sameRoot ? current.root.map { $0.rebuilt(items: cut) } : target.root
        step(
            SceneProjection(
                root: poppedRoot,
                modals: current.modals.map { modal in
                    ModalProjection(
                        id: modal.id, style: modal.style, mayDismiss: target.modals.first { $0.id == modal.id }?.mayDismiss ?? modal.mayDismiss,
                        presentation: modal.presentation.rebuilt(items: cut))
                }))
        // 3. The selected tab and the split's columns, as the target has them.
        func relayout(_ presentation: PresentationProjection, like other: PresentationProjection?) -> PresentationProjection {
            guard let other, presentation.isSameContainer(as: other) else { return presentation }
            let adding = other.stacks.filter { wanted in !presentation.stacks.contains { $0.id == wanted.id } }
            return presentation.rebuilt(items: { $0 }, adding: adding, layoutFrom: other)
        }
        step(
            SceneProjection(
                root: current.root.map { relayout($0, like: target.root) },
                modals: current.modals.map { modal in
                    ModalProjection(
                        id: modal.id, style: modal.style, mayDismiss: modal.mayDismiss,
                        presentation: relayout(modal.presentation, like: target.presentation(at: .modal(modal.id))))
                }))
        // 4. Pushes: every kept stack as the target has it.
        step(SceneProjection(root: target.root, modals: Array(target.modals.prefix(kept))))
        // 5. Presentations, one per step.
        for index in kept..<target.modals.count {
            step(SceneProjection(root: target.root, modals: Array(target.modals.prefix(index + 1))))
        }
        return steps
    }
}
