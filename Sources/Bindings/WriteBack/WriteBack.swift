/// What becomes of a UI write (``UIWrite``): the report to send, nothing (the value did not
/// change), or nothing with the reason, which the app may log.
///
/// ```swift
/// switch projection.judge(.path([], of: stack.id)) {
/// case .report(let report): report.send(to: router)
/// case .unchanged: break
/// case .dropped(let reason): logger.debug("UI write dropped: \(reason)")
/// }
/// ```
public enum WriteBack: Hashable, Sendable, CustomStringConvertible {
    case report(UserReport)
    case unchanged
    case dropped(String)

    public var description: String {
        switch self {
        case .report(let report): "report \(report)"
        case .unchanged: "unchanged"
        case .dropped(let reason): "dropped: \(reason)"
        }
    }
}
