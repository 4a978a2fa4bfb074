import SceneHost

/// A scene operation (`pop`, `closeScreen`, `finish`, `selectTab`, …) as the scene's driver
/// runs it: a change of the state that adds no screen, so it has nothing to admit but the
/// scene being open, no interceptor and no login. Its landing plans first when leave guards may
/// watch what it removes: a dry run on a copy says which screens would leave, their guards
/// decide, and the commit removes only screens of that plan.
struct SceneOperationAttempt: SceneRequest {
    typealias Stages = OperationStages
    typealias LandingWait = LeaveGuardsWait

    let name: String
    let animation: NavigationTransition?
    let subject: String?
    let guarded: Bool
    let operation: @Sendable (inout SceneState) throws(SceneError) -> SceneTransition
    let handle: NavigationHandle
    /// A screen's result, delivered by the commit that removes it (`finish`).
    var delivery: ResultDelivery? = nil

    var path: String { subject ?? name }

    func land(_: Void, in router: NavigationRouter, flight: NavigationFlight?) -> LandingAttempt<LeaveGuardsWait> {
        if guarded && router.runtime.mayGuardLeaving { return .waits(.leaveGuards) }
        return .done(landNow(in: router))
    }

    /// Plans the operation on a copy of the state (which screens would leave), asks their
    /// guards (away from the job: the scene keeps working), then lands on the scene as it is
    /// then, removing only screens of that plan (``ReplanRule/onlyPlannedScreens``).
    func land(
        _: Void, after wait: LeaveGuardsWait, in router: NavigationRouter, flight: NavigationFlight?,
        then completion: @escaping @Sendable (Result<NavigationOutcome, NavigationError>) -> Void
    ) {
        router.planLeaving(
            name, rule: .onlyPlannedScreens,
            waiting: .init(path: path, isNavigation: false, needsAuthentication: false) { error in
                completion(.failure(error))
            },
            plan: { () throws(NavigationError) in
                var copy = router.state
                do throws(SceneError) {
                    return try operation(&copy).removed
                } catch {
                    throw NavigationError(error, path: subject ?? copy.topScreen?.path ?? "")
                }
            },
            land: { completion(landNow(in: router)) })
    }

    func end(_ error: NavigationError) {
        handle.resolve(.failure(error))
    }

    /// Lands the operation: applies it to the scene in the one commit (``SceneRuntime/commit(path:delivering:ending:declaringTabs:_:)``).
    private func landNow(in router: NavigationRouter) -> Result<NavigationOutcome, NavigationError> {
        do throws(NavigationError) {
            let change = try router.runtime.commit(path: path, delivering: delivery) { state throws(NavigationError) in
                do throws(SceneError) {
                    return try operation(&state).caused(by: nil, animation: animation)
                } catch {
                    throw NavigationError(error, path: subject ?? state.topScreen?.path ?? "")
                }
            }
            return .success(NavigationOutcome(change: change, screen: change.state.topScreen))
        } catch {
            return .failure(error)
        }
    }
}

extension NavigationRouter {
    /// Runs a scene operation (no route, no interceptor) in the scene's job, through the
    /// scene's driver. A `guarded` operation asks the leave guards of the screens it would
    /// remove first.
    func operate(
        _ name: String, animation: NavigationTransition?, naming subject: String? = nil, guarded: Bool = true,
        delivering delivery: ResultDelivery? = nil,
        _ operation: @escaping @Sendable (inout SceneState) throws(SceneError) -> SceneTransition
    ) -> NavigationHandle {
        let handle = NavigationHandle(request: name, failures: sceneOperationFailures)
        // A closed scene takes no operation (and asks no guard).
        submit(
            SceneOperationAttempt(
                name: name, animation: animation, subject: subject, guarded: guarded,
                operation: operation, handle: handle, delivery: delivery))
        return handle
    }

    /// Runs a change the router makes on its own (the logout's purge, the login screen
    /// leaving) through the scene's driver, now, in the current job: no leave guard is asked
    /// (what it removes must go) and no handle of the app's hears of it; a closed scene
    /// refuses it at the commit, as every change.
    func housekeep(_ name: String, _ operation: @escaping @Sendable (inout SceneState) throws(SceneError) -> SceneTransition) {
        drive(
            SceneOperationAttempt(
                name: name, animation: nil, subject: nil, guarded: false, operation: operation,
                handle: NavigationHandle(request: name, failures: nil)),
            JobStages(OperationStages()))
    }
}
