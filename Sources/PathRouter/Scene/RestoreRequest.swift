import PathRouterLocking
import SceneHost

/// A restore as the scene's driver runs it: its paths were checked already (their mandatory
/// interceptors answered, in the caller's task, while the restore waited as one of the scene's
/// suspended requests); its commit replaces every screen, so it asks the leave guards of every
/// screen first — and again for guarded screens that appeared while they decided, at most
/// ``NavigationRouter/maximumRestoreAskRounds`` times — then admits every path again and
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

    func commit(
        after wait: SceneCommit.Wait, in router: NavigationRouter, flight: NavigationFlight?,
        then completion: @escaping @Sendable (Result<NavigationOutcome, NavigationError>) -> Void
    ) {
        plan(in: router, decided: [], round: 0, then: completion)
    }

    func end(_ error: NavigationError) {
        handle.resolve(.failure(error))
    }

    /// Asks the guards of the screens not decided yet (every screen leaves), then commits.
    private func plan(
        in router: NavigationRouter, decided: Set<Screen.ID>, round: Int,
        then completion: @escaping @Sendable (Result<NavigationOutcome, NavigationError>) -> Void
    ) {
        let leaving = router.state.allScreens.filter { !decided.contains($0.id) }
        guard round < NavigationRouter.maximumRestoreAskRounds else {
            return completion(
                .failure(
                    NavigationError(
                        code: .sceneBusy, path: "restore",
                        reason: "guarded screens kept appearing while their leave guards decided; nothing was restored")))
        }
        let waits = router.decideLeaving(
            leaving, decided: decided, operation: "restore",
            waiting: .init(path: "restore", isNavigation: false, needsAuthentication: false) { error in
                completion(.failure(error))
            },
            resume: { decided in plan(in: router, decided: decided, round: round + 1, then: completion) })
        if !waits { completion(commitNow(in: router)) }
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
