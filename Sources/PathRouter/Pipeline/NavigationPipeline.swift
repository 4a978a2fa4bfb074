import PathRouterLocking
import SceneHost

// The story of one navigation, in call order: `router.navigate(toPath: "/a/1")`, a plain push,
// read top to bottom. Its drawing is on `submit(_:followsPolicy:)`, below; DESIGN.md lists the
// words it uses, each with one meaning (submit, admit, decide, land, commit, publish, finish).

extension NavigationRouter {
    /// Starts a navigation: refused at once by the scene's concurrency policy, a closed scene
    /// or a full queue; run here when the scene is idle, else queued behind the scene's
    /// running job. The first stage of a navigation; its story, in call order (each stage is
    /// the next function of this file; what a plain push skips branches off to the right):
    ///
    /// ```
    ///   navigate(toPath:)             the façade builds a NavigationRequest
    ///        │
    ///        ▼
    ///   submit(_:followsPolicy:) ──── refused: the concurrency policy, a closed scene, a full
    ///        │                        queue. An idle scene runs it now, else it waits in
    ///        │                        the scene's queue (SceneRuntime.queueNavigation)
    ///        ▼
    ///   start(_:handle:ancestry:) ─── refused: a closed scene, a rule. admit(_:) decides the
    ///        │                        LandingShape and checks route, parameters,
    ///        │                        `externally`, fail closed; a navigation into a tab gets
    ///        │                        the tab's root under it (admittingTabRoot(_:request:))
    ///        ▼
    ///   drive(_:_:) ◀──────────────── an interceptor's answer, a login (NavigationFlight)
    ///        │ decide: NavigationStages hands out before-interceptors and the login gate
    ///        │ (none for a plain push), then the landing
    ///        ▼
    ///   NavigationJob.land ────────── leave guards may watch, or a view model lives on the
    ///        │                        main actor: the landing waits, then comes back
    ///        │                        (land(_:admission:flight:then:))
    ///        ▼
    ///   landHere(_:admission:flight:) a screen to reuse (reuseIfAsked(_:admission:flight:));
    ///        │ landingBuild(_:admission:) and buildViewModels(_:admission:build:parents:)
    ///        │ make the app's view models
    ///        ▼
    ///   placeScreens(…) ───────────── readmit(_:for:): refused if a rule changed meanwhile;
    ///        │                        SceneRuntime.makeScreen
    ///        ▼
    ///   landScreen(…) ─────────────── SceneRuntime.commit, the one commit: under the scene's
    ///        │                        lock, LandingPlan.apply changes the state; observers
    ///        │                        are told after the lock (publish)
    ///        ▼
    ///   afterLanding(_:_:storage:) ── NavigationStages.landed: the after-interceptors (none
    ///        │                        for a plain push), then drive(_:_:) finishes
    ///        ▼
    ///   NavigationHandle.resolve: the handle ends with the outcome
    /// ```
    ///
    /// The same stages, linked:
    ///
    /// 1. ``submit(_:followsPolicy:)`` runs it now, or queues it (``SceneRuntime/startNavigation()``).
    /// 2. ``start(_:handle:ancestry:)`` admits it (``admit(_:)``).
    /// 3. ``drive(_:_:)`` runs its stages (``NavigationStages``).
    /// 4. ``NavigationJob/land(_:in:flight:)`` lands it here, or waits (``land(_:admission:flight:then:)``).
    /// 5. ``landHere(_:admission:flight:)`` builds its view models.
    /// 6. ``placeScreens(_:admission:build:viewModel:parents:flight:)`` admits it again
    ///    (``readmit(_:for:)``) and makes its screens.
    /// 7. ``landScreen(_:shape:flight:screenID:isNew:_:)`` changes the scene atomically
    ///    (``SceneRuntime/commit(path:delivering:ending:declaringTabs:_:)``, ``LandingPlan/apply(_:_:to:)``).
    /// 8. ``afterLanding(_:_:storage:)`` records the outcome in the stages; after-interceptors
    ///    run; the handle resolves (``NavigationHandle/resolve(_:)``).
    ///
    /// - Parameter request: The navigation.
    /// - Parameter followsPolicy: `false` for a navigation that belongs to one already waiting
    ///   (the router's login screen), which the scene's concurrency policy must not weigh
    ///   against it.
    @inline(__always)
    func submit(_ request: consuming NavigationRequest, followsPolicy: Bool = true) -> NavigationHandle {
        let handle = NavigationHandle(
            request: request.path, failures: navigationFailures,
            tab: request.hasRareOptions ? request.tab : nil)
        handle.emit(.started)
        // The default policy (first in, first out) refuses nothing, and is not consulted.
        if followsPolicy, runtime.concurrencyPolicy.load(ordering: .acquiring) != 0,
            let refusal = applyConcurrencyPolicy(to: request)
        {
            handle.resolve(.failure(refusal))
            FlowEnding.cancel(request.interceptionExecutionFlow, because: refusal)
            return handle
        }
        // A cold start: while the scene's setup (setTabs, setSplit) waits for a login, or a
        // restore waits, a new navigation waits behind it and lands inside the root it builds
        // (Authentication/LoginWait).
        if followsPolicy, runtime.setupMayWait, holdBehindSetup(request, handle: handle, ancestry: InterceptionScope.ancestry) {
            return handle
        }
        // A navigation run at once is in the caller's task still, and reads the caller's
        // interceptor ancestry only if it has interceptors; a job that waits takes it along.
        if runtime.startNavigation() {
            start(request, handle: handle, ancestry: nil)
            runtime.finishedRunning()
            return handle
        }
        do throws(SceneRuntime.Refusal) {
            let ancestry = InterceptionScope.ancestry
            try runtime.queueNavigation { [self, request] in
                // A setup or a restore that began to wait while this one was queued holds it.
                if followsPolicy, runtime.setupMayWait, holdBehindSetup(request, handle: handle, ancestry: ancestry) { return }
                start(request, handle: handle, ancestry: ancestry)
            }
        } catch {
            let refusal =
                switch error {
                case .closed:
                    NavigationError.sceneClosed(scene, path: request.path)
                case .full:
                    NavigationError(
                        code: .limitExceeded, path: request.path,
                        reason: "the scene '\(scene.id)' already has \(SceneRuntime.maximumQueuedNavigations) navigations waiting")
                }
            handle.resolve(.failure(refusal))
            FlowEnding.cancel(request.interceptionExecutionFlow, because: refusal)
        }
        return handle
    }

    /// Starts one navigation: admits it, then hands it to the scene's driver
    /// (``drive(_:_:)``), which runs its before-interceptors, the login gate, the
    /// landing and its after-interceptors.
    ///
    /// - Parameter request: The navigation.
    /// - Parameter handle: Its handle, resolved exactly once.
    /// - Parameter ancestry: The interceptors whose runs led to this navigation (cycle
    ///   detection), or `nil` when `start` runs in the caller's task: it then reads the task's
    ///   own, and only when the navigation has interceptors (a task-local read is not free).
    func start(_ request: consuming NavigationRequest, handle: NavigationHandle, ancestry: [UInt64]?) {
        // Fails closed before anything runs when a login would be needed and nobody can log in.
        let admission: Admission
        do throws(NavigationError) {
            // A navigation that a job of a closed scene starts (a tab's first visit, the
            // logged-out path) is refused before it builds anything.
            try runtime.refuseIfClosed(path: request.path)
            // The rules (route, parameters, `externally`, fail closed, options that contradict
            // each other) and where it lands; then, for a navigation into a tab, the tab's root
            // under it (Placement/TabRoot).
            let admitted = try admit(request)
            admission = admitted.tab == nil ? admitted : try admittingTabRoot(admitted, request: request)
        } catch {
            handle.resolve(.failure(error))
            FlowEnding.cancel(request.interceptionExecutionFlow, because: error)
            return
        }
        handle.emit(.matched, routePattern: admission.route.path)
        let ancestry =
            ancestry
            ?? (admission.context.before.isEmpty && admission.context.after.isEmpty
                ? [] : InterceptionScope.ancestry)
        // No interceptor and no login: the stages' first answer is the landing.
        let job = NavigationJob(request: request, admission: admission, handle: handle, ancestry: ancestry)
        drive(job, JobStages(job.stages(in: self)))
    }

    /// Runs `request`'s stages until it ends or must wait: *decide* (each before-interceptor and
    /// the login gate: a navigation's; each path's mandatory interceptors: a restore's),
    /// *land* (the request's own: admitted again and committed atomically, after leave guards
    /// or a main-actor view model when it must wait for them), the after-interceptors, then the
    /// handle.
    ///
    /// The stages live in this job (``JobStages``) until a navigation first waits for an
    /// interceptor's answer or a login; then they move into a ``NavigationFlight`` (one of the
    /// scene's suspended requests), whose answers and login call this again with the flight as
    /// their storage. A restore's stages stay the job's: each of its waits is one of the
    /// scene's suspended requests, and its answer calls this again in a new job. A request
    /// with nothing to wait for runs the same loop.
    func drive<Request: SceneRequest, Storage: StagesStorage>(_ request: Request, _ storage: consuming Storage)
    where Storage.Stages == Request.Stages {
        var storage = storage
        while true {
            switch storage.next(in: self) {
            case .decide(let decision):
                guard request.decide(decision, in: &storage, router: self) else { return }
            case .land(let decided):
                switch request.land(decided, in: self, flight: storage.flight) {
                case .done(let result):
                    guard afterLanding(request, result, storage: &storage) else { return }
                case .waits(let wait):
                    request.land(decided, after: wait, in: self, flight: storage.flight) { [self, storage] result in
                        var storage = storage
                        guard afterLanding(request, result, storage: &storage) else { return }
                        drive(request, storage)
                    }
                    return
                }
            case .finish(let outcome):
                request.handle.resolve(.success(outcome))
                return
            case .stop:
                return
            }
        }
    }
}

/// A navigation as the scene's driver runs it: the request, what admitted it, its handle, and
/// the interceptors whose take-overs led to it (cycle detection).
struct NavigationJob: SceneRequest {
    typealias Stages = NavigationStages

    /// What a navigation's landing may wait for.
    enum LandingWait: Sendable {
        /// Leave guards of the screens it would remove, asked away from the scene's job.
        case leaveGuards
        /// View models that are built on the main actor (the scene holds its queue
        /// meanwhile), as the landing decided (``LandingBuild``).
        case mainActor(LandingBuild)
    }

    let request: NavigationRequest
    let admission: NavigationRouter.Admission
    let handle: NavigationHandle
    let ancestry: [UInt64]

    var path: String { request.path }

    /// Its before-interceptors, then the login gate when its route needs one.
    func stages(in router: NavigationRouter) -> NavigationStages {
        NavigationStages(before: admission.context.before, needsAuthentication: admission.needsAuthentication)
    }

    func land(_: Void, in router: NavigationRouter, flight: NavigationFlight?) -> LandingAttempt<LandingWait> {
        // Leave guards that may watch a screen of the scene: the landing asks them first.
        if router.runtime.mayGuardLeaving { return .waits(.leaveGuards) }
        switch router.landHere(request, admission: admission, flight: flight) {
        case .landed(let result): return .done(result)
        case .onMainActor(let build): return .waits(.mainActor(build))
        }
    }

    func land(
        _: Void, after wait: LandingWait, in router: NavigationRouter, flight: NavigationFlight?,
        then completion: @escaping @Sendable (Result<NavigationOutcome, NavigationError>) -> Void
    ) {
        switch wait {
        case .leaveGuards: router.land(request, admission: admission, flight: flight, then: completion)
        case .mainActor(let build): router.landOnMainActor(request, admission: admission, build: build, flight: flight, then: completion)
        }
    }

    func afterInterceptors(in router: NavigationRouter, waited: Bool) -> [Interceptor] {
        // Admitted in this job, the admission's are current. After a wait, those registered
        // now, for the path the screen shows (after a redirect, the path it led to).
        let after =
            waited
            ? router.registry.interceptors(for: admission.checked.effectivePath(request.path), at: .after)
            : admission.context.after
        return after.isEmpty ? after : router.afterInterceptors(after)
    }

    func decide<Storage: StagesStorage>(_ decision: NavigationStages.Decision, in storage: inout Storage, router: NavigationRouter) -> Bool
    where Storage.Stages == NavigationStages {
        if let flight = storage.flight { return flight.perform(decision) }
        guard let stages = storage.jobStages else { return false }
        // The first stage that may wait: the stages move into a flight, which runs them from
        // here. Until it lands, the navigation is one of the scene's suspended requests;
        // after (after-interceptors that answer later), its handle has resolved and nothing
        // waits.
        let flight = NavigationFlight(router: router, job: self, stages: stages)
        if !stages.hasLanded, !router.suspend(flight) { return false }
        if flight.perform(decision) { router.drive(self, flight) }
        return false
    }

    func end(_ error: NavigationError) {
        if handle.resolve(.failure(error)) {
            // The screen that should have continued a take-over's flow never appeared: end the
            // navigation that was taken over instead of leaving it waiting forever.
            FlowEnding.cancel(request.interceptionExecutionFlow, because: error)
        }
    }
}

/// The landing: the view models built, the navigation admitted again, its screens made, and
/// the scene changed atomically.
extension NavigationRouter {
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
        // A route whose ReusePolicy asks for it brings a screen the scene shows forward instead
        // (Placement/ScreenReuse).
        if admission.mayReuse, let reused = reuseIfAsked(request, admission: admission, flight: flight) { return .landed(reused) }
        let build = landingBuild(request, admission: admission)
        // Everything is built here, or nothing: a view model that lives on the main actor, off
        // it, sends the whole landing there.
        if admission.checked.build.livesOnMainActor || (!admission.parents.isEmpty && build.buildsOnMainActor(admission.parents)) {
            let built = MainActorProbe.runIfOnMainActor { [self] in
                LandingViewModels { buildViewModels(request, admission: admission, build: build, parents: &$0) }
            }
            guard let built = built as? LandingViewModels, let target = built.target else { return .onMainActor(build) }
            return .landed(placeScreens(request, admission: admission, build: build, viewModel: target, parents: built.parents, flight: flight))
        }
        var parents: [(any Sendable)?] = []
        let built = buildViewModels(request, admission: admission, build: build, parents: &parents)
        // Taken over, not copied (a copy of an `any Sendable` goes through value witnesses).
        guard let viewModel = consume built else { return .onMainActor(build) }
        return .landed(placeScreens(request, admission: admission, build: build, viewModel: viewModel, parents: parents, flight: flight))
    }

    /// What a landing builds, decided once for both ways of building: the target's screen id
    /// when its view model closes its own screen, and the parents after the deepest one the
    /// landing stack shows (that one and those under it stay as they are).
    @inline(__always)
    func landingBuild(_ request: NavigationRequest, admission: Admission) -> LandingBuild {
        let shown = admission.parents.isEmpty ? nil : shownParent(request, admission: admission)
        return LandingBuild(
            targetID: admission.route.closesItsScreen ? runtime.nextScreenID() : nil, shownParent: shown?.screen,
            firstBuilt: shown.map { $0.index + 1 } ?? 0)
    }

    /// The deepest parent of `admission`'s chain that the stack the chain continues shows
    /// already (by path), and that screen: a chain landing in the same job continues the stack
    /// from it (``LandingPlan/placeChain(_:tab:shape:request:state:)``), so it and the parents under it
    /// need no view model and no screen. `nil` for a navigation that does not continue a stack
    /// (a modal, a replace, a split, tabs installed, a tab never shown).
    private func shownParent(_ request: NavigationRequest, admission: Admission) -> (index: Int, screen: Screen)? {
        guard admission.shape.continuesStack, let stack = runtime.landingStack(tab: admission.tab), !stack.isEmpty
        else { return nil }
        let parents = admission.parents
        for index in parents.indices.reversed() {
            let path = parents[index].normalizedPath
            if let screen = stack.last(where: { $0.path == path }) { return (index, screen) }
        }
        return nil
    }

    /// The one place a landing's view models are built, here or on the main actor (as the
    /// caller is): the target's first, with its ``ScreenCloser`` when it closes its own screen,
    /// then the parents `build` names, outermost first. `nil` when one lives on the main actor
    /// and this is not it (``landHere(_:admission:flight:)`` checks that before it builds
    /// anything, so a landing is built wholly in one place).
    ///
    /// - Parameter request: The navigation.
    /// - Parameter admission: What admitted it: the target's and the parents' builds.
    /// - Parameter build: What to build (``LandingBuild``).
    /// - Parameter built: The parents' view models, appended in order.
    /// - Returns: The target's view model.
    @inline(__always)
    func buildViewModels(
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
            // The app's code: the view model's `init(parameters:)`, or the route's closure, handed
            // the interception flow when there is one (``ViewModelBuild``).
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

    /// Re-admits the navigation and lands its screens (the chain from `build`'s shown
    /// parent, the parents built, the target) atomically. A refusal leaves nothing behind.
    func placeScreens(
        _ request: NavigationRequest, admission: Admission, build: LandingBuild, viewModel: consuming any Sendable,
        parents: [(any Sendable)?], flight: NavigationFlight?
    ) -> Result<NavigationOutcome, NavigationError> {
        // Not `Result { … }`: a closure could only lend the view model, and each screen takes
        // its view model over (a copy of an `any Sendable` goes through value witnesses).
        do throws(NavigationError) {
            return .success(try readmitAndPlace(request, admission: admission, build: build, viewModel: viewModel, parents: parents, flight: flight))
        } catch {
            return .failure(error)
        }
    }

    /// ``placeScreens(_:admission:build:viewModel:parents:flight:)``, throwing.
    private func readmitAndPlace(
        _ request: NavigationRequest, admission: Admission, build: LandingBuild, viewModel: consuming any Sendable,
        parents parentViewModels: [(any Sendable)?], flight: NavigationFlight?
    ) throws(NavigationError) -> NavigationOutcome {
        let targetID = build.targetID
        let shownParent = build.shownParent
        let checked = admission.checked
        // The view models' initialisers are app code: whatever they (or another thread) changed
        // meanwhile is seen here, in the job that lands it.
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
                runtime.makeScreen(
                    pattern: link.checked.route.path, path: link.normalizedPath, requestedPath: link.path,
                    parameters: link.checked.parameters, viewModel: parentViewModels[offset]))
        }
        let screen = runtime.makeScreen(
            id: targetID, pattern: checked.route.path, path: NormalizedPath.of(checked.effectivePath(request.path)),
            requestedPath: request.path, parameters: checked.parameters, viewModel: viewModel)
        if !chain.isEmpty { chain.append(screen) }
        let plan = landingPlan(request, admission: admission)
        let change = try landScreen(request, shape: admission.shape, flight: flight, screenID: screen.id, isNew: true) { state throws(NavigationError) in
            try plan.apply(request, .new(screen, chain: chain), to: &state)
        }
        return NavigationOutcome(change: change, screen: screen, redirectedFrom: checked.redirectedPath == nil ? nil : request.path)
    }

    /// A screen refused before its commit (re-admission failed) leaves nothing behind: the leave
    /// guard its view model set while it was built.
    private func forgetRefusedScreen(_ id: Screen.ID) {
        runtime.screenRefused(id, heldFlow: nil, isNew: true)
    }

    /// The landing plan of `request` in this scene: its tab, and the scene's declared tabs when
    /// it may have to install them again (read once, before the commit).
    func landingPlan(_ request: NavigationRequest, admission: Admission) -> LandingPlan {
        let tab = admission.tab
        // A scene that declared tabs and lost its tab container (a logout emptied every tab)
        // gets it back when a navigation lands in one of its tabs.
        let declaredTabs = tab == nil || admission.shape.installsTabs ? [] : runtime.tabDefinitions
        return LandingPlan(shape: admission.shape, tab: tab, declaredTabs: declaredTabs)
    }

    /// The last stage of every landing, a new screen's or a reused one's (``reuseIfAsked(_:admission:flight:)``):
    /// the flow the navigation hands over is recorded for the screen (a commit that removes
    /// the screen later cancels it), the scene changes atomically, and a flow whose screen
    /// leaves when it finishes gets its removal. A refused commit leaves nothing behind: not
    /// the flow, and for a new screen not the leave guard its view model set while it was built.
    ///
    /// - Parameter request: The navigation.
    /// - Parameter shape: Where it lands (`setTabs` declares the scene's tabs in the commit).
    /// - Parameter flight: The flight it waited in, if any (ended atomically with it).
    /// - Parameter screenID: The screen that lands.
    /// - Parameter change: The change of the state, applied in the commit.
    /// - Parameter isNew: Whether `screenID` is a screen this landing adds (else one it reuses).
    @inline(__always)
    func landScreen(
        _ request: NavigationRequest, shape: LandingShape, flight: NavigationFlight?, screenID: Screen.ID, isNew: Bool,
        _ change: (inout SceneState) throws(NavigationError) -> SceneTransition
    ) throws(NavigationError) -> SceneChange {
        let flow = request.interceptionExecutionFlow
        // A take-over's flow is the screen's before the commit (a later commit or `close()` that
        // removes the screen finds it); after it, `flowLanded` (Interception/FlowHandOver).
        let earlier = flow.flatMap { flow in runtime.hand(flow, to: screenID) }
        let committed: SceneChange
        do throws(NavigationError) {
            // `setTabs` declares the scene's tabs with the change that lands its first tab: a
            // refused change leaves none behind for `selectTab` to build from.
            committed = try runtime.commit(
                path: request.path, ending: flight, declaringTabs: shape == .tabs ? request.installTabs : nil, change)
        } catch {
            runtime.screenRefused(screenID, heldFlow: flow != nil ? .some(earlier) : nil, isNew: isNew)
            throw error
        }
        noteActivity()
        if let flow { flowLanded(flow, on: screenID, replacing: earlier, path: request.path) }
        // Back in `drive`: `afterLanding` (next) records the outcome, then the stages finish.
        return committed
    }

    // MARK: - The outcome

    /// Records the landing's result in the stages. Returns `false` when the request ended.
    func afterLanding<Request: SceneRequest, Storage: StagesStorage>(
        _ request: Request, _ result: consuming Result<NavigationOutcome, NavigationError>, storage: inout Storage
    ) -> Bool where Storage.Stages == Request.Stages {
        switch consume result {
        case .success(let outcome):
            storage.landed(outcome, after: request.afterInterceptors(in: self, waited: storage.flight != nil))
            return true
        case .failure(let error):
            if let flight = storage.flight { flight.fail(error) } else { request.end(error) }
            return false
        }
    }

    /// The after-interceptors that may run now: those that require authentication run only
    /// for an authenticated user.
    func afterInterceptors(_ interceptors: [Interceptor]) -> [Interceptor] {
        guard interceptors.contains(where: \.requiresAuthentication) else { return interceptors }
        if registry.isAuthenticated { return interceptors }
        return interceptors.filter { !$0.requiresAuthentication }
    }
}
