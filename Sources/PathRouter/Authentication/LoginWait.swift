import SceneHost

/// The navigation of a scene that waits for a login, and the router's login screen shown for
/// it: one part of the scene's runtime, changed only under its lock.
///
/// Invariants: at most one navigation waits (a newer one takes its place, and the replaced
/// one is ended by the caller); it leaves the wait once — resumed after the login, or ended;
/// the login screen is shown at most once per scene and leaves when the wait ends.
struct LoginWait {
    /// The registry's login screen (`NavigationRegistry.loginPath`) in the scene.
    enum Screen: Sendable, Equatable {
        /// Not shown.
        case none
        /// Its navigation is on its way.
        case presenting
        /// Shown, as this screen.
        case shown(SceneHost.Screen.ID)
    }

    /// The navigation that waits, if any.
    private(set) var flight: NavigationFlight?
    private(set) var screen = Screen.none

    /// Makes `flight` the one that waits; returns the one it replaces.
    mutating func park(_ flight: NavigationFlight) -> NavigationFlight? {
        defer { self.flight = flight }
        return self.flight === flight ? nil : self.flight
    }

    /// Whether `flight` is the one that waits.
    func isWaiting(_ flight: NavigationFlight) -> Bool { self.flight === flight }

    /// Takes `flight` out of the wait; `false` when it is not the one that waits.
    mutating func end(_ flight: NavigationFlight) -> Bool {
        guard self.flight === flight else { return false }
        self.flight = nil
        return true
    }

    /// Takes out whichever navigation waits.
    mutating func endAny() -> NavigationFlight? {
        defer { flight = nil }
        return flight
    }

    /// Whether the login screen should be presented now (it is neither on its way nor shown
    /// in `scene`); if so, it is on its way from now on.
    mutating func beginPresenting(in scene: SceneState) -> Bool {
        switch screen {
        case .presenting:
            return false
        case .shown(let id) where scene.location(of: id) != nil:
            return false
        case .none, .shown:
            // Not shown, or the app took it away while the wait went on: show it again.
            screen = .presenting
            return true
        }
    }

    /// The login screen's navigation ended with `shown` (or nothing); `false` when the wait
    /// ended before it landed (the screen must then leave at once).
    mutating func presented(_ shown: SceneHost.Screen.ID?) -> Bool {
        guard screen == .presenting else { return false }
        screen = shown.map(Screen.shown) ?? .none
        return true
    }

    /// The login screen that is shown, taken out (it is about to leave).
    mutating func takeShownScreen() -> SceneHost.Screen.ID? {
        defer { screen = .none }
        if case .shown(let id) = screen { return id }
        return nil
    }
}
