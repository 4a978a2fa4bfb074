/// One thing that happened to a navigation, for logs and analytics.
///
/// Every navigation reports `started`, then `matched` once its path resolved and passed the
/// rules, `intercepted` for each before-interceptor that runs, `waitingForLogin` and `resumed`
/// around a login, and ends with `landed` (then one `screenViewed` per screen that appeared,
/// parents of a deep link included, the target marked) or with `refused` or `cancelled` and
/// the error's code. All events of one navigation carry its ``navigation`` number.
///
/// ```swift
/// registry.addEventObserver { event in print(event) }
/// // #12 [main] started /products/42
/// // #12 [main] matched /products/42 (/products/:id)
/// // #12 [main] landed /products/42 (/products/:id)
/// // #12 [main] screenViewed /products/42 (/products/:id) target
/// ```
public struct NavigationEvent: Sendable, Hashable, CustomStringConvertible {
    /// What happened.
    public enum Phase: String, Sendable, Hashable, CustomStringConvertible {
        case started, matched, intercepted, waitingForLogin, resumed, landed, refused, cancelled, screenViewed
        public var description: String { rawValue }
    }

    /// The navigation's number (``NavigationHandle/id``), the same in all its events.
    public let navigation: UInt64
    /// The scene it happened in.
    public let scene: NavigationScene
    /// The path as the navigation asked for it; for `screenViewed`, the screen's path. For a
    /// navigation into a tab (`selectTab` building a tab's first screen, `setTabs`,
    /// `presentTabs`) too: the path of the screen it shows, the tab being in ``tab``.
    public let path: String
    /// The tab the navigation shows (`selectTab`, `setTabs`, `presentTabs`), or `nil`.
    public let tab: String?
    /// The route's pattern, once known (for `refused`, the pattern the error names, if any).
    public let routePattern: String?
    public let phase: Phase
    /// For `refused` and `cancelled`: the error's code.
    public let code: NavigationError.Code?
    /// For `intercepted`: the interceptor's description (its pattern, point and priority).
    public let interceptor: String?
    /// For `screenViewed`: the screen that appeared, and whether it is the navigation's target
    /// (`false` for the parents a deep link built under it).
    public let screen: Screen?
    public let isTarget: Bool

    init(
        navigation: UInt64, scene: NavigationScene, path: String, tab: String? = nil, routePattern: String? = nil, phase: Phase,
        code: NavigationError.Code? = nil, interceptor: String? = nil, screen: Screen? = nil, isTarget: Bool = false
    ) {
        self.navigation = navigation
        self.scene = scene
        self.path = path
        self.tab = tab
        self.routePattern = routePattern
        self.phase = phase
        self.code = code
        self.interceptor = interceptor
        self.screen = screen
        self.isTarget = isTarget
    }

    /// The event as flat text fields, for structured logs (swift-log's metadata, an analytics
    /// payload): `navigation`, `scene`, `phase`, `path`, and when known `tab`, `route`, `code`,
    /// `interceptor`, `screen`, `target`.
    ///
    /// ```swift
    /// logger.info("navigation", metadata: event.fields.mapValues { .string($0) })   // swift-log
    /// ```
    public var fields: [String: String] {
        var fields = ["navigation": String(navigation), "scene": scene.id, "phase": phase.rawValue, "path": path]
        if let tab { fields["tab"] = tab }
        if let routePattern { fields["route"] = routePattern }
        if let code { fields["code"] = code.rawValue }
        if let interceptor { fields["interceptor"] = interceptor }
        if let screen { fields["screen"] = screen.id.description }
        if phase == .screenViewed { fields["target"] = String(isTarget) }
        return fields
    }

    public var description: String {
        var text = "#\(navigation) [\(scene.id)] \(phase) \(path)"
        if let tab { text += " in tab \(tab)" }
        if let routePattern { text += " (\(routePattern))" }
        if let code { text += ": \(code)" }
        if let interceptor { text += " by \(interceptor)" }
        if phase == .screenViewed && isTarget { text += " target" }
        return text
    }

    /// The codes that end a navigation as `cancelled` rather than `refused`: somebody stopped
    /// it (an interceptor, the app, a newer navigation, a closed scene), no rule refused it.
    static let cancellingCodes: Set<NavigationError.Code> = [
        .interceptorCancelled, .pendingNavigationCancelled, .pendingNavigationReplaced, .pendingNavigationExpired,
        .sceneClosed, .takeOverEnded,
    ]
}
