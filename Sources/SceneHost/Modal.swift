/// A presentation shown modally above everything below it.
public struct Modal: Hashable, Sendable {
    /// What the modal shows.
    public internal(set) var presentation: Presentation
    /// Whether the user may not dismiss it interactively (a swipe, a back gesture).
    public let preventsDismissal: Bool

    /// Creates a modal.
    public init(presentation: Presentation, preventsDismissal: Bool = false) {
        self.presentation = presentation
        self.preventsDismissal = preventsDismissal
    }
}
