/// What a successful navigation (or pop, or dismissal) changed.
public struct NavigationOutcome: Sendable, CustomStringConvertible {
    /// The change and the screen, behind one reference: an outcome is handed along (handles,
    /// results, links, flights) and copying it costs a single retain.
    private final class Storage: Sendable {
        let change: SceneChange
        let screen: Screen?
        let reused: Bool
        let redirectedFrom: String?

        init(change: SceneChange, screen: Screen?, reused: Bool, redirectedFrom: String?) {
            self.change = change
            self.screen = screen
            self.reused = reused
            self.redirectedFrom = redirectedFrom
        }
    }

    private let storage: Storage
    /// The change, as observers saw it.
    public var change: SceneChange { storage.change }
    /// The screen this navigation showed, if it showed one.
    public var screen: Screen? { storage.screen }
    /// Whether that screen was one the scene already showed, reused (``ReusePolicy``), rather
    /// than created.
    public var reused: Bool { storage.reused }
    /// The path the navigation asked for, when redirects (``NavigationRoute/redirect(from:to:)``)
    /// led from it to the screen's path; `nil` when none did.
    public var redirectedFrom: String? { storage.redirectedFrom }
    /// How many after-interceptors ran once the change had landed.
    public var afterInterceptorsRun: Int

    init(change: SceneChange, screen: Screen?, reused: Bool = false, redirectedFrom: String? = nil, afterInterceptorsRun: Int = 0) {
        self.storage = Storage(change: change, screen: screen, reused: reused, redirectedFrom: redirectedFrom)
        self.afterInterceptorsRun = afterInterceptorsRun
    }

    /// The scene's state right after the change.
    public var state: SceneState { change.state }
    /// What changed.
    public var transition: SceneTransition { change.transition }

    public var description: String { change.transition.description }
}
