import PathRouterLocking
import SceneHost

/// A restore as the scene's driver runs it: its paths were checked already (their mandatory
/// interceptors answered, in the caller's task, while the restore waited as one of the scene's
/// suspended requests); its commit replaces every screen, so it asks the leave guards of every
/// screen first — and again for guarded screens that appeared while they decided, at most
/// ``NavigationRouter/maximumLeaveAskRounds`` times — then admits every path again and
/// commits the restored state in one step.
struct RestoreRequest: SceneRequest {
    typealias Steps = CommitSteps

    let saved: SavedScene
    let admitted: [String: NavigationRouter.Admission]
    let prebuilt: [String: any Sendable]
    /// The paths the checks refused.
    let refused: [NavigationError]
    let handle: NavigationHandle
    /// What the commit restored, for the caller's report.
    let report: Locked<RestoreReport?>

    func commit(in router: NavigationRouter, flight: NavigationFlight?) -> SceneCommit {
        if router.mayGuardLeaving { return .waits(.leaveGuards) }
        return .done(commitNow(in: router))
    }

    /// Asks the guards of every screen (every screen leaves), again for those that appeared
    /// meanwhile (``ReplanRule/askNewScreens``), then commits.
    func commit(
        after wait: SceneCommit.Wait, in router: NavigationRouter, flight: NavigationFlight?,
        then completion: @escaping @Sendable (Result<NavigationOutcome, NavigationError>) -> Void
    ) {
        router.planLeaving(
            "restore", rule: .askNewScreens,
            waiting: .init(path: "restore", isNavigation: false, needsAuthentication: false) { error in
                completion(.failure(error))
            },
            plan: { router.state.allScreens },
            commit: { completion(commitNow(in: router)) })
    }

    func end(_ error: NavigationError) {
        handle.resolve(.failure(error))
    }

    private func commitNow(in router: NavigationRouter) -> Result<NavigationOutcome, NavigationError> {
        do throws(NavigationError) {
            let (report, change) = try router.commitRestore(saved, checked: admitted, prebuilt: prebuilt, failures: refused)
            self.report.withLock { $0 = report }
            return .success(NavigationOutcome(change: change, screen: change.state.topScreen))
        } catch {
            return .failure(error)
        }
    }
}
