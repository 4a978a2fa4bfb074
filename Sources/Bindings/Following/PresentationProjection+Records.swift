import PathRouter

/// A presentation's stacks changed as a transition record says, the way ``SceneState`` changes
/// a presentation: each costs the screens it adds or removes.
extension PresentationProjection {
    /// Pushes `items` onto the stack the user navigates in (a collapsed split continues the
    /// column the visible screen is in; an expanded one shows in the detail column); `nil` for
    /// a single screen.
    func pushing(_ items: [ScreenItem], at place: StackID.Place) -> PresentationProjection? {
        switch self {
        case .single:
            return nil
        case .stack(let stack):
            return .stack(stack.pushing(items))
        case .tabs(let tabs):
            guard let stack = tabs.stack(tabs.selected) else { return nil }
            return .tabs(tabs.with(stack.pushing(items), for: tabs.selected))
        case .split(let split):
            let column: SplitContainer.Column =
                !split.isCollapsed || split.stack(.secondary) != nil ? .secondary : split.stack(.supplementary) != nil ? .supplementary : .primary
            return .split(split.with(column, split.stack(column)?.pushing(items) ?? Self.stack(items, at: place, column: column)))
        }
    }

    /// Pops the top screen of the stack the user navigates in (a split's secondary column
    /// first, then its supplementary one, may empty); `nil` when it cannot.
    func poppingOne() -> PresentationProjection? {
        switch self {
        case .single:
            return nil
        case .stack(let stack):
            return stack.count > 1 ? .stack(stack.prefix(stack.count - 1)) : nil
        case .tabs(let tabs):
            guard let stack = tabs.stack(tabs.selected), stack.count > 1 else { return nil }
            return .tabs(tabs.with(stack.prefix(stack.count - 1), for: tabs.selected))
        case .split(let split):
            for column in [SplitContainer.Column.secondary, .supplementary] {
                if let stack = split.stack(column) { return .split(split.with(column, stack.count > 1 ? stack.prefix(stack.count - 1) : nil)) }
            }
            guard let primary = split.stack(.primary), primary.count > 1 else { return nil }
            return .split(split.with(.primary, primary.prefix(primary.count - 1)))
        }
    }

    /// Pops the stack the user navigates in to its first screen (a split: the detail column
    /// empties, the primary column goes back to its first screen).
    func poppingToRoot() -> PresentationProjection {
        switch self {
        case .single:
            return self
        case .stack(let stack):
            return .stack(stack.prefix(1))
        case .tabs(let tabs):
            guard let stack = tabs.stack(tabs.selected) else { return self }
            return .tabs(tabs.with(stack.prefix(1), for: tabs.selected))
        case .split(let split):
            return .split(split.with(.primary, split.stack(.primary)?.prefix(1)).with(.secondary, nil))
        }
    }

    /// The presentation with the screen `item.id` showing `item`; `nil` when it does not hold
    /// it. Searches the stack the user navigates in first.
    func replacing(_ item: ScreenItem) -> PresentationProjection? {
        switch self {
        case .single(let shown):
            return shown.id == item.id ? .single(item) : nil
        case .stack(let stack):
            return stack.replacing(item).map { .stack($0) }
        case .tabs(let tabs):
            for stack in tabs.stacks.filter({ $0.id.tab == tabs.selected }) + tabs.stacks.filter({ $0.id.tab != tabs.selected }) {
                if let replaced = stack.replacing(item) { return .tabs(tabs.with(replaced, for: stack.id.tab!)) }
            }
            return nil
        case .split(let split):
            for stack in split.stacks.reversed() {
                if let replaced = stack.replacing(item) { return .split(split.with(stack.id.column!, replaced)) }
            }
            return nil
        }
    }

    /// A new stack of `items` (`nil` for none).
    static func stack(
        _ items: [ScreenItem], at place: StackID.Place, tab: String? = nil, column: SplitContainer.Column? = nil
    )
        -> StackProjection?
    {
        items.isEmpty ? nil : StackProjection(id: StackID(place: place, tab: tab, column: column), items: items)
    }
}

extension TabsProjection {
    /// The tabs with tab `name`'s stack replaced (`nil`: the tab has no screens), in the order of
    /// ``names``.
    func with(_ stack: StackProjection?, for name: String, selecting selected: String? = nil) -> TabsProjection {
        var stacks = self.stacks.filter { $0.id.tab != name }
        if let stack {
            let position = names.firstIndex(of: name) ?? names.count
            let index = stacks.firstIndex { (names.firstIndex(of: $0.id.tab ?? "") ?? 0) > position } ?? stacks.count
            stacks.insert(stack, at: index)
        }
        return TabsProjection(names: names, selected: selected ?? self.selected, stacks: stacks)
    }
}

extension SplitProjection {
    /// The split with `column`'s stack replaced (`nil`: the column shows nothing), its visible
    /// columns worked out again.
    func with(
        _ column: SplitContainer.Column, _ stack: StackProjection?, collapsed: Bool? = nil, hasSupplementary: Bool? = nil
    ) -> SplitProjection {
        let order: [SplitContainer.Column] = [.primary, .supplementary, .secondary]
        let stacks = order.compactMap { each in each == column ? stack : self.stack(each) }
        return SplitProjection(
            hasSupplementary: hasSupplementary ?? self.hasSupplementary, stacks: stacks, isCollapsed: collapsed ?? isCollapsed)
    }
}
