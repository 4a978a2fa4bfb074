import PathRouter

/// A transition record, as the page sees it: every field a UI needs to apply the change
/// without reading the state (``SceneState/apply(_:)`` in Swift, `applyRecord` in the page's
/// `renderer.js`). Fields a record does not use are left out.
///
/// ```json
/// {"kind": "push", "added": [{"id": 14, "path": "/products/7", …}], "removed": [], "cause": "/products/7", "userInitiated": false, "tab": "catalog"}
/// ```
public struct WireTransition: Codable, Hashable, Sendable {
    /// What happened (``SceneTransition/Kind``).
    public var kind: SceneTransition.Kind
    /// The screens that appeared, bottom first.
    public var added: [WireScreen]
    /// The screens that went away, bottom first.
    public var removed: [WireScreen]
    /// The path of the navigation that caused it.
    public var cause: String?
    /// The animation asked for, as text.
    public var animation: String?
    /// The UI made the change itself and reported it (do not animate it again).
    public var userInitiated: Bool
    /// The tab it happened in.
    public var tab: String?
    /// A `sequence`'s steps, in order.
    public var steps: [WireTransition]?
    /// A `present`'s modal, or a `replaceRoot`'s new root.
    public var presentation: WirePresentation?
    /// A `present`'s modal refuses interactive dismissal.
    public var preventsDismissal: Bool?
    /// A `restore`'s whole new state.
    public var restoredState: WireState?
    /// A `setCollapsed`'s new value.
    public var collapsed: Bool?

    public init(
        kind: SceneTransition.Kind, added: [WireScreen] = [], removed: [WireScreen] = [], cause: String? = nil,
        animation: String? = nil, userInitiated: Bool = false, tab: String? = nil, steps: [WireTransition]? = nil,
        presentation: WirePresentation? = nil, preventsDismissal: Bool? = nil, restoredState: WireState? = nil,
        collapsed: Bool? = nil
    ) {
        self.kind = kind
        self.added = added
        self.removed = removed
        self.cause = cause
        self.animation = animation
        self.userInitiated = userInitiated
        self.tab = tab
        self.steps = steps
        self.presentation = presentation
        self.preventsDismissal = preventsDismissal
        self.restoredState = restoredState
        self.collapsed = collapsed
    }

    /// The record's wire form.
    public init(_ transition: SceneTransition) {
        self.init(
            kind: transition.kind, added: transition.added.map(WireScreen.init), removed: transition.removed.map(WireScreen.init),
            cause: transition.cause, animation: transition.animation.map { "\($0)" },
            userInitiated: transition.isUserInitiated, tab: transition.tab,
            steps: transition.kind == .sequence ? transition.steps.map(WireTransition.init) : nil,
            presentation: transition.presentation.map(WirePresentation.init),
            preventsDismissal: transition.kind == .present ? transition.preventsDismissal : nil,
            restoredState: transition.restoredState.map(WireState.init), collapsed: transition.isCollapsed)
    }

    /// The record this wire form describes (screens without view models; the animation is
    /// left out), or `nil` when a presentation or state in it is not well formed.
    public var sceneTransition: SceneTransition? {
        var builtSteps: [SceneTransition] = []
        for step in steps ?? [] {
            guard let built = step.sceneTransition else { return nil }
            builtSteps.append(built)
        }
        var builtPresentation: Presentation?
        if let presentation {
            guard let built = presentation.presentation else { return nil }
            builtPresentation = built
        }
        var builtState: SceneState?
        if let restoredState {
            guard let built = restoredState.sceneState else { return nil }
            builtState = built
        }
        let record = SceneTransition(
            kind: kind, added: added.map(\.screen), removed: removed.map(\.screen), cause: cause, tab: tab,
            steps: builtSteps, presentation: builtPresentation, preventsDismissal: preventsDismissal ?? false,
            restoredState: builtState, isCollapsed: collapsed)
        return userInitiated && kind != .sequence ? record.reportedByUser() : record
    }
}
