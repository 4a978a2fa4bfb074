/// Reusing a screen the scene already shows (``ReusePolicy``).
extension NavigationRouter {
    /// The screen a navigation with `policy` would reuse in `state`, if any.
    static func reusable(
        in state: SceneState, policy: ReusePolicy, pattern: RoutePattern, routePath: String,
        parameters: [String: String]
    ) -> Screen? {
        func identity(_ names: [String]?) -> [String] { names ?? pattern.segments.compactMap { $0.isCatchAll ? nil : $0.parameterName } }
        func same(_ screen: Screen, _ names: [String]) -> Bool {
            screen.pattern == routePath && names.allSatisfy { screen.parameters[$0] == parameters[$0] }
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
        guard policy != .alwaysNew, !request.modal, !request.replace, request.column == nil, request.installTabs == nil,
            !request.installSplit, let pattern = try? route.pattern()
        else { return nil }
        return Self.reusable(in: state, policy: policy, pattern: pattern, routePath: route.path, parameters: admission.checked.parameters)
    }

    /// Reuses a screen when the navigation's policy finds one: brings it forward, hands its
    /// view model the new parameters, and commits both as one change. `nil`: nothing to reuse.
    func reuseIfAsked(_ request: NavigationRequest, admission: Admission, flight: NavigationFlight?) -> Result<NavigationOutcome, NavigationError>? {
        let route = admission.route
        let policy = request.reuse ?? route.reuse
        guard policy != .alwaysNew, !request.modal, !request.replace, request.column == nil, request.installTabs == nil,
            !request.installSplit, let pattern = try? route.pattern()
        else { return nil }
        let parameters = admission.checked.parameters
        // In the scene's job: no other job changes the state until this one commits.
        guard
            let existing = Self.reusable(
                in: state, policy: policy, pattern: pattern, routePath: route.path,
                parameters: parameters)
        else { return nil }
        return Result { () throws(NavigationError) in
            // Admitted again before the view model hears of the new parameters: a reuse
            // refused at commit hands nothing over.
            try readmit(admission, for: request)
            let model = reusedViewModel(existing.viewModel, parameters: parameters)
            let updated = existing.updated(
                path: NormalizedPath.of(admission.checked.effectivePath(request.path)), requestedPath: request.path,
                parameters: parameters, viewModel: model)
            let change = try runtime.commit(path: request.path, ending: flight) { state throws(NavigationError) in
                do throws(SceneError) {
                    var steps = try state.bringForward(existing.id)
                    if let update = state.update(updated) { steps.append(update) }
                    return SceneTransition.combining(steps).caused(by: request.path, animation: request.animation)
                } catch {
                    throw NavigationError(error, path: request.path)
                }
            }
            noteActivity()
            return NavigationOutcome(
                change: change, screen: updated, reused: true,
                redirectedFrom: admission.checked.redirectedPath == nil ? nil : request.path)
        }
    }

    /// The view model after ``RoutableViewModel/navigationReused(parameters:)``: a value view
    /// model is updated here; a main-actor one is updated on the main actor (at once when this
    /// runs there, otherwise as soon as the main actor runs it).
    private func reusedViewModel(_ model: (any Sendable)?, parameters: [String: String]) -> (any Sendable)? {
        if var value = model as? any RoutableViewModel {
            value.navigationReused(parameters: parameters)
            return value
        }
        if let object = model as? any MainActorRoutableViewModel {
            if MainActorProbe.runIfOnMainActor({
                object.navigationReused(parameters: parameters); return true
            }) == nil {
                Task { @MainActor in object.navigationReused(parameters: parameters) }
            }
        }
        return model
    }
}
