/// A tab's first screen under a navigation into the tab: the tabs feature's hook on the
/// push's admission (``NavigationRouter/start(_:handle:ancestry:)`` calls it right after
/// `admit`); the landing plan places the tab (``LandingPlan``).
extension NavigationRouter {
    /// Puts the declared root of the navigation's tab under its chain, when the chain does not
    /// start there: a deep link into a tab never shown builds the tab's first screen too, and
    /// that screen is admitted as a parent is (a link needs it `allowedExternally`; its
    /// route or interceptors may need a login; its mandatory interceptors may veto). Called only
    /// for a navigation that lands in a tab (`admission.tab`).
    func admittingTabRoot(_ admission: Admission, request: NavigationRequest) throws(NavigationError) -> Admission {
        guard !admission.shape.installsTabs, let tab = admission.tab,
            let root = runtime.rootPath(ofTab: tab)
        else { return admission }
        let first = admission.parents.first?.path ?? request.path
        guard first != root && NormalizedPath.of(first) != NormalizedPath.of(root) else { return admission }
        let rootAdmission = try admit(path: root, externally: request.externally)
        let rootLink = ChainLink(
            path: root, checked: rootAdmission.checked, needsAuthentication: rootAdmission.needsAuthentication,
            vetoes: rootAdmission.context.before.mandatory)
        return admission.with(parents: [rootLink] + admission.parents, tab: admission.tab)
    }
}
