import PathRouter

/// What a UI shows of a scene, and how it follows the router: a pure value (no locks, no
/// threads) that a UI layer — ``SceneModel``, a test's simulated UI — drives with four events
/// and acts on what they return.
///
/// - ``routerChanged(to:)``: the router's scene changed. It plans the UI updates from where
///   the UI is (``SceneProjection/steps(to:)``) and, when the UI is not in the middle of an
///   update, starts the first one at once.
/// - ``stepFinished(_:)``: the UI finished showing update ``step`` (its animation ended); the
///   next one starts. An update ends only once: a late or repeated finish is ignored.
/// - ``write(_:seenAt:)``: the user changed something on screen. It is judged against the
///   projection the UI showed when the user did it (``version``), so a gesture reported late
///   is judged against the state it was made on. ``shown`` becomes what the UI shows after the
///   gesture, whatever its verdict, and the plan goes on from there: a report is expected of
///   the router (the UI keeps what the user left), an asked change or a dropped write is put
///   back by the next updates, one presentation change per update.
/// - ``answered(_:)``: the router answered a write's report or request (taken or refused).
///
/// Whatever the user does, whenever, the follower ends on the router's scene once the router
/// and the user are quiet and the UI finishes its updates.
///
/// ```swift
/// var follower = SceneFollower(SceneProjection(router))
/// follower.routerChanged(to: SceneProjection(router))   // after each change
/// show(follower.shown)                                  // one update
/// follower.stepFinished(follower.step)                  // when it has shown
/// ```
public struct SceneFollower: Sendable {
    /// What the UI shows (or is animating to): its bindings read this.
    public private(set) var shown: SceneProjection
    /// Counts every change of ``shown`` (and every write put back); a UI write names the
    /// version it was made on.
    public private(set) var version: Int = 0
    /// The router's latest projection.
    public private(set) var target: SceneProjection
    /// The updates still to show after the current one.
    public private(set) var pending: [SceneProjection] = []
    /// The update the UI is showing now (``stepFinished(_:)`` ends it), or `nil`.
    public private(set) var step: Int?
    /// The screen whose disappearance ends the current update: the one the user saw before it,
    /// when the update takes it out of sight (SwiftUI's `onDisappear` runs once the transition
    /// has ended, where `onAppear` runs as it starts). `nil` when the update shows a sheet over
    /// it (nothing signals that end: see ``endsOnBound``) or changes nothing the user sees.
    public private(set) var awaitingDisappearance: Screen.ID?
    /// Whether the current update changes what the user sees with no signal of its end (a
    /// sheet presented over the screen): the UI's time bound ends it.
    public private(set) var endsOnBound = false
    /// With ``endsOnBound``: the screen the update presents, whose appearance (SwiftUI's
    /// `onAppear`, as the presentation starts) ends it when the UI sets no time bound.
    public private(set) var awaitingAppearance: Screen.ID?
    /// The writes reported to the router whose change its scene does not show yet: the plan
    /// keeps what the user did meanwhile.
    public private(set) var expected: [UIWrite] = []
    /// The projections the UI showed lately, by version, to judge late writes against.
    private var history: [(version: Int, projection: SceneProjection)] = []
    private var steps = 0

    /// How many earlier versions a late write may name, and how many reports may wait for
    /// the router's answer.
    public static let historyLength = 32

    public init(_ initial: SceneProjection) {
        shown = initial
        target = initial
        history = [(0, initial)]
    }

    /// Whether the UI is showing an update now.
    public var isStepping: Bool { step != nil }

    /// Whether the UI shows the router's latest projection and has nothing left to show.
    public var isSettled: Bool { step == nil && pending.isEmpty && shown == target }

    /// Where the UI is going: the router's projection with the reported writes it does not
    /// show yet.
    public var goal: SceneProjection {
        expected.reduce(target) { $0.writing($1) }
    }

    /// The router's scene changed to `projection`. Returns `true` when an update started (the
    /// UI shows ``shown`` now and calls ``stepFinished(_:)`` once it has).
    @discardableResult
    public mutating func routerChanged(to projection: SceneProjection) -> Bool {
        target = projection
        // A report the scene shows now is no longer expected.
        expected.removeAll { target.writing($0) == target }
        return replan()
    }

    /// The UI finished showing update `finished` (`nil`: the current one). Returns `true` when
    /// the next one started. A finish of an update that is not the current one changes nothing.
    @discardableResult
    public mutating func stepFinished(_ finished: Int? = nil) -> Bool {
        guard let current = step, finished == nil || finished == current else { return false }
        step = nil
        awaitingDisappearance = nil
        endsOnBound = false
        awaitingAppearance = nil
        return startNext()
    }

    /// The user changed something on screen while the UI showed `version`. Judged against that
    /// projection; ``shown`` becomes what the UI shows after the gesture and the plan goes on
    /// from there (see the type's summary). Returns the verdict: the report or request to send,
    /// or why nothing is sent.
    public mutating func write(_ write: UIWrite, seenAt seen: Int) -> WriteBack {
        var verdict: WriteBack
        if let made = history.last(where: { $0.version == seen })?.projection {
            verdict = made.judge(write)
        } else {
            verdict = .dropped("made on version \(seen), older than the \(Self.historyLength) the UI keeps")
        }
        if case .report(let report) = verdict {
            // The router must still take it: judged against where the UI is going.
            switch goal.judge(write) {
            case .report:
                expect(write)
            case .ask(let request):
                verdict = .ask(request)
            default:
                // A sheet swiped down while the one above it was being presented: the user
                // saw it on top; what was presented on it goes with it.
                if case .dismiss(let held) = report, case .dismissed(let modal) = write, goal.modals.contains(where: { $0.id == modal }) {
                    verdict = .report(.dismissModal(holding: held))
                    expect(write)
                } else {
                    verdict = .dropped("\(write) no longer matches the router's scene (a newer change came first)")
                }
            }
        }
        if case .unchanged = verdict { return verdict }
        // What the UI shows now, whatever the verdict; the plan puts back what must come back.
        bump(write.changedTheUI ? shown.writing(write) : shown)
        _ = replan()
        return verdict
    }

    /// The router answered the report or request `write` became (taken: its records are in
    /// ``target`` already; refused: the UI goes back to the router's scene). Returns `true`
    /// when an update started.
    @discardableResult
    public mutating func answered(_ write: UIWrite) -> Bool {
        if let index = expected.firstIndex(of: write) { expected.remove(at: index) }
        return replan()
    }

    /// The UI's signal that the screen `id` disappeared: ends the current update when it is the
    /// one the update waits for. Returns `true` when the next update started.
    @discardableResult
    public mutating func screenDisappeared(_ id: Screen.ID) -> Bool {
        guard step != nil, id == awaitingDisappearance else { return false }
        return stepFinished()
    }

    /// The UI's signal that the screen `id` appeared: ends the current update when it presents
    /// that screen with no other signal of its end (``awaitingAppearance``). Returns `true`
    /// when the next update started.
    @discardableResult
    public mutating func screenAppeared(_ id: Screen.ID) -> Bool {
        guard step != nil, id == awaitingAppearance else { return false }
        return stepFinished()
    }

    /// Keeps `write` as expected of the router (the oldest goes past ``historyLength``).
    private mutating func expect(_ write: UIWrite) {
        if expected.count == Self.historyLength { expected.removeFirst() }
        expected.append(write)
    }

    /// Plans from where the UI is to ``goal``; starts the first update unless one is showing.
    private mutating func replan() -> Bool {
        pending = shown.steps(to: goal)
        return step == nil ? startNext() : false
    }

    private mutating func startNext() -> Bool {
        guard !pending.isEmpty else { return false }
        let before = shown.top?.topItem.id
        let next = pending.removeFirst()
        let after = next.top?.topItem.id
        let presentsSheet = next.modals.count > shown.modals.count && next.modals.last?.style == .sheet
        awaitingDisappearance = before != after && !presentsSheet ? before : nil
        endsOnBound = before != after && presentsSheet
        awaitingAppearance = endsOnBound ? after : nil
        bump(next)
        steps += 1
        step = steps
        return true
    }

    private mutating func bump(_ projection: SceneProjection) {
        shown = projection
        version += 1
        history.append((version, projection))
        if history.count > Self.historyLength { history.removeFirst(history.count - Self.historyLength) }
    }
}
