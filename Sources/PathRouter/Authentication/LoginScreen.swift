import SceneHost

/// The router's login screen in a scene (`NavigationRegistry.loginPath`), shown while a
/// navigation waits for a login (``SuspendedRequests`` keeps which one): one part of the
/// scene's runtime, changed only under its lock.
///
/// Invariants: the login screen is shown at most once per scene and leaves when the wait ends.
struct LoginScreen {
    enum Phase: Sendable, Equatable {
        /// Not shown.
        case none
        /// Its navigation is on its way.
        case presenting
        /// Shown, as this screen.
        case shown(Screen.ID)
    }

    private(set) var phase = Phase.none

    /// Whether the login screen should be presented now (it is neither on its way nor shown
    /// in `scene`); if so, it is on its way from now on.
    mutating func beginPresenting(in scene: SceneState) -> Bool {
        switch phase {
        case .presenting:
            return false
        case .shown(let id) where scene.location(of: id) != nil:
            return false
        case .none, .shown:
            // Not shown, or the app took it away while the wait went on: show it again.
            phase = .presenting
            return true
        }
    }

    /// The login screen's navigation ended with `shown` (or nothing); `false` when the wait
    /// ended before it landed (the screen must then leave at once).
    mutating func presented(_ shown: Screen.ID?) -> Bool {
        guard phase == .presenting else { return false }
        phase = shown.map(Phase.shown) ?? .none
        return true
    }

    /// The login screen that is shown, taken out (it is about to leave).
    mutating func takeShownScreen() -> Screen.ID? {
        defer { phase = .none }
        if case .shown(let id) = phase { return id }
        return nil
    }
}

/// The registry's login screen (`NavigationRegistry.loginPath`) in one scene; its state is
/// ``LoginScreen``.
extension NavigationRouter {
    /// Shows the registry's login screen in this scene, unless it shows it already (in the job
    /// that parks a navigation for a login).
    ///
    /// The login screen is part of the waiting navigation: it is not held to the scene's
    /// concurrency policy (it neither replaces the navigation that asked for it nor is refused
    /// while that one waits).
    /// - Returns: why the login screen cannot be shown (the waiting navigation then ends with
    ///   it instead of waiting for a login nobody sees), or `nil`.
    func presentLoginScreen() -> NavigationError? {
        guard let path = registry.loginPath else { return nil }
        if let problem = registry.loginPathProblem(path) { return problem }
        let present = runtime.beginPresentingLogin()
        guard present else { return nil }
        let request = NavigationRequest(
            path: path, replace: false, externally: false, embedInNavigationView: true, modal: true,
            shouldPreventDismissal: true, interceptionExecutionFlow: nil, animation: nil)
        submit(request, followsPolicy: false).whenResolved { [weak self] result in
            guard let self else { return }
            let screen = (try? result.get())?.screen?.id
            let wanted = runtime.loginPresented(screen)
            if case .failure(let error) = result, wanted {
                // Nobody will see a login: the navigation waiting for it ends, with the reason.
                runtime.enqueue { [self] in
                    endPendingNavigation(with: error.code, reason: "its login screen \(path) could not be shown: \(error.reason)")
                }
            }
            // The wait ended before the login screen landed: it leaves at once.
            if !wanted, let screen { runtime.enqueue { [self] in removeLoginFlow(holding: screen) } }
        }
        return nil
    }

    /// Removes the router's login screen from this scene, if it shows one (in a job).
    func removeLoginScreen() {
        let shown = runtime.takeLoginScreen()
        if let shown { removeLoginFlow(holding: shown) }
    }

    /// Removes the login screen `id` with the modal that holds it, and so whatever the user
    /// opened from it ("Forgot password?") and the modals above it: the resumed navigation
    /// never lands inside what is left of the login.
    private func removeLoginFlow(holding id: Screen.ID) {
        guard state.location(of: id) != nil else { return }
        // Part of the navigation that waited: no leave guard keeps it, and no handle of the
        // app's hears of it.
        housekeep("remove the login screen \(id)") { state in
            (try? state.dismissModal(holding: id)) ?? state.removeScreens { $0.id == id }
        }
    }
}
