import PathRouterLocking
import Synchronization

/// A navigation that waits: its steps (``NavigationSteps``), moved here from the scene's job when
/// it first waits for an interceptor's answer or a login, under a lock, because whoever ends it
/// (`close()`, a logout, the concurrency policy, a timeout) may do so from any thread. It
/// performs the steps that wait — calling an interceptor and taking its answer, parking for a
/// login — and every answer hands the steps back to the scene's driver
/// (``NavigationRouter/drive(_:_:)``) in a new job, so a navigation that waits does
/// not hold the scene.
final class NavigationFlight: Sendable {
    struct State: Sendable {
        var steps: NavigationSteps
        /// The invocation whose continuation is awaited, and whether it answered while its
        /// handler was still running.
        var invocation: UInt64 = 0
        var insideHandler = false
        var answeredInside: Bool??
        var answeredInsideError: NavigationError?
        var answeredInsideReason: String?
        var currentInterceptor: Interceptor?
    }

    let router: NavigationRouter
    let job: NavigationJob
    private let state: Locked<State>

    var request: NavigationRequest { job.request }
    var handle: NavigationHandle { job.handle }
    var admission: NavigationRouter.Admission { job.admission }
    var ancestry: [UInt64] { job.ancestry }
    var checked: NavigationRouter.CheckedNavigation { admission.checked }

    init(router: NavigationRouter, job: NavigationJob, steps: NavigationSteps) {
        self.router = router
        self.job = job
        self.state = Locked.make(State(steps: steps))
    }

    var path: String { request.path }

    // MARK: - Steps (always inside a job of the scene)

    /// Drives the navigation on from where it waited.
    func run() {
        router.drive(job, self)
    }

    /// Performs a step that decides and may wait. Returns `true` when stepping goes on.
    func perform(_ decision: NavigationSteps.Decision) -> Bool {
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

    /// Calls an interceptor. Returns `true` when it answered at once and stepping goes on.
    func invoke(_ interceptor: Interceptor) -> Bool {
        if ancestry.contains(interceptor.id) || ancestry.count >= InterceptionScope.maximumDepth {
            if interceptor.point == .after {
                // The change has landed: a cycle only stops the after-interceptors; the
                // navigation itself succeeded and is reported so.
                state.withLock { $0.steps.stopAfterInterceptors() }
                return true
            }
            fail(
                NavigationError(
                    code: .interceptionCycle, path: path,
                    reason: "\(interceptor.name) was reached again from its own take-over; interceptors sent navigation round in a cycle"))
            return false
        }
        if interceptor.point == .before { handle.emit(.intercepted, routePattern: checked.route.path, interceptor: interceptor.name) }
        let invocation = state.withLock { state -> UInt64 in
            state.invocation += 1
            state.insideHandler = true
            state.answeredInside = nil
            state.answeredInsideReason = nil
            state.currentInterceptor = interceptor
            return state.invocation
        }
        handle.awaitsInterceptor.store(true, ordering: .releasing)
        // Weak: the continuation may be kept by a flow shown in another scene, which must not
        // keep this navigation (and its router) alive once it has ended.
        let answer: @Sendable (Bool?) -> Void = { [weak self] cancel in self?.answered(invocation: invocation, cancel: cancel == true) }
        InterceptionScope.$intercepted.withValue(handle.id) {
            InterceptionScope.$ancestry.withValue(ancestry + [interceptor.id]) { call(interceptor, invocation: invocation, answer: answer) }
        }
        let (immediate, propagated, reason) = state.withLock { state -> (Bool??, NavigationError?, String?) in
            state.insideHandler = false
            return (state.answeredInside, state.answeredInsideError, state.answeredInsideReason)
        }
        switch immediate {
        case .some(let cancel?):
            return proceed(after: interceptor, cancelled: cancel, reason: reason, propagated: propagated)
        default:
            // Taken over: the navigation waits for the flow (or the async handler).
            // An after-interceptor that answers later does not hold the outcome back: the change
            // has landed, and nothing after it can undo that.
            if let outcome = state.withLock({ $0.steps.outcomeSoFar }) { handle.resolve(.success(outcome)) }
            return false
        }
    }

    /// Calls the interceptor's handler, with `answer` as its continuation.
    private func call(_ interceptor: Interceptor, invocation: UInt64, answer: @escaping @Sendable (Bool?) -> Void) {
        switch interceptor.handler {
        case .callback(let handler):
            handler(router, answer)
        case .async(let handler):
            let context = interceptionContext(for: interceptor)
            let router = router
            let owner = handle.id
            Task {
                // Said again in the task: a job that runs on the scene's thread is not a task,
                // and its task-locals may not reach a task it starts.
                let decision = await InterceptionScope.$intercepted.withValue(owner) { await handler(router, context) }
                switch decision {
                case .proceed: answer(false)
                case .cancel(let reason): self.answered(invocation: invocation, cancel: true, reason: reason)
                }
            }
        case .immediate(let handler):
            switch handler(router, interceptionContext(for: interceptor)) {
            case .proceed: answer(false)
            case .cancel(let reason): answered(invocation: invocation, cancel: true, reason: reason)
            }
        }
    }

    /// What `interceptor` knows of the navigation: a parent's mandatory interceptor sees the
    /// parent it runs for.
    private func interceptionContext(for interceptor: Interceptor) -> InterceptionContext {
        let subject = admission.vetoSubject(of: interceptor)
        return InterceptionContext(
            path: subject?.path ?? path, routePattern: subject?.route.path ?? checked.route.path,
            parameters: subject?.checked.parameters ?? checked.parameters, externally: request.externally)
    }

    /// A continuation was called, from any thread, at most once per invocation.
    private func answered(invocation: UInt64, cancel: Bool, reason: String? = nil) {
        let propagated = cancel ? FlowEnding.error : nil
        let late = state.withLock { state -> Bool? in
            guard state.invocation == invocation, state.currentInterceptor != nil else { return nil }
            if state.insideHandler {
                if state.answeredInside == nil {
                    state.answeredInside = .some(cancel)
                    state.answeredInsideError = propagated
                    state.answeredInsideReason = reason
                }
                return false
            }
            return true
        }
        guard late == true else { return }
        router.runtime.enqueue { [self] in
            let interceptor = state.withLock { state -> Interceptor? in
                guard state.invocation == invocation else { return nil }
                defer { state.currentInterceptor = nil }
                return state.currentInterceptor
            }
            guard let interceptor else { return }
            if proceed(after: interceptor, cancelled: cancel, reason: reason, propagated: propagated) { run() }
        }
    }

    /// Goes on after an interceptor answered. Returns `true` to keep stepping.
    private func proceed(after interceptor: Interceptor, cancelled: Bool, reason: String?, propagated: NavigationError? = nil) -> Bool {
        state.withLock {
            $0.currentInterceptor = nil; $0.invocation += 1
        }
        handle.awaitsInterceptor.store(false, ordering: .releasing)
        guard cancelled else { return true }
        if interceptor.point == .after {
            // An after-interceptor cannot undo the change; it only stops the chain.
            state.withLock { $0.steps.stopAfterInterceptors() }
            return true
        }
        switch propagated?.code {
        case .interceptionCycle?:
            fail(
                NavigationError(
                    code: .interceptionCycle, path: path,
                    reason: "\(interceptor.name) took the navigation over, and the take-over went round in a cycle: \(propagated!.reason)"))
        case .takeOverEnded?:
            fail(
                NavigationError(
                    code: .takeOverEnded, path: path,
                    reason: "\(interceptor.name) took the navigation over to \(propagated!.path), and that screen left the scene before it continued the flow"))
        case .some:
            fail(
                NavigationError(
                    code: .interceptorCancelled, path: path,
                    reason: "\(interceptor.name) took the navigation over, and the take-over failed: \(propagated!)"))
        case nil:
            fail(
                NavigationError(
                    code: .interceptorCancelled, path: path,
                    reason: "\(interceptor.name) cancelled the navigation" + (reason.map { ": \($0)" } ?? "")))
        }
        return false
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
            fail(
                NavigationError(
                    code: .authenticationRequired, path: path,
                    reason: "route '\(checked.route.path)' requires authentication and no authentication handler is set (PathRouter fails closed)",
                    nearestPattern: checked.route.path))
        }
    }

    /// Ends the navigation with `error` (unless it has already ended).
    func fail(_ error: NavigationError) {
        state.withLock { state in
            state.steps.end()
            state.currentInterceptor = nil
            state.invocation += 1
        }
        handle.awaitsInterceptor.store(false, ordering: .releasing)
        router.unpark(self)
        router.forget(self)
        job.end(error)
    }
}

/// The steps of a navigation that waits, held by its flight.
extension NavigationFlight: StepsStorage {
    var flight: NavigationFlight? { self }
    var jobSteps: NavigationSteps? { nil }

    func next(in router: NavigationRouter) -> NavigationSteps.Step {
        let asks = state.withLock { $0.steps.nextAsksAuthentication }
        let authenticated = asks && router.registry.isAuthenticated
        return state.withLock { $0.steps.next(authenticated: authenticated) }
    }

    /// The commit landed (see ``NavigationSteps/committed(_:after:)``); the commit took the
    /// navigation out of the scene's suspended requests in the same step.
    func committed(_ outcome: NavigationOutcome, after: [Interceptor]) {
        state.withLock { $0.steps.committed(outcome, after: after) }
    }
}
