/// A navigation as the scene's driver runs it: the request, what admitted it, its handle, and
/// the interceptors whose take-overs led to it (cycle detection).
struct NavigationJob: SceneRequest {
    let request: NavigationRequest
    let admission: NavigationRouter.Admission
    let handle: NavigationHandle
    let ancestry: [UInt64]

    var path: String { request.path }

    func commit(in router: NavigationRouter, flight: NavigationFlight?) -> SceneCommit {
        // Leave guards that may watch a screen of the scene: the landing asks them first.
        if router.mayGuardLeaving { return .waits(.leaveGuards) }
        guard let result = router.landHere(request, admission: admission, flight: flight) else { return .waits(.mainActor) }
        return .done(result)
    }

    func commit(
        after wait: SceneCommit.Wait, in router: NavigationRouter, flight: NavigationFlight?,
        then completion: @escaping @Sendable (Result<NavigationOutcome, NavigationError>) -> Void
    ) {
        switch wait {
        case .leaveGuards: router.land(request, admission: admission, flight: flight, then: completion)
        case .mainActor: router.landOnMainActor(request, admission: admission, flight: flight, then: completion)
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

    func flight(with steps: RequestSteps, in router: NavigationRouter) -> NavigationFlight? {
        let flight = NavigationFlight(router: router, job: self, steps: steps)
        // Until it commits, the navigation is one of the scene's suspended requests; after
        // (after-interceptors that answer later), its handle has resolved and nothing waits.
        if steps.phase != .after { router.runtime.withState { $0.suspended.add(flight) } }
        return flight
    }

    func end(_ error: NavigationError) {
        if handle.resolve(.failure(error)) {
            // The screen that should have continued a take-over's flow never appeared: end the
            // navigation that was taken over instead of leaving it waiting forever.
            FlowEnding.cancel(request.interceptionExecutionFlow, because: error)
        }
    }
}
