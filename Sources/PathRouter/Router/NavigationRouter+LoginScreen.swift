/// The registry's login screen (`NavigationRegistry.loginPath`) in one scene.
enum LoginScreen: Sendable, Equatable {
    /// Not shown.
    case none
    /// Its navigation is on its way.
    case presenting
    /// Shown, as this screen.
    case shown(Screen.ID)
}

extension NavigationRouter {
    /// Shows the registry's login screen in this scene, unless it shows it already (in the job
    /// that parks a navigation for a login).
    func presentLoginScreen() {
        guard let path = registry.loginPath else { return }
        // A protected login screen would itself wait for the login (and take the waiting
        // navigation's place): refuse it, and say so to the failure observers.
        if let admission = try? admit(path: path, externally: false), admission.needsAuthentication {
            failureReporter(.navigation).report(NavigationError(
                code: .authenticationRequired, path: path,
                reason: "the registry's loginPath reaches route '\(admission.route.path)', which needs the login it should show; bind it with requiresAuthentication: false",
                nearestPattern: admission.route.path))
            return
        }
        let present = runtime.withState { state -> Bool in
            switch state.loginScreen {
            case .presenting:
                return false
            case .shown(let id) where state.scene.allScreens.contains(where: { $0.id == id }):
                return false
            case .none, .shown:
                // Not shown, or the app took it away while the wait went on: show it again.
                state.loginScreen = .presenting
                return true
            }
        }
        guard present else { return }
        navigate(toPath: path, modal: true, shouldPreventDismissal: true).whenResolved { [weak self] result in
            guard let self else { return }
            let screen = (try? result.get())?.screen?.id
            let wanted = runtime.withState { state -> Bool in
                guard state.loginScreen == .presenting else { return false }
                state.loginScreen = screen.map(LoginScreen.shown) ?? .none
                return true
            }
            // The wait ended before the login screen landed: it leaves at once.
            if !wanted, let screen { runtime.enqueue { [runtime] in runtime.removeScreen(screen) } }
        }
    }

    /// Removes the router's login screen from this scene, if it shows one (in a job).
    func removeLoginScreen() {
        let shown = runtime.withState { state -> Screen.ID? in
            defer { state.loginScreen = .none }
            if case .shown(let id) = state.loginScreen { return id }
            return nil
        }
        if let shown { runtime.removeScreen(shown) }
    }
}
