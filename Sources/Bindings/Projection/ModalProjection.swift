import PathRouter

/// One presented modal as a UI binds to it (`.sheet(item:)`, `present(_:animated:)`): its
/// identity, how it is presented, whether the user may dismiss it, and what it shows.
///
/// Its identity is the router's (``Modal/id``, its first screen's when it was presented): it
/// stays the same while the modal is presented, whatever is pushed, selected or replaced inside
/// it, so no UI presents it again.
///
/// ```swift
/// .sheet(item: Binding(get: { model.shown.modals.first }, set: { if $0 == nil { model.write(.dismissed(modal: sheet.id)) } })) { modal in
///     presentationView(modal.presentation).interactiveDismissDisabled(!modal.mayDismiss)
/// }
/// ```
public struct ModalProjection: Identifiable, Hashable, Sendable {
    public let id: Screen.ID
    public let style: ModalStyle
    /// Whether the user may dismiss it by a gesture: not when it prevents dismissal (the login
    /// screen) or holds a screen a leave guard watches (a UI disables the swipe-down then).
    public let mayDismiss: Bool
    public let presentation: PresentationProjection
    /// Whether the modal itself refuses interactive dismissal (whatever its screens), so that
    /// ``mayDismiss`` can follow a change of its screens.
    let preventsDismissal: Bool

    public init(id: Screen.ID, style: ModalStyle, mayDismiss: Bool, presentation: PresentationProjection) {
        self.init(
            id: id, style: style, mayDismiss: mayDismiss, presentation: presentation,
            preventsDismissal: !mayDismiss && presentation.guardedCount == 0)
    }

    init(id: Screen.ID, style: ModalStyle, mayDismiss: Bool, presentation: PresentationProjection, preventsDismissal: Bool) {
        self.id = id
        self.style = style
        self.mayDismiss = mayDismiss
        self.presentation = presentation
        self.preventsDismissal = preventsDismissal
    }

    /// This modal showing `presentation` (its screens changed): its identity stays, whatever
    /// its screens became, as ``Modal/id`` does.
    func showing(_ presentation: PresentationProjection) -> ModalProjection {
        ModalProjection(id: id, style: style, preventsDismissal: preventsDismissal, presentation: presentation)
    }

    /// Equal when everything a UI draws is.
    public static func == (lhs: ModalProjection, rhs: ModalProjection) -> Bool {
        lhs.id == rhs.id && lhs.style == rhs.style && lhs.mayDismiss == rhs.mayDismiss && lhs.presentation == rhs.presentation
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(id)
        hasher.combine(presentation)
    }
}
