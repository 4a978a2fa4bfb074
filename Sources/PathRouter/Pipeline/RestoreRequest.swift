import PathRouterLocking
import SceneHost

/// A restore as the scene's driver runs it. Its steps (``RestoreSteps``) ask each admitted
/// path's mandatory interceptors and build the view models that live on the main actor; each
/// of those waits, as one of the scene's suspended requests, and the answer drives the
/// restore on in a new job. Its commit replaces every screen, so it asks the leave guards of
/// every screen first — and again for guarded screens that appeared while they decided, at
/// most ``NavigationRouter/maximumLeaveAskRounds`` times — then admits every path again and
/// commits the restored state in one step.
struct RestoreRequest: SceneRequest {
    typealias Steps = RestoreSteps
    typealias CommitWait = LeaveGuardsWait

    let saved: SavedScene
    let handle: NavigationHandle
    /// What the commit restored, for the caller's report.
    let report: Locked<RestoreReport?>

    /// How those who end waiting requests see a restore: not a navigation, and a logout does
    /// not end it (its commit admits every path again).
    private var waiting: SuspendedRequests.Suspension {
        .init(path: "restore", isNavigation: false, needsAuthentication: false) { [handle] error in handle.resolve(.failure(error)) }
    }

    func commit(_ decided: RestoreSteps.Decided, in router: NavigationRouter, flight: NavigationFlight?) -> SceneCommit<LeaveGuardsWait> {
        if router.mayGuardLeaving { return .waits(.leaveGuards) }
        return .done(applyNow(decided, in: router))
    }

    /// Asks the guards of every screen (every screen leaves), again for those that appeared
    /// meanwhile (``ReplanRule/askNewScreens``), then commits.
    func commit(
        _ decided: RestoreSteps.Decided, after wait: LeaveGuardsWait, in router: NavigationRouter, flight: NavigationFlight?,
        then completion: @escaping @Sendable (Result<NavigationOutcome, NavigationError>) -> Void
    ) {
        router.planLeaving(
            "restore", rule: .askNewScreens,
            waiting: .init(path: "restore", isNavigation: false, needsAuthentication: false) { error in
                completion(.failure(error))
            },
            plan: { router.state.allScreens },
            commit: { completion(applyNow(decided, in: router)) })
    }

    /// Performs a step that waits: the restore becomes one of the scene's suspended requests
    /// (``NavigationRouter/idle()`` counts it, ``NavigationRouter/close()`` ends it, and what
    /// answers after that is ignored) until the answer drives it on in a new job.
    func decide<Storage: StepsStorage>(_ decision: RestoreSteps.Decision, in storage: inout Storage, router: NavigationRouter) -> Bool
    where Storage.Steps == RestoreSteps {
        guard let steps = storage.jobSteps else { return false }
        guard let wait = router.suspend(waiting) else { return false }
        let answered = Locked.make(false)
        // The first answer counts (a callback may call its continuation twice).
        let goOn: @Sendable (@escaping @Sendable (inout RestoreSteps) -> Void) -> Void = { event in
            guard answered.raise() else { return }
            router.runtime.enqueue {
                guard router.finishSuspension(wait) else { return }
                var steps = steps
                event(&steps)
                router.drive(self, JobSteps(steps))
            }
        }
        switch decision {
        case .ask(let interceptor, let path, let admission):
            let checked = admission.checked
            interceptor.call(
                router: router,
                context: InterceptionContext(path: path, routePattern: checked.route.path, parameters: checked.parameters, externally: false),
                owner: nil, ancestry: [interceptor.id]
            ) { answer in goOn { $0.answered(answer) } }
        case .buildOnMainActor(let admitted):
            Task { @MainActor in
                var built: [String: any Sendable] = [:]
                for (path, admission) in admitted.sorted(by: { $0.key < $1.key }) {
                    built[path] = await admission.checked.build.buildOnMainActor(parameters: admission.checked.parameters, flow: nil)
                }
                let viewModels = built
                goOn { $0.built(viewModels) }
            }
        }
        return false
    }

    func afterInterceptors(in router: NavigationRouter, waited: Bool) -> [Interceptor] { [] }

    func end(_ error: NavigationError) {
        handle.resolve(.failure(error))
    }

    private func applyNow(_ decided: RestoreSteps.Decided, in router: NavigationRouter) -> Result<NavigationOutcome, NavigationError> {
        do throws(NavigationError) {
            let (report, change) = try router.applyRestore(
                saved, checked: decided.admitted, prebuilt: decided.builtOnMainActor, failures: decided.refused)
            self.report.withLock { $0 = report }
            return .success(NavigationOutcome(change: change, screen: change.state.topScreen))
        } catch {
            return .failure(error)
        }
    }
}
