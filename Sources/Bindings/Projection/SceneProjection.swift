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
    /// What a projection needs to know beside the state.
    public struct Rules: Sendable {
        /// The registry's login screen path (its screens are marked).
        public var loginPath: String?
        /// The screens a leave guard watches.
        public var guarded: Set<Screen.ID>
        /// How each modal is presented.
        public var style: @Sendable (Modal) -> ModalStyle

        public init(
            loginPath: String? = nil, guarded: Set<Screen.ID> = [],
            style: @escaping @Sendable (Modal) -> ModalStyle = Rules.defaultStyle
        ) {
            self.loginPath = loginPath
            self.guarded = guarded
            self.style = style
        }

        /// Tabs and splits cover the window; anything else is a sheet.
        public static let defaultStyle: @Sendable (Modal) -> ModalStyle = { modal in
            switch modal.presentation.layout {
            case .tabs, .split: .fullScreenCover
            case .single, .stack: .sheet
            }
        }
    }

    /// The root, or `nil` for an empty scene.
    public let root: PresentationProjection?
    /// The presented modals, bottom first.
    public let modals: [ModalProjection]

    public init(root: PresentationProjection?, modals: [ModalProjection]) {
        self.root = root
        self.modals = modals
    }

    /// The projection of `state`.
    public init(_ state: SceneState, rules: Rules = Rules()) {
        func item(_ screen: Screen) -> ScreenItem {
            ScreenItem(
                screen, isLogin: rules.loginPath != nil && screen.path == rules.loginPath,
                isGuarded: !rules.guarded.isEmpty && rules.guarded.contains(screen.id))
        }
        func project(_ presentation: Presentation, at place: StackID.Place) -> PresentationProjection {
            switch presentation.layout {
            case .single:
                return .single(item(presentation.top))
            case .stack:
                return .stack(StackProjection(id: StackID(place: place), items: presentation.screens.map(item)))
            case .tabs:
                let container = presentation.tabs!
                return .tabs(
                    TabsProjection(
                        names: container.tabs.map(\.name), selected: container.selectedTab.name,
                        stacks: container.tabs.filter { !$0.screens.isEmpty }.map { tab in
                            StackProjection(id: StackID(place: place, tab: tab.name), items: tab.screens.map(item))
                        }))
            case .split:
                let split = presentation.split!
                let columns: [(SplitContainer.Column, [Screen])] = [
                    (.primary, split.primary), (.supplementary, split.supplementary ?? []), (.secondary, split.secondary),
                ]
                let stacks = columns.filter { !$0.1.isEmpty }.map { column, screens in
                    StackProjection(id: StackID(place: place, column: column), items: screens.map(item))
                }
                let visible: [SplitContainer.Column] =
                    split.isCollapsed
                    ? [stacks.last?.id.column ?? .primary]
                    : columns.compactMap { column, _ in
                        column == .supplementary && split.supplementary == nil ? nil : column
                    }
                return .split(
                    SplitProjection(
                        hasSupplementary: split.supplementary != nil, stacks: stacks, isCollapsed: split.isCollapsed,
                        visibleColumns: visible))
            }
        }
        root = state.root.map { project($0, at: .root) }
        modals = state.modals.map { modal in
            let id = Self.identity(of: modal.presentation)
            let presentation = project(modal.presentation, at: .modal(id))
            return ModalProjection(
                id: id, style: rules.style(modal),
                mayDismiss: !modal.preventsDismissal && !presentation.items.contains(where: \.isGuarded),
                presentation: presentation)
        }
    }

    /// The projection of `router`'s scene now, with the registry's login path and the screens
    /// leave guards watch.
    public init(_ router: NavigationRouter, style: @escaping @Sendable (Modal) -> ModalStyle = Rules.defaultStyle) {
        let state = router.state
        let guarded = Set(state.allScreens.map(\.id).filter { router.isGuarded($0) })
        self.init(state, rules: Rules(loginPath: router.registry.loginPath, guarded: guarded, style: style))
    }

    /// A modal's identity: its first screen's.
    static func identity(of presentation: Presentation) -> Screen.ID {
        presentation.screens[0].id
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
