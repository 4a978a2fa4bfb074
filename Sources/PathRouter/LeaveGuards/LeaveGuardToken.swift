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
