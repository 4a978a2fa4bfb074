import PathRouter

extension SceneProjection {
    /// This projection with the UI's write in it (*write*: what a UI framework wrote into the
    /// value it bound to): what the UI shows after the gesture, whatever the verdict on the
    /// write. A path cut to a shorter prefix; a dismissed modal gone
    /// with the modals above it; a tab that has screens selected. A write that would show
    /// something this projection does not have (a longer path, a tab never shown) changes
    /// nothing.
    func writing(_ write: UIWrite) -> SceneProjection {
        switch write {
        case .path(let path, let id):
            guard let stack = stack(id), path.count < stack.count - 1, Array(stack.path.prefix(path.count)) == path else { return self }
            let keep = path.count + 1
            func cut(_ presentation: PresentationProjection) -> PresentationProjection {
                presentation.rebuilt(items: { $0.id == id ? $0.prefix(keep) : $0 })
            }
            return SceneProjection(
                root: root.map(cut),
                modals: modals.map { $0.id == id.place.modal ? $0.showing(cut($0.presentation)) : $0 })
        case .dismissed(let modal):
            guard let index = modals.firstIndex(where: { $0.id == modal }) else { return self }
            return SceneProjection(root: root, modals: Array(modals.prefix(index)))
        case .dismissAttempted, .popAttempted:
            return self
        case .column(let column, .root):
            guard case .split(let split)? = root, split.isCollapsed else { return self }
            let order: [SplitContainer.Column] = [.primary, .supplementary, .secondary]
            let wanted = order.firstIndex(of: column) ?? 0
            var emptied = split
            for each in order.dropFirst(wanted + 1) { emptied = emptied.with(each, nil) }
            return emptied.stack(column) == nil ? self : SceneProjection(root: .split(emptied), modals: modals)
        case .collapsed(let collapsed, .root):
            guard case .split(let split)? = root else { return self }
            return SceneProjection(root: .split(split.with(.primary, split.stack(.primary), collapsed: collapsed)), modals: modals)
        case .column, .collapsed:
            return self
        case .selectedTab(let name, let place):
            func select(_ presentation: PresentationProjection) -> PresentationProjection {
                guard case .tabs(let tabs) = presentation, tabs.stack(name) != nil else { return presentation }
                return .tabs(TabsProjection(names: tabs.names, selected: name, stacks: tabs.stacks))
            }
            switch place {
            case .root:
                return SceneProjection(root: root.map(select), modals: modals)
            case .modal(let id):
                return SceneProjection(root: root, modals: modals.map { $0.id == id ? $0.showing(select($0.presentation)) : $0 })
            }
        }
    }
}

extension StackID.Place {
    /// The modal's identity, for a modal's place.
    var modal: Screen.ID? {
        if case .modal(let id) = self { return id }
        return nil
    }
}
