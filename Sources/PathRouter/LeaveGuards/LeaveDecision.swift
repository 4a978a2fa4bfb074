/// What a leave guard answers when a screen would be removed.
public enum LeaveDecision: Sendable, Hashable {
    /// The screen may go.
    case leave
    /// The screen stays; the operation fails with ``NavigationError/Code/leaveRefused`` and this
    /// reason, and the scene is unchanged.
    case stay(reason: String)
}
