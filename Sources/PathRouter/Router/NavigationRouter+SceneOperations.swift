import Synchronization

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
}

extension NavigationRouter {
}

extension NavigationRouter {
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

    /// Whether the request of `handle` waits for the app or the user rather than for itself:
    /// it waits for a login (in this scene), or a flow its interceptor made is handed to a
    /// screen (in any scene of the registry) and not continued yet — directly, or through the
    /// take-over navigation that carries the flow and itself waits for a login. The test kit
    /// stops waiting for an operation then, whatever else the scene waits for.
    ///
    /// A flow knows its maker when it was made in the interceptor's call or a task it started
    /// while it ran; one made elsewhere (a task started from the scene's own thread, which
    /// task-locals may not reach) has no owner: it counts for the navigations that wait for an
    /// interceptor's answer now.
    package func waitsForTheApp(_ handle: NavigationHandle) -> Bool {
        let id = handle.id
        let awaitsInterceptor = handle.awaitsInterceptor.load(ordering: .acquiring)
        for router in registry.routers {
            if router.runtime.waitsForTheApp(handle: id, awaitsInterceptor: awaitsInterceptor) { return true }
        }
        return false
    }
}
