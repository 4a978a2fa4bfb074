/// Landing: building the view models of a navigation's screens, re-admitting it, and changing
/// the scene in one step, in the scene's job.
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
    /// - Parameter flight: The flight the navigation waits in, if it waited: the commit takes
    ///   it out of the scene's suspended requests, atomically, and lands nothing if someone
    ///   (`close()`, a logout, the concurrency policy) ended it meanwhile.
    func land(
        _ request: NavigationRequest, admission: Admission, flight: NavigationFlight?,
        then completion: @escaping @Sendable (Result<NavigationOutcome, NavigationError>) -> Void
    ) {
        guard mayGuardLeaving else { return landNow(request, admission: admission, flight: flight, then: completion) }
        // A landing's target is a path: it asks the guards of screens that appeared meanwhile.
        planLeaving(
            "navigate to \(request.path)", rule: .askNewScreens,
            waiting: .init(path: request.path, isNavigation: true, needsAuthentication: admission.needsAuthentication) { error in
                completion(.failure(error))
            },
            flight: flight,
            plan: { [self] in leavingScreens(request, admission: admission) },
            commit: { [self] in landNow(request, admission: admission, flight: flight, then: completion) })
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

    /// How ``landHere(_:admission:flight:)`` went.
    enum LandingHere {
        case landed(Result<NavigationOutcome, NavigationError>)
        /// A view model of the landing lives on the main actor and this is not it: nothing was
        /// built; ``landOnMainActor(_:admission:build:flight:then:)`` builds what `LandingBuild` says.
        case onMainActor(LandingBuild)
    }

    /// Lands at once, or says that the view models must be built on the main actor (then
    /// nothing was built). The common path keeps no closure.
    func landHere(_ request: NavigationRequest, admission: Admission, flight: NavigationFlight?) -> LandingHere {
        if let reused = reuseIfAsked(request, admission: admission, flight: flight) { return .landed(reused) }
        let build = landingBuild(request, admission: admission)
        // Everything is built here, or nothing: a view model that lives on the main actor, off
        // it, sends the whole landing there.
        if admission.checked.build.livesOnMainActor || build.buildsOnMainActor(admission.parents) {
            let built = MainActorProbe.runIfOnMainActor { [self] in
                LandingViewModels { buildViewModels(request, admission: admission, build: build, parents: &$0) }
            }
            guard let built = built as? LandingViewModels, let target = built.target else { return .onMainActor(build) }
            return .landed(commitLanding(request, admission: admission, build: build, viewModel: target, parents: built.parents, flight: flight))
        }
        var parents: [(any Sendable)?] = []
        let built = buildViewModels(request, admission: admission, build: build, parents: &parents)
        // Taken over, not copied (a copy of an `any Sendable` goes through value witnesses).
        guard let viewModel = consume built else { return .onMainActor(build) }
        return .landed(commitLanding(request, admission: admission, build: build, viewModel: viewModel, parents: parents, flight: flight))
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
                completion(commitLanding(request, admission: admission, build: build, viewModel: target, parents: built.parents, flight: flight))
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

    /// The one place a landing's view models are built, here or on the main actor (as the
    /// caller is): the target's first, with its ``ScreenCloser`` when it closes its own screen,
    /// then the parents `build` names, outermost first. `nil` when one lives on the main actor
    /// and this is not it (``landHere(_:admission:flight:)`` checks that before it builds
    /// anything, so a landing is built wholly in one place).
    ///
    /// - Parameter built: The parents' view models, appended in order.
    /// - Returns: The target's view model.
    @inline(__always)
    private func buildViewModels(
        _ request: NavigationRequest, admission: Admission, build: LandingBuild, parents built: inout [(any Sendable)?]
    ) -> (any Sendable)? {
        let parameters = admission.checked.parameters
        let flow = request.interceptionExecutionFlow
        let factory = admission.checked.build
        let target: (any Sendable)?
        if let targetID = build.targetID {
            target = ScreenCloser.$current.withValue(ScreenCloser(router: self, screen: targetID)) {
                factory.buildHere(parameters: parameters, flow: flow)
            }
        } else {
            target = factory.buildHere(parameters: parameters, flow: flow)
        }
        guard let target = consume target else { return nil }
        let parents = admission.parents
        // Not for a screen without parents: reserving even nothing copies the empty array.
        if parents.count > build.firstBuilt { built.reserveCapacity(parents.count - build.firstBuilt) }
        for index in build.firstBuilt..<parents.count {
            guard let parent = parents[index].checked.build.buildHere(parameters: parents[index].checked.parameters, flow: nil) else { return nil }
            built.append(parent)
        }
        return target
    }

    /// What a landing builds, decided once for both ways of building: the target's screen id
    /// when its view model closes its own screen, and the parents after the deepest one the
    /// landing stack shows (that one and those under it stay as they are).
    @inline(__always)
    private func landingBuild(_ request: NavigationRequest, admission: Admission) -> LandingBuild {
        let shown = admission.parents.isEmpty ? nil : shownParent(request, admission: admission)
        return LandingBuild(
            targetID: admission.route.closesItsScreen ? nextScreenID() : nil, shownParent: shown?.screen,
            firstBuilt: shown.map { $0.index + 1 } ?? 0)
    }

    /// The deepest parent of `admission`'s chain that the stack the chain continues shows
    /// already (by path), and that screen: a chain landing in the same job continues the stack
    /// from it (``NavigationPlan/land(_:tab:request:state:)``), so it and the parents under it
    /// need no view model and no screen. `nil` for a navigation that does not continue a stack
    /// (a modal, a replace, a split, tabs installed, a tab never shown).
    private func shownParent(_ request: NavigationRequest, admission: Admission) -> (index: Int, screen: Screen)? {
        guard !request.modal && !request.replace else { return nil }
        if request.hasRareOptions && (request.installTabs != nil || request.installSplit || request.column != nil) { return nil }
        let tab = request.hasRareOptions ? request.tab ?? admission.tab : admission.tab
        guard
            let stack = runtime.withState({ state -> [Screen]? in
                if let tab { return state.scene.stack(ofTab: tab) }
                guard let top = state.scene.topPresentation, top.isNavigationStack else { return nil }
                return top.activeStack
            }), !stack.isEmpty
        else { return nil }
        let parents = admission.parents
        for index in parents.indices.reversed() {
            let path = parents[index].normalizedPath
            if let screen = stack.last(where: { $0.path == path }) { return (index, screen) }
        }
        return nil
    }

    /// Re-admits the navigation and commits its screens (the chain from `build`'s shown
    /// parent, the parents built, the target) in one step. A refusal leaves nothing behind.
    private func commitLanding(
        _ request: NavigationRequest, admission: Admission, build: LandingBuild, viewModel: consuming any Sendable,
        parents: [(any Sendable)?], flight: NavigationFlight?
    ) -> Result<NavigationOutcome, NavigationError> {
        // Not `Result { … }`: a closure could only lend the view model, and each screen takes
        // its view model over (a copy of an `any Sendable` goes through value witnesses).
        do throws(NavigationError) {
            return .success(try commitLanding(request, admission: admission, build: build, viewModel: viewModel, parents: parents, flight: flight))
        } catch {
            return .failure(error)
        }
    }

    private func commitLanding(
        _ request: NavigationRequest, admission: Admission, build: LandingBuild, viewModel: consuming any Sendable,
        parents parentViewModels: [(any Sendable)?], flight: NavigationFlight?
    ) throws(NavigationError) -> NavigationOutcome {
        let targetID = build.targetID
        let shownParent = build.shownParent
        let checked = admission.checked
        // The view models' initialisers are app code: whatever they (or another thread) changed
        // meanwhile is seen here, in the job that commits.
        do throws(NavigationError) {
            try readmit(admission, for: request)
        } catch {
            if let targetID { forgetRefusedScreen(targetID) }
            throw error
        }
        // Outermost first, so that ids follow the order the screens appear in.
        var chain: [Screen] = []
        let links = admission.parents
        if !links.isEmpty { chain.reserveCapacity(parentViewModels.count + 2) }
        if let shownParent { chain.append(shownParent) }
        let firstBuilt = links.count - parentViewModels.count
        for offset in parentViewModels.indices {
            let link = links[firstBuilt + offset]
            chain.append(
                makeScreen(
                    pattern: link.checked.route.path, path: link.normalizedPath, requestedPath: link.path,
                    parameters: link.checked.parameters, viewModel: parentViewModels[offset]))
        }
        let screen = makeScreen(
            id: targetID, pattern: checked.route.path, path: NormalizedPath.of(checked.effectivePath(request.path)),
            requestedPath: request.path, parameters: checked.parameters, viewModel: viewModel)
        if !chain.isEmpty { chain.append(screen) }
        let plan = landingPlan(request, admission: admission)
        let change = try commitScreen(request, flight: flight, screenID: screen.id, isNew: true) { state throws(NavigationError) in
            try plan.apply(request, .new(screen, chain: chain), to: &state)
        }
        return NavigationOutcome(change: change, screen: screen, redirectedFrom: checked.redirectedPath == nil ? nil : request.path)
    }

    /// The commit every landing ends with, a new screen's or a reused one's (``reuse(_:of:admission:flight:)``):
    /// the flow the navigation hands over is recorded for the screen (a commit that removes
    /// the screen later cancels it), the scene changes in one step, and a flow whose screen
    /// leaves when it finishes gets its removal. A refused commit leaves nothing behind: not
    /// the flow, and for a new screen not the leave guard its view model set while it was built.
    ///
    /// - Parameter isNew: Whether `screenID` is a screen this landing adds (else one it reuses).
    @inline(__always)
    func commitScreen(
        _ request: NavigationRequest, flight: NavigationFlight?, screenID: Screen.ID, isNew: Bool,
        _ change: (inout SceneState) throws(NavigationError) -> SceneTransition
    ) throws(NavigationError) -> SceneChange {
        let flow = request.interceptionExecutionFlow
        // Recorded before the commit, so that a later commit or `close()` that removes the screen
        // finds it; a reused screen may hold an earlier flow, which it gives up.
        let earlier = flow.flatMap { flow in runtime.withState { $0.hand(flow, to: screenID) } }
        let committed: SceneChange
        do throws(NavigationError) {
            committed = try runtime.commit(path: request.path, ending: flight, change)
        } catch {
            runtime.withState { $0.screenRefused(screenID, heldFlow: flow != nil ? .some(earlier) : nil, isNew: isNew) }
            throw error
        }
        // `setTabs` declares the scene's tabs once its first tab has landed: a refused
        // declaration leaves none behind for `selectTab` to build from.
        if let tabs = request.installTabs, !request.modal { runtime.withState { $0.declareTabs(tabs) } }
        noteActivity()
        if let earlier, earlier !== flow {
            FlowEnding.cancel(
                earlier,
                because: NavigationError(
                    code: .takeOverEnded, path: request.path, reason: "its screen was reused by a later take-over and handed that one's flow"))
        }
        if let flow, flow.screenPolicy == .leavesWhenFinished {
            flow.whenFinished { [weak runtime] in
                guard let runtime else { return }
                runtime.enqueue { runtime.removeScreen(screenID) }
            }
        }
        return committed
    }

    /// A screen refused before its commit (re-admission failed) leaves nothing behind: the leave
    /// guard its view model set while it was built.
    private func forgetRefusedScreen(_ id: Screen.ID) {
        runtime.withState { $0.screenRefused(id, heldFlow: nil, isNew: true) }
    }

    /// What a landing needs from the scene's runtime, read once before the commit.
    /// The landing plan of `request` in this scene.
    func landingPlan(_ request: NavigationRequest, admission: Admission) -> LandingPlan {
        let tab = request.tab ?? admission.tab
        // A scene that declared tabs and lost its tab container (a logout emptied every tab)
        // gets it back when a navigation lands in one of its tabs.
        let declaredTabs = tab == nil || request.installTabs != nil ? [] : runtime.withState { $0.tabDefinitions }
        return LandingPlan(tab: tab, declaredTabs: declaredTabs)
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
