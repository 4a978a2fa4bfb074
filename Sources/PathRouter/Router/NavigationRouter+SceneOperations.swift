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
    /// - Parameter interactive: `true` when the user dismisses it (a swipe): a modal presented
    ///   with `shouldPreventDismissal` refuses with ``NavigationError/Code/dismissalPrevented``.
    ///   The app's own dismissal (`false`, the default) always succeeds.
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

    /// Runs a scene operation (no route, no interceptor) in the scene's job.
    func operate(
        _ name: String, animation: NavigationTransition?, naming subject: String? = nil,
        _ operation: @escaping @Sendable (inout SceneState) throws(SceneError) -> SceneTransition
    ) -> NavigationHandle {
        let handle = NavigationHandle(request: name, failures: failureReporter(.sceneOperation))
        runtime.enqueue { [runtime] in
            do throws(NavigationError) {
                let change = try runtime.commit { state throws(NavigationError) in
                    do throws(SceneError) {
                        return try operation(&state).caused(by: nil, animation: animation)
                    } catch {
                        throw NavigationError(error, path: subject ?? state.topScreen?.path ?? "")
                    }
                }
                handle.resolve(.success(NavigationOutcome(change: change, screen: change.state.topScreen)))
            } catch {
                handle.resolve(.failure(error))
            }
        }
        return handle
    }
}

extension NavigationRouter {
    /// Waits until every navigation and operation asked for before this call has been applied,
    /// refused, or parked (waiting for a flow or a login), including the navigations they
    /// started synchronously. A navigation whose `async` interceptor is still running counts
    /// as waiting: await its handle's `result` to know when it lands.
    ///
    /// ```swift
    /// router.navigate(toPath: "/home")
    /// await router.idle()
    /// print(router.state)
    /// ```
    public func idle() async {
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            runtime.enqueue { continuation.resume() }
        }
    }
}
