import SceneHost

/// Operations that name a screen by its id (``Screen/id``, stable for the screen's life).
extension NavigationRouter {
    /// Pops back to the screen `id`, which stays: the modals above it are dismissed, its tab is
    /// selected, and what its stack shows above it is popped — one change.
    ///
    /// ```swift
    /// router.popBack(to: list.id)
    /// ```
    /// - Returns: a handle that fails with ``NavigationError/Code/noSuchScreen`` (naming the
    ///   id) when the scene no longer shows it, or ``NavigationError/Code/nothingToPop`` when
    ///   it is on top already.
    @discardableResult
    public func popBack(to id: Screen.ID, animation: NavigationTransition? = nil) -> NavigationHandle {
        operate("popBack(to: \(id))", animation: animation, naming: id.description) { state throws(SceneError) in
            guard state.location(of: id) != nil else { throw SceneError(.noSuchScreen, "no screen of the scene has the id \(id)") }
            let steps = try state.bringForward(id)
            guard !steps.isEmpty else { throw SceneError(.nothingToPop, "the screen \(id) is on top already") }
            return SceneTransition.combining(steps)
        }
    }

    /// Dismisses the modal that holds the screen `id`, and every modal above it.
    @discardableResult
    public func dismissModal(holding id: Screen.ID, animation: NavigationTransition? = nil) -> NavigationHandle {
        operate("dismissModal(holding: \(id))", animation: animation, naming: id.description) { state throws(SceneError) in
            try state.dismissModal(holding: id)
        }
    }

    /// Removes the screen `id` wherever it is.
    @discardableResult
    public func removeScreen(_ id: Screen.ID, animation: NavigationTransition? = nil) -> NavigationHandle {
        operate("removeScreen(\(id))", animation: animation, naming: id.description) { state throws(SceneError) in
            try state.removeScreen(id)
        }
    }

    /// Closes the screen `id` however it was shown (see ``SceneState/close(_:)``): what a
    /// screen's own Close or Done button does, through its ``ScreenCloser``. (To close the
    /// whole scene, ``close()``.)
    ///
    /// ```swift
    /// router.closeScreen(editor.id)
    /// ```
    @discardableResult
    public func closeScreen(_ id: Screen.ID, animation: NavigationTransition? = nil) -> NavigationHandle {
        operate("closeScreen(\(id))", animation: animation, naming: id.description) { state throws(SceneError) in
            try state.close(id)
        }
    }

    /// A small handle that closes the screen `id` of this scene, for its view model to keep.
    ///
    /// ```swift
    /// try router.closer(for: screen.id).close()   // the screen's Done button
    /// ```
    /// - Throws: ``NavigationError/Code/noSuchScreen`` when the scene neither shows that screen
    ///   nor is building it: an id it does not have is refused where it is taken, as everywhere.
    public func closer(for id: Screen.ID) throws(NavigationError) -> ScreenCloser {
        let closer = ScreenCloser(router: self, screen: id)
        if ScreenCloser.current == closer || runtime.withState({ $0.scene.location(of: id) }) != nil { return closer }
        throw NavigationError(
            code: .noSuchScreen, path: id.description, reason: "the scene '\(scene.id)' does not show the screen \(id)")
    }
}

/// A view model that closes its own screen: while the router builds it, ``ScreenCloser/current``
/// is the handle of the screen it will show in.
///
/// ```swift
/// struct PickerViewModel: RoutableViewModel, ClosesItsScreen {
///     var navigationInterceptionExecutionFlow: NavigationInterceptionFlow?
///     let screen = ScreenCloser.current
///     init(parameters: [String: String]?) {}
///     func pick(_ colour: String) { screen?.finish(with: colour) }
/// }
/// ```
public protocol ClosesItsScreen {}

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
