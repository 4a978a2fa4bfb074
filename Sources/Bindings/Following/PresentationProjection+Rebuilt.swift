import PathRouter

/// Presentations with other stacks, for the steps of an update plan.
extension PresentationProjection {
    /// Whether `other` is the same container a UI keeps on screen (so its stacks change in
    /// place): same layout, and the same first screen (a stack, a single screen), tab names
    /// or columns.
    func isSameContainer(as other: PresentationProjection) -> Bool {
        switch (self, other) {
        case (.single(let a), .single(let b)): a.id == b.id
        case (.stack(let a), .stack(let b)): a.root.id == b.root.id
        case (.tabs(let a), .tabs(let b)): a.names == b.names
        case (.split(let a), .split(let b)): a.hasSupplementary == b.hasSupplementary
        default: false
        }
    }

    /// This presentation with each stack as `items` says (`nil`: the stack goes), and
    /// `layoutFrom`'s selected tab and columns when given.
    func rebuilt(
        items: (StackProjection) -> StackProjection?, adding added: [StackProjection] = [], layoutFrom other: PresentationProjection? = nil
    ) -> PresentationProjection {
        func restack(_ stacks: [StackProjection]) -> [StackProjection] {
            stacks.compactMap(items)
        }
        switch self {
        case .single(let item):
            if case .single(let newer)? = other { return .single(newer) }
            return .single(item)
        case .stack(let stack):
            return .stack(restack([stack]).first ?? stack)
        case .tabs(let tabs):
            var stacks = restack(tabs.stacks)
            for stack in added where !stacks.contains(where: { $0.id == stack.id }) { stacks.append(stack) }
            stacks.sort { (tabs.names.firstIndex(of: $0.id.tab ?? "") ?? 0) < (tabs.names.firstIndex(of: $1.id.tab ?? "") ?? 0) }
            var selected = tabs.selected
            if case .tabs(let newer)? = other, stacks.contains(where: { $0.id.tab == newer.selected }) { selected = newer.selected }
            return .tabs(TabsProjection(names: tabs.names, selected: selected, stacks: stacks))
        case .split(let split):
            var stacks = restack(split.stacks)
            for stack in added where !stacks.contains(where: { $0.id == stack.id }) { stacks.append(stack) }
            let order: [SplitContainer.Column] = [.primary, .supplementary, .secondary]
            stacks.sort { (order.firstIndex(of: $0.id.column ?? .primary) ?? 0) < (order.firstIndex(of: $1.id.column ?? .primary) ?? 0) }
            var collapsed = split.isCollapsed
            var visible = split.visibleColumns
            if case .split(let newer)? = other {
                collapsed = newer.isCollapsed
                visible = newer.visibleColumns
            }
            return .split(
                SplitProjection(hasSupplementary: split.hasSupplementary, stacks: stacks, isCollapsed: collapsed, visibleColumns: visible))
        }
    }
}
