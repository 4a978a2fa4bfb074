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

    /// Runs a scene operation (no route, no interceptor) in the scene's job. A `guarded`
    /// operation asks the leave guards of the screens it would remove first.
    func operate(
        _ name: String, animation: NavigationTransition?, naming subject: String? = nil, guarded: Bool = true,
        delivering delivery: ResultDelivery? = nil,
        _ operation: @escaping @Sendable (inout SceneState) throws(SceneError) -> SceneTransition
    ) -> NavigationHandle {
        let handle = NavigationHandle(request: name, failures: failureReporter(.sceneOperation))
        let attempt = SceneOperationAttempt(
            name: name, animation: animation, subject: subject, guarded: guarded,
            operation: operation, handle: handle, delivery: delivery)
        runtime.enqueue { [self] in run(attempt, decided: []) }
        return handle
    }

    /// Runs `attempt` in the scene's job: plans it (a dry run on a copy says which screens it
    /// would remove), asks the leave guards of those screens (away from the job: the scene
    /// keeps working), then runs it again on the scene as it is then and commits.
    ///
    /// - Parameter decided: The screens the guards already let go. After they decided, the
    ///   operation may remove only screens of that plan: if the scene changed meanwhile so
    ///   that it would remove another (a pop asked on `/edit/5` while `/pick` landed on top),
    ///   it ends with ``NavigationError/Code/noSuchScreen`` instead of picking that one.
    func run(_ attempt: SceneOperationAttempt, decided: Set<Screen.ID>) {
        let handle = attempt.handle
        if runtime.isClosed {
            handle.resolve(
                .failure(
                    NavigationError(
                        code: .sceneClosed, path: attempt.subject ?? attempt.name,
                        reason: "the scene '\(scene.id)' was closed")))
            return
        }
        if !decided.isEmpty || (attempt.guarded && mayGuardLeaving) {
            // A dry run on a copy says which screens would leave.
            var copy = state
            let leaving: [Screen]
            do throws(SceneError) {
                leaving = try attempt.operation(&copy).removed.filter { !decided.contains($0.id) }
            } catch {
                handle.resolve(.failure(NavigationError(error, path: attempt.subject ?? state.topScreen?.path ?? "")))
                return
            }
            if !decided.isEmpty, let other = leaving.first {
                handle.resolve(
                    .failure(
                        NavigationError(
                            code: .noSuchScreen, path: other.path,
                            reason:
                                "\(attempt.name) was planned for other screens; while their leave guards decided, the scene changed and it would now remove \(other.path) (\(other.id)), which it does not do"
                        )))
                return
            }
            if attempt.guarded
                && decideLeaving(
                    leaving, decided: decided, operation: attempt.name,
                    waiting: .init(path: attempt.subject ?? attempt.name, isNavigation: false, needsAuthentication: false) { error in
                        handle.resolve(.failure(error))
                    },
                    resume: { [self] decided in run(attempt, decided: decided) })
            {
                return
            }
        }
        do throws(NavigationError) {
            let change = try runtime.commit(path: attempt.subject ?? attempt.name, delivering: attempt.delivery) { state throws(NavigationError) in
                do throws(SceneError) {
                    return try attempt.operation(&state).caused(by: nil, animation: attempt.animation)
                } catch {
                    throw NavigationError(error, path: attempt.subject ?? state.topScreen?.path ?? "")
                }
            }
            handle.resolve(.success(NavigationOutcome(change: change, screen: change.state.topScreen)))
        } catch {
            handle.resolve(.failure(error))
        }
    }
}

/// One scene operation on its way: what it does, and the handle it resolves.
struct SceneOperationAttempt: Sendable {
    let name: String
    let animation: NavigationTransition?
    let subject: String?
    let guarded: Bool
    let operation: @Sendable (inout SceneState) throws(SceneError) -> SceneTransition
    let handle: NavigationHandle
    /// A screen's result, delivered by the commit that removes it (`finish`).
    var delivery: ResultDelivery? = nil
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
                let waiting = runtime.withState { $0.suspended.count }
                SceneThread.resumeWhenIdle { continuation.resume(returning: waiting) }
            }
        }
    }

    /// Whether something of the scene waits for the app or the user rather than for itself: a
    /// navigation waiting for a login, or a flow handed to a screen (a take-over) that has not
    /// been continued. The test kit stops waiting for an operation then.
    package var waitsForTheApp: Bool {
        runtime.withState { $0.login.flight != nil || !$0.flows.isEmpty }
    }
}
