import Observation
import PathRouter

/// A scene as a SwiftUI view observes it (`@Observable`) and a UIKit coordinator follows it:
/// the projection the UI shows (``shown``), moved one UI update at a time towards the router's
/// scene, and the UI's writes turned into the router's reports.
///
/// It follows the router's transition records (never polling) and publishes only when what the
/// UI shows changes. Each update lasts ``stepDuration`` (the UI's animation), or until the UI
/// calls ``stepFinished()`` when ``stepDuration`` is `nil`.
///
/// ```swift
/// @State var model = SceneModel(router: router)
/// // NavigationStack(path: model.pathBinding(of: stack.id)) …  (PathRouterSwiftUI does this)
/// model.write(.dismissed(modal: sheet.id))   // a sheet swiped down
/// ```
@Observable
@MainActor
public final class SceneModel {
    /// What the UI shows: bind to this.
    public private(set) var shown: SceneProjection
    /// Counts the changes of ``shown`` (a write names the one it was made on).
    public private(set) var version: Int = 0
    /// How long the UI takes to show one update; `nil`: the UI calls ``stepFinished()``.
    @ObservationIgnored public var stepDuration: Duration? = .milliseconds(350)
    /// Told of every write that was dropped, with the reason (for the app's log).
    @ObservationIgnored public var onDropped: (@MainActor (UIWrite, String) -> Void)?
    @ObservationIgnored public let router: NavigationRouter
    @ObservationIgnored private var follower: SceneFollower
    @ObservationIgnored nonisolated(unsafe) private var observation: SceneObservation?

    public init(router: NavigationRouter) {
        self.router = router
        let follower = SceneFollower(SceneProjection(router))
        self.follower = follower
        shown = follower.shown
        observation = router.addObserver { [weak self] _ in
            Task { @MainActor in self?.routerChanged() }
        }
    }

    deinit {
        observation?.cancel()
    }

    /// Whether the UI shows the router's scene and has nothing left to show.
    public var isSettled: Bool { follower.isSettled }

    /// The UI finished showing the current update (when ``stepDuration`` is `nil`).
    public func stepFinished() {
        if follower.stepFinished() { scheduleStep() }
        publish()
    }

    /// The user changed something on screen (``UIWrite``), while the UI showed `seen` (default:
    /// the current version). Sends the report it becomes; a report the router refuses puts the
    /// UI back on the router's scene.
    @discardableResult
    public func write(_ write: UIWrite, seenAt seen: Int? = nil) -> WriteBack {
        let verdict = follower.write(write, seenAt: seen ?? follower.version)
        publish()
        switch verdict {
        case .report(let report):
            let handle = report.send(to: router)
            Task { [weak self] in
                guard case .failure = await handle.result, let self else { return }
                self.follower.reportRefused(current: SceneProjection(self.router))
                self.scheduleStep()
                self.publish()
            }
        case .dropped(let reason):
            onDropped?(write, reason)
        case .unchanged:
            break
        }
        return verdict
    }

    /// The pushed screens of stack `id` as the UI shows them (empty when it does not).
    public func path(of id: StackID) -> [Screen.ID] {
        shown.stack(id)?.path ?? []
    }

    private func routerChanged() {
        if follower.routerChanged(to: SceneProjection(router)) { scheduleStep() }
        publish()
    }

    private func scheduleStep() {
        guard let duration = stepDuration else { return }
        let stepping = follower.version
        Task { [weak self] in
            try? await Task.sleep(for: duration)
            guard let self, self.follower.version == stepping, self.follower.isStepping else { return }
            self.stepFinished()
        }
    }

    /// Publishes ``shown`` and ``version`` only when they changed.
    private func publish() {
        if version != follower.version { version = follower.version }
        if shown != follower.shown { shown = follower.shown }
    }
}
