import PathRouter

extension SceneProjection {
    /// This projection with a write that ``judge(_:)`` turns into a report applied: what the UI
    /// shows once its user made the change.
    func applying(_ write: UIWrite) -> SceneProjection {
        switch write {
        case .path(let path, let id):
            let keep = path.count + 1
            func cut(_ presentation: PresentationProjection) -> PresentationProjection {
                presentation.rebuilt(items: { $0.id == id ? $0.prefix(keep) : $0 })
            }
            return SceneProjection(
                root: root.map(cut),
                modals: modals.map { ModalProjection(id: $0.id, style: $0.style, mayDismiss: $0.mayDismiss, presentation: cut($0.presentation)) })
        case .dismissed(let modal):
            return SceneProjection(root: root, modals: modals.filter { $0.id != modal })
        case .selectedTab(let name, let place):
            func select(_ presentation: PresentationProjection) -> PresentationProjection {
                guard case .tabs(let tabs) = presentation else { return presentation }
                return .tabs(TabsProjection(names: tabs.names, selected: name, stacks: tabs.stacks))
            }
            switch place {
            case .root:
                return SceneProjection(root: root.map(select), modals: modals)
            case .modal(let id):
                return SceneProjection(
                    root: root,
                    modals: modals.map {
                        $0.id == id ? ModalProjection(id: $0.id, style: $0.style, mayDismiss: $0.mayDismiss, presentation: select($0.presentation)) : $0
                    })
            }
        }
    }
}
