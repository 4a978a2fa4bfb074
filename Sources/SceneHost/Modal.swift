/// A presentation shown modally above everything below it.
public struct Modal: Hashable, Sendable {
    /// What the modal shows.
    public internal(set) var presentation: Presentation
    /// Whether the user may not dismiss it interactively (a swipe, a back gesture).
    public let preventsDismissal: Bool
    /// The modal's identity for its whole life: its first screen's id when it was presented.
    /// It stays when the modal's screens change, even its first one (a tab container whose
    /// first tab is opened later, a tab's stack replaced), so a UI never presents it again.
    public let id: Screen.ID

    /// Creates a modal; its identity is its first screen's.
    ///
    /// ```swift
    /// let sheet = Modal(presentation: .single(settings), preventsDismissal: true)   // sheet.id == settings.id
    /// ```
    public init(presentation: Presentation, preventsDismissal: Bool = false) {
        self.init(presentation: presentation, preventsDismissal: preventsDismissal, id: presentation.screens[0].id)
    }

    /// The same modal (its identity kept) showing `presentation`.
    init(presentation: Presentation, preventsDismissal: Bool, id: Screen.ID) {
        self.presentation = presentation
        self.preventsDismissal = preventsDismissal
        self.id = id
    }
}
