import PathRouter

/// What a UI write asks of the router, once judged (``WriteBack``): a report of a change the
/// user made (one of the router's `userDid…` calls, recorded as it happened), or, where the
/// change must be asked first, the router's request that asks (a screen a leave guard watches
/// would leave, a tab never opened, a sidebar's own Back). While a request is asked, the UI
/// shows the scene as it was; it then follows the router's answer.
///
/// ```swift
/// RouterCall.pop(#9).send(to: router)        // router.userDidPop(#9)
/// RouterCall.popBack(to: #4).send(to: router)  // router.popBack(to: #4): the guards are asked
/// ```
public enum RouterCall: Hashable, Sendable, CustomStringConvertible {
    /// The user popped this screen and every screen above it (``NavigationRouter/userDidPop(_:)``).
    case pop(Screen.ID)
    /// The user dismissed the top modal, which holds this screen
    /// (``NavigationRouter/userDidDismiss(modalHolding:)``).
    case dismiss(modalHolding: Screen.ID)
    /// The user selected this tab (``NavigationRouter/userDidSelectTab(_:)``).
    case selectTab(String)
    /// Asks to pop back to this screen (``NavigationRouter/popBack(to:animation:)``): a pop
    /// that would remove a guarded screen.
    case popBack(to: Screen.ID)
    /// Asks to dismiss the modal that holds this screen
    /// (``NavigationRouter/dismissModal(holding:animation:)``): a guarded modal swiped down.
    case dismissModal(holding: Screen.ID)
    /// Asks to open this tab (``NavigationRouter/selectTab(_:)``): a tab never shown, whose
    /// first screen the router navigates to.
    case openTab(String)
    /// Asks to close this screen and those above it in its stack
    /// (``NavigationRouter/closeScreen(_:animation:)``): Back in a split's sidebar while the
    /// detail column shows.
    case close(Screen.ID)
    /// Asks to make this column of the root's split the one the user is in
    /// (``NavigationRouter/showColumn(_:animation:)``): a collapsed split's Back to the sidebar.
    case showColumn(SplitContainer.Column)
    /// Reports the root's split collapsed or expanded (``NavigationRouter/setCollapsed(_:)``).
    case setCollapsed(Bool)

    /// Sends the report, or the request, to `router`.
    @discardableResult
    public func send(to router: NavigationRouter) -> NavigationHandle {
        switch self {
        case .pop(let id): router.userDidPop(id)
        case .dismiss(let id): router.userDidDismiss(modalHolding: id)
        case .selectTab(let name): router.userDidSelectTab(name)
        case .popBack(let id): router.popBack(to: id)
        case .dismissModal(let id): router.dismissModal(holding: id)
        case .openTab(let name): router.selectTab(name)
        case .close(let id): router.closeScreen(id)
        case .showColumn(let column): router.showColumn(column)
        case .setCollapsed(let collapsed): router.setCollapsed(collapsed)
        }
    }

    public var description: String {
        switch self {
        case .pop(let id): "userDidPop(\(id))"
        case .dismiss(let id): "userDidDismiss(modalHolding: \(id))"
        case .selectTab(let name): "userDidSelectTab(\(name))"
        case .popBack(let id): "popBack(to: \(id))"
        case .dismissModal(let id): "dismissModal(holding: \(id))"
        case .openTab(let name): "selectTab(\(name))"
        case .close(let id): "closeScreen(\(id))"
        case .showColumn(let column): "showColumn(\(column))"
        case .setCollapsed(let collapsed): "setCollapsed(\(collapsed))"
        }
    }
}
