import PathRouterLocking
import Synchronization

/// The interceptors whose take-over started the current navigation, for cycle detection.
enum InterceptionScope {
    @TaskLocal static var ancestry: [UInt64] = []
    /// Chains longer than this are treated as cycles too.
    static let maximumDepth = 16
}

/// Why a flow is being cancelled, while its completion runs: the navigation it took over then
/// ends with an error that says what really happened (a cycle, the take-over screen leaving)
/// rather than "an interceptor cancelled".
enum FlowEnding {
    @TaskLocal static var error: NavigationError?

    /// Cancels `flow`, telling the navigation it took over that it ended because of `error`.
    static func cancel(_ flow: NavigationInterceptionFlow?, because error: NavigationError) {
        guard let flow else { return }
        $error.withValue(error) { _ = flow.continue(cancel: true) }
    }
}

/// One navigation on its way: before-interceptors, the authentication gate, the change, and
/// after-interceptors. Every step runs as a job of the scene, so steps of all navigations of a
/// scene are serialised; a navigation that waits (for an interceptor's flow, or a login) does
/// not hold the scene, and resumes with a new job.
final class NavigationFlight: Sendable {
    enum Phase: Sendable {
        case before
        case gate
        case apply
        case after
        case finished
    }

    struct State: Sendable {
        var phase = Phase.before
        var before: [Interceptor]
        var after: [Interceptor] = []
        var afterRun = 0
        var outcome: NavigationOutcome?
        /// The invocation whose continuation is awaited, and whether it answered while its
        /// handler was still running.
        var invocation: UInt64 = 0
        var insideHandler = false
        var answeredInside: Bool??
        var answeredInsideError: NavigationError?
        var answeredInsideReason: String?
        var currentInterceptor: Interceptor?
        var loginAttempted = false
    }

    let router: NavigationRouter
    let request: NavigationRequest
    let handle: NavigationHandle
    let admission: NavigationRouter.Admission
    let ancestry: [UInt64]
    private let state: Locked<State>

    var checked: NavigationRouter.CheckedNavigation { admission.checked }

    init(
        router: NavigationRouter, request: NavigationRequest, handle: NavigationHandle,
        admission: NavigationRouter.Admission, before: [Interceptor], ancestry: [UInt64]
    ) {
        self.router = router
        self.request = request
        self.handle = handle
        self.admission = admission
        self.ancestry = ancestry
        self.state = Locked.make(State(before: before))
    }

    /// A flight whose change has landed already and that only has after-interceptors to run.
    init(
        router: NavigationRouter, request: NavigationRequest, handle: NavigationHandle,
        admission: NavigationRouter.Admission, landed outcome: NavigationOutcome,
        after: [Interceptor], ancestry: [UInt64]
    ) {
        self.router = router
        self.request = request
        self.handle = handle
        self.admission = admission
        self.ancestry = ancestry
        var state = State(before: [])
        state.phase = .after
        state.outcome = outcome
        state.after = after
        self.state = Locked.make(state)
    }

    var path: String { request.path }

    // MARK: - Steps (always inside a job of the scene)

    func run() {
        while true {
            let phase = state.withLock { $0.phase }
            switch phase {
            case .before:
                guard runNextBeforeInterceptor() else { return }
            case .gate:
                guard passGate() else { return }
            case .apply:
                guard apply() else { return }
            case .after:
                guard runNextAfterInterceptor() else { return }
            case .finished:
                return
            }
        }
    }

    /// Runs the next before-interceptor. Returns `true` to keep stepping.
    private func runNextBeforeInterceptor() -> Bool {
        let authenticated = router.registry.isAuthenticated
        let next = state.withLock { state -> Interceptor?? in
            guard !state.before.isEmpty else {
                state.phase = .gate
                return .none
            }
            // Unauthenticated: interceptors that do not require authentication run first.
            var index = 0
            if !authenticated && state.before[0].requiresAuthentication {
                guard let open = state.before.firstIndex(where: { !$0.requiresAuthentication }) else {
                    return .some(nil)
                }
                index = open
            }
            return .some(state.before.remove(at: index))
        }
        switch next {
        case .none:
            return true
        case .some(nil):
            parkForLogin()
            return false
        case .some(let interceptor?):
            return invoke(interceptor)
        }
    }

    private func runNextAfterInterceptor() -> Bool {
        let next = state.withLock { state -> Interceptor? in
            guard !state.after.isEmpty else {
                state.phase = .finished
                return nil
            }
            state.afterRun += 1
            return state.after.removeFirst()
        }
        guard let next else {
            resolveSuccess()
            return false
        }
        return invoke(next)
    }

    /// Calls an interceptor. Returns `true` when it answered at once and stepping goes on.
    private func invoke(_ interceptor: Interceptor) -> Bool {
        if ancestry.contains(interceptor.id) || ancestry.count >= InterceptionScope.maximumDepth {
            if interceptor.point == .after {
                // The change has landed: a cycle only stops the after-interceptors; the
                // navigation itself succeeded and is reported so.
                state.withLock { $0.after = [] }
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
        // Weak: the continuation may be kept by a flow shown in another scene, which must not
        // keep this navigation (and its router) alive once it has ended.
        let answer: @Sendable (Bool?) -> Void = { [weak self] cancel in self?.answered(invocation: invocation, cancel: cancel == true) }
        InterceptionScope.$ancestry.withValue(ancestry + [interceptor.id]) {
            switch interceptor.handler {
            case .callback(let handler):
                handler(router, answer)
            case .async(let handler):
                let context = interceptionContext(for: interceptor)
                let router = router
                Task {
                    switch await handler(router, context) {
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
        let (immediate, propagated, reason) = state.withLock { state -> (Bool??, NavigationError?, String?) in
            state.insideHandler = false
            return (state.answeredInside, state.answeredInsideError, state.answeredInsideReason)
        }
        switch immediate {
        case .some(let cancel?):
            return proceed(after: interceptor, cancelled: cancel, reason: reason, propagated: propagated)
        default:
            // Taken over: the navigation waits for the flow (or the async handler).
            if state.withLock({ $0.phase }) == .after {
                resolveSuccess()
            }
            return false
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
        guard cancelled else { return true }
        if interceptor.point == .after {
            // An after-interceptor cannot undo the change; it only stops the chain.
            state.withLock { $0.after = [] }
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

    /// The authentication gate: the target's route, a parent's, or an interceptor that
    /// applies to one of them needs a login. Returns `true` to keep stepping.
    private func passGate() -> Bool {
        if admission.needsAuthentication && !router.registry.isAuthenticated {
            parkForLogin()
            return false
        }
        state.withLock { $0.phase = .apply }
        return true
    }

    private func parkForLogin() {
        let attempted = state.withLock { state -> Bool in
            defer { state.loginAttempted = true }
            return state.loginAttempted
        }
        if attempted {
            fail(NavigationError(code: .loginFailed, path: path, reason: "the login completed but the user is not authenticated"))
            return
        }
        if let problem = router.presentLoginScreen() {
            fail(
                NavigationError(
                    code: problem.code, path: path,
                    reason: "it needs a login, and the login screen \(problem.path) cannot be shown: \(problem.reason)"))
            return
        }
        router.park(self)
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

    /// Called (in a job) when the login this navigation waited for has completed.
    func resumeAfterLogin() {
        guard router.registry.isAuthenticated else {
            fail(NavigationError(code: .loginFailed, path: path, reason: "the login completed but the user is not authenticated"))
            return
        }
        handle.emit(.resumed, routePattern: checked.route.path)
        run()
    }

    /// Lands the change; stepping goes on from its completion (at once, or once a main-actor
    /// view model is built).
    private func apply() -> Bool {
        router.land(request, admission: admission) { [self] result in
            switch result {
            case .success(let outcome):
                // After a redirect, the interceptors of the path the screen shows.
                let after = router.afterInterceptors(router.registry.interceptors(for: checked.effectivePath(path), at: .after))
                state.withLock { state in
                    state.outcome = outcome
                    state.after = after
                    state.phase = .after
                }
                router.forget(self)
                run()
            case .failure(let error):
                fail(error)
            }
        }
        return false
    }

    private func resolveSuccess() {
        let outcome = state.withLock { state -> NavigationOutcome? in
            guard var outcome = state.outcome else { return nil }
            outcome.afterInterceptorsRun = state.afterRun
            return outcome
        }
        if let outcome { handle.resolve(.success(outcome)) }
    }

    /// Ends the navigation with `error` (unless it has already ended).
    func fail(_ error: NavigationError) {
        state.withLock { state in
            state.phase = .finished
            state.currentInterceptor = nil
            state.invocation += 1
        }
        router.unpark(self)
        router.forget(self)
        if handle.resolve(.failure(error)) {
            // The screen that should have continued a take-over's flow never appeared: end the
            // navigation that was taken over instead of leaving it waiting forever.
            FlowEnding.cancel(request.interceptionExecutionFlow, because: error)
        }
    }
}
