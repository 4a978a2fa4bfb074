import SceneHost

/// How a request plans again once the leave guards it asked have answered: the scene may have
/// changed meanwhile (other jobs ran while the guards decided). A value of the request's kind,
/// given to the one plan-ask-replan loop (``NavigationRouter/planLeaving(_:rule:waiting:flight:decided:round:plan:land:)``).
///
/// ```swift
/// router.planLeaving("pop", rule: .onlyPlannedScreens, waiting: waiting, plan: { dryRun() }, land: { landNow() })
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

    /// The landing's leave guards, for every kind of request that removes screens (a
    /// landing, a scene operation, a restore): `plan` says which screens the request would
    /// remove from the scene as it is now (a dry run); their guards are asked away from the
    /// job (``decideLeaving(_:decided:operation:waiting:flight:resume:)``); once they let go,
    /// the request plans again in a new job and `rule` says what a changed scene means. When
    /// no guard is left to ask, `land` runs, in the job. A failure, a `stay` or a scene closed
    /// meanwhile ends `waiting`.
    func planLeaving(
        _ operation: String, rule: ReplanRule, waiting: SuspendedRequests.Suspension, flight: NavigationFlight? = nil,
        decided: Set<Screen.ID> = [], round: Int = 0,
        plan: @escaping @Sendable () throws(NavigationError) -> [Screen],
        land: @escaping @Sendable () -> Void
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
            planLeaving(operation, rule: rule, waiting: waiting, flight: flight, decided: decided, round: round + 1, plan: plan, land: land)
        }
        if !waits { land() }
    }
}

/// Asking the leave guards of the screens a request would remove.
extension NavigationRouter {
    /// Each of `screens` with each guard to ask before it leaves, in order.
    func leaveAsks(for screens: [Screen]) -> [(screen: Screen, guard: LeaveGuard)] {
        screens.flatMap { screen in leaveGuards(for: screen).map { (screen, $0) } }
    }

    /// The landing's leave guards, one for every request that removes screens (a
    /// navigation's landing, a scene operation): asks the guards of `leaving`, away from the
    /// scene's job, while the request waits as one of the scene's suspended requests (so
    /// `close()`, logout, the concurrency policy and `idle()` see it). When every guard lets go,
    /// `resume` runs as a new job with the screens decided so far; a `stay` ends the request
    /// with `leaveRefused`, a scene closed meanwhile with `sceneClosed`.
    ///
    /// - Parameter leaving: The screens the request would remove.
    /// - Parameter decided: The screens whose guards let go already (asked again: none).
    /// - Parameter operation: What the request does, for the error (`"navigate to /a"`).
    /// - Parameter waiting: The request as one of the scene's suspended requests.
    /// - Parameter resume: Runs as a new job once every guard let go.
    /// - Parameter flight: The flight of a navigation that waited before (an interceptor, a
    ///   login): it is one of the suspended requests already, and stays the one entry for the
    ///   whole wait (so `idle()` counts it once); whoever ends it takes the flight out.
    /// - Returns: `false` when no guard is to be asked: the request goes on at once.
    func decideLeaving(
        _ leaving: [Screen], decided: Set<Screen.ID>, operation: String, waiting: SuspendedRequests.Suspension,
        flight: NavigationFlight? = nil, resume: @escaping @Sendable (Set<Screen.ID>) -> Void
    ) -> Bool {
        let asks = leaveAsks(for: leaving)
        guard !asks.isEmpty else { return false }
        var wait: UInt64?
        if flight == nil {
            guard let begun = suspend(waiting) else { return true }
            wait = begun
        }
        let decidedNow = decided.union(leaving.map(\.id))
        Task { [self] in
            let refusal = await askToLeave(asks, operation: operation)
            // Closed, logged out or replaced under the concurrency policy meanwhile: the wait
            // has ended already, with its error.
            if let wait {
                guard runtime.finishWait(wait) else { return }
            } else if let flight {
                guard runtime.isWaiting(flight) else { return }
            }
            if let refusal {
                waiting.end(refusal)
                return
            }
            runtime.enqueue(path: waiting.path, refused: waiting.end) { resume(decidedNow) }
        }
        return true
    }

    /// Asks `asks` in order, away from the scene's job; the first `stay` wins.
    /// - Returns: the refusal (``NavigationError/Code/leaveRefused``, naming the guard and the
    ///   screen), or `nil` when every guard lets its screen leave.
    func askToLeave(_ asks: [(screen: Screen, guard: LeaveGuard)], operation: String) async -> NavigationError? {
        for (screen, leaveGuard) in asks {
            let request = LeaveRequest(screen: screen, operation: operation, scene: scene, router: self)
            if case .stay(let reason) = await leaveGuard.decide(request) {
                return NavigationError(
                    code: .leaveRefused, path: screen.path,
                    reason: "\(leaveGuard.name) keeps \(screen.path) (\(screen.id)) from leaving: \(reason)")
            }
        }
        return nil
    }

    /// The guards to ask before `screen` leaves: its own, then the registry's.
    func leaveGuards(for screen: Screen) -> [LeaveGuard] {
        let own = runtime.screenGuard(for: screen.id)
        return (own.map { [$0] } ?? []) + registry.leaveGuards.guards(for: screen.path)
    }
}
