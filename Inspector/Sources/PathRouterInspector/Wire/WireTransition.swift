import PathRouter

/// A transition record, as the page sees it: every field a UI needs to apply the change
/// without reading the state (``SceneState/apply(_:)`` in Swift, `applyRecord` in the page's
/// `renderer.js`). Fields a record does not use are left out.
///
/// ```json
/// {"kind": "push", "added": [{"id": 14, "path": "/products/7", …}], "removed": [], "cause": "/products/7", "userInitiated": false, "tab": "catalog"}
/// ```
public struct WireTransition: Codable, Hashable, Sendable {
    public var kind: SceneTransition.Kind
    public var added: [WireScreen]
    public var removed: [WireScreen]
    public var cause: String?
    public var animation: String?
    public var userInitiated: Bool
    public var tab: String?
    public var steps: [WireTransition]?
    public var presentation: WirePresentation?
    public var preventsDismissal: Bool?
    public var restoredState: WireState?
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
