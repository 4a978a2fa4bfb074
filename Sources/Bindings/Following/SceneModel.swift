import Observation
import PathRouter
import PathRouterLocking

/// A scene as a SwiftUI view observes it (`@Observable`) and a UIKit coordinator follows it:
/// the projection the UI shows (``shown``), moved one UI update at a time towards the router's
/// scene, and the UI's writes turned into the router's reports.
///
/// It follows the router's transition records (never polling), each turned into a change of
/// the projection it has (``SceneProjection/following(_:rules:)``), so a change costs what it changed, and
/// publishes only when what the UI shows changes. It projects the scene whole when a record
/// changes screens anywhere (a restore, a logout), when the leave guards or the login path
/// changed, or when more than ``inboxCapacity`` records wait.
///
/// Each update ends on the UI's own signal: ``screenDisappeared(_:)`` (the screen the user saw
/// before it has gone: its transition ended), ``stepFinished(_:)``. An update with no signal of
/// its end (a sheet presented over the screen) ends after ``stepDuration``, or, with `nil`, when
/// the presented screen appears (``screenAppeared(_:)``). ``signalTimeout`` is the fallback
/// when a signal never comes, longer than any transition, so it never cuts one short; an
/// update that changes no screen the user sees ends on the main actor's next turn. No update
/// waits for ever unless ``signalTimeout`` is `nil` (a UI that ends every update itself).
///
/// ```swift
/// let model = SceneModel(router: router)
/// let path = model.path(of: stack.id)              // what NavigationStack(path:) binds to
/// model.write(.dismissed(modal: sheet.id), seenAt: model.version)   // a sheet swiped down
/// ```
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
@Observable
@MainActor
public final class SceneModel {
    /// What the UI shows: bind to this.
    public private(set) var shown: SceneProjection
    /// Counts the changes of ``shown`` (a write names the one it was made on).
    public private(set) var version: Int = 0
    /// How long an update with no signal of its end lasts (a sheet presented over the screen:
    /// SwiftUI says when it starts, not when it ends); `nil`: it ends when the presented screen
    /// appears (``screenAppeared(_:)``).
    @ObservationIgnored public var stepDuration: Duration? = .milliseconds(600)
    /// The longest an update waits for the UI's signal before it ends anyway (a signal that
    /// never comes); `nil`: the UI ends every update itself (``stepFinished(_:)``), as a test's
    /// driver or the UIKit coordinator does.
    @ObservationIgnored public var signalTimeout: Duration? = .seconds(2)
    /// Told of every write that was dropped, with the reason (for the app's log).
    @ObservationIgnored public var onDropped: (@MainActor (UIWrite, String) -> Void)?
    @ObservationIgnored public let router: NavigationRouter
    @ObservationIgnored private var follower: SceneFollower
    @ObservationIgnored private var rules: SceneProjection.Rules
    @ObservationIgnored private var guardsVersion: UInt64
    @ObservationIgnored private let inbox = Locked.make(Inbox())
    @ObservationIgnored nonisolated(unsafe) private var observation: SceneObservation?
    /// The screens ``shown`` holds, by identity (kept up to date at the cost of each change).
    @ObservationIgnored private var index: [Screen.ID: ScreenItem] = [:]
    @ObservationIgnored private var departed: [Screen.ID: ScreenItem] = [:]
    /// The task that ends the current update at its bound, if it has one.
    @ObservationIgnored private var bound: Task<Void, Never>?
    @ObservationIgnored private var departedOrder: [Screen.ID] = []
    /// The last path read of each stack, with the list it was read from.
    @ObservationIgnored private var paths: [StackID: (top: ScreenList.Node, path: [Screen.ID])] = [:]

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

    /// A model of `router`'s scene; `style` says how each modal is presented (by default tabs
    /// and splits cover the window, anything else is a sheet).
    public init(router: NavigationRouter, style: @escaping @Sendable (Modal) -> ModalStyle = SceneProjection.Rules.defaultStyle) {
        self.router = router
        rules = SceneProjection.Rules(router, style: style)
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
        for item in shown.items { index[item.id] = item }
    }

    deinit {
        observation?.cancel()
    }

    /// Whether the UI shows the router's scene and has nothing left to show.
    public var isSettled: Bool { follower.isSettled }

    /// The update the UI is showing now, or `nil`: a UI that ends updates on its own signals
    /// (``stepDuration`` `nil`) passes it back to ``stepFinished(_:)``.
    public var step: Int? { follower.step }

    /// The UI finished showing update `step` (`nil`: the current one). A finish of an update
    /// that is no longer the current one (the timer's, after the UI's own signal) changes
    /// nothing.
    public func stepFinished(_ step: Int? = nil) {
        stepChanged(follower.stepFinished(step))
        publish()
    }

    /// The user changed something on screen (``UIWrite``), while the UI showed version `seen`
    /// (default: the current version). Sends the report or request it becomes; a report the
    /// router refuses puts the UI back on the router's scene. What the UI shows becomes what
    /// the user left, and the next updates put back what must come back (a screen a leave
    /// guard keeps, a write the router refused), one presentation change per update.
    @discardableResult
    public func write(_ write: UIWrite, seenAt seen: Int? = nil) -> WriteBack {
        send(write, seenAt: seen).verdict
    }

    /// ``write(_:seenAt:)``, with the handle of the report or request sent (for a test kit
    /// that awaits the router's answer).
    package func send(_ write: UIWrite, seenAt seen: Int? = nil) -> (verdict: WriteBack, handle: NavigationHandle?) {
        let before = follower.step
        let verdict = follower.write(write, seenAt: seen ?? follower.version)
        if follower.step != before { scheduleStep() }
        publish()
        if case .dropped(let reason) = verdict { onDropped?(write, reason) }
        guard let sent = verdict.sent else { return (verdict, nil) }
        let handle = sent.send(to: router)
        unanswered += 1
        Task { [weak self] in
            _ = await handle.result
            guard let self else { return }
            self.unanswered -= 1
            // The records of a change the router made are heard before its handle resolves:
            // take them first, so the UI never goes back to what the user left.
            self.routerChanged()
            self.stepChanged(self.follower.answered(write))
            self.publish()
        }
        return (verdict, handle)
    }

    /// How many reports and requests the model sent that the router has not answered yet
    /// (their answer may still change what the UI shows).
    @ObservationIgnored package private(set) var unanswered = 0

    /// A screen appeared (SwiftUI's `onAppear`, as its transition starts): ends the current
    /// update when it presents that screen and has no other signal of its end (with
    /// ``stepDuration`` `nil`).
    public func screenAppeared(_ id: Screen.ID) {
        guard stepDuration == nil else { return }
        stepChanged(follower.screenAppeared(id))
        publish()
    }

    /// A screen disappeared (SwiftUI's `onDisappear`, which runs once its transition ended):
    /// ends the current update when it is the screen the update takes out of sight.
    public func screenDisappeared(_ id: Screen.ID) {
        stepChanged(follower.screenDisappeared(id))
        publish()
    }

    /// The screen `id` as the UI shows it, or as it last showed it while it leaves (a page or a
    /// sheet keeps its content through its exit animation). A dictionary look-up.
    public func item(_ id: Screen.ID) -> ScreenItem? {
        index[id] ?? departed[id]
    }

    /// The pushed screens of stack `id` as the UI shows them (empty when it does not). Made
    /// from the last path read of that stack at the cost of what changed since.
    public func path(of id: StackID) -> [Screen.ID] {
        guard let list = shown.stack(id)?.list else {
            paths[id] = nil
            return []
        }
        if let earlier = paths[id], earlier.top === list.top { return earlier.path }
        // Taken out first, so that the array is changed in place when no one else holds it.
        guard var earlier = paths.removeValue(forKey: id) else {
            let path = list.path
            paths[id] = (list.top, path)
            return path
        }
        list.refresh(&earlier.path, from: earlier.top)
        paths[id] = (list.top, earlier.path)
        return earlier.path
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
        for record in records { projection = projection?.following(record, rules: rules) }
        // A cheap check against the state (the top screen, the modals): whole again if it fails.
        if let followed = projection, followed.modals.count != latest.modals.count || followed.top?.topItem.id != latest.topScreen?.id {
            projection = nil
        }
        stepChanged(follower.routerChanged(to: projection ?? SceneProjection(latest, rules: rules)))
        publish()
    }

    /// Ends the update just started, unless a signal ends it first: one that changes no screen
    /// the user sees on the main actor's next turn; one with no signal of its end after
    /// ``stepDuration``; any other after ``signalTimeout`` at the latest (a fallback).
    /// The update's bound is cancelled when the update ends sooner (no sleeping task is left
    /// behind per update).
    private func scheduleStep() {
        bound?.cancel()
        bound = nil
        guard let step = follower.step else { return }
        let duration: Duration?
        if follower.awaitingDisappearance != nil {
            duration = signalTimeout
        } else if follower.endsOnBound {
            duration = stepDuration ?? signalTimeout
        } else {
            duration = .zero
        }
        guard let duration else { return }
        let ending = Task { [weak self] in
            if duration > .zero {
                try? await Task.sleep(for: duration)
                if Task.isCancelled { return }
            }
            self?.stepFinished(step)
        }
        if duration > .zero { bound = ending }
    }

    /// An event of the follower returned whether an update `started`: its bound is scheduled;
    /// when none runs any more, the last one's bound is cancelled.
    private func stepChanged(_ started: Bool) {
        if started {
            scheduleStep()
        } else if follower.step == nil, let running = bound {
            running.cancel()
            bound = nil
        }
    }

    /// Publishes ``shown`` and ``version`` only when they changed; the screens that left stay
    /// readable through ``item(_:)`` for a while (the last ``departedCapacity``). Costs what
    /// changed (``ScreenChanges``), not the screens the scene holds.
    private func publish() {
        if version != follower.version { version = follower.version }
        guard shown != follower.shown else { return }
        let changes = ScreenChanges(from: shown, to: follower.shown)
        for item in changes.left { index[item.id] = nil }
        for item in changes.arrived { index[item.id] = item }
        for item in changes.left where index[item.id] == nil {
            departed[item.id] = item
            departedOrder.append(item.id)
        }
        if departedOrder.count > Self.departedCapacity {
            for id in departedOrder.prefix(departedOrder.count - Self.departedCapacity) { departed[id] = nil }
            departedOrder.removeFirst(departedOrder.count - Self.departedCapacity)
        }
        shown = follower.shown
    }

    /// How many screens that left stay readable by ``item(_:)``.
    public nonisolated static let departedCapacity = 64
}
