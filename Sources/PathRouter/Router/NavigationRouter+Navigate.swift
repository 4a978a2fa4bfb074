extension NavigationRouter {
    /// Navigates to `path`.
    ///
    /// Resolves the path, checks it (external navigations reach only `allowedExternally`
    /// routes; protected routes need an authenticated user; the view model's required
    /// parameters must be there), builds the view model with `init(parameters:)`, sets its
    /// `navigationInterceptionExecutionFlow`, and changes the scene in one step, following the
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
            let handle = NavigationHandle(request: "", failures: navigationFailures)
            handle.resolve(.failure(NavigationError(code: .invalidOptions, path: "", reason: "navigate(toPaths:) needs at least one path")))
            return handle
        }
        var request = NavigationRequest(
            path: target, replace: replace, externally: externally, embedInNavigationView: true, modal: modal,
            shouldPreventDismissal: shouldPreventDismissal, interceptionExecutionFlow: nil, animation: animation)
        request.parents = Array(paths.dropLast())
        return submit(request)
    }

    /// Queues a navigation on the scene; refused at once when the scene is closed or its
    /// queue is full.
    ///
    /// - Parameter followsPolicy: `false` for a navigation that belongs to one already waiting
    ///   (the router's login screen), which the scene's concurrency policy must not weigh
    ///   against it.
    @inline(__always)
    func submit(_ request: consuming NavigationRequest, followsPolicy: Bool = true) -> NavigationHandle {
        let handle = NavigationHandle(
            request: request.path, failures: failureReporter(.navigation),
            tab: request.hasRareOptions ? request.tab : nil)
        handle.emit(.started)
        if followsPolicy, let refusal = applyConcurrencyPolicy(to: request) {
            handle.resolve(.failure(refusal))
            FlowEnding.cancel(request.interceptionExecutionFlow, because: refusal)
            return handle
        }
        // A navigation run at once is in the caller's task still, and reads the caller's
        // interceptor ancestry only if it has interceptors; a job that waits takes it along.
        if runtime.startNavigation() {
            perform(request, handle: handle, ancestry: nil)
            runtime.finishedRunning()
            return handle
        }
        do throws(SceneRuntime.Refusal) {
            let ancestry = InterceptionScope.ancestry
            try runtime.queueNavigation { [self, request] in perform(request, handle: handle, ancestry: ancestry) }
        } catch {
            let refusal =
                switch error {
                case .closed:
                    NavigationError.sceneClosed(scene, path: request.path)
                case .full:
                    NavigationError(
                        code: .limitExceeded, path: request.path,
                        reason: "the scene '\(scene.id)' already has \(SceneRuntime.maximumQueuedNavigations) navigations waiting")
                }
            handle.resolve(.failure(refusal))
            FlowEnding.cancel(request.interceptionExecutionFlow, because: refusal)
        }
        return handle
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
        if admission.needsAuthentication && admission.context.handler?.isAuthenticated != true {
            throw authenticationRequired(path: path, route: admission.route)
        }
        guard let viewModel = admission.checked.build.buildHere(parameters: admission.checked.parameters, flow: nil) else {
            throw NavigationError(
                code: .invalidOptions, path: path,
                reason: "\(admission.route.type) lives on the main actor: call viewModel(forPath:) on the main actor")
        }
        return viewModel
    }

    func authenticationRequired(path: String, route: NavigationRoute) -> NavigationError {
        let reason =
            registry.authenticationHandler == nil
            ? "route '\(route.path)' requires authentication and no authentication handler is set (PathRouter fails closed)"
            : "route '\(route.path)' requires an authenticated user"
        return NavigationError(code: .authenticationRequired, path: path, reason: reason, nearestPattern: route.path)
    }

    // MARK: - Pipeline

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
        let build = try route.admitParameters(parameters, path: path)
        return CheckedNavigation(
            route: route, parameters: parameters, build: build,
            redirectedPath: match.redirectedFrom == nil ? nil : match.path)
    }

    /// Starts one navigation: admits it, then hands it to the scene's driver
    /// (``drive(_:_:)``), which runs its before-interceptors, the login gate, the
    /// landing and its after-interceptors.
    ///
    /// - Parameter ancestry: The interceptors whose runs led to this navigation (cycle
    ///   detection), or `nil` when `perform` runs in the caller's task: it then reads the task's
    ///   own, and only when the navigation has interceptors (a task-local read is not free).
    func perform(_ request: consuming NavigationRequest, handle: NavigationHandle, ancestry: [UInt64]?) {
        // Fails closed before anything runs when a login would be needed and nobody can log in.
        let admission: Admission
        do throws(NavigationError) {
            // A navigation that a job of a closed scene starts (a tab's first visit, the
            // logged-out path) is refused before it builds anything.
            try runtime.admit(path: request.path)
            try NavigationPlan.checkOptions(request)
            admission = try withTabRoot(admit(request), request: request)
        } catch {
            handle.resolve(.failure(error))
            FlowEnding.cancel(request.interceptionExecutionFlow, because: error)
            return
        }
        handle.emit(.matched, routePattern: admission.route.path)
        let ancestry =
            ancestry
            ?? (admission.context.before.isEmpty && admission.context.after.isEmpty
                ? [] : InterceptionScope.ancestry)
        drive(
            NavigationJob(request: request, admission: admission, handle: handle, ancestry: ancestry),
            JobSteps(NavigationSteps(before: admission.context.before, needsAuthentication: admission.needsAuthentication)))
    }

    /// The after-interceptors that may run now: those that require authentication run only
    /// for an authenticated user.
    func afterInterceptors(_ interceptors: [Interceptor]) -> [Interceptor] {
        guard interceptors.contains(where: \.requiresAuthentication) else { return interceptors }
        if registry.isAuthenticated { return interceptors }
        return interceptors.filter { !$0.requiresAuthentication }
    }
}

/// A navigation as the scene's driver runs it: the request, what admitted it, its handle, and
/// the interceptors whose take-overs led to it (cycle detection).
struct NavigationJob: SceneRequest {
    typealias Steps = NavigationSteps

    /// What a navigation's commit may wait for.
    enum CommitWait: Sendable {
        /// Leave guards of the screens it would remove, asked away from the scene's job.
        case leaveGuards
        /// View models that are built on the main actor (the scene holds its queue
        /// meanwhile), as the landing decided (``LandingBuild``).
        case mainActor(LandingBuild)
    }

    let request: NavigationRequest
    let admission: NavigationRouter.Admission
    let handle: NavigationHandle
    let ancestry: [UInt64]

    var path: String { request.path }

    func commit(_: Void, in router: NavigationRouter, flight: NavigationFlight?) -> SceneCommit<CommitWait> {
        // Leave guards that may watch a screen of the scene: the landing asks them first.
        if router.mayGuardLeaving { return .waits(.leaveGuards) }
        switch router.landHere(request, admission: admission, flight: flight) {
        case .landed(let result): return .done(result)
        case .onMainActor(let build): return .waits(.mainActor(build))
        }
    }

    func commit(
        _: Void, after wait: CommitWait, in router: NavigationRouter, flight: NavigationFlight?,
        then completion: @escaping @Sendable (Result<NavigationOutcome, NavigationError>) -> Void
    ) {
        switch wait {
        case .leaveGuards: router.land(request, admission: admission, flight: flight, then: completion)
        case .mainActor(let build): router.landOnMainActor(request, admission: admission, build: build, flight: flight, then: completion)
        }
    }

    func afterInterceptors(in router: NavigationRouter, waited: Bool) -> [Interceptor] {
        // Admitted in this job, the admission's are current. After a wait, those registered
        // now, for the path the screen shows (after a redirect, the path it led to).
        let after =
            waited
            ? router.registry.interceptors(for: admission.checked.effectivePath(request.path), at: .after)
            : admission.context.after
        return after.isEmpty ? after : router.afterInterceptors(after)
    }

    func decide<Storage: StepsStorage>(_ decision: NavigationSteps.Decision, in storage: inout Storage, router: NavigationRouter) -> Bool
    where Storage.Steps == NavigationSteps {
        if let flight = storage.flight { return flight.perform(decision) }
        guard let steps = storage.jobSteps else { return false }
        // The first step that may wait: the steps move into a flight, which runs them from
        // here. Until it commits, the navigation is one of the scene's suspended requests;
        // after (after-interceptors that answer later), its handle has resolved and nothing
        // waits.
        let flight = NavigationFlight(router: router, job: self, steps: steps)
        if !steps.hasLanded, !router.suspend(flight) { return false }
        if flight.perform(decision) { router.drive(self, flight) }
        return false
    }

    func end(_ error: NavigationError) {
        if handle.resolve(.failure(error)) {
            // The screen that should have continued a take-over's flow never appeared: end the
            // navigation that was taken over instead of leaving it waiting forever.
            FlowEnding.cancel(request.interceptionExecutionFlow, because: error)
        }
    }
}
