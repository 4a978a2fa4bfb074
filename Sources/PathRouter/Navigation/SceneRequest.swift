/// A kind of request the scene's driver runs (``NavigationRouter/drive(_:steps:flight:)``): a
/// navigation (``NavigationJob``) or a scene operation (``SceneOperationAttempt``). The driver
/// runs the stages in the same order for every kind; a kind says only how it commits, which
/// after-interceptors follow, and how it waits when it must.
protocol SceneRequest: Sendable {
    /// The handle the request resolves, exactly once.
    var handle: NavigationHandle { get }

    /// Commits at once (admitted again, applied atomically), or says what the commit must
    /// wait for first.
    ///
    /// - Parameter flight: The flight the request waited in, if any: the commit takes it out of
    ///   the scene's suspended requests in the same step, and commits nothing if it was ended
    ///   meanwhile.
    func commit(in router: NavigationRouter, flight: NavigationFlight?) -> SceneCommit

    /// Commits after waiting for `wait`, then calls `completion` in the scene's job.
    func commit(
        after wait: SceneCommit.Wait, in router: NavigationRouter, flight: NavigationFlight?,
        then completion: @escaping @Sendable (Result<NavigationOutcome, NavigationError>) -> Void)

    /// The after-interceptors that run once the change has landed, in order.
    /// - Parameter waited: The request waited before it committed (the registry may have
    ///   changed since it was admitted).
    func afterInterceptors(in router: NavigationRouter, waited: Bool) -> [Interceptor]

    /// Moves the request's steps into a flight, where they wait for an interceptor's answer or
    /// a login; `nil` for a kind that never waits for either.
    func flight(with steps: RequestSteps, in router: NavigationRouter) -> NavigationFlight?

    /// Ends the request with `error`, unless it has ended already (then it does nothing).
    func end(_ error: NavigationError)
}

/// The scene's one driver: every request — a navigation, a scene operation — runs its stages
/// here, in the scene's job.
extension NavigationRouter {
    /// Runs `request`'s steps (``RequestSteps``) until it ends or must wait: *decide* (each
    /// before-interceptor, the login gate), *commit* (the request's own: admitted again and
    /// applied atomically, after leave guards or a main-actor view model when it must wait for
    /// them), the after-interceptors, then the handle.
    ///
    /// The steps live in this job until the request first waits for an interceptor's answer or
    /// a login; then they move into a ``NavigationFlight`` (one of the scene's suspended
    /// requests), whose answers and login call this again. A request with nothing to wait for
    /// runs the same steps with no flight: the waiting branches are simply not taken.
    ///
    /// - Parameters:
    ///   - steps: The request's steps, or `nil` when `flight` holds them.
    ///   - flight: The flight the request waits in, once it has one.
    func drive<Request: SceneRequest>(_ request: Request, steps: consuming RequestSteps?, flight: NavigationFlight?) {
        var steps = steps
        var flight = flight
        while true {
            let step: RequestSteps.Step
            if let flight {
                step = flight.nextStep()
            } else {
                step = steps!.next(authenticated: steps!.nextAsksAuthentication && registry.isAuthenticated)
            }
            switch step {
            case .invoke(let interceptor):
                guard let waiting = flight ?? request.flight(with: steps!, in: self) else {
                    return request.end(NavigationError(code: .invalidOptions, path: request.handle.request, reason: "a scene operation runs no interceptor"))
                }
                flight = waiting
                // Answered at once: go on; otherwise its answer drives the flight on.
                guard waiting.invoke(interceptor) else { return }
            case .waitForLogin:
                guard let waiting = flight ?? request.flight(with: steps!, in: self) else {
                    return request.end(NavigationError(code: .invalidOptions, path: request.handle.request, reason: "a scene operation needs no login"))
                }
                return waiting.waitForLogin()
            case .resumed:
                flight?.resumedAfterLogin()
            case .loginFailed:
                return end(
                    request, flight: flight,
                    NavigationError(code: .loginFailed, path: request.handle.request, reason: "the login completed but the user is not authenticated"))
            case .commit:
                switch request.commit(in: self, flight: flight) {
                case .done(let result):
                    guard committed(request, result, steps: &steps, flight: flight) else { return }
                case .waits(let wait):
                    request.commit(after: wait, in: self, flight: flight) { [self, steps, flight] result in
                        var steps = steps
                        guard committed(request, result, steps: &steps, flight: flight) else { return }
                        drive(request, steps: steps, flight: flight)
                    }
                    return
                }
            case .finish(let outcome):
                request.handle.resolve(.success(outcome))
                return
            case .stop:
                return
            }
        }
    }

    /// Records the commit's result in the steps. Returns `false` when the request ended.
    private func committed<Request: SceneRequest>(
        _ request: Request, _ result: consuming Result<NavigationOutcome, NavigationError>, steps: inout RequestSteps?,
        flight: NavigationFlight?
    ) -> Bool {
        switch consume result {
        case .success(let outcome):
            let after = request.afterInterceptors(in: self, waited: flight != nil)
            if let flight {
                flight.committed(outcome, after: after)
            } else {
                steps!.committed(outcome, after: after)
            }
            return true
        case .failure(let error):
            end(request, flight: flight, error)
            return false
        }
    }

    private func end<Request: SceneRequest>(_ request: Request, flight: NavigationFlight?, _ error: NavigationError) {
        if let flight { flight.fail(error) } else { request.end(error) }
    }
}
