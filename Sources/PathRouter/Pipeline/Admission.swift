import PathRouterAuth
import PathRouterLocking

/// The rules that admit a screen, in one place.
///
/// `navigate`, `canNavigate`, `checkNavigation`, `viewModel(forPath:)`, `restore` and link
/// deliveries all ask ``NavigationRouter/admit(path:externally:link:explicitParents:shape:tab:reuse:)``, and every screen is
/// re-admitted (``NavigationRouter/readmit(_:path:externally:link:)``) in the same scene job
/// that commits it, after the view model was built and whatever awaited in between (an
/// interceptor, a take-over, a login, a restore's checks, a link's buffering). A rule changed by
/// a call that has returned before the screen lands is always honoured.
extension NavigationRouter {
    /// Why a screen may land, as computed from the registry at one moment.
    ///
    /// A reference, never changed once made: a navigation hands its admission from the check
    /// to the landing and the re-check, and a chain holds one per screen.
    final class Admission: Sendable {
        let checked: CheckedNavigation
        let context: NavigationRegistry.NavigationContext
        /// The route is protected, or a before-interceptor that applies requires authentication.
        let needsAuthentication: Bool
        /// `NavigationRegistry.rulesVersion` when this admission was computed.
        let rulesVersion: UInt64
        /// The screens the navigation shows under its target, outermost first (the route's
        /// placement chain, or the paths a multi-path navigation listed), each admitted.
        let parents: [ChainLink]
        /// The tab the navigation lands in: the one it asked for, else the route's, else its
        /// nearest parent's.
        let tab: String?
        /// Where the navigation's screen lands, decided from its options (``LandingShape``);
        /// `.push` for a path admitted alone (a parent, a restored path, a check).
        let shape: LandingShape
        /// Whether its landing may bring forward a screen the scene shows (its shape continues a
        /// stack, and its reuse policy, the request's else the route's, is not `.alwaysNew`):
        /// only then does the landing look for one (``NavigationRouter/reuseIfAsked(_:admission:flight:)``).
        let mayReuse: Bool
        /// The parent each of the parents' mandatory before-interceptors runs for (those in
        /// `context.before` that do not apply to the target itself), by interceptor id.
        let vetoSubjects: [(interceptor: UInt64, parent: ChainLink)]

        var route: NavigationRoute { checked.route }

        /// `context.before` gets the parents' mandatory before-interceptors (a parent runs no
        /// other), in running order; a login is needed if any screen needs one.
        init(
            checked: CheckedNavigation, context: NavigationRegistry.NavigationContext, needsAuthentication: Bool,
            rulesVersion: UInt64, shape: LandingShape, tab: String?, mayReuse: Bool
        ) {
            self.checked = checked
            self.context = context
            self.needsAuthentication = needsAuthentication
            self.rulesVersion = rulesVersion
            self.parents = []
            self.tab = tab
            self.shape = shape
            self.mayReuse = mayReuse
            self.vetoSubjects = []
        }

        init(
            checked: CheckedNavigation, context: NavigationRegistry.NavigationContext, needsAuthentication: Bool,
            rulesVersion: UInt64, parents: [ChainLink], tab: String?, shape: LandingShape, mayReuse: Bool
        ) {
            var context = context
            var subjects: [(interceptor: UInt64, parent: ChainLink)] = []
            for parent in parents {
                for veto in parent.vetoes where !context.before.contains(where: { $0.id == veto.id }) {
                    subjects.append((veto.id, parent))
                    context.before.append(veto)
                }
            }
            if !subjects.isEmpty { context.before.sort(by: Interceptor.runsBefore) }
            self.checked = checked
            self.context = context
            self.needsAuthentication = needsAuthentication || parents.contains { $0.needsAuthentication }
            self.rulesVersion = rulesVersion
            self.parents = parents
            self.tab = tab
            self.shape = shape
            self.mayReuse = mayReuse
            self.vetoSubjects = subjects
        }

        /// The parent a parent's mandatory interceptor runs for, or `nil` for the target's own.
        func vetoSubject(of interceptor: Interceptor) -> ChainLink? {
            vetoSubjects.first { $0.interceptor == interceptor.id }?.parent
        }

        /// The same target with `parents` under it.
        func with(parents: [ChainLink], tab: String?) -> Admission {
            var context = context
            context.before.removeAll { interceptor in vetoSubjects.contains { $0.interceptor == interceptor.id } }
            return Admission(
                checked: checked, context: context, needsAuthentication: needsAuthentication,
                rulesVersion: rulesVersion, parents: parents, tab: tab, shape: shape, mayReuse: mayReuse)
        }
    }

    struct CheckedNavigation {
        let route: NavigationRoute
        let parameters: [String: String]
        /// How its view model is built.
        let build: ViewModelBuild
        /// The path redirects led to, when they did (``RouteMatch/redirectedFrom``).
        var redirectedPath: String? = nil

        /// The path the screen shows: where redirects led, else the one asked for.
        func effectivePath(_ requested: String) -> String { redirectedPath ?? requested }
    }

    /// Resolves and checks a path: the rules every entry point shares.
    func check(path: String, externally: Bool) throws(NavigationError) -> CheckedNavigation {
        let match = try registry.resolve(path)
        let route = match.route
        if externally && !route.allowedExternally {
            throw NavigationError.externalNavigationRefused(path, route: route)
        }
        let parameters = match.parameters
        // The view model's required parameters, and how it is built.
        let build = try route.admitParameters(parameters, path: path)
        return CheckedNavigation(
            route: route, parameters: parameters, build: build,
            redirectedPath: match.redirectedFrom == nil ? nil : match.path)
    }

    func authenticationRequired(path: String, route: NavigationRoute) -> NavigationError {
        let reason =
            registry.authenticationHandler == nil
            ? "route '\(route.path)' requires authentication and no authentication handler is set (PathRouter fails closed)"
            : "route '\(route.path)' requires an authenticated user"
        return NavigationError(code: .authenticationRequired, path: path, reason: reason, nearestPattern: route.path)
    }

    /// ``admit(path:externally:link:explicitParents:shape:tab:reuse:)`` for the navigation `request`,
    /// whose landing's shape is decided here, once (``LandingShape``; options that contradict
    /// each other are refused): its link, parents and tab (rare options, behind one reference)
    /// are read only when it has some, so a plain push never copies its absent link.
    @inline(__always)
    func admit(_ request: NavigationRequest) throws(NavigationError) -> Admission {
        let shape = try LandingShape(request)
        guard request.hasRareOptions else { return try admit(path: request.path, externally: request.externally, shape: shape) }
        return try admit(
            path: request.path, externally: request.externally, link: request.link, explicitParents: request.parents,
            shape: shape, tab: request.tab, reuse: request.reuse)
    }

    /// Applies every rule that does not depend on waiting: the link policy (for links), the
    /// route and its required parameters, `allowedExternally` (for external navigations), and
    /// "fail closed" (a navigation that needs authentication with no handler set).
    ///
    /// `shape`, `tab` and `reuse` are a navigation's (``admit(_:)``): where it lands, the tab it
    /// asked for and its reuse policy, which win over its route's.
    func admit(
        path: String, externally: Bool, link: ExternalLink? = nil, explicitParents: [String]? = nil,
        shape: LandingShape = .push, tab requestedTab: String? = nil, reuse: ReusePolicy? = nil
    ) throws(NavigationError) -> Admission {
        let version = registry.rulesVersion.load(ordering: .sequentiallyConsistent)
        if let link { try registry.externalLinkPolicy.check(link) }
        let checked = try check(path: path, externally: externally)
        // The interceptors of the screen that shows: after a redirect, the new path's.
        let context = registry.navigationContext(for: checked.effectivePath(path))
        let needsAuthentication = checked.route.requiresAuthentication || context.before.contains(where: \.requiresAuthentication)
        if needsAuthentication && context.handler == nil {
            throw authenticationRequired(path: path, route: checked.route)
        }
        let mayReuse = shape.continuesStack && (reuse ?? checked.route.reuse) != .alwaysNew
        guard explicitParents != nil || checked.route.placementTab != nil || checked.route.parentLink != nil else {
            return Admission(
                checked: checked, context: context, needsAuthentication: needsAuthentication, rulesVersion: version,
                shape: shape, tab: requestedTab, mayReuse: mayReuse)
        }
        let (parents, tab) = try chain(
            under: checked, path: checked.effectivePath(path), externally: externally,
            hasHandler: context.handler != nil, explicitParents: explicitParents)
        return Admission(
            checked: checked, context: context, needsAuthentication: needsAuthentication,
            rulesVersion: version, parents: parents, tab: requestedTab ?? tab, shape: shape, mayReuse: mayReuse)
    }

    /// Whether no rule changed since `admission` was computed: the one version check of
    /// re-admission (a bind, an unbind, a policy, a logout move the registry's rules version).
    @inline(__always)
    private func rulesUnchanged(since admission: Admission) -> Bool {
        registry.rulesVersion.load(ordering: .sequentiallyConsistent) == admission.rulesVersion
    }

    /// Checks `admission` again at the moment its screen lands (call it in the job that
    /// commits, right before the commit): the same route, still allowed, no logout since, and
    /// an authenticated user if it needs one.
    ///
    /// - Complexity: O(1) when no rule changed since `admission` (the common case); otherwise
    ///   one resolve and one interceptor lookup.
    func readmit(_ admission: Admission, path: String, externally: Bool, link: ExternalLink?) throws(NavigationError) {
        guard !rulesUnchanged(since: admission) else { return try refuseUnlessLoggedIn(admission, path: path) }
        try readmitAfterChange(admission, path: path, externally: externally, link: link)
    }

    /// ``readmit(_:path:externally:link:)`` for the navigation `request`, whose link (a copy
    /// that goes through value witnesses) is read only when a rule changed: a plain push never
    /// copies it.
    @inline(__always)
    func readmit(_ admission: Admission, for request: NavigationRequest) throws(NavigationError) {
        guard !rulesUnchanged(since: admission) else { return try refuseUnlessLoggedIn(admission, path: request.path) }
        try readmitAfterChange(admission, path: request.path, externally: request.externally, link: request.link)
    }

    /// Re-admits every screen of `admission` once a rule changed.
    private func readmitAfterChange(_ admission: Admission, path: String, externally: Bool, link: ExternalLink?) throws(NavigationError) {
        for parent in admission.parents {
            try readmit(
                route: parent.route, needsAuthentication: parent.needsAuthentication, admittedWith: admission,
                path: parent.path, externally: externally, link: link)
        }
        try readmit(
            route: admission.route, needsAuthentication: admission.needsAuthentication, admittedWith: admission,
            path: path, externally: externally, link: link)
    }

    /// Refuses `admission` when it needs an authenticated user and the user is not one now:
    /// the check of a navigation that lands when no rule changed since it was admitted (a
    /// logout changes one, so only the session may have ended by itself), and of a restore
    /// and `viewModel(forPath:)`, which start no login.
    @inline(__always)
    func refuseUnlessLoggedIn(_ admission: Admission, path: String) throws(NavigationError) {
        guard admission.needsAuthentication && admission.context.handler?.isAuthenticated != true else { return }
        if let parent = admission.parents.first(where: \.needsAuthentication) {
            throw authenticationRequired(path: parent.path, route: parent.route)
        }
        throw authenticationRequired(path: path, route: admission.route)
    }

    /// Re-checks one screen of `admission` after a rule changed (its target or a parent, whose
    /// own route and need of a login are given): see ``readmit(_:path:externally:link:)``.
    private func readmit(
        route: NavigationRoute, needsAuthentication: Bool, admittedWith admission: Admission,
        path: String, externally: Bool, link: ExternalLink?
    ) throws(NavigationError) {
        // Called once a rule changed (the version only grows): the screen is admitted anew.
        let current = try admit(path: path, externally: externally, link: link)
        if current.route != route {
            throw NavigationError(
                code: .routeChanged, path: path,
                reason: "route '\(route.path)' was unbound or rebound as \(current.route) while the navigation was on its way",
                nearestPattern: current.route.path)
        }
        guard needsAuthentication || current.needsAuthentication else { return }
        if current.context.sessionEpoch != admission.context.sessionEpoch {
            throw NavigationError.loggedOut(path: path)
        }
        if current.context.handler?.isAuthenticated != true {
            throw authenticationRequired(path: path, route: current.route)
        }
    }
}
