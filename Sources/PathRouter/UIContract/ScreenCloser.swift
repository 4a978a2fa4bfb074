import SceneHost

/// Closes one screen however it was shown — popped when it was pushed, dismissed when it is a
/// modal's first screen — without the view model knowing which. It holds its router weakly.
///
/// ```swift
/// let closer = try router.closer(for: screen.id)
/// closer.close()   // the screen's Done button
/// ```
public struct ScreenCloser: Sendable, Hashable {
    /// While the router builds a ``ClosesItsScreen`` view model: the handle of the screen it
    /// will show in; `nil` elsewhere.
    @TaskLocal public static var current: ScreenCloser?

    private weak var router: NavigationRouter?
    /// The screen it closes.
    public let screen: Screen.ID

    init(router: NavigationRouter, screen: Screen.ID) {
        self.router = router
        self.screen = screen
    }

    /// Closes the screen. The handle fails with ``NavigationError/Code/noSuchScreen`` when it
    /// has left already, or ``NavigationError/Code/sceneClosed`` when its scene is gone.
    @discardableResult
    public func close(animation: NavigationTransition? = nil) -> NavigationHandle {
        guard let router else { return sceneGone("close") }
        return router.closeScreen(screen, animation: animation)
    }

    /// Asks `decide` before the screen is removed (its own leave guard, see
    /// ``NavigationRouter/guardLeaving(screen:decide:)``).
    /// - Returns: whether the guard was set (see that method).
    @discardableResult
    public func guardLeaving(_ decide: @escaping @Sendable (LeaveRequest) async -> LeaveDecision) -> Bool {
        router?.guardLeaving(screen: screen, decide: decide) ?? false
    }

    /// Stops the screen's own leave guard (``guardLeaving(_:)``): nothing is at stake any more
    /// (the form was saved), so Back and the swipe-down just leave.
    /// - Returns: whether the screen had a guard of its own (see
    ///   ``NavigationRouter/stopGuardingLeaving(screen:)``).
    @discardableResult
    public func stopGuardingLeaving() -> Bool {
        router?.stopGuardingLeaving(screen: screen) ?? false
    }

    /// Finishes the screen with `value` (its waiter gets it, ``NavigationRouter/result(of:as:)``)
    /// and closes it.
    @discardableResult
    public func finish(with value: some Sendable, animation: NavigationTransition? = nil) -> NavigationHandle {
        guard let router else { return sceneGone("finish") }
        return router.finish(screen, with: value, animation: animation)
    }

    /// A handle that failed: the screen's router is gone.
    private func sceneGone(_ operation: String) -> NavigationHandle {
        let handle = NavigationHandle(request: "\(operation)(\(screen))", failures: nil)
        handle.resolve(.failure(NavigationError(code: .sceneClosed, path: screen.description, reason: "the screen's scene is gone")))
        return handle
    }

    public static func == (lhs: ScreenCloser, rhs: ScreenCloser) -> Bool { lhs.screen == rhs.screen && lhs.router === rhs.router }
    public func hash(into hasher: inout Hasher) { hasher.combine(screen) }
}
