import SceneHost

/// A scene operation (`pop`, `closeScreen`, `finish`, `selectTab`, …) as the scene's driver
/// runs it: a change of the state that adds no screen, so it has nothing to admit but the
/// scene being open, no interceptor and no login. Its commit plans first when leave guards may
/// watch what it removes: a dry run on a copy says which screens would leave, their guards
/// decide, and the commit removes only screens of that plan.
struct SceneOperationAttempt: SceneRequest {
    typealias Steps = CommitSteps
    typealias CommitWait = LeaveGuardsWait

    let name: String
    let animation: NavigationTransition?
    let subject: String?
    let guarded: Bool
    let operation: @Sendable (inout SceneState) throws(SceneError) -> SceneTransition
    let handle: NavigationHandle
    /// A screen's result, delivered by the commit that removes it (`finish`).
    var delivery: ResultDelivery? = nil

    func commit(_: Void, in router: NavigationRouter, flight: NavigationFlight?) -> SceneCommit<LeaveGuardsWait> {
        if guarded && router.mayGuardLeaving { return .waits(.leaveGuards) }
        return .done(applyNow(in: router))
    }

    /// Plans the operation on a copy of the state (which screens would leave), asks their
    /// guards (away from the job: the scene keeps working), then commits on the scene as it is
    /// then, removing only screens of that plan (``ReplanRule/onlyPlannedScreens``).
    func commit(
        _: Void, after wait: LeaveGuardsWait, in router: NavigationRouter, flight: NavigationFlight?,
        then completion: @escaping @Sendable (Result<NavigationOutcome, NavigationError>) -> Void
    ) {
        router.planLeaving(
            name, rule: .onlyPlannedScreens,
            waiting: .init(path: subject ?? name, isNavigation: false, needsAuthentication: false) { error in
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
            commit: { completion(applyNow(in: router)) })
    }

    func end(_ error: NavigationError) {
        handle.resolve(.failure(error))
    }

    /// Applies the operation to the scene, atomically (``SceneRuntime/commit(path:delivering:_:)``).
    private func applyNow(in router: NavigationRouter) -> Result<NavigationOutcome, NavigationError> {
        do throws(NavigationError) {
            let change = try router.runtime.commit(path: subject ?? name, delivering: delivery) { state throws(NavigationError) in
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
