import Observation
import PathRouter
import PathRouterLocking

/// A scene as a SwiftUI view observes it (`@Observable`) and a UIKit coordinator follows it:
/// the projection the UI shows (``shown``), moved one UI update at a time towards the router's
/// scene, and the UI's writes turned into the router's reports.
///
/// It follows the router's transition records (never polling), each applied to the projection
/// it has (``SceneProjection/applying(_:rules:)``), so a change costs what it changed, and
/// publishes only when what the UI shows changes. It projects the scene whole when a record
/// changes screens anywhere (a restore, a logout), when the leave guards or the login path
/// changed, or when more than ``inboxCapacity`` records wait. Each update lasts
/// ``stepDuration`` (the UI's animation), or until the UI calls ``stepFinished()`` when
/// ``stepDuration`` is `nil`.
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
    @ObservationIgnored private var rules: SceneProjection.Rules
    @ObservationIgnored private var guardsVersion: UInt64
    @ObservationIgnored private let inbox = Locked.make(Inbox())
    @ObservationIgnored nonisolated(unsafe) private var observation: SceneObservation?

    /// How many records wait for the main actor at most; past that, they are dropped and the
    /// scene is projected whole from the latest state.
    public nonisolated static let inboxCapacity = 256

    /// The records heard on the router's threads, waiting for the main actor.
    private struct Inbox {
        var records: [SceneTransition] = []
        /// The state after the last record heard.
        var latest: SceneState?
        var overflowed = false
        var drainScheduled = false
    }

    public init(router: NavigationRouter) {
        self.router = router
        rules = SceneProjection.Rules(router)
        guardsVersion = router.leaveGuardsVersion
        follower = SceneFollower(SceneProjection(root: nil, modals: []))
        shown = follower.shown
        // The observer first: its initial state is the one its first record starts from.
        let observation = router.addObserver { [inbox, weak self] change in
            let schedule = inbox.withLock { inbox -> Bool in
                if inbox.records.count < Self.inboxCapacity {
                    inbox.records.append(change.transition)
                } else {
                    inbox.records = []
                    inbox.overflowed = true
                }
                inbox.latest = change.state
                defer { inbox.drainScheduled = true }
                return !inbox.drainScheduled
            }
            if schedule { Task { @MainActor in self?.routerChanged() } }
        }
        self.observation = observation
        follower = SceneFollower(SceneProjection(observation.initialState, rules: rules))
        shown = follower.shown
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
                // Back to the router's scene as its records built it.
                self.follower.reportRefused(current: self.follower.target)
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

    /// Applies the records heard since the last call to the router's projection, and plans
    /// the UI's updates towards it.
    private func routerChanged() {
        let (records, latest, overflowed) = inbox.withLock { inbox in
            defer { inbox = Inbox() }
            return (inbox.records, inbox.latest, inbox.overflowed)
        }
        guard let latest else { return }
        var projection: SceneProjection? = overflowed ? nil : follower.target
        let version = router.leaveGuardsVersion
        let loginPath = router.registry.loginPath
        if version != guardsVersion || loginPath != rules.loginPath {
            guardsVersion = version
            rules.loginPath = loginPath
            projection = nil
        }
        for record in records { projection = projection?.applying(record, rules: rules) }
        // A cheap check against the state (the top screen, the modals): whole again if it fails.
        if let followed = projection, followed.modals.count != latest.modals.count || followed.top?.topItem.id != latest.topScreen?.id {
            projection = nil
        }
        if follower.routerChanged(to: projection ?? SceneProjection(latest, rules: rules)) { scheduleStep() }
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
