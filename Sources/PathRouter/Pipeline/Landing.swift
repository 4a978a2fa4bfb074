/// Landing: building the view models of a navigation's screens, re-admitting it, and changing
/// the scene atomically, in the scene's job.
extension NavigationRouter {
    /// Lands `request`, then calls `completion`, in the scene's job.
    ///
    /// A view model that lives on the main actor and a job that runs on another thread: the
    /// scene holds its queue, the view models are built on the main actor, and the rest runs
    /// when it is back, before any later job of the scene (call order is kept).
    ///
    /// When the landing would remove screens that leave guards watch, they are asked first
    /// (away from the job), and the landing starts again on the scene as it is then.
    ///
    /// - Parameter request: The navigation.
    /// - Parameter admission: What admitted it.
    /// - Parameter completion: Called once with the landing's result, in the scene's job.
    /// - Parameter flight: The flight the navigation waits in, if it waited: the commit takes
    ///   it out of the scene's suspended requests, atomically, and lands nothing if someone
    ///   (`close()`, a logout, the concurrency policy) ended it meanwhile.
    func land(
        _ request: NavigationRequest, admission: Admission, flight: NavigationFlight?,
        then completion: @escaping @Sendable (Result<NavigationOutcome, NavigationError>) -> Void
    ) {
        guard runtime.mayGuardLeaving else { return landNow(request, admission: admission, flight: flight, then: completion) }
        // A landing's target is a path: it asks the guards of screens that appeared meanwhile.
        planLeaving(
            "navigate to \(request.path)", rule: .askNewScreens,
            waiting: .init(path: request.path, isNavigation: true, needsAuthentication: admission.needsAuthentication) { error in
                completion(.failure(error))
            },
            flight: flight,
            plan: { [self] in leavingScreens(request, admission: admission) },
            land: { [self] in landNow(request, admission: admission, flight: flight, then: completion) })
    }

    private func landNow(
        _ request: NavigationRequest, admission: Admission, flight: NavigationFlight?,
        then completion: @escaping @Sendable (Result<NavigationOutcome, NavigationError>) -> Void
    ) {
        switch landHere(request, admission: admission, flight: flight) {
        case .landed(let result): completion(result)
        case .onMainActor(let build): landOnMainActor(request, admission: admission, build: build, flight: flight, then: completion)
        }
    }

    /// Holds the scene's queue, builds the view models `build` names on the main actor, then
    /// lands and calls `completion` before any later job of the scene.
    func landOnMainActor(
        _ request: NavigationRequest, admission: Admission, build: LandingBuild, flight: NavigationFlight?,
        then completion: @escaping @Sendable (Result<NavigationOutcome, NavigationError>) -> Void
    ) {
        runtime.hold()
        Task { @MainActor [self] in
            let built = LandingViewModels { buildViewModels(request, admission: admission, build: build, parents: &$0) }
            runtime.resume { [self] in
                guard let target = built.target else {
                    return completion(
                        .failure(NavigationError(code: .invalidOptions, path: request.path, reason: "its view models could not be built on the main actor")))
                }
                completion(placeScreens(request, admission: admission, build: build, viewModel: target, parents: built.parents, flight: flight))
            }
        }
    }

    /// The view models of a landing built in a closure (on the main actor): the target's
    /// (`nil`: not built) and those of the parents it builds.
    struct LandingViewModels: Sendable {
        var target: (any Sendable)?
        var parents: [(any Sendable)?] = []

        init(_ build: (inout [(any Sendable)?]) -> (any Sendable)?) {
            target = build(&parents)
        }
    }

    /// The screens landing `request` would remove from the scene as it is now: a dry run of
    /// its ``LandingPlan`` on a copy of the state, with screens that have no view model.
    private func leavingScreens(_ request: NavigationRequest, admission: Admission) -> [Screen] {
        var copy = state
        let reused = reusableScreen(for: request, admission: admission, in: copy)
        if LandingPlan.removesNothing(request, admission: admission, reused: reused, state: copy) { return [] }
        let target: LandingPlan.Target
        if let reused {
            target = .reused(reused.id, updated: nil)
        } else {
            let screen = Screen(pattern: admission.route.path, path: request.path, viewModel: nil)
            let chain =
                admission.parents.isEmpty
                ? []
                : admission.parents.map { Screen(pattern: $0.route.path, path: $0.normalizedPath, viewModel: nil) } + [screen]
            target = .new(screen, chain: chain)
        }
        return (try? landingPlan(request, admission: admission).apply(request, target, to: &copy))?.removed ?? []
    }
}
