import PathRouter

/// Projections made from the state, screen by screen: a scene's first projection, and what a
/// change brings whole (a presented modal, a new root, a restore).
extension PresentationProjection {
    /// The projection of `presentation`, shown at `place`.
    init(_ presentation: Presentation, at place: StackID.Place, rules: SceneProjection.Rules) {
        func stack(_ screens: [Screen], tab: String? = nil, column: SplitContainer.Column? = nil) -> StackProjection? {
            screens.isEmpty ? nil : StackProjection(id: StackID(place: place, tab: tab, column: column), items: screens.map(rules.item))
        }
        switch presentation.layout {
        case .single:
            self = .single(rules.item(presentation.top))
        case .stack:
            self = .stack(stack(presentation.screens)!)
        case .tabs:
            let container = presentation.tabs!
            self = .tabs(
                TabsProjection(
                    names: container.tabs.map(\.name), selected: container.selectedTab.name,
                    stacks: container.tabs.compactMap { stack($0.screens, tab: $0.name) }))
        case .split:
            let split = presentation.split!
            self = .split(
                SplitProjection(
                    hasSupplementary: split.supplementary != nil,
                    stacks: [
                        stack(split.primary, column: .primary), stack(split.supplementary ?? [], column: .supplementary),
                        stack(split.secondary, column: .secondary),
                    ].compactMap { $0 }, isCollapsed: split.isCollapsed))
        }
    }

    /// How many of its screens a leave guard watches.
    var guardedCount: Int {
        switch self {
        case .single(let item): item.isGuarded ? 1 : 0
        default: stacks.reduce(0) { $0 + $1.list.guardedCount }
        }
    }
}

extension SplitProjection {
    /// A split whose visible columns follow from its stacks: every column it has when
    /// expanded; collapsed, the column the user is in (the right-most with screens).
    init(hasSupplementary: Bool, stacks: [StackProjection], isCollapsed: Bool) {
        let columns: [SplitContainer.Column] = hasSupplementary ? [.primary, .supplementary, .secondary] : [.primary, .secondary]
        self.init(
            hasSupplementary: hasSupplementary, stacks: stacks, isCollapsed: isCollapsed,
            visibleColumns: isCollapsed ? [stacks.last?.id.column ?? .primary] : columns)
    }
}

extension ModalProjection {
    /// The projection of `modal`, with its identity (``Modal/id``); the user may dismiss it
    /// unless it prevents dismissal or holds a guarded screen.
    init(_ modal: Modal, rules: SceneProjection.Rules) {
        let id = modal.id
        let presentation = PresentationProjection(modal.presentation, at: .modal(id), rules: rules)
        self.init(id: id, style: rules.style(modal), preventsDismissal: modal.preventsDismissal, presentation: presentation)
    }

    /// A modal with `presentation`, its dismissal worked out from it.
    init(id: Screen.ID, style: ModalStyle, preventsDismissal: Bool, presentation: PresentationProjection) {
        self.init(
            id: id, style: style, mayDismiss: !preventsDismissal && presentation.guardedCount == 0, presentation: presentation,
            preventsDismissal: preventsDismissal)
    }
}
