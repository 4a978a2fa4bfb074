import PathRouter

/// The report a UI write becomes: one of the router's `userDid…` calls.
///
/// ```swift
/// UserReport.pop(#9).send(to: router)   // router.userDidPop(#9)
/// ```
public enum UserReport: Hashable, Sendable, CustomStringConvertible {
    /// The user popped this screen and every screen above it (``NavigationRouter/userDidPop(_:)``).
    case pop(Screen.ID)
    /// The user dismissed the top modal, which holds this screen
    /// (``NavigationRouter/userDidDismiss(modalHolding:)``).
    case dismiss(modalHolding: Screen.ID)
    /// The user selected this tab (``NavigationRouter/userDidSelectTab(_:)``).
    case selectTab(String)

    /// Sends the report to `router`.
    @discardableResult
    public func send(to router: NavigationRouter) -> NavigationHandle {
        switch self {
        case .pop(let id): router.userDidPop(id)
        case .dismiss(let id): router.userDidDismiss(modalHolding: id)
        case .selectTab(let name): router.userDidSelectTab(name)
        }
    }

    public var description: String {
        switch self {
        case .pop(let id): "userDidPop(\(id))"
        case .dismiss(let id): "userDidDismiss(modalHolding: \(id))"
        case .selectTab(let name): "userDidSelectTab(\(name))"
        }
    }
}
