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
/// and the user are quiet and the UI finishes its updates. The events run in the story of a
/// gesture, in call order, in RoundTrip.swift (drawn on ``SceneModel/write(_:seenAt:)``).
///
/// ```swift
/// var follower = SceneFollower(SceneProjection(router))
/// follower.routerChanged(to: SceneProjection(router))   // after each change
/// show(follower.shown)                                  // one update
/// follower.stepFinished(follower.step)                  // when it has shown
/// ```
public struct SceneFollower: Sendable {
    /// What the UI shows (or is animating to): its bindings read this.
    public internal(set) var shown: SceneProjection
    /// Counts every change of ``shown`` (and every write put back); a UI write names the
    /// version it was made on.
    public internal(set) var version: Int = 0
    /// The router's latest projection.
    public internal(set) var target: SceneProjection
    /// The updates still to show after the current one.
    public internal(set) var pending: [SceneProjection] = []
    /// The update the UI is showing now (``stepFinished(_:)`` ends it), or `nil`.
    public internal(set) var step: Int?
    /// The screen whose disappearance ends the current update: the one the user saw before it,
    /// when the update takes it out of sight (SwiftUI's `onDisappear` runs once the transition
    /// has ended, where `onAppear` runs as it starts). `nil` when the update shows a sheet over
    /// it (nothing signals that end: see ``endsOnBound``) or changes nothing the user sees.
    public internal(set) var awaitingDisappearance: Screen.ID?
    /// Whether the current update changes what the user sees with no signal of its end (a
    /// sheet presented over the screen): the UI's time bound ends it.
    public internal(set) var endsOnBound = false
    /// With ``endsOnBound``: the screen the update presents, whose appearance (SwiftUI's
    /// `onAppear`, as the presentation starts) ends it when the UI sets no time bound.
    public internal(set) var awaitingAppearance: Screen.ID?
    /// The writes reported to the router whose change its scene does not show yet: the plan
    /// keeps what the user did meanwhile.
    public internal(set) var expected: [UIWrite] = []
    /// The projections the UI showed lately, by version, to judge late writes against.
    var history: [(version: Int, projection: SceneProjection)] = []
    /// How many steps started so far (each step is numbered).
    var stepCount = 0

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
}
