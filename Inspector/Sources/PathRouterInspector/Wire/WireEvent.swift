import PathRouter

/// A navigation event, as the page's event log shows it (``NavigationEvent``).
///
/// ```json
/// {"navigation": 12, "phase": "landed", "path": "/products/7", "route": "/products/:id"}
/// ```
public struct WireEvent: Codable, Hashable, Sendable {
    /// The navigation's number, the same in all its events.
    public var navigation: UInt64
    /// `started`, `matched`, `intercepted`, `waitingForLogin`, `resumed`, `landed`, `refused`, `cancelled` or `screenViewed`.
    public var phase: String
    /// The path asked for (for `screenViewed`, the screen's).
    public var path: String
    /// The tab the navigation shows, if any.
    public var tab: String?
    /// The route's pattern, once known.
    public var route: String?
    /// For `refused` and `cancelled`: the error's code.
    public var code: String?
    /// For `intercepted`: which interceptor.
    public var interceptor: String?
    /// For `screenViewed`: the screen's id, and whether it is the navigation's target.
    public var screen: UInt64?
    public var target: Bool?

    public init(
        navigation: UInt64, phase: String, path: String, tab: String? = nil, route: String? = nil, code: String? = nil,
        interceptor: String? = nil, screen: UInt64? = nil, target: Bool? = nil
    ) {
        self.navigation = navigation
        self.phase = phase
        self.path = path
        self.tab = tab
        self.route = route
        self.code = code
        self.interceptor = interceptor
        self.screen = screen
        self.target = target
    }

    /// The event's wire form.
    public init(_ event: NavigationEvent) {
        self.init(
            navigation: event.navigation, phase: event.phase.rawValue, path: event.path, tab: event.tab,
            route: event.routePattern, code: event.code?.rawValue, interceptor: event.interceptor,
            screen: event.screen?.id.rawValue, target: event.phase == .screenViewed ? event.isTarget : nil)
    }
}
