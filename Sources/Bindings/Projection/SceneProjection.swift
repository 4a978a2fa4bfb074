import PathRouter

/// A scene as UI frameworks bind to it: the root and the chain of presented modals, each with
/// its stacks (the root screen apart, the pushed screens as stable identities), tabs, split
/// columns, and the marks a UI needs (the login screen, guarded screens, who may be dismissed).
///
/// A projection is a value made from the scene's state; a UI never reads the state itself.
/// An unchanged screen keeps its identity from one projection to the next, so a UI that
/// compares identities neither pushes nor presents it again.
///
/// ```swift
/// let projection = SceneProjection(router)
/// projection.root                  // .tabs(…): the tab bar and each tab's stack
/// projection.modals.last?.mayDismiss
/// projection.stack(StackID(place: .root, tab: "catalog"))?.path   // [#4, #9]
/// ```
public struct SceneProjection: Hashable, Sendable {
    /// The root, or `nil` for an empty scene.
    public internal(set) var root: PresentationProjection?
    /// The presented modals, bottom first.
    public internal(set) var modals: [ModalProjection]

    public init(root: PresentationProjection?, modals: [ModalProjection]) {
        self.root = root
        self.modals = modals
    }

    /// The projection of `state`: every screen projected (see ``following(_:rules:)`` to follow
    /// a change at the cost of what it changed).
    public init(_ state: SceneState, rules: Rules = Rules()) {
        root = state.root.map { PresentationProjection($0, at: .root, rules: rules) }
        modals = state.modals.map { ModalProjection($0, rules: rules) }
    }

    /// The projection of `router`'s scene now, with the registry's login path and the screens
    /// leave guards watch.
    public init(_ router: NavigationRouter, style: @escaping @Sendable (Modal) -> ModalStyle = Rules.defaultStyle) {
        self.init(router.state, rules: Rules(router, style: style))
    }

    /// Every stack of the scene, the root's first.
    public var stacks: [StackProjection] {
        (root?.stacks ?? []) + modals.flatMap(\.presentation.stacks)
    }

    /// The stack `id`, if the scene shows it.
    public func stack(_ id: StackID) -> StackProjection? {
        presentation(at: id.place)?.stacks.first { $0.id == id }
    }

    /// The presentation at `place`: the root, or the modal with that identity.
    public func presentation(at place: StackID.Place) -> PresentationProjection? {
        switch place {
        case .root: root
        case .modal(let id): modals.first { $0.id == id }?.presentation
        }
    }

    /// The top-most presentation (the top modal's, else the root).
    public var top: PresentationProjection? { modals.last?.presentation ?? root }

    /// Every screen of the scene, root first, then each modal's.
    public var items: [ScreenItem] {
        (root?.items ?? []) + modals.flatMap(\.presentation.items)
    }
}
