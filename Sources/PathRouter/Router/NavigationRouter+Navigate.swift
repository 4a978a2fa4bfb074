extension NavigationRouter {
    /// Navigates to `path`.
    ///
    /// Resolves the path, checks it (external navigations reach only `allowedExternally`
    /// routes; protected routes need an authenticated user, and wait for a login when an
    /// authentication handler is set, else are refused; the view model's required
    /// parameters must be there), builds the view model (its `init(parameters:)`, or the
    /// route's closure), hands it `interceptionExecutionFlow` when one is given, and changes
    /// the scene in one step, following the
    /// decision table of the README ("Navigation options"): present a modal, replace the root,
    /// or push onto the top-most navigation stack.
    ///
    /// ```swift
    /// router.navigate(toPath: "/products/42")
    /// router.navigate(toPath: "/settings", modal: true, shouldPreventDismissal: true)
    /// router.navigate(toPath: "/home", replace: true, animation: .left)
    /// if case .failure(let error) = await router.navigate(toPath: "/nowhere").result {
    ///     print(error)   // routeNotFound '/nowhere': …
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - path: The path, such as `/users/42?tab=posts`.
    ///   - replace: Make the destination the new root, dismissing every modal.
    ///   - externally: The navigation comes from outside the app (a deep link).
    ///   - embedInNavigationView: Wrap the destination in a navigation stack when it becomes a
    ///     root or a modal.
    ///   - modal: Present the destination modally, above every other modal.
    ///   - shouldPreventDismissal: With `modal`, refuse interactive dismissal of it.
    ///   - interceptionExecutionFlow: The flow to hand to the destination's view model.
    ///   - animation: The animation to record on the transition.
    ///   - reuse: Overrides the route's ``ReusePolicy`` for this navigation.
    /// - Returns: A handle on the outcome; ignore it, or `await` its `result`.
    @discardableResult
    public func navigate(
        toPath path: String,
        replace: Bool = false,
        externally: Bool = false,
        embedInNavigationView: Bool = true,
        modal: Bool = false,
        shouldPreventDismissal: Bool = false,
        interceptionExecutionFlow: NavigationInterceptionFlow? = nil,
        animation: NavigationTransition? = nil,
        reuse: ReusePolicy? = nil
    ) -> NavigationHandle {
        // What happens next, top to bottom: Pipeline/NavigationPipeline.swift.
        submit(
            NavigationRequest(
                path: path, replace: replace, externally: externally,
                embedInNavigationView: embedInNavigationView, modal: modal,
                shouldPreventDismissal: shouldPreventDismissal,
                interceptionExecutionFlow: interceptionExecutionFlow, animation: animation, reuse: reuse))
    }

    /// Shows several screens in one step: the last path is the target, the others go under it,
    /// outermost first (XCoordinator's `.multiple`). Every path is admitted by the same rules
    /// (all or nothing: if one fails, nothing changes and the error names it); interceptors run
    /// for the target. The screens continue the top-most stack from the deepest one it already
    /// shows, or land as the decision table says, as one stack (see the README).
    ///
    /// ```swift
    /// router.navigate(toPaths: ["/products", "/products/42", "/products/42/reviews"])
    /// ```
    @discardableResult
    public func navigate(
        toPaths paths: [String],
        replace: Bool = false,
        externally: Bool = false,
        modal: Bool = false,
        shouldPreventDismissal: Bool = false,
        animation: NavigationTransition? = nil
    ) -> NavigationHandle {
        guard let target = paths.last else {
            return refusedNavigation("", NavigationError(code: .invalidOptions, path: "", reason: "navigate(toPaths:) needs at least one path"))
        }
        var request = NavigationRequest(
            path: target, replace: replace, externally: externally, embedInNavigationView: true, modal: modal,
            shouldPreventDismissal: shouldPreventDismissal, interceptionExecutionFlow: nil, animation: animation)
        request.parents = Array(paths.dropLast())
        return submit(request)
    }

    /// Follows a link a UI layer attached to a control.
    @discardableResult
    public func follow(_ link: RoutedLink) -> NavigationHandle {
        navigate(
            toPath: link.path, replace: link.replace, externally: false,
            embedInNavigationView: link.embedInNavigationView, modal: link.modal,
            shouldPreventDismissal: link.shouldPreventDismissal,
            interceptionExecutionFlow: link.interceptionExecutionFlow, animation: link.animation)
    }

    /// Whether `navigate(toPath:externally:)` would be allowed: the same resolver and rules,
    /// without building a view model or changing the scene. A navigation that needs
    /// authentication (a protected route, or an interceptor that requires it) counts as
    /// reachable when an authentication handler can log the user in, and as refused when
    /// there is none (fail closed). Interceptors do not run.
    ///
    /// ```swift
    /// if router.canNavigate(toPath: "/users/42", externally: true) { … }
    /// ```
    public func canNavigate(toPath path: String, externally: Bool = false) -> Bool {
        (try? checkNavigation(toPath: path, externally: externally)) != nil
    }

    /// Checks a navigation without performing it, and says why it would be refused.
    /// - Throws: the ``NavigationError`` `navigate` would report.
    public func checkNavigation(toPath path: String, externally: Bool = false) throws(NavigationError) {
        _ = try admit(path: path, externally: externally)
    }

    /// Builds the view model that navigating to `path` would show, without navigating (what
    /// NavigationRouter's `viewControllerFor(path:)` did), under the same rules as `navigate`:
    /// a navigation that needs authentication (a protected route, or an interceptor that
    /// requires it) needs an authenticated user now (no login is started), and interceptors
    /// do not run.
    ///
    /// ```swift
    /// let model = try router.viewModel(forPath: "/products/42") as? ProductViewModel
    /// ```
    ///
    /// A ``MainActorRoutableViewModel`` is built only on the main actor; elsewhere this throws
    /// ``NavigationError/Code/invalidOptions`` (navigations hop to the main actor instead).
    public func viewModel(forPath path: String, externally: Bool = false) throws(NavigationError) -> any Sendable {
        let admission = try admit(path: path, externally: externally)
        try refuseUnlessLoggedIn(admission, path: path)
        guard let viewModel = admission.checked.build.buildHere(parameters: admission.checked.parameters, flow: nil) else {
            throw NavigationError(
                code: .invalidOptions, path: path,
                reason: "\(admission.route.type) lives on the main actor: call viewModel(forPath:) on the main actor")
        }
        return viewModel
    }
}
