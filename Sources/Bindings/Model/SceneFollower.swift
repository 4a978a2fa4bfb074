import PathRouter

/// What a UI shows of a scene, and how it follows the router: a pure value (no locks, no
/// threads) that a UI layer — ``SceneModel``, a test's simulated UI — drives with three events
/// and acts on what they return.
///
/// - ``routerChanged(to:)``: the router's scene changed. It plans the UI updates from where
///   the UI is (``SceneProjection/steps(to:)``) and, when the UI is not in the middle of an
///   update, starts the first one at once.
/// - ``stepFinished()``: the UI finished showing the current update (its animation ended);
///   the next one starts. The UI says how long a step takes.
/// - ``write(_:seenAt:)``: the user changed something on screen. It is judged against the
///   projection the UI showed when the user did it (``version``), so a gesture reported late is
///   judged against the state it was made on; what the user changed shows at once, and the
///   returned ``WriteBack`` says which report to send the router (or why none).
///
/// ```swift
/// var follower = SceneFollower(SceneProjection(router))
/// follower.routerChanged(to: SceneProjection(router))   // after each change
/// show(follower.shown)                                  // one update
/// follower.stepFinished()                               // when it has shown
/// ```
public struct SceneFollower: Sendable {
    /// What the UI shows (or is animating to): its bindings read this.
    public private(set) var shown: SceneProjection
    /// Counts every change of ``shown``; a UI write names the version it was made on.
    public private(set) var version: Int = 0
    /// The router's latest projection.
    public private(set) var target: SceneProjection
    /// The updates still to show after the current one.
    public private(set) var pending: [SceneProjection] = []
    /// Whether the UI is showing an update now (``stepFinished()`` ends it).
    public private(set) var isStepping = false
    /// The projections the UI showed lately, by version, to judge late writes against.
    private var history: [(version: Int, projection: SceneProjection)] = []

    /// How many earlier versions a late write may name.
    public static let historyLength = 32

    public init(_ initial: SceneProjection) {
        shown = initial
        target = initial
        history = [(0, initial)]
    }

    /// Whether the UI shows the router's latest projection and has nothing left to show.
    public var isSettled: Bool { !isStepping && pending.isEmpty && shown == target }

    /// The router's scene changed to `projection`. Returns `true` when an update started (the
    /// UI shows ``shown`` now and calls ``stepFinished()`` once it has).
    @discardableResult
    public mutating func routerChanged(to projection: SceneProjection) -> Bool {
        target = projection
        // From where the UI is, or is going: the current update is not interrupted.
        pending = shown.steps(to: projection)
        return isStepping ? false : startNext()
    }

    /// The UI finished the current update. Returns `true` when the next one started.
    @discardableResult
    public mutating func stepFinished() -> Bool {
        isStepping = false
        return startNext()
    }

    /// The user changed something on screen while the UI showed `version`: judged against that
    /// projection. A write that becomes a report shows at once (the UI changed already); a
    /// dropped one puts back what the UI showed (``version`` moves, so it draws again).
    public mutating func write(_ write: UIWrite, seenAt seen: Int) -> WriteBack {
        guard let made = history.last(where: { $0.version == seen })?.projection else {
            bump(shown)
            return .dropped("made on version \(seen), older than the \(Self.historyLength) the UI keeps")
        }
        let verdict = made.judge(write)
        switch verdict {
        case .report:
            // Applied to what the UI shows now, judged there too: what the user removed must
            // still be on screen to be removed.
            guard case .report = shown.judge(write) else {
                bump(shown)
                return .dropped("\(write) no longer matches what the UI shows (a newer change came first)")
            }
            bump(shown.applying(write))
            // The plan continues from what the user left.
            pending = shown.steps(to: target)
        case .unchanged:
            break
        case .dropped:
            bump(shown)
        }
        return verdict
    }

    /// The router refused a report (it no longer matched its scene): the UI goes back to the
    /// router's projection, planned from where it is.
    public mutating func reportRefused(current projection: SceneProjection) {
        routerChanged(to: projection)
    }

    private mutating func startNext() -> Bool {
        guard !pending.isEmpty else { return false }
        bump(pending.removeFirst())
        isStepping = true
        return true
    }

    private mutating func bump(_ projection: SceneProjection) {
        shown = projection
        version += 1
        history.append((version, projection))
        if history.count > Self.historyLength { history.removeFirst(history.count - Self.historyLength) }
    }
}
