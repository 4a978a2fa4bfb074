import SceneHost

/// How a request plans again once the leave guards it asked have answered: the scene may have
/// changed meanwhile (other jobs ran while the guards decided). A value of the request's kind,
/// given to the one plan-ask-replan loop (``NavigationRouter/planLeaving(_:rule:waiting:flight:decided:round:plan:commit:)``).
///
/// ```swift
/// router.planLeaving("pop", rule: .onlyPlannedScreens, waiting: waiting, plan: { dryRun() }, commit: { applyNow() })
/// ```
enum ReplanRule: Sendable {
    /// Ask the guards of the screens that would now leave and were not asked yet, for at
    /// most ``NavigationRouter/maximumLeaveAskRounds`` rounds (then the request ends with
    /// ``NavigationError/Code/sceneBusy``): a landing, whose target is a path, and a restore,
    /// which removes every screen.
    case askNewScreens
    /// Remove only screens of the first plan: a scene that would now remove another one ends
    /// the request with ``NavigationError/Code/noSuchScreen`` (a scene operation is asked for
    /// particular screens: a pop asked on `/edit/5` never removes `/pick`, which landed
    /// meanwhile).
    case onlyPlannedScreens
}

extension NavigationRouter {
    /// The rounds of leave guards a request asks before it gives up (``ReplanRule/askNewScreens``).
    static let maximumLeaveAskRounds = 8

    /// The decide stage's leave guards, for every kind of request that removes screens (a
    /// landing, a scene operation, a restore): `plan` says which screens the request would
    /// remove from the scene as it is now (a dry run); their guards are asked away from the
    /// job (``decideLeaving(_:decided:operation:waiting:flight:resume:)``); once they let go,
    /// the request plans again in a new job and `rule` says what a changed scene means. When
    /// no guard is left to ask, `commit` runs, in the job. A failure, a `stay` or a scene closed
    /// meanwhile ends `waiting`.
    func planLeaving(
        _ operation: String, rule: ReplanRule, waiting: SuspendedRequests.Suspension, flight: NavigationFlight? = nil,
        decided: Set<Screen.ID> = [], round: Int = 0,
        plan: @escaping @Sendable () throws(NavigationError) -> [Screen],
        commit: @escaping @Sendable () -> Void
    ) {
        let leaving: [Screen]
        do throws(NavigationError) {
            leaving = try plan().filter { !decided.contains($0.id) }
        } catch {
            return waiting.end(error)
        }
        if round > 0, let other = leaving.first {
            switch rule {
            case .onlyPlannedScreens:
                return waiting.end(
                    NavigationError(
                        code: .noSuchScreen, path: other.path,
                        reason:
                            "\(operation) was planned for other screens; while their leave guards decided, the scene changed and it would now remove \(other.path) (\(other.id)), which it does not do"
                    ))
            case .askNewScreens where round >= Self.maximumLeaveAskRounds && !leaveAsks(for: leaving).isEmpty:
                return waiting.end(
                    NavigationError(
                        code: .sceneBusy, path: waiting.path,
                        reason: "guarded screens kept appearing while their leave guards decided (\(round) rounds); \(operation) changed nothing"))
            case .askNewScreens:
                break
            }
        }
        let waits = decideLeaving(leaving, decided: decided, operation: operation, waiting: waiting, flight: flight) { [self] decided in
            planLeaving(operation, rule: rule, waiting: waiting, flight: flight, decided: decided, round: round + 1, plan: plan, commit: commit)
        }
        if !waits { commit() }
    }
}
