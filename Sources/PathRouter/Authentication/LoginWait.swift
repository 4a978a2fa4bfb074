/// The navigation that waits for a login, and what ends it: the login (resumed or failed), a
/// newer protected navigation, the timeout, a cancel, a logout.
extension NavigationRouter {
    /// Makes `flight` the scene's pending navigation, ending the one it replaces; `false` when
    /// `flight` no longer waits (something ended it meanwhile): it must not wait for a login.
    func park(_ flight: NavigationFlight) -> Bool {
        let replaced: NavigationFlight?
        switch runtime.waitForLogin(flight) {
        case .waiting(let earlier): replaced = earlier
        case .held, .ended: return false
        }
        if LandingShape.of(flight.request).buildsRoot { releaseHeld(whenEnded: flight) }
        replaced?.fail(
            NavigationError(
                code: .pendingNavigationReplaced, path: replaced!.path,
                reason: "a newer protected navigation (\(flight.path)) took its place while it waited for a login"))
        if let timeout = registry.pendingNavigationTimeout {
            // Weak: a timer must not keep a closed router (or the flight) alive until it fires.
            Task { [weak self, weak flight] in
                try? await Task.sleep(for: timeout)
                guard let router = self else { return }
                router.runtime.enqueue { [weak flight] in
                    guard let flight else { return }
                    let expired = router.runtime.loginFlight === flight
                    if expired {
                        flight.fail(
                            NavigationError(
                                code: .pendingNavigationExpired, path: flight.path,
                                reason: "it waited for a login longer than \(timeout)"))
                    }
                }
            }
        }
        return true
    }

    /// Once the setup `flight` ends (it landed, or failed), resumes in order what waited
    /// behind it (``SuspendedRequests/releaseHeld(after:)``), in a job of the scene.
    private func releaseHeld(whenEnded flight: NavigationFlight) {
        let handle = flight.handle
        let setup = ObjectIdentifier(flight)
        Task { [weak self] in
            _ = await handle.result
            guard let router = self else { return }
            router.runtime.enqueue {
                for resume in router.runtime.releaseHeld(after: setup) { resume() }
            }
        }
    }

    /// Holds `request` behind the scene's setup while one waits for a login (a link at cold
    /// start), or behind a restore that waits: it waits, visible to `close()`, a logout and the
    /// policy, and runs once the setup or the restore has landed, inside the root it built.
    /// `false` when nothing holds it, or when an interceptor's run asked for it (`ancestry`):
    /// that run may be what the setup or the restore waits for.
    func holdBehindSetup(_ request: NavigationRequest, handle: NavigationHandle, ancestry: [UInt64]) -> Bool {
        guard ancestry.isEmpty else { return false }
        return runtime.holdBehindSetup(
            path: request.path, buildsRoot: LandingShape.of(request).buildsRoot,
            end: { error in
                handle.resolve(.failure(error))
                FlowEnding.cancel(request.interceptionExecutionFlow, because: error)
            }
        ) { [self] in start(request, handle: handle, ancestry: []) }
    }

    /// Ends every navigation of this scene that needs an authenticated user and has not
    /// landed yet, with ``NavigationError/Code/loggedOut`` (runs in a job of the scene).
    func endNavigationsNeedingAuthentication() {
        // The navigation waiting for a login needs one, whatever its own rules said.
        endSuspended(where: { $0.needsAuthentication || $0.waitsForLogin }) { .loggedOut(path: $0.path) }
    }

    /// `flight` no longer waits for a login (with `forgetting`, it no longer waits at all: it
    /// ended), atomically; the login screen shown for it leaves.
    func unpark(_ flight: NavigationFlight, forgetting: Bool = false) {
        let ended = forgetting ? runtime.forget(flight) : runtime.loginEnded(for: flight)
        if ended { runtime.enqueue { [self] in removeLoginScreen() } }
    }

    /// The login `flight` waited for has completed (runs in a job of the scene).
    func loginFinished(for flight: NavigationFlight) {
        let stillPending = runtime.loginEnded(for: flight)
        // The router's login screen leaves before the navigation resumes.
        removeLoginScreen()
        // The stages decide whether the login let it through (``NavigationStages/Decision/resumed``).
        if stillPending { flight.run() }
    }

    @discardableResult
    func endPendingNavigation(with code: NavigationError.Code, reason: String) -> Bool {
        let pending = runtime.endLoginWait()
        guard let pending else { return false }
        runtime.enqueue { [self] in removeLoginScreen() }
        pending.fail(NavigationError(code: code, path: pending.path, reason: reason))
        return true
    }

    /// Removes every screen of a protected route from the scene (after a logout).
    func removeProtectedScreens() async {
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            runtime.enqueue { [self] in
                endNavigationsNeedingAuthentication()
                let registry = registry
                let current = state
                if current.allScreens.contains(where: registry.isProtected) {
                    housekeep("logout") { state in state.removeScreens(where: registry.isProtected) }
                }
                if state.isEmpty, !current.isEmpty, let path = registry.loggedOutPath {
                    start(
                        NavigationRequest(
                            path: path, replace: true, externally: false, embedInNavigationView: true,
                            modal: false, shouldPreventDismissal: false, interceptionExecutionFlow: nil, animation: nil),
                        handle: NavigationHandle(request: path, failures: navigationFailures),
                        ancestry: [])
                }
                SceneThread.resumeWhenIdle { continuation.resume() }
            }
        }
    }
}
