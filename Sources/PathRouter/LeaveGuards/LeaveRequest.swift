/// A screen that an operation would remove, as a leave guard sees it.
public struct LeaveRequest: Sendable {
    /// The screen that would leave.
    public let screen: Screen
    /// The operation that would remove it (`pop`, `dismiss (interactive)`, `close(#4)`, …).
    public let operation: String
    /// The scene it is in.
    public let scene: NavigationScene
}
