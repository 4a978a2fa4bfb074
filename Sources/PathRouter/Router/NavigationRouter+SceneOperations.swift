extension NavigationRouter {
    /// Pops the top screen of the top-most navigation stack.
    ///
    /// ```swift
    /// await router.pop().result   // .failure(nothingToPop) when only one screen is left
    /// ```
    @discardableResult
    public func pop(animation: NavigationTransition? = nil) -> NavigationHandle {
        operate("pop", animation: animation) { state throws(SceneError) in try state.pop() }
    }

    /// Pops the top-most navigation stack to its first screen.
    @discardableResult
    public func popToRoot(animation: NavigationTransition? = nil) -> NavigationHandle {
        operate("popToRoot", animation: animation) { state throws(SceneError) in try state.popToRoot() }
    }

    /// Dismisses the top modal.
    ///
    /// - Parameters:
    ///   - interactive: `true` when the user dismisses it (a swipe): a modal presented with
    ///     `shouldPreventDismissal` refuses with ``NavigationError/Code/dismissalPrevented``.
    ///     The app's own dismissal (`false`, the default) always succeeds.
    ///   - animation: The animation to record on the transition.
    @discardableResult
    public func dismiss(interactive: Bool = false, animation: NavigationTransition? = nil) -> NavigationHandle {
        operate(interactive ? "dismiss (interactive)" : "dismiss", animation: animation) { state throws(SceneError) in
            try state.dismiss(interactive: interactive)
        }
    }

    /// Dismisses every modal.
    @discardableResult
    public func dismissAll(animation: NavigationTransition? = nil) -> NavigationHandle {
        operate("dismissAll", animation: animation) { state throws(SceneError) in try state.dismissAll() }
    }

    /// Waits until every navigation and operation asked for before this call has been applied,
    /// refused, or suspended (waiting for an interceptor, a flow, a login or leave guards),
    /// including the navigations they started synchronously, and says how many wait. Await a
    /// handle's `result` to know when a waiting one ends. It returns once the thread that ran
    /// them has given the scene up, so a call made right after it runs at once (unless other
    /// threads queued more work meanwhile).
    ///
    /// ```swift
    /// router.navigate(toPath: "/home")
    /// let waiting = await router.idle()   // 0: /home has landed (or was refused)
    /// print(router.state)
    /// ```
    /// - Returns: how many navigations and operations of the scene still wait.
    @discardableResult
    public func idle() async -> Int {
        await withCheckedContinuation { (continuation: CheckedContinuation<Int, Never>) in
            runtime.enqueue { [runtime] in
                let waiting = runtime.waitingCount
                SceneThread.resumeWhenIdle { continuation.resume(returning: waiting) }
            }
        }
    }
}
