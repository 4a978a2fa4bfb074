import PathRouter

/// One presented modal as a UI binds to it (`.sheet(item:)`, `present(_:animated:)`): its
/// identity, how it is presented, whether the user may dismiss it, and what it shows.
///
/// Its identity is its first screen's: it stays the same while the modal is presented,
/// whatever is pushed inside it, so no UI presents it again.
///
/// ```swift
/// .sheet(item: binding.modal(above: index)) { modal in
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

    public init(id: Screen.ID, style: ModalStyle, mayDismiss: Bool, presentation: PresentationProjection) {
        self.id = id
        self.style = style
        self.mayDismiss = mayDismiss
        self.presentation = presentation
    }
}
