import PathRouterLocking

/// A navigation that waits: its stages (``NavigationStages``), moved here from the scene's job when
/// it first waits for an interceptor's answer or a login, under a lock, because whoever ends it
/// (`close()`, a logout, the concurrency policy, a timeout) may do so from any thread. It
/// performs the stages that wait — calling an interceptor and taking its answer, parking for a
/// login — and every answer hands the stages back to the scene's driver
/// (``NavigationRouter/drive(_:_:)``) in a new job, so a navigation that waits does
/// not hold the scene.
final class NavigationFlight: Sendable {
    let router: NavigationRouter
    let job: NavigationJob
    /// The navigation's stages, and the interceptor call it waits for: two pure values, one
    /// lock (the call is kept out of the stages, which every navigation carries in its job).
    private let state: Locked<(stages: NavigationStages, call: InterceptorCall)>

    var request: NavigationRequest { job.request }
    var handle: NavigationHandle { job.handle }
    var admission: NavigationRouter.Admission { job.admission }
    var ancestry: [UInt64] { job.ancestry }
    var checked: NavigationRouter.CheckedNavigation { admission.checked }

    init(router: NavigationRouter, job: NavigationJob, stages: NavigationStages) {
        self.router = router
        self.job = job
        self.state = Locked.make((stages, InterceptorCall()))
    }

    var path: String { request.path }

    // MARK: - Stages (always inside a job of the scene)

    /// Drives the navigation on from where it waited.
    func run() {
        router.drive(job, self)
    }

    /// Performs a stage that decides and may wait. Returns `true` when the stages go on.
    func perform(_ decision: NavigationStages.Decision) -> Bool {
        switch decision {
        case .invoke(let interceptor):
            // Answered at once: go on; otherwise its answer drives the flight on.
            return invoke(interceptor)
        case .waitForLogin:
            waitForLogin()
            return false
        case .resumed:
            handle.emit(.resumed, routePattern: checked.route.path)
            return true
        case .loginFailed:
            fail(NavigationError(code: .loginFailed, path: path, reason: "the login completed but the user is not authenticated"))
            return false
        }
    }

    /// Calls an interceptor. Returns `true` when it answered at once and the stages go on.
    func invoke(_ interceptor: Interceptor) -> Bool {
        if ancestry.contains(interceptor.id) || ancestry.count >= InterceptionScope.maximumDepth {
            return goOn(state.withLock { $0.stages.cycleReached(at: interceptor, path: path) })
        }
        if interceptor.point == .before { handle.emit(.intercepted, routePattern: checked.route.path, interceptor: interceptor.name) }
        let call = state.withLock { $0.call.begin(interceptor) }
        handle.awaitsInterceptor = true
        // Weak: the continuation may be kept by a flow shown in another scene, which must not
        // keep this navigation (and its router) alive once it has ended.
        interceptor.call(
            router: router, context: interceptionContext(for: interceptor), owner: handle.id, ancestry: ancestry + [interceptor.id]
        ) { [weak self] answer in self?.answered(call, answer) }
        if let early = state.withLock({ $0.call.handlerReturned() }) {
            return proceed(after: interceptor, early)
        }
        // Taken over: the navigation waits for the flow (or the async handler).
        // An after-interceptor that answers later does not hold the outcome back: the change
        // has landed, and nothing after it can undo that.
        if let outcome = state.withLock({ $0.stages.outcomeSoFar }) { handle.resolve(.success(outcome)) }
        return false
    }

    /// What `interceptor` knows of the navigation: a parent's mandatory interceptor sees the
    /// parent it runs for.
    private func interceptionContext(for interceptor: Interceptor) -> InterceptionContext {
        let subject = admission.vetoSubject(of: interceptor)
        return InterceptionContext(
            path: subject?.path ?? path, routePattern: subject?.route.path ?? checked.route.path,
            parameters: subject?.checked.parameters ?? checked.parameters, externally: request.externally)
    }

    /// The call `number` answered, from any thread: kept for the handler's return, or gone
    /// on with in a new job of the scene (``InterceptorCall``).
    private func answered(_ number: UInt64, _ given: InterceptorCall.Answer) {
        var answer = given
        // The error of a take-over the interceptor started, read on the thread that cancelled.
        if answer.cancel { answer.propagated = FlowEnding.error }
        let answered = answer
        guard state.withLock({ $0.call.answer(number, answered) }) == .resumeInJob else { return }
        router.runtime.enqueue { [self] in
            guard let interceptor = state.withLock({ $0.call.take(number) }) else { return }
            if proceed(after: interceptor, answered) { run() }
        }
    }

    /// Goes on after `interceptor` answered (the stages decide what the answer means). Returns
    /// `true` to go on.
    private func proceed(after interceptor: Interceptor, _ answer: InterceptorCall.Answer) -> Bool {
        handle.awaitsInterceptor = false
        return goOn(
            state.withLock { state in
                state.call.end()
                return state.stages.answered(answer, by: interceptor, path: path)
            })
    }

    /// Carries out what the stages decided about an answer: go on, or end the navigation.
    private func goOn(_ decision: NavigationStages.AfterAnswer) -> Bool {
        switch decision {
        case .goOn:
            return true
        case .fail(let error):
            fail(error)
            return false
        }
    }

    /// Waits for a login: the target's route, a parent's, or an interceptor that applies to
    /// one of them needs one. Shows the login screen, parks as the scene's pending navigation
    /// and asks the registry for a login; the navigation resumes when it completes.
    func waitForLogin() {
        if let problem = router.presentLoginScreen() {
            fail(
                NavigationError(
                    code: problem.code, path: path,
                    reason: "it needs a login, and the registry's loginPath '\(problem.path)' cannot be shown: \(problem.reason)"))
            return
        }
        guard router.park(self) else { return }
        handle.emit(.waitingForLogin, routePattern: checked.route.path)
        // The login may outlive the scene: hold it weakly, so a closed router is freed.
        let started = router.registry.requestLogin(for: LoginRequest(sceneID: router.scene.id, path: path)) { [weak router, weak self] in
            guard let router, let flight = self else { return }
            router.runtime.enqueue { router.loginFinished(for: flight) }
        }
        if !started {
            router.unpark(self)
            // The handler went away since the navigation was admitted: it fails closed.
            fail(router.authenticationRequired(path: path, route: checked.route))
        }
    }

    /// Ends the navigation with `error` (unless it has already ended).
    func fail(_ error: NavigationError) {
        state.withLock { state in
            state.stages.end()
            state.call.end()
        }
        handle.awaitsInterceptor = false
        router.unpark(self, forgetting: true)
        job.end(error)
    }
}

/// The stages of a navigation that waits, held by its flight.
extension NavigationFlight: StagesStorage {
    var flight: NavigationFlight? { self }
    var jobStages: NavigationStages? { nil }

    func next(in router: NavigationRouter) -> NavigationStages.Stage {
        let asks = state.withLock { $0.stages.nextAsksAuthentication }
        let authenticated = asks && router.registry.isAuthenticated
        return state.withLock { $0.stages.next(authenticated: authenticated) }
    }

    /// The navigation landed (see ``NavigationStages/landed(_:after:)``); the commit took the
    /// navigation out of the scene's suspended requests atomically with it.
    func landed(_ outcome: NavigationOutcome, after: [Interceptor]) {
        state.withLock { $0.stages.landed(outcome, after: after) }
    }
}
