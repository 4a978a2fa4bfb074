/// The verdict on a UI write (``UIWrite``), what judging it decides: a report of what the user did (the UI keeps what
/// the user left while the router records it), a request that asks first (the UI shows the
/// scene as it was until the router answers), nothing (the value did not change), or nothing
/// with the reason, which the app may log (the UI goes back to what the router shows).
///
/// ```swift
/// switch projection.judge(.path([], of: stack.id)) {
/// case .report(let report), .ask(let report): report.send(to: router)
/// case .unchanged: break
/// case .dropped(let reason): logger.debug("UI write dropped: \(reason)")
/// }
/// ```
public enum WriteBack: Hashable, Sendable, CustomStringConvertible {
    case report(RouterCall)
    case ask(RouterCall)
    case unchanged
    case dropped(String)

    /// The report or request to send, if any.
    public var sent: RouterCall? {
        switch self {
        case .report(let report), .ask(let report): report
        case .unchanged, .dropped: nil
        }
    }

    public var description: String {
        switch self {
        case .report(let report): "report \(report)"
        case .ask(let request): "ask \(request)"
        case .unchanged: "unchanged"
        case .dropped(let reason): "dropped: \(reason)"
        }
    }
}
