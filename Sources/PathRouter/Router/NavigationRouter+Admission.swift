import PathRouterAuth
import Synchronization

/// The rules that admit a screen, in one place.
///
/// `navigate`, `canNavigate`, `checkNavigation`, `viewModel(forPath:)`, `restore` and link
/// deliveries all ask ``NavigationRouter/admit(path:externally:link:)``, and every screen is
/// re-admitted (``NavigationRouter/readmit(_:path:externally:link:)``) in the same scene job
/// that commits it, after the view model was built and whatever awaited in between (an
/// interceptor, a take-over, a login, a restore's checks, a link's buffering). A rule changed by
/// a call that has returned before the screen lands is always honoured.
extension NavigationRouter {
    /// Why a screen may land, as computed from the registry at one moment.
    struct Admission: Sendable {
        let checked: CheckedNavigation
        let context: NavigationRegistry.NavigationContext
        /// The route is protected, or a before-interceptor that applies requires authentication.
        let needsAuthentication: Bool
        /// `NavigationRegistry.rulesVersion` when this admission was computed.
        let rulesVersion: UInt64

        var route: NavigationRoute { checked.route }
    }

    /// Applies every rule that does not depend on waiting: the link policy (for links), the
    /// route and its required parameters, `allowedExternally` (for external navigations), and
    /// "fail closed" (a navigation that needs authentication with no handler set).
    func admit(path: String, externally: Bool, link: ExternalLink? = nil) throws(NavigationError) -> Admission {
        let version = registry.rulesVersion.load(ordering: .sequentiallyConsistent)
        if let link { try registry.externalLinkPolicy.check(link) }
        let checked = try check(path: path, externally: externally)
        let context = registry.navigationContext(for: path)
        let needsAuthentication = checked.route.requiresAuthentication || context.before.contains(where: \.requiresAuthentication)
        if needsAuthentication && context.handler == nil {
            throw authenticationRequired(path: path, route: checked.route)
        }
        return Admission(checked: checked, context: context, needsAuthentication: needsAuthentication, rulesVersion: version)
    }

    /// Checks `admission` again at the moment its screen lands (call it in the job that
    /// commits, right before the commit): the same route, still allowed, no logout since, and
    /// an authenticated user if it needs one.
    ///
    /// - Complexity: O(1) when no rule changed since `admission` (the common case); otherwise
    ///   one resolve and one interceptor lookup.
    func readmit(_ admission: borrowing Admission, path: String, externally: Bool, link: ExternalLink?) throws(NavigationError) {
        guard registry.rulesVersion.load(ordering: .sequentiallyConsistent) != admission.rulesVersion else {
            // No rule changed (a logout changes one): only the session may have ended by itself.
            if admission.needsAuthentication && admission.context.handler?.isAuthenticated != true {
                throw authenticationRequired(path: path, route: admission.route)
            }
            return
        }
        let current = try admit(path: path, externally: externally, link: link)
        if current.route != admission.route {
            throw NavigationError(code: .routeChanged, path: path,
                                  reason: "route '\(admission.route.path)' was unbound or rebound as \(current.route) while the navigation was on its way",
                                  nearestPattern: current.route.path)
        }
        guard admission.needsAuthentication || current.needsAuthentication else { return }
        if current.context.sessionEpoch != admission.context.sessionEpoch {
            throw NavigationError(code: .loggedOut, path: path, reason: "the user logged out while the navigation was on its way")
        }
        if current.context.handler?.isAuthenticated != true {
            throw authenticationRequired(path: path, route: current.route)
        }
    }
}
