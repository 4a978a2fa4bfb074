import PathRouter

/// A navigation event, as the page's event log shows it (``NavigationEvent``).
///
/// ```json
/// {"navigation": 12, "phase": "landed", "path": "/products/7", "route": "/products/:id"}
/// ```
public struct WireEvent: Codable, Hashable, Sendable {
    public var navigation: UInt64
    public var phase: String
    public var path: String
    public var tab: String?
    public var route: String?
    public var code: String?
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

/// A failure, as the page's failure list shows it (``NavigationFailure``): what failed, the
/// error's code and path, and its whole message.
///
/// ```json
/// {"source": "sceneOperation", "code": "leaveRefused", "path": "/settings", "message": "leaveRefused '/settings': …"}
/// ```
public struct WireFailure: Codable, Hashable, Sendable {
    public var source: String
    public var code: String
    public var path: String
    public var message: String

    public init(source: String, code: String, path: String, message: String) {
        self.source = source
        self.code = code
        self.path = path
        self.message = message
    }

    /// The failure's wire form.
    public init(_ failure: NavigationFailure) {
        self.init(
            source: failure.source.rawValue, code: failure.error.code.rawValue, path: failure.error.path,
            message: failure.error.description)
    }
}
