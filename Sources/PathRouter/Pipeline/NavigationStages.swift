/// The stages of one navigation after it was admitted, as a pure value: which
/// before-interceptor runs next, when the login gate lets it through, when it lands, which
/// after-interceptors follow, and the outcome at the end. It performs nothing: the scene's
/// driver (``NavigationRouter/drive(_:_:)``) asks it for the next stage and performs that, in
/// the scene's job.
///
/// A navigation starts at `before` with the interceptors its admission found. The stages live in
/// the job that runs them until the navigation first waits (an interceptor that answers later,
/// a login), then in its ``NavigationFlight``, under the flight's lock. (A request that cannot
/// wait has ``OperationStages``.)
///
/// Invariants: each interceptor is handed out once; `land` is handed out once; after `end()`
/// every stage is `stop`; the outcome is handed out once, with the count of after-interceptors
/// that ran.
struct NavigationStages: RequestStages {
    /// Where the navigation stands; each case holds only what is valid in it.
    private enum State {
        /// Before-interceptors left to run, in running order; the login gate follows.
        case before([Interceptor])
        /// The login gate: a navigation that needs a login waits for one here.
        case gate
        case land
        /// The landing was handed out and has not reported back (``landed(_:after:)``).
        case landing
        /// The change landed: after-interceptors left to run, the outcome, and how many ran.
        case landed(after: [Interceptor], NavigationOutcome, ran: Int)
        case finished
    }

    /// The stages that decide and may wait, which only a navigation has (``NavigationFlight``
    /// performs them).
    enum Decision: Sendable {
        /// Call this interceptor; its answer may come later.
        case invoke(Interceptor)
        /// The request needs a login it has not asked for yet: wait for one.
        case waitForLogin
        /// The login the request waited for completed, and the user is authenticated: it goes
        /// on (the driver tells the navigation's observers).
        case resumed
        /// The login the request waited for completed, and the user is still not authenticated.
        case loginFailed
    }

    typealias Stage = RequestStage<Decision, Void>

    /// The result of an interceptor's answer (``answered(_:by:path:)``).
    enum AfterAnswer: Sendable {
        /// Stepping goes on.
        case goOn
        /// The navigation ends with this error.
        case fail(NavigationError)
    }

    private var state: State
    private let needsAuthentication: Bool
    private var loginAttempted = false
    /// A login was handed out (``Decision/waitForLogin``) and its end not yet decided.
    private var loginAwaited = false

    /// A navigation: its before-interceptors, in running order, and whether any of its screens
    /// needs an authenticated user.
    init(before: [Interceptor], needsAuthentication: Bool) {
        self.state = .before(before)
        self.needsAuthentication = needsAuthentication
    }

    /// Whether the change landed (after-interceptors may run, none can wait for a login).
    var hasLanded: Bool {
        if case .landed = state { return true }
        return false
    }

    /// Whether the next stage depends on whether the user is authenticated: the driver reads
    /// that (a lock of the registry, a call into the app's handler) only then.
    var nextAsksAuthentication: Bool {
        switch state {
        case .before(let before): before.first?.requiresAuthentication ?? needsAuthentication
        case .gate: needsAuthentication
        case .land, .landing, .landed, .finished: false
        }
    }

    /// The next stage. `authenticated` counts only when ``nextAsksAuthentication`` said so.
    mutating func next(authenticated: Bool) -> Stage {
        // The one place a login's end is decided: the request waited at a stage that asks
        // whether the user is authenticated, so `authenticated` counts here.
        if loginAwaited, !isFinished {
            loginAwaited = false
            return .decide(authenticated ? .resumed : .loginFailed)
        }
        while true {
            switch state {
            case .before(var before):
                if before.isEmpty {
                    state = .gate
                    continue
                }
                // Unauthenticated: interceptors that do not require authentication run first,
                // and those that do wait for the login.
                var index = 0
                if before[0].requiresAuthentication && !authenticated {
                    guard let open = before.firstIndex(where: { !$0.requiresAuthentication }) else { return waitForLogin() }
                    index = open
                }
                state = .finished  // The array is taken over, not copied, while it changes.
                let interceptor = before.remove(at: index)
                state = .before(before)
                return .decide(.invoke(interceptor))
            case .gate:
                if needsAuthentication && !authenticated { return waitForLogin() }
                state = .land
            case .land:
                state = .landing
                return .land(())
            case .landing, .finished:
                return .stop
            case .landed(var after, let outcome, let ran):
                if after.isEmpty {
                    state = .finished
                    var outcome = outcome
                    outcome.afterInterceptorsRun = ran
                    return .finish(outcome)
                }
                state = .finished
                let interceptor = after.removeFirst()
                state = .landed(after: after, outcome, ran: ran + 1)
                return .decide(.invoke(interceptor))
            }
        }
    }

    private var isFinished: Bool {
        if case .finished = state { return true }
        return false
    }

    private mutating func waitForLogin() -> Stage {
        if loginAttempted { return .decide(.loginFailed) }
        loginAttempted = true
        loginAwaited = true
        return .decide(.waitForLogin)
    }

    /// The outcome as it stands while after-interceptors run (the handle resolves with it when
    /// one of them waits: the change has landed, and nothing after it can undo that).
    var outcomeSoFar: NavigationOutcome? {
        guard case .landed(_, var outcome, let ran) = state else { return nil }
        outcome.afterInterceptorsRun = ran
        return outcome
    }

    /// The request landed (the scene changed): `after` are the after-interceptors to run, in order.
    mutating func landed(_ outcome: consuming NavigationOutcome, after: [Interceptor]) {
        guard case .landing = state else { return }
        state = .landed(after: after, outcome, ran: 0)
    }

    /// An after-interceptor cancelled or a cycle reached one: the change has landed, so the
    /// others do not run and the request succeeds.
    mutating func stopAfterInterceptors() {
        guard case .landed(_, let outcome, let ran) = state else { return }
        state = .landed(after: [], outcome, ran: ran)
    }

    /// The request ended (refused, failed, or ended by someone else).
    mutating func end() {
        state = .finished
    }

    /// `interceptor` answered (the call is over): the one place an answer is decided. An
    /// after-interceptor cannot undo the change: its `cancel` only stops the chain. A
    /// before-interceptor's `cancel` ends the navigation with the reason, or with what went
    /// wrong in the take-over it started (carried by the flow it cancelled).
    mutating func answered(_ answer: InterceptorCall.Answer, by interceptor: Interceptor, path: String) -> AfterAnswer {
        guard answer.cancel else { return .goOn }
        if interceptor.point == .after {
            stopAfterInterceptors()
            return .goOn
        }
        let reason: String
        let code: NavigationError.Code
        switch answer.propagated {
        case let propagated? where propagated.code == .interceptionCycle:
            code = .interceptionCycle
            reason = "\(interceptor.name) took the navigation over, and the take-over went round in a cycle: \(propagated.reason)"
        case let propagated? where propagated.code == .takeOverEnded:
            code = .takeOverEnded
            reason = "\(interceptor.name) took the navigation over to \(propagated.path), and that screen left the scene before it continued the flow"
        case let propagated?:
            code = .interceptorCancelled
            reason = "\(interceptor.name) took the navigation over, and the take-over failed: \(propagated)"
        case nil:
            code = .interceptorCancelled
            reason = "\(interceptor.name) cancelled the navigation" + (answer.reason.map { ": \($0)" } ?? "")
        }
        return .fail(NavigationError(code: code, path: path, reason: reason))
    }

    /// `interceptor` was reached again from its own take-over (or too deep): a
    /// before-interceptor ends the navigation; an after-interceptor only stops the chain (the
    /// change has landed, and the navigation succeeded).
    mutating func cycleReached(at interceptor: Interceptor, path: String) -> AfterAnswer {
        if interceptor.point == .after {
            stopAfterInterceptors()
            return .goOn
        }
        return .fail(
            NavigationError(
                code: .interceptionCycle, path: path,
                reason: "\(interceptor.name) was reached again from its own take-over; interceptors sent navigation round in a cycle"))
    }
}
