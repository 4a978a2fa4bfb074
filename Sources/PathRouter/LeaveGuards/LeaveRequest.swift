/// A screen that an operation would remove, as a leave guard sees it.
///
/// ```swift
/// try registry.guardLeaving("/payments/new") { request in
///     // The guard may navigate in the screen's scene (a "Discard?" screen of the app's own).
///     request.router?.navigate(toPath: "/payments/discard", modal: true)
///     return .stay(reason: "asking whether to discard the payment")
/// }
/// ```
public struct LeaveRequest: Sendable {
    /// The screen that would leave.
    public let screen: Screen
    /// The operation that would remove it (`pop`, `dismiss (interactive)`, `close(#4)`, …).
    public let operation: String
    /// The scene it is in.
    public let scene: NavigationScene
    /// The router of that scene (held weakly: `nil` once the app let it go).
    public private(set) weak var router: NavigationRouter?

    init(screen: Screen, operation: String, scene: NavigationScene, router: NavigationRouter?) {
        self.screen = screen
        self.operation = operation
        self.scene = scene
        self.router = router
    }
}
