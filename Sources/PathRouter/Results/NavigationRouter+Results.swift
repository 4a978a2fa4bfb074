/// Screens that return a value to the navigation that opened them (a picker returns a colour).
extension NavigationRouter {
    /// The most results of screens that left before anybody awaited them that a scene keeps
    /// (1,000); past it, the oldest is dropped and its late waiter gets ``NavigationError/Code/screenLeft``.
    public static let maximumUnclaimedResults = 1_000

    /// Navigates to `path` and waits until the screen it shows finishes with a value of
    /// `type`.
    ///
    /// ```swift
    /// let colour = try await router.navigateForResult(toPath: "/pick-colour", as: String.self)
    /// ```
    /// - Throws: the navigation's error; ``NavigationError/Code/screenLeft`` when the screen
    ///   leaves (popped, dismissed, a logout, a restore) without a value;
    ///   ``NavigationError/Code/invalidOptions`` when it finishes with a value of another type.
    public func navigateForResult<T: Sendable>(toPath path: String, modal: Bool = false, as type: T.Type) async throws(NavigationError) -> T {
        let outcome = try await navigate(toPath: path, modal: modal).result.get()
        guard let screen = outcome.screen else {
            throw NavigationError(code: .screenLeft, path: path, reason: "the navigation showed no screen to wait for")
        }
        return try await result(of: screen.id, as: type)
    }

    /// Navigates to the typed route `value` and waits until the screen it shows finishes with a
    /// value of `type`, as ``navigateForResult(toPath:modal:as:)`` does for a path.
    ///
    /// ```swift
    /// let colour = try await router.navigateForResult(to: ColourPicker(current: "red"), as: String.self)
    /// ```
    public func navigateForResult<Value: RouteValue, T: Sendable>(
        to value: Value, modal: Bool = false, as type: T.Type
    ) async throws(NavigationError) -> T {
        let outcome = try await navigate(to: value, modal: modal).result.get()
        guard let screen = outcome.screen else {
            let path = outcome.transition.added.last?.path ?? "\(value)"
            throw NavigationError(code: .screenLeft, path: path, reason: "the navigation showed no screen to wait for")
        }
        return try await result(of: screen.id, as: type)
    }

    /// Waits until the screen `id` finishes with a value of `type` (see
    /// ``navigateForResult(toPath:modal:as:)``). The value arrives exactly once: to the first
    /// waiter.
    public func result<T: Sendable>(of id: Screen.ID, as type: T.Type) async throws(NavigationError) -> T {
        let slot = try claimResultSlot(for: id)
        let value = await slot.value {
            .failure(NavigationError(code: .waitCancelled, path: id.description, reason: "the task awaiting the result was cancelled"))
        }
        switch value {
        case .success(let result):
            guard let typed = result as? T else {
                throw NavigationError(
                    code: .invalidOptions, path: id.description,
                    reason: "the screen \(id) finished with a \(Swift.type(of: result)), not a \(type)")
            }
            return typed
        case .failure(let error):
            throw error
        }
    }

    /// The screen `id` finishes with `value`: the screen closes however it was shown
    /// (``closeScreen(_:animation:)``; leave guards apply), and its waiter gets `value` in the same
    /// step. A finish that is refused (a guard keeps the screen, the scene closed) delivers
    /// nothing, and the screen may finish again.
    ///
    /// ```swift
    /// router.finish(pickerScreen.id, with: "teal")
    /// ```
    /// - Returns: a handle that fails with ``NavigationError/Code/noSuchScreen`` when the scene
    ///   does not show the screen or it finished already.
    @discardableResult
    public func finish(_ id: Screen.ID, with value: some Sendable, animation: NavigationTransition? = nil) -> NavigationHandle {
        operate("finish(\(id))", animation: animation, naming: id.description, delivering: ResultDelivery(screen: id, value: value)) {
            state throws(SceneError) in
            try state.close(id)
        }
    }

    /// The slot of `id`'s result for a waiter: the live screen's (made now if needed), or the
    /// value of a screen that finished and left before anybody awaited it; `nil` when the
    /// screen left without one.
    /// - Throws: ``NavigationError/Code/screenLeft`` when the screen left without a value,
    ///   ``NavigationError/Code/sceneClosed`` when the scene was closed (no value will come).
    private func claimResultSlot(for id: Screen.ID) throws(NavigationError) -> SceneResults.Slot {
        let slot = runtime.claimResult(id)
        if let slot { return slot }
        if runtime.isClosed {
            throw NavigationError.sceneClosed(scene, path: id.description)
        }
        throw NavigationError(code: .screenLeft, path: id.description, reason: "the screen \(id) left without a result")
    }
}
