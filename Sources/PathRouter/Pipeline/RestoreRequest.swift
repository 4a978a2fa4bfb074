import PathRouterLocking
import SceneHost

/// A restore as the scene's driver runs it. Its stages (``RestoreStages``) ask each admitted
/// path's mandatory interceptors and build the view models that live on the main actor; each
/// of those waits, as one of the scene's suspended requests, and the answer drives the
/// restore on in a new job. Its commit replaces every screen, so it asks the leave guards of
/// every screen first — and again for guarded screens that appeared while they decided, at
/// most ``NavigationRouter/maximumLeaveAskRounds`` times — then admits every path again and
/// commits the restored state atomically.
struct RestoreRequest: SceneRequest {
    typealias Stages = RestoreStages
    typealias LandingWait = LeaveGuardsWait

    let saved: SavedScene
    let handle: NavigationHandle
    /// What the commit restored, for the caller's report.
    let report: Locked<RestoreReport?>

    /// How those who end waiting requests see a restore: not a navigation, and a logout does
    /// not end it (its commit admits every path again).
    var path: String { "restore" }

    /// Admits each path the saved state lists, once, in order, on the rules of the moment
    /// its job starts: a path that no longer resolves, or needs a login (a restore starts
    /// none), is refused; an admitted one is given its mandatory before-interceptors, for the
    /// stages to ask.
    func stages(in router: NavigationRouter) -> RestoreStages {
        var seen: Set<String> = []
        return RestoreStages(
            ((saved.root?.allPaths ?? []) + saved.modals.flatMap(\.presentation.allPaths)).compactMap { path in
                guard seen.insert(path).inserted else { return nil }
                do throws(NavigationError) {
                    let admission = try router.admit(path: path, externally: false)
                    try router.refuseUnlessLoggedIn(admission, path: path)
                    return .admitted(path, admission, mandatory: admission.context.before.mandatory)
                } catch {
                    // The report names each path it left out (a chain's parent may be the cause).
                    guard error.path != path else { return .refused(error) }
                    return .refused(
                        NavigationError(
                            code: error.code, path: path, reason: "its parent '\(error.path)': \(error.reason)",
                            nearestPattern: error.nearestPattern))
                }
            })
    }

    private var waiting: SuspendedRequests.Suspension {
        .init(path: "restore", isNavigation: false, needsAuthentication: false) { [handle] error in handle.resolve(.failure(error)) }
    }

    func land(_ decided: RestoreStages.Decided, in router: NavigationRouter, flight: NavigationFlight?) -> LandingAttempt<LeaveGuardsWait> {
        if router.runtime.mayGuardLeaving { return .waits(.leaveGuards) }
        return .done(landNow(decided, in: router))
    }

    /// Asks the guards of every screen (every screen leaves), again for those that appeared
    /// meanwhile (``ReplanRule/askNewScreens``), then lands.
    func land(
        _ decided: RestoreStages.Decided, after wait: LeaveGuardsWait, in router: NavigationRouter, flight: NavigationFlight?,
        then completion: @escaping @Sendable (Result<NavigationOutcome, NavigationError>) -> Void
    ) {
        // What waited behind the restore's decisions runs now: a guard may ask for it, and
        // what lands while the guards decide is asked about in the next round.
        releaseArrivals(in: router)
        router.planLeaving(
            "restore", rule: .askNewScreens,
            waiting: .init(path: "restore", isNavigation: false, needsAuthentication: false) { error in
                completion(.failure(error))
            },
            plan: { router.state.allScreens },
            land: { completion(landNow(decided, in: router)) })
    }

    /// Performs a stage that waits: the restore becomes one of the scene's suspended requests
    /// (``NavigationRouter/idle()`` counts it, ``NavigationRouter/close()`` ends it, and what
    /// answers after that is ignored) until the answer drives it on in a new job.
    func decide<Storage: StagesStorage>(_ decision: RestoreStages.Decision, in storage: inout Storage, router: NavigationRouter) -> Bool
    where Storage.Stages == RestoreStages {
        guard let stages = storage.jobStages else { return false }
        guard let wait = router.suspend(waiting) else { return false }
        holdArrivals(in: router)
        let answered = Locked.make(false)
        // The first answer counts (a callback may call its continuation twice).
        let goOn: @Sendable (@escaping @Sendable (inout RestoreStages) -> Void) -> Void = { event in
            guard answered.raise() else { return }
            router.runtime.enqueue {
                guard router.runtime.finishWait(wait) else { return }
                var stages = stages
                event(&stages)
                router.drive(self, JobStages(stages))
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

    /// From its first wait for a decision (an interceptor, a main-actor view model) until it
    /// lands or ends, the restore holds the navigations that arrive: they land on the state it
    /// restores, in order, not under it (a link at cold start while the saved state waits for
    /// an interceptor). Not while its leave guards decide: a guard may ask for a navigation.
    private func holdArrivals(in router: NavigationRouter) {
        guard router.runtime.holdForRestore(ObjectIdentifier(handle)) else { return }
        handle.whenResolved { [weak router] _ in
            guard let router else { return }
            releaseArrivals(in: router)
        }
    }

    /// Runs what waited behind the restore, in order, in a job of the scene (after the job
    /// that runs now: a restore that lands at once has landed by then).
    private func releaseArrivals(in router: NavigationRouter) {
        let id = ObjectIdentifier(handle)
        router.runtime.enqueue {
            for resume in router.runtime.releaseHeld(after: id) { resume() }
        }
    }

    func afterInterceptors(in router: NavigationRouter, waited: Bool) -> [Interceptor] { [] }

    func end(_ error: NavigationError) {
        handle.resolve(.failure(error))
    }

    private func landNow(_ decided: RestoreStages.Decided, in router: NavigationRouter) -> Result<NavigationOutcome, NavigationError> {
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

extension NavigationRouter {
    /// Builds the restored state from the paths admitted again now, and commits it; reports
    /// the paths it left out. Throws when the scene refuses the commit (closed).
    func applyRestore(
        _ saved: SavedScene, checked admitted: [String: Admission], prebuilt: [String: any Sendable],
        failures: [NavigationError]
    ) throws(NavigationError) -> (report: RestoreReport, change: SceneChange) {
        // Whatever the mandatory interceptors awaited, each path is admitted again now, in the
        // job that commits.
        var failures = failures
        var checked: [String: CheckedNavigation] = [:]
        for (path, admission) in admitted.sorted(by: { $0.key < $1.key }) {
            do throws(NavigationError) {
                try readmit(admission, path: path, externally: false, link: nil)
                checked[path] = admission.checked
            } catch {
                failures.append(error)
            }
        }
        func screens(_ paths: [String]) -> [Screen] {
            paths.compactMap { path -> Screen? in
                guard let navigation = checked[path] else { return nil }
                // (Not `??`: an optional is itself Sendable, and would be boxed as the view model.)
                let viewModel: (any Sendable)?
                if let built = prebuilt[path] {
                    viewModel = built
                } else {
                    viewModel = navigation.build.buildHere(parameters: navigation.parameters, flow: nil)
                }
                return runtime.makeScreen(
                    pattern: navigation.route.path, path: NormalizedPath.of(navigation.effectivePath(path)), requestedPath: path,
                    parameters: navigation.parameters, viewModel: viewModel)
            }
        }
        // The root's tabs build their first screens from the tabs the scene declares now (an
        // app update may have moved them); other tab containers keep their saved root paths.
        let declaredRoots = Dictionary(runtime.tabDefinitions.map { ($0.name, $0.rootPath) }) { first, _ in first }
        func restore(_ presentation: SavedScene.SavedPresentation, isRoot: Bool) -> Presentation? {
            if let tabs = presentation.tabs, !tabs.isEmpty, Set(tabs.map(\.name)).count == tabs.count {
                // Each tab gets back the part of its stack that still resolves; a selected tab
                // left with nothing gives way to the first tab that shows a screen.
                var container = TabContainer(
                    tabs: tabs.map { tab in
                        TabContainer.Tab(
                            name: tab.name, screens: screens(tab.paths),
                            rootPath: (isRoot ? declaredRoots[tab.name] : nil) ?? tab.rootPath)
                    },
                    selected: presentation.selectedTab)
                if container.selectedTab.screens.isEmpty {
                    guard let shown = container.tabs.first(where: { !$0.screens.isEmpty }) else { return nil }
                    container = TabContainer(tabs: container.tabs, selected: shown.name)
                }
                return .tabs(container)
            }
            if let split = presentation.split {
                let primary = screens(split.primary)
                guard !primary.isEmpty else { return nil }
                return .split(
                    SplitContainer(
                        primary: primary, supplementary: split.supplementary.map(screens),
                        secondary: screens(split.secondary), isCollapsed: split.isCollapsed))
            }
            let screens = screens(presentation.paths)
            guard !screens.isEmpty else { return nil }
            if !presentation.isNavigationStack && screens.count > 1 {
                // A single-screen presentation shows its last screen; the others are reported.
                for dropped in screens.dropLast() {
                    failures.append(
                        NavigationError(
                            code: .invalidSavedState, path: dropped.requestedPath,
                            reason: "a single-screen presentation holds one screen; the saved state lists \(screens.count), and only the last one was restored")
                    )
                }
            }
            return presentation.isNavigationStack ? .stack(screens) : .single(screens[screens.count - 1])
        }
        let root = saved.root.flatMap { restore($0, isRoot: true) }
        var modals: [Modal] = []
        for modal in saved.modals {
            if let presentation = restore(modal.presentation, isRoot: false) {
                modals.append(Modal(presentation: presentation, preventsDismissal: modal.preventsDismissal))
            }
        }
        if root == nil {
            // Modals need a root to sit on: each screen they would have shown is reported.
            for screen in modals.flatMap(\.presentation.screens) {
                failures.append(
                    NavigationError(
                        code: .invalidSavedState, path: screen.requestedPath,
                        reason: "its modal was left out because the saved root was not restored"))
            }
        }
        let restored = SceneState(root: root, modals: root == nil ? [] : modals)
        // Every path the saved state lists is restored or reported: a presentation that cannot
        // hold what it lists (a split with no primary screen, a tab container with duplicate
        // names, a presentation that lists paths and tabs at once) reports what it left out.
        let shown = Set(restored.allScreens.map(\.requestedPath))
        var reported = Set(failures.map(\.path))
        let listed = (saved.root?.allPaths ?? []) + saved.modals.flatMap(\.presentation.allPaths)
        for path in listed where checked[path] != nil && !shown.contains(path) && !reported.contains(path) {
            reported.insert(path)
            failures.append(
                NavigationError(
                    code: .invalidSavedState, path: path,
                    reason:
                        "its saved presentation cannot hold it as written (a split with no primary screen, tabs with one name twice, paths beside tabs), so it was left out"
                ))
        }
        let change = try runtime.commit(path: "restore") { state in state.replace(with: restored) }
        let reporter = failureReporter(.restore)
        for failure in failures { reporter.report(failure) }
        return (RestoreReport(state: change.state, restoredScreenCount: restored.allScreens.count, failures: failures), change)
    }
}
