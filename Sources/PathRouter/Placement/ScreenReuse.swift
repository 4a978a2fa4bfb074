/// Reusing a screen the scene already shows (``ReusePolicy``).
extension NavigationRouter {
    /// The screen a navigation with `policy` would reuse in `state`, if any.
    static func reusable(
        in state: SceneState, policy: ReusePolicy, pattern: RoutePattern, routePath: String,
        parameters: [String: String]
    ) -> Screen? {
        func identity(_ names: [String]?) -> [String] { names ?? pattern.segments.compactMap { $0.isCatchAll ? nil : $0.parameterName } }
        func same(_ screen: Screen, _ names: [String]) -> Bool {
            screen.pattern.isMatcherEqual(to: routePath) && names.allSatisfy { screen.parameters[$0] == parameters[$0] }
        }
        switch policy {
        case .alwaysNew:
            return nil
        case .singleTop(let names):
            guard let top = state.topScreen, same(top, identity(names)) else { return nil }
            return top
        case .reuse(let names):
            let keys = identity(names)
            // The visible screen first, then the rest from the top down.
            if let top = state.topScreen, same(top, keys) { return top }
            return state.allScreens.reversed().first { same($0, keys) }
        }
    }

    /// The screen of `state` that `request` would reuse, if its policy finds one.
    func reusableScreen(for request: NavigationRequest, admission: Admission, in state: SceneState) -> Screen? {
        let route = admission.route
        let policy = request.reuse ?? route.reuse
        guard policy != .alwaysNew, admission.shape.continuesStack, let pattern = try? route.pattern()
        else { return nil }
        return Self.reusable(in: state, policy: policy, pattern: pattern, routePath: route.path, parameters: admission.checked.parameters)
    }

    /// Reuses a screen when the navigation's policy finds one: brings it forward, hands its
    /// view model the new parameters and the navigation's flow, and commits through the one
    /// landing commit (``landScreen(_:shape:flight:screenID:isNew:_:)``), so a reused screen obeys
    /// what a new one does: the flow is recorded, ended if the screen leaves, removed with it.
    /// `nil`: nothing to reuse.
    func reuseIfAsked(_ request: NavigationRequest, admission: Admission, flight: NavigationFlight?) -> Result<NavigationOutcome, NavigationError>? {
        // Called only when the admission found a policy that may reuse (`Admission.mayReuse`):
        // most navigations never read the state (a lock and a copy) to find out.
        // In the scene's job: no other job changes the state until this one commits.
        guard let existing = reusableScreen(for: request, admission: admission, in: state) else { return nil }
        let parameters = admission.checked.parameters
        let flow = request.interceptionExecutionFlow
        return Result { () throws(NavigationError) in
            // Admitted again before the view model hears of the new parameters: a reuse
            // refused at commit hands nothing over.
            try readmit(admission, for: request)
            let (model, updateOnMainActor) = reusedViewModel(existing.viewModel, parameters: parameters, flow: flow)
            let updated = existing.updated(
                path: NormalizedPath.of(admission.checked.effectivePath(request.path)), requestedPath: request.path,
                parameters: parameters, viewModel: model)
            let plan = landingPlan(request, admission: admission)
            let change = try landScreen(request, shape: admission.shape, flight: flight, screenID: existing.id, isNew: false) { state throws(NavigationError) in
                try plan.apply(request, .reused(existing.id, updated: updated), to: &state)
            }
            // A main-actor view model hears of the reuse once it is committed.
            updateOnMainActor?()
            return NavigationOutcome(
                change: change, screen: updated, reused: true,
                redirectedFrom: admission.checked.redirectedPath == nil ? nil : request.path)
        }
    }

    /// The view model after ``ScreenViewModel/navigationReused(parameters:)`` and, when the
    /// navigation hands one over, with its flow: a value view model is updated here (the new
    /// value is committed with the screen); a main-actor one is updated by the returned
    /// closure, to call once the reuse is committed (at once when that runs on the main actor,
    /// otherwise as soon as the main actor runs it).
    private func reusedViewModel(
        _ model: (any Sendable)?, parameters: [String: String], flow: NavigationInterceptionFlow?
    ) -> (model: (any Sendable)?, updateOnMainActor: (@Sendable () -> Void)?) {
        if var value = model as? any ScreenViewModel {
            if var typed = value as? any RouteValueScreenViewModel {
                typed.reused(parameters: parameters)
                value = typed
            } else {
                value.navigationReused(parameters: parameters)
            }
            if let flow { value.navigationInterceptionExecutionFlow = flow }
            return (value, nil)
        }
        guard let object = model as? any MainActorScreenViewModel else { return (model, nil) }
        let update: @Sendable () -> Void = {
            let apply: @MainActor @Sendable () -> Void = {
                if let typed = object as? any MainActorRouteValueScreenViewModel {
                    typed.reused(parameters: parameters)
                } else {
                    object.navigationReused(parameters: parameters)
                }
                if let flow { object.navigationInterceptionExecutionFlow = flow }
            }
            if MainActorProbe.runIfOnMainActor({
                apply(); return true
            }) == nil {
                Task { @MainActor in apply() }
            }
        }
        return (model, update)
    }
}
