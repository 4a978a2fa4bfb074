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
/// What a gesture takes, from the UI's write to the router's records and the steps the UI
/// shows, is told in call order in RoundTrip.swift, drawn on ``write(_:seenAt:)``; this file
/// holds the model's state, the observer that hears the router's records, and what the UI
/// reads (``item(_:)``, ``path(of:)``).
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
    public internal(set) var shown: SceneProjection
    /// Counts the changes of ``shown`` (a write names the one it was made on).
    public internal(set) var version: Int = 0
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
    @ObservationIgnored var follower: SceneFollower
    @ObservationIgnored var rules: SceneProjection.Rules
    @ObservationIgnored var guardsVersion: UInt64
    @ObservationIgnored let inbox = Locked.make(Inbox())
    @ObservationIgnored nonisolated(unsafe) private var observation: SceneObservation?
    /// The screens ``shown`` holds, by identity (kept up to date at the cost of each change).
    @ObservationIgnored var index: [Screen.ID: ScreenItem] = [:]
    @ObservationIgnored var departed: [Screen.ID: ScreenItem] = [:]
    /// When the current update ends at the latest, and when ``boundTimer`` wakes.
    @ObservationIgnored var stepBound = StepBound()
    /// The one timer that ends updates at their bounds, while one waits (``StepBound``).
    @ObservationIgnored var boundTimer: Task<Void, Never>?
    @ObservationIgnored var departedOrder: [Screen.ID] = []
    /// The last path read of each stack, with the list it was read from.
    @ObservationIgnored private var paths: [StackID: (top: ScreenList.Node, path: [Screen.ID])] = [:]

    /// How many records wait for the main actor at most; past that, they are dropped and the
    /// scene is projected whole from the latest state.
    public nonisolated static let inboxCapacity = 256

    /// The records heard on the router's threads, waiting for the main actor.
    struct Inbox {
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

    /// How many reports and requests the model sent that the router has not answered yet
    /// (their answer may still change what the UI shows).
    @ObservationIgnored package internal(set) var unanswered = 0
    /// The requests sent for asks not answered yet: a second tap of the same gesture joins its
    /// question (one request, one answer) instead of sending another.
    @ObservationIgnored var asking: [(call: RouterCall, handle: NavigationHandle)] = []

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

    /// How many screens that left stay readable by ``item(_:)``.
    public nonisolated static let departedCapacity = 64
}
