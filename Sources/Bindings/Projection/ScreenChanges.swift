import PathRouter

/// The screens that left and the screens that arrived between two projections, found at the
/// cost of what changed: stacks are paired by identity and walked down to the first node both
/// share (a push onto a stack of thousands of screens is one screen arrived), so a UI keeps its
/// index of screens, and releases what left, without walking every screen.
///
/// A screen that moved (out of one stack, into another) or whose item changed is in both lists;
/// apply ``left`` first, then ``arrived``.
///
/// ```swift
/// let changes = ScreenChanges(from: shown, to: next)
/// for item in changes.left { index[item.id] = nil }
/// for item in changes.arrived { index[item.id] = item }
/// ```
struct ScreenChanges {
    /// Screens of the first projection that the second does not show as they were, top first.
    private(set) var left: [ScreenItem] = []
    /// Screens of the second projection that the first did not show as they are, top first.
    private(set) var arrived: [ScreenItem] = []

    /// The identities of the screens that left and did not arrive elsewhere: gone from the
    /// scene the second projection shows.
    var leaving: [Screen.ID] {
        let staying = Set(arrived.map(\.id))
        return left.map(\.id).filter { !staying.contains($0) }
    }

    init(from old: SceneProjection, to new: SceneProjection) {
        compare(old.root, new.root)
        for modal in old.modals {
            compare(modal.presentation, new.modals.first { $0.id == modal.id }?.presentation)
        }
        for modal in new.modals where !old.modals.contains(where: { $0.id == modal.id }) {
            compare(nil, modal.presentation)
        }
    }

    /// Two presentations at one place (either may be missing).
    private mutating func compare(_ old: PresentationProjection?, _ new: PresentationProjection?) {
        if case .single(let item)? = old, new?.single != item { left.append(item) }
        if case .single(let item)? = new, old?.single != item { arrived.append(item) }
        let oldStacks = old?.stacks ?? []
        let newStacks = new?.stacks ?? []
        for stack in oldStacks {
            walk(stack.list.top, newStacks.first { $0.id == stack.id }?.list.top)
        }
        for stack in newStacks where !oldStacks.contains(where: { $0.id == stack.id }) {
            walk(nil, stack.list.top)
        }
    }

    /// Walks two lists down to the first node both hold: what is above it left, or arrived.
    /// Lists rebuilt from nothing (a scene projected whole) share no node and walk entirely.
    private mutating func walk(_ old: ScreenList.Node?, _ new: ScreenList.Node?) {
        var old = old
        var new = new
        while let node = old, node.count > (new?.count ?? 0) {
            left.append(node.item)
            old = node.below
        }
        while let node = new, node.count > (old?.count ?? 0) {
            arrived.append(node.item)
            new = node.below
        }
        while let a = old, let b = new, a !== b {
            if a.item != b.item {
                left.append(a.item)
                arrived.append(b.item)
            }
            old = a.below
            new = b.below
        }
    }
}

extension PresentationProjection {
    /// The screen of a single-screen presentation.
    fileprivate var single: ScreenItem? {
        if case .single(let item) = self { return item }
        return nil
    }
}
