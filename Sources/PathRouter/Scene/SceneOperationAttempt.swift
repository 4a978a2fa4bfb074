import SceneHost

/// A scene operation (`pop`, `closeScreen`, `finish`, `selectTab`, …) as the scene's driver
/// runs it: a change of the state that adds no screen, so it has nothing to admit but the
/// scene being open, no interceptor and no login. Its commit plans first when leave guards may
/// watch what it removes: a dry run on a copy says which screens would leave, their guards
/// decide, and the commit removes only screens of that plan.
struct SceneOperationAttempt: SceneRequest {
    typealias Steps = CommitSteps

    let name: String
    let animation: NavigationTransition?
    let subject: String?
    let guarded: Bool
    let operation: @Sendable (inout SceneState) throws(SceneError) -> SceneTransition
    let handle: NavigationHandle
    /// A screen's result, delivered by the commit that removes it (`finish`).
    var delivery: ResultDelivery? = nil

    func commit(in router: NavigationRouter, flight: NavigationFlight?) -> SceneCommit {
        if guarded && router.mayGuardLeaving { return .waits(.leaveGuards) }
        return .done(commitNow(in: router))
    }

    func commit(
        after wait: SceneCommit.Wait, in router: NavigationRouter, flight: NavigationFlight?,
        then completion: @escaping @Sendable (Result<NavigationOutcome, NavigationError>) -> Void
    ) {
        plan(in: router, decided: [], then: completion)
    }

    func end(_ error: NavigationError) {
        handle.resolve(.failure(error))
    }

    /// Plans the operation on a copy of the state (which screens would leave), asks their
    /// guards (away from the job: the scene keeps working), then commits on the scene as it is
    /// then.
    ///
    /// - Parameter decided: The screens the guards already let go. After they decided, the
    ///   operation may remove only screens of that plan: if the scene changed meanwhile so
    ///   that it would remove another (a pop asked on `/edit/5` while `/pick` landed on top),
    ///   it ends with ``NavigationError/Code/noSuchScreen`` instead of picking that one.
    private func plan(
        in router: NavigationRouter, decided: Set<Screen.ID>,
        then completion: @escaping @Sendable (Result<NavigationOutcome, NavigationError>) -> Void
    ) {
        var copy = router.state
        let leaving: [Screen]
        do throws(SceneError) {
            leaving = try operation(&copy).removed.filter { !decided.contains($0.id) }
        } catch {
            return completion(.failure(NavigationError(error, path: subject ?? copy.topScreen?.path ?? "")))
        }
        if !decided.isEmpty, let other = leaving.first {
            return completion(
                .failure(
                    NavigationError(
                        code: .noSuchScreen, path: other.path,
                        reason:
                            "\(name) was planned for other screens; while their leave guards decided, the scene changed and it would now remove \(other.path) (\(other.id)), which it does not do"
                    )))
        }
        let waits = router.decideLeaving(
            leaving, decided: decided, operation: name,
            waiting: .init(path: subject ?? name, isNavigation: false, needsAuthentication: false) { error in
                completion(.failure(error))
            },
            resume: { decided in plan(in: router, decided: decided, then: completion) })
        if !waits { completion(commitNow(in: router)) }
    }

    /// Applies the operation to the scene, atomically (``SceneRuntime/commit(path:delivering:_:)``).
    private func commitNow(in router: NavigationRouter) -> Result<NavigationOutcome, NavigationError> {
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
