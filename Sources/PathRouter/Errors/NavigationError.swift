/// The one error type of PathRouter: what went wrong, for which path or pattern, and why.
///
/// Every failure a caller can cause (a bad pattern at registration, a malformed or unknown
/// path, a missing parameter, …) is reported as a `NavigationError`. The ``code`` says what kind
/// of failure it is, ``path`` names the offending path or pattern exactly as it was given, and
/// ``reason`` explains it in one sentence. The ``description`` combines all three, so the
/// error can be logged as it is. Each code's documentation quotes a real message (a test
/// produces each one and compares it word for word).
///
/// ```swift
/// do {
///     let match = try registry.resolve("/usres/42")
///     print(match.route.path)
/// } catch {
///     // routeNotFound '/usres/42': no route matches: no pattern accepts segment 'usres'
///     // after '/'; nearest pattern is '/users/:id'
///     print(error)
///     if error.code == .routeNotFound { print(error.nearestPattern ?? "no route at all") }
/// }
/// ```
public struct NavigationError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The kind of a ``NavigationError``.
    ///
    /// Codes are open-ended static values, so new kinds can be added without breaking
    /// exhaustive `switch` statements in client code.
    public struct Code: RawRepresentable, Hashable, Sendable, CustomStringConvertible {
        /// The code's stable name, as it appears in ``NavigationError/description``.
        public let rawValue: String

        /// Creates a code from its stable name.
        public init(rawValue: String) { self.rawValue = rawValue }

        public var description: String { rawValue }

        /// A route pattern could not be parsed (empty name, duplicate name, misplaced `**`, …).
        ///
        /// Message: `invalidPattern '/users/:': a parameter name is empty`
        public static let invalidPattern = Code(rawValue: "invalidPattern")
        /// A route pattern is already bound, or differs from a bound one only in parameter names.
        ///
        /// Message: `routeConflict '/users/{key}': the pattern has the same shape as the bound pattern '/users/:id' (only parameter names differ)`
        public static let routeConflict = Code(rawValue: "routeConflict")
        /// A path is malformed: no leading `/`, a control character, a dot segment, …
        ///
        /// Message: `invalidPath 'users/42': an internal path must start with '/' (full URLs go through external links)`
        public static let invalidPath = Code(rawValue: "invalidPath")
        /// A path is longer than ``NavigationRegistry/Options/maximumPathLength``.
        public static let pathTooLong = Code(rawValue: "pathTooLong")
        /// A path contains a `%` that is not followed by two hex digits, or escapes that do
        /// not decode to valid UTF-8.
        ///
        /// Message: `invalidPercentEncoding '/users/%G1': the '%' at byte 7 is not followed by two hex digits`
        public static let invalidPercentEncoding = Code(rawValue: "invalidPercentEncoding")
        /// No registered route matches the path.
        ///
        /// Message: `routeNotFound '/usres/42': no route matches: no pattern accepts segment 'usres' after '/'; nearest pattern is '/users/:id'`
        public static let routeNotFound = Code(rawValue: "routeNotFound")
        /// The route matched, but parameters its view model requires are missing.
        ///
        /// Message: `missingParameters '/profile': NeedsIDViewModel requires parameter 'id', missing from the path and its query (route '/profile')`
        public static let missingParameters = Code(rawValue: "missingParameters")
        /// A routable module failed while registering its routes or interceptors.
        public static let moduleLoadFailed = Code(rawValue: "moduleLoadFailed")
        /// An external navigation (a deep link) asked for a route that is not `allowedExternally`,
        /// or a link's scheme or host is not allowed.
        ///
        /// Message: `externalNavigationRefused '/home': route '/home' is not allowed externally (mark it allowedExternally to open it from deep links)`
        public static let externalNavigationRefused = Code(rawValue: "externalNavigationRefused")
        /// The route requires authentication and the user is not authenticated (or no
        /// authentication handler is set: PathRouter fails closed).
        ///
        /// Message: `authenticationRequired '/account': route '/account' requires authentication and no authentication handler is set (PathRouter fails closed)`
        public static let authenticationRequired = Code(rawValue: "authenticationRequired")
        /// The navigation's options contradict each other (for example `modal` with `replace`).
        ///
        /// Message: `invalidOptions '/home': 'modal' and 'replace' cannot be combined: present a modal, or replace the root`
        public static let invalidOptions = Code(rawValue: "invalidOptions")
        /// A pop found only one screen on the top-most navigation stack (or no stack).
        ///
        /// Message: `nothingToPop '/home': the top-most presentation shows only /home`
        public static let nothingToPop = Code(rawValue: "nothingToPop")
        /// A dismissal found no modal.
        ///
        /// Message: `noModal '/home': no modal is presented`
        public static let noModal = Code(rawValue: "noModal")
        /// The top modal prevents interactive dismissal.
        ///
        /// Message: `dismissalPrevented '/users/1': the modal showing /users/1 prevents interactive dismissal`
        public static let dismissalPrevented = Code(rawValue: "dismissalPrevented")
        /// The scene has no root for the operation to act on.
        public static let emptyScene = Code(rawValue: "emptyScene")
        /// A before-interceptor (or the flow it handed over) cancelled the navigation.
        public static let interceptorCancelled = Code(rawValue: "interceptorCancelled")
        /// Interceptors sent navigation round in a cycle (an interceptor was reached again from
        /// its own take-over).
        public static let interceptionCycle = Code(rawValue: "interceptionCycle")
        /// The login completed, but the user is still not authenticated.
        public static let loginFailed = Code(rawValue: "loginFailed")
        /// A newer protected navigation of the same scene took this pending one's place.
        public static let pendingNavigationReplaced = Code(rawValue: "pendingNavigationReplaced")
        /// The app cancelled the pending navigation.
        public static let pendingNavigationCancelled = Code(rawValue: "pendingNavigationCancelled")
        /// The pending navigation waited for a login longer than the registry allows.
        public static let pendingNavigationExpired = Code(rawValue: "pendingNavigationExpired")
        /// The user logged out while the navigation waited for a login.
        public static let loggedOut = Code(rawValue: "loggedOut")
        /// An external link could not be parsed, or names no scene that can take it.
        public static let invalidLink = Code(rawValue: "invalidLink")
        /// The path's route was unbound, or rebound as another route, between the start of the
        /// navigation and the moment its screen would have landed.
        public static let routeChanged = Code(rawValue: "routeChanged")
        /// The router's scene was closed (``NavigationRouter/close()``): it takes no more
        /// navigations or links.
        ///
        /// Message: `sceneClosed '/home': the scene 'main' was closed`
        public static let sceneClosed = Code(rawValue: "sceneClosed")
        /// A documented limit was reached (links waiting for a scene, navigations queued in a
        /// scene, unread changes): the request was refused instead of growing without bound.
        public static let limitExceeded = Code(rawValue: "limitExceeded")
        /// A saved state cannot be restored as it is written (for example a single-screen
        /// presentation that lists several paths): the part named was left out.
        public static let invalidSavedState = Code(rawValue: "invalidSavedState")
        /// The task awaiting a handle's result was cancelled. Only the wait ended: the
        /// navigation itself went on.
        public static let waitCancelled = Code(rawValue: "waitCancelled")
        /// A tab was named that the scene does not have (or has no tabs at all), or a tab could
        /// not show a first screen.
        public static let noSuchTab = Code(rawValue: "noSuchTab")
        /// An interceptor took the navigation over, and the screen it showed left the scene
        /// (popped, dismissed, replaced) before it continued the flow.
        public static let takeOverEnded = Code(rawValue: "takeOverEnded")
        /// A parameter value cannot be used: building a path, a name the pattern does not
        /// have, an empty value, a control character or a dot segment; navigating, a value
        /// that is not of the type the view model declares (``RoutableViewModel/parameterTypes``).
        ///
        /// Message: `invalidParameter '/users/:id': parameter 'id' is '..', a dot segment, which no path may hold`
        public static let invalidParameter = Code(rawValue: "invalidParameter")
        /// A path built for a route leads to another, more specific route (`/users/new`
        /// shadows `/users/:id` for `id = "new"`): the path would not show the route it was
        /// built for.
        ///
        /// Message: `routeShadowed '/users/new': the path built for route '/users/:id' resolves to the more specific route '/users/new'`
        public static let routeShadowed = Code(rawValue: "routeShadowed")
        /// A typed route's value type does not fit its pattern (a parameter it does not read as
        /// a required field, a field read but not written), does not read back as the same value
        /// once printed and parsed, or prints paths another route takes; found when the route
        /// is bound (see ``RouteValue``). The message names the field.
        ///
        /// Message: `invalidRouteValue '/renamed/:id': Renamed: its pattern '/renamed/:id' has parameter 'id', which init(_:) does not read as a field (it reads: 'productID')`
        public static let invalidRouteValue = Code(rawValue: "invalidRouteValue")
        /// Redirects lead back to a route they started from, or further than
        /// 8 hops (`RouteTable.maximumRedirects`); found when they are bound.
        ///
        /// Message: `redirectCycle '/a': redirects go round: /a → /b → /a`
        public static let redirectCycle = Code(rawValue: "redirectCycle")
        /// An operation named a screen by an id the scene no longer (or never) showed.
        ///
        /// Message: `noSuchScreen '#999': no screen of the scene has the id #999`
        public static let noSuchScreen = Code(rawValue: "noSuchScreen")
        /// A UI reported a change (a back swipe, a sheet swiped down, a tab tapped) that does
        /// not match the scene: that screen is no longer there, or not where the UI thinks.
        /// Nothing changes.
        ///
        /// Message: `staleReport '#999': the screen #999 is not above the first screen of the top-most stack`
        public static let staleReport = Code(rawValue: "staleReport")
        /// A leave guard kept a screen that an operation would have removed (unsaved changes);
        /// nothing changed.
        ///
        /// Message: `leaveRefused '/users/7': leave guard #1 on '/users/:id' keeps /users/7 (#2) from leaving: unsaved changes`
        public static let leaveRefused = Code(rawValue: "leaveRefused")
        /// A navigation was refused because an older one of the scene still waits, and the
        /// scene's ``NavigationConcurrencyPolicy`` is ``NavigationConcurrencyPolicy/rejectWhileBusy``.
        ///
        /// Message: `sceneBusy '/home': the scene 'main' is busy: /account still waits, and its policy rejects navigations while busy`
        public static let sceneBusy = Code(rawValue: "sceneBusy")
        /// A screen whose result was awaited left without one (popped, dismissed, a logout,
        /// a restore).
        ///
        /// Message: `screenLeft '#2': the screen #2 left without a result`
        public static let screenLeft = Code(rawValue: "screenLeft")
    }

    /// What kind of failure this is.
    public var code: Code {
        switch detail {
        case .text(let code, _, _, _, _): code
        case .noRoute: .routeNotFound
        }
    }
    /// The offending path or route pattern, exactly as the caller gave it.
    public let path: String
    /// For ``Code/missingParameters``: every required parameter that was missing.
    public var missingParameters: [String] {
        if case .text(_, _, _, _, let missing) = detail { return missing }
        return []
    }

    /// How the reason is told, in one word beside the path: an error is three words in all,
    /// so that a `Result` of a navigation's outcome or this error is copied and destroyed
    /// inline, not through value witnesses, which every read of a handle's result would pay.
    /// A miss keeps only the table it missed in:
    /// where the walk stopped is found again, from the path, when the reason is read, so that
    /// resolving an unknown path costs no more than resolving a known one.
    enum Detail: Sendable {
        indirect case text(Code, reason: String, failedSegment: String?, nearestPattern: String?, missingParameters: [String])
        /// A miss in `table` (the walk is repeated to tell where and why).
        case noRoute(RouteTable)
    }

    let detail: Detail

    /// Creates an error. Library code uses the specific factories; this initializer lets app
    /// code and tests build any error value.
    public init(
        code: Code,
        path: String,
        reason: String,
        nearestPattern: String? = nil,
        failedSegment: String? = nil,
        missingParameters: [String] = []
    ) {
        self.init(
            path: path,
            detail: .text(
                code, reason: reason, failedSegment: failedSegment, nearestPattern: nearestPattern,
                missingParameters: missingParameters))
    }

    init(path: String, detail: Detail) {
        self.path = path
        self.detail = detail
    }

    /// For ``Code/routeNotFound``: the registered pattern that came closest to matching.
    /// For ``Code/routeConflict``: the pattern that was already bound. For refusals of a
    /// resolved route: that route's pattern.
    public var nearestPattern: String? {
        switch detail {
        case .text(_, _, _, let nearestPattern, _): return nearestPattern
        case .noRoute(let table): return MissDescription(path: path, table: table).nearestPattern
        }
    }

    /// For ``Code/routeNotFound``: the first path segment (decoded) that no route accepted, or
    /// `nil` when the path ended before a route did.
    public var failedSegment: String? {
        switch detail {
        case .text(_, _, let failedSegment, _, _): return failedSegment
        case .noRoute(let table): return MissDescription(path: path, table: table).failedSegment
        }
    }

    /// One sentence that explains the failure.
    public var reason: String {
        switch detail {
        case .text(_, let reason, _, _, _): return reason
        case .noRoute(let table): return MissDescription(path: path, table: table).reason
        }
    }

    public var description: String {
        "\(code) '\(path)': \(reason)"
    }

    public static func == (lhs: NavigationError, rhs: NavigationError) -> Bool {
        lhs.code == rhs.code && lhs.path == rhs.path && lhs.reason == rhs.reason
            && lhs.nearestPattern == rhs.nearestPattern && lhs.failedSegment == rhs.failedSegment
            && lhs.missingParameters == rhs.missingParameters
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(code)
        hasher.combine(path)
        hasher.combine(reason)
    }
}

extension NavigationError {
    /// The error for a scene's refusal, naming `path` (what was asked for).
    init(_ sceneError: SceneError, path: String) {
        let code: Code =
            switch sceneError.code {
            case .emptyScene: .emptyScene
            case .noNavigationStack: .emptyScene
            case .nothingToPop: .nothingToPop
            case .noModal: .noModal
            case .dismissalPrevented: .dismissalPrevented
            case .noTabs, .noSuchTab, .emptyTab: .noSuchTab
            case .noSplit: .invalidOptions
            case .noSuchScreen: .noSuchScreen
            case .staleReport: .staleReport
            }
        self.init(code: code, path: path, reason: sceneError.reason)
    }

    /// The refusal of anything asked of a closed scene: the one place `sceneClosed` is made.
    /// - Parameters:
    ///   - scene: The scene that closed.
    ///   - path: What was asked (a path, an operation, a screen).
    ///   - moment: When the scene closed, for the reason (`"while leave guards decided"`).
    static func sceneClosed(_ scene: NavigationScene, path: String, _ moment: String? = nil) -> NavigationError {
        NavigationError(code: .sceneClosed, path: path, reason: "the scene '\(scene.id)' was closed" + (moment.map { " \($0)" } ?? ""))
    }

    /// A navigation on its way when the user logged out (admitted, then re-admitted after the
    /// logout, or ended by it while it waited): the one place this `loggedOut` is made.
    static func loggedOut(path: String) -> NavigationError {
        NavigationError(code: .loggedOut, path: path, reason: "the user logged out while the navigation was on its way")
    }

    static func invalidPattern(_ pattern: String, _ problem: String) -> NavigationError {
        NavigationError(code: .invalidPattern, path: pattern, reason: problem)
    }

    static func invalidPath(_ path: String, _ problem: String) -> NavigationError {
        NavigationError(code: .invalidPath, path: path, reason: problem)
    }
}

extension NavigationError {
    /// An external navigation to `path`, whose route is not `allowedExternally`.
    static func externalNavigationRefused(_ path: String, route: NavigationRoute) -> NavigationError {
        NavigationError(
            code: .externalNavigationRefused, path: path,
            reason: "route '\(route.path)' is not allowed externally (mark it allowedExternally to open it from deep links)",
            nearestPattern: route.path)
    }
}
