/// Binds a path pattern to the view-model type a navigation to it shows.
///
/// ```swift
/// let route = NavigationRoute(
///     path: "/users/:id",
///     type: UserViewModel.self,
///     requiresAuthentication: false,
///     allowedExternally: true)
/// try NavigationRouter.bind(route: route)
/// ```
///
/// Routes require authentication unless told otherwise, so a route that was forgotten is
/// closed, not open. External navigations (deep links) reach only routes with
/// `allowedExternally: true`.
public struct NavigationRoute: Sendable, Hashable, CustomStringConvertible {
    /// The rest of what a route says, behind one reference: a route is copied into the
    /// registry's table, into every match and every screen, and a copy costs one retain. The
    /// registry shares the storage of the routes it is given instead of copying their fields.
    @usableFromInline
    final class Storage: Sendable {
        @usableFromInline let path: String
        let factory: ViewModelFactory
        let closesItsScreen: Bool
        let checksParameters: Bool
        /// For a typed route: its value's type.
        let routeValue: TypedRouteInfo?
        let extras: Extras?

        init(path: String, factory: ViewModelFactory, extras: Extras?) {
            self.path = path
            self.factory = factory
            closesItsScreen = factory.type is any ClosesItsScreen.Type
            routeValue = factory.routeValue
            // A typed route's value checks its fields itself, as it reads them.
            checksParameters =
                routeValue == nil && (!(factory.requiredParameters ?? []).isEmpty || !factory.parameterTypes.isEmpty)
            self.extras = extras
        }
    }

    @usableFromInline let storage: Storage

    /// Whether the user must be authenticated to navigate here.
    ///
    /// This flag and ``allowedExternally`` are stored beside the storage reference, not in it:
    /// checking them on a match (`match.route.allowedExternally`) reads the registry's table,
    /// not the route's own object (a cache miss per lookup in a large table). A route is 10
    /// bytes instead of 8; the registry's table entry stays 32 bytes.
    public let requiresAuthentication: Bool
    /// Whether an external source (a deep link) may navigate here.
    public let allowedExternally: Bool

    /// The pattern, as written (see ``RoutePattern`` for the syntax).
    @inlinable public var path: String { storage.path }
    /// The view model a navigation to this route builds: a ``RoutableViewModel`` or a
    /// ``MainActorRoutableViewModel`` type.
    public var type: any Any.Type { factory.type }
    /// How the view model is built.
    var factory: ViewModelFactory { storage.factory }
    /// Whether the view model is ``ClosesItsScreen`` (it gets its ``ScreenCloser`` while built).
    var closesItsScreen: Bool { storage.closesItsScreen }
    /// Whether the view model declares required parameters or parameter types, read once when
    /// the route is made: a route without either checks nothing per navigation.
    var checksParameters: Bool { storage.checksParameters }
    /// Where the route's screens live (their tab, the route they sit under), or `nil`.
    public var placement: RoutePlacement? { extras?.placement }
    /// What a navigation here does when the scene already shows a screen of this route
    /// (``ReusePolicy/alwaysNew`` by default; a navigation can override it).
    public var reuse: ReusePolicy { extras?.reuse ?? .alwaysNew }

    /// Placement and reuse behind one optional reference: most routes have neither, and a
    /// route is copied on every navigation.
    final class Extras: Sendable {
        let placement: RoutePlacement?
        let reuse: ReusePolicy
        /// What a chain needs of the parent, worked out once.
        let parentLink: ParentLink?
        /// For a redirect: the new pattern, as written and parsed.
        let redirect: (text: String, pattern: Result<RoutePattern, NavigationError>)?
        /// Whether ``redirect`` is set, read without copying it.
        let isRedirect: Bool

        init(path: String, placement: RoutePlacement?, reuse: ReusePolicy, redirect: String? = nil) {
            self.placement = placement
            self.reuse = reuse
            parentLink = ParentLink(childPath: path, placement: placement)
            self.redirect = redirect.map { text in (text, Result { () throws(NavigationError) in try RoutePattern(text) }) }
            isRedirect = redirect != nil
        }
    }

    /// What a chain needs of the route's parent (see ``ParentLink``), or `nil` when the route
    /// declares none.
    var parentLink: ParentLink? { extras?.parentLink }

    /// The tab the route declares, read without copying the placement.
    var placementTab: String? { extras?.placement?.tab }

    /// For a redirect (``redirect(from:to:)``): the pattern navigations are sent on to.
    public var redirectTarget: String? { extras?.redirect?.text }

    /// For a redirect: the target pattern, parsed.
    var redirectPattern: Result<RoutePattern, NavigationError>? { extras?.redirect?.pattern }

    /// Whether the route is a redirect: what binding asks of every route, answered without
    /// copying the parsed target (``redirectPattern``), whose copy and destroy go through the
    /// runtime's value witnesses.
    var isRedirect: Bool { extras?.isRedirect ?? false }

    /// A route that sends navigations to an old pattern on to a new one, carrying the
    /// parameters (by name) and the query: renamed screens keep their old deep links and saved
    /// states. Navigations, links and restores follow it; the outcome says so
    /// (``NavigationOutcome/redirectedFrom``). The rules that apply are the new route's.
    ///
    /// ```swift
    /// try registry.bind(routes: [
    ///     NavigationRoute(path: "/members/:id", type: MemberViewModel.self),
    ///     .redirect(from: "/users/:id", to: "/members/:id"),
    /// ])
    /// ```
    ///
    /// Binding refuses a target with a parameter the old pattern lacks or a `*`
    /// (``NavigationError/Code/invalidPattern``), and redirects that go round
    /// (``NavigationError/Code/redirectCycle``). A target no route matches fails the
    /// navigation with ``NavigationError/Code/routeNotFound``.
    public static func redirect(from oldPattern: String, to newPattern: String) -> NavigationRoute {
        NavigationRoute(
            path: oldPattern, factory: .anywhere(RedirectPlaceholder.self), requiresAuthentication: false,
            allowedExternally: true, extras: Extras(path: oldPattern, placement: nil, reuse: .alwaysNew, redirect: newPattern))
    }

    private var extras: Extras? { storage.extras }

    /// Creates a route. The pattern is checked when the route is bound.
    ///
    /// - Parameters:
    ///   - path: The path pattern, such as `/users/:id`.
    ///   - type: The view model to build.
    ///   - requiresAuthentication: Whether the user must be logged in (default `true`).
    ///   - allowedExternally: Whether deep links may open this route (default `false`).
    ///   - placement: Its tab and parent route (see ``RoutePlacement``), or `nil`.
    ///   - reuse: Whether a navigation here may reuse a screen the scene shows (see
    ///     ``ReusePolicy``; default: always a new screen).
    public init(
        path: String,
        type: any RoutableViewModel.Type,
        requiresAuthentication: Bool = true,
        allowedExternally: Bool = false,
        placement: RoutePlacement? = nil,
        reuse: ReusePolicy = .alwaysNew
    ) {
        self.init(
            path: path, factory: .anywhere(type), requiresAuthentication: requiresAuthentication,
            allowedExternally: allowedExternally, placement: placement, reuse: reuse)
    }

    /// Creates a route to a view model that lives on the main actor (an `@Observable` or
    /// `@MainActor` class); the router builds it there (see ``MainActorRoutableViewModel``).
    ///
    /// ```swift
    /// NavigationRoute(path: "/profiles/:id", type: ProfileViewModel.self, requiresAuthentication: false)
    /// ```
    public init(
        path: String,
        type: any MainActorRoutableViewModel.Type,
        requiresAuthentication: Bool = true,
        allowedExternally: Bool = false,
        placement: RoutePlacement? = nil,
        reuse: ReusePolicy = .alwaysNew
    ) {
        self.init(
            path: path, factory: .mainActor(type), requiresAuthentication: requiresAuthentication,
            allowedExternally: allowedExternally, placement: placement, reuse: reuse)
    }

    init(
        path: String, factory: ViewModelFactory, requiresAuthentication: Bool, allowedExternally: Bool,
        placement: RoutePlacement?, reuse: ReusePolicy
    ) {
        self.init(
            path: path, factory: factory, requiresAuthentication: requiresAuthentication, allowedExternally: allowedExternally,
            extras: placement == nil && reuse == .alwaysNew ? nil : Extras(path: path, placement: placement, reuse: reuse))
    }

    private init(path: String, factory: ViewModelFactory, requiresAuthentication: Bool, allowedExternally: Bool, extras: Extras?) {
        storage = Storage(path: path, factory: factory, extras: extras)
        self.requiresAuthentication = requiresAuthentication
        self.allowedExternally = allowedExternally
    }

    /// The parsed pattern.
    /// - Throws: ``NavigationError/Code/invalidPattern`` if ``path`` is not a valid pattern.
    public func pattern() throws(NavigationError) -> RoutePattern {
        try RoutePattern(path)
    }

    /// The names in `requiredParameters` of ``type`` that `parameters` lacks, in order.
    ///
    /// ```swift
    /// route.missingParameters(in: ["id": "42"])   // [] when UserViewModel requires ["id"]
    /// ```
    public func missingParameters(in parameters: [String: String]) -> [String] {
        guard let required = factory.requiredParameters else { return [] }
        return required.filter { parameters[$0] == nil }
    }

    /// Checks a navigation's `parameters` (``checkRequiredParameters(in:path:)``) and works out
    /// how it builds its view model: a route's own closure reads what it takes here, so a
    /// typed route's value that does not read refuses the navigation, naming `path`.
    @inline(__always)
    func admitParameters(_ parameters: [String: String], path: String) throws(NavigationError) -> ViewModelBuild {
        try checkRequiredParameters(in: parameters, path: path)
        do throws(NavigationError) {
            return try factory.build(for: parameters)
        } catch {
            throw refusal(error, parameters: parameters, path: path)
        }
    }

    /// The checks a navigation's `parameters` meet (``admitParameters(_:path:)``), for callers
    /// that build nothing: the path printer, ``RouteMatch/checkRequiredParameters()``.
    func checkParameters(_ parameters: [String: String], path: String) throws(NavigationError) {
        if routeValue != nil {
            _ = try admitParameters(parameters, path: path)
        } else {
            try checkRequiredParameters(in: parameters, path: path)
        }
    }

    /// The refusal of a navigation whose parameters a typed route's value did not read: as
    /// ``checkRequiredParameters(in:path:)`` words it for a view model's declared parameters.
    private func refusal(_ error: NavigationError, parameters: [String: String], path: String) -> NavigationError {
        guard let fields = (try? routeValue?.shape.get())?.fields else { return error.naming(path) }
        switch error.code {
        case .invalidParameter:
            return NavigationError(
                code: .invalidParameter, path: path, reason: "\(error.reason) as \(declarer) declares (route '\(self.path)')",
                nearestPattern: self.path)
        case .missingParameters:
            return missingRefusal(fields.filter { !$0.optional && parameters[$0.name] == nil }.map(\.name), path: path)
        default:
            return error.naming(path)
        }
    }

    /// Throws ``NavigationError/Code/invalidParameter`` for a value that does not read as the
    /// type ``type`` declares for it, and ``NavigationError/Code/missingParameters`` naming
    /// every required parameter of ``type`` that `parameters` lacks; `path` is the
    /// navigation's path.
    func checkRequiredParameters(in parameters: [String: String], path: String) throws(NavigationError) {
        guard checksParameters else { return }
        let types = factory.parameterTypes
        if !types.isEmpty {
            for (name, type) in types.sorted(by: { $0.key < $1.key }) {
                guard let value = parameters[name], !type.accepts(value) else { continue }
                throw NavigationError(
                    code: .invalidParameter, path: path,
                    reason: "parameter '\(name)' is '\(value)', which does not read as \(type) as \(declarer) declares (route '\(self.path)')",
                    nearestPattern: self.path)
            }
        }
        let missing = missingParameters(in: parameters)
        guard !missing.isEmpty else { return }
        throw missingRefusal(missing, path: path)
    }

    /// The refusal of a navigation to `path` that lacks the parameters `missing`.
    private func missingRefusal(_ missing: [String], path: String) -> NavigationError {
        let list = missing.map { "'\($0)'" }.joined(separator: ", ")
        return NavigationError(
            code: .missingParameters, path: path,
            reason:
                "\(declarer) requires \(missing.count == 1 ? "parameter" : "parameters") \(list), missing from the path and its query (route '\(self.path)')",
            nearestPattern: self.path, missingParameters: missing)
    }

    /// Who declares the route's parameters, as messages name it: a typed route's value type,
    /// else the view model's.
    private var declarer: String { routeValue?.typeName ?? "\(type)" }

    /// For a typed route: its value's type (``RouteValue``).
    var routeValue: TypedRouteInfo? { storage.routeValue }

    public static func == (lhs: NavigationRoute, rhs: NavigationRoute) -> Bool {
        lhs.path == rhs.path && ObjectIdentifier(lhs.type) == ObjectIdentifier(rhs.type)
            && lhs.requiresAuthentication == rhs.requiresAuthentication
            && lhs.allowedExternally == rhs.allowedExternally
            && lhs.placement == rhs.placement && lhs.reuse == rhs.reuse && lhs.redirectTarget == rhs.redirectTarget
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(path)
        hasher.combine(ObjectIdentifier(type))
        hasher.combine(requiresAuthentication)
        hasher.combine(allowedExternally)
    }

    public var description: String {
        if let redirectTarget { return "\(path) → redirect to \(redirectTarget)" }
        var flags: [String] = []
        if requiresAuthentication { flags.append("auth") }
        if allowedExternally { flags.append("external") }
        return "\(path) → \(type)" + (flags.isEmpty ? "" : " [\(flags.joined(separator: ", "))]")
    }
}
