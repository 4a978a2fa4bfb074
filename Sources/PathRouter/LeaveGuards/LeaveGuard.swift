/// What a leave guard answers when a screen would be removed.
public enum LeaveDecision: Sendable, Hashable {
    /// The screen may go.
    case leave
    /// The screen stays; the operation fails with ``NavigationError/Code/leaveRefused`` and this
    /// reason, and the scene is unchanged.
    case stay(reason: String)
}

/// A screen that an operation would remove, as a leave guard sees it.
public struct LeaveRequest: Sendable {
    /// The screen that would leave.
    public let screen: Screen
    /// The operation that would remove it (`pop`, `dismiss (interactive)`, `close(#4)`, …).
    public let operation: String
    /// The scene it is in.
    public let scene: NavigationScene
}

/// A registration of a leave guard; remove it to stop asking it.
public struct LeaveGuardToken: NavigationRegistration, Hashable, CustomStringConvertible {
    let id: UInt64
    let registry: ObjectIdentifier
    let remover: @Sendable () -> Bool

    /// Stops asking the guard.
    /// - Returns: whether it was registered.
    @discardableResult
    public func cancel() -> Bool { remover() }

    public static func == (lhs: LeaveGuardToken, rhs: LeaveGuardToken) -> Bool { lhs.id == rhs.id && lhs.registry == rhs.registry }
    public func hash(into hasher: inout Hasher) { hasher.combine(id) }
    public var description: String { "leave guard #\(id)" }
}

/// One guard: where it applies, its priority, and how it decides.
struct LeaveGuard: Sendable {
    let id: UInt64
    /// The route pattern whose screens it guards, or `nil` for one screen's own guard.
    let pattern: String?
    let priority: NavigationInterceptionPriority
    let decide: @Sendable (LeaveRequest) async -> LeaveDecision

    var name: String { pattern.map { "leave guard #\(id) on '\($0)'" } ?? "the screen's own leave guard" }
}
