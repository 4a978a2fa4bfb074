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
