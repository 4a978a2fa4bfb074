import PathRouter
import PathRouterTesting
import PathRouterLocking

/// Runs random sequences of navigations, links, interceptors, logins, logouts, pops and
/// dismissals on several scenes, and checks the router's promises after every step:
///
/// - an external navigation never lands on a route that is not `allowedExternally`;
/// - no screen of a protected route is in any scene while the user is logged out;
/// - every navigation's handle resolves (exactly once: handles cannot resolve twice);
/// - every scene's state is well-formed;
/// - a refused navigation changed nothing (a chain of screens included);
/// - selecting a tab never loses another tab's stack;
/// - a navigation that reused a screen added no second copy of it.
///
/// Scene 0 has tabs (home, catalog, account); `/c/:id/r` sits under `/c/:id` (reused) under
/// `/c`, the catalog tab's root, so navigations and links build chains in it and elsewhere.
///
/// A run is seeded and reproducible; a failing run is shrunk to a short sequence of steps.
public enum NavigationSimulation {
    /// The routes, paths and links the simulation uses.
    enum World {
        static let routes: [(String, Bool, Bool)] = [  // pattern, protected, external
            ("/home", false, true), ("/p/:id", false, true), ("/p/:id/more", false, false),
            ("/acct", true, true), ("/acct/:id", true, false), ("/intro", false, false),
            ("/tutorial", false, false), ("/secret", true, false),
        ]
        /// Placed routes: pattern, parent, tab, reuse, external.
        static let placed: [(String, String?, String?, Bool, Bool)] = [
            ("/c", nil, "catalog", false, true), ("/c/:id", "/c", nil, true, true), ("/c/:id/r", "/c/:id", nil, false, true),
        ]
        static let tabs = [
            TabDefinition(name: "home", rootPath: "/home"), TabDefinition(name: "catalog", rootPath: "/c"),
            TabDefinition(name: "account", rootPath: "/acct"),
        ]
        /// A tab container presented as a modal (its second tab is protected).
        static let modalTabs = [TabDefinition(name: "edit", rootPath: "/intro"), TabDefinition(name: "vault", rootPath: "/secret")]
        static let tabNames = (tabs + modalTabs).map(\.name)
        static let idOperations = [
            "popBack(to:)", "dismissModal(holding:)", "removeScreen", "close", "userDidPop", "userDidDismiss(modalHolding:)",
            "userDidSelectTab", "finish with a result",
        ]
        static let paths = [
            "/home", "/p/1", "/p/2/more", "/acct", "/acct/9", "/intro", "/tutorial", "/secret",
            "/nowhere", "bad", "/p/%zz", "/c/1", "/c/2/r", "/c/1?q=x", "/c",
        ]
        static let pathLists = [["/home", "/p/1"], ["/c", "/c/3", "/c/3/r"], ["/p/1", "/nowhere"], ["/acct", "/acct/2"]]
        static let links = [
            "myapp://open/home", "myapp://open/p/3", "myapp://open/p/3/more", "myapp://open/acct",
            "myapp://open/acct/4", "myapp://open/secret", "evil://open/home", "myapp://user@open/home",
            "myapp://open/c/5/r",
        ]
        static let interceptorPatterns = ["/p/**", "/acct", "/home", "/**", "/acct/:id"]
        static let sceneCount = 3
    }

    /// Runs `count` steps from `seed`; shrinks the sequence when a promise breaks.
    public static func check(seed: UInt64, count: Int) async -> Report {
        let sequence = steps(count: count, seed: seed)
        let outcome = await run(sequence)
        var report = Report(seed: seed, steps: outcome.stepsRun, handles: outcome.handles, violation: outcome.violation)
        if outcome.violation != nil {
            report.reproduction = await shrink(Array(sequence.prefix(outcome.stepsRun)))
        }
        return report
    }

    /// Runs `steps` and tells the broken promise, if any (for debugging a reproduction).
    public static func describeRun(_ steps: [Step], trace: (@Sendable (String) -> Void)? = nil) async -> String {
        let outcome = await run(steps, trace: trace)
        return "\(outcome.stepsRun) steps, \(outcome.handles) handles: \(outcome.violation ?? "no violation")"
    }

    /// Removes steps while the sequence still breaks a promise.
    static func shrink(_ failing: [Step]) async -> [Step] {
        await Shrinking.shrink(failing) { await run($0).violation != nil }
    }

    struct Outcome {
        var stepsRun: Int
        var handles: Int
        var violation: String?
    }

    final class Log: Sendable {
        let transitions = Locked<[(scene: Int, transition: SceneTransition)]>.make([])
    }

    /// Runs a sequence in a fresh world and returns the first broken promise.
    static func run(_ steps: [Step], trace: (@Sendable (String) -> Void)? = nil) async -> Outcome {
        let registry = NavigationRegistry()
        try? registry.bind(
            routes: World.routes.map {
                NavigationRoute(path: $0.0, type: FuzzViewModel.self, requiresAuthentication: $0.1, allowedExternally: $0.2)
            }
                + World.placed.map {
                    NavigationRoute(
                        path: $0.0, type: FuzzViewModel.self, requiresAuthentication: false, allowedExternally: $0.4,
                        placement: RoutePlacement(tab: $0.2, parent: $0.1), reuse: $0.3 ? .reuse() : .alwaysNew)
                })
        let auth = InMemoryAuthenticationHandler()
        auth.completesLoginImmediately = false
        registry.authenticationHandler = auth
        registry.externalLinkPolicy = ExternalLinkPolicy(schemes: ["myapp"], hosts: ["open"])
        var routers = (0..<World.sceneCount).map { NavigationRouter(scene: NavigationScene(id: "sim-\($0)"), registry: registry) }
        routers[0].setTabs(World.tabs)
        await routers[0].idle()
        let log = Log()
        for (index, router) in routers.enumerated() {
            router.addObserver { change in log.transitions.withLock { $0.append((index, change.transition)) } }
        }
        // A renderer per scene that follows the transition records only.
        var mirrors = routers.map(MirrorRenderer.init(following:))
        var life = SceneLife()
        var navigationHandles: [(handle: NavigationHandle, external: Bool)] = []
        var linkHandles: [LinkHandle] = []
        var interceptors: [InterceptorToken] = []
        var leaveGuards: [LeaveGuardToken] = []
        /// Leave guards still deciding (a late guard answers after a yield).
        let deciding = Locked.make(0)

        func protectedScreen() -> String? {
            for router in routers {
                for screen in router.state.allScreens where registry.route(forPattern: screen.pattern)?.requiresAuthentication != false {
                    return "\(router.scene.id) shows \(screen.path) while logged out"
                }
            }
            return nil
        }

        func externalViolation() -> String? {
            for (handle, external) in navigationHandles where external {
                if case .success(let outcome)? = handle.currentResult, let screen = outcome.screen,
                    registry.route(forPattern: screen.pattern)?.allowedExternally != true
                {
                    return "an external navigation landed on \(screen.path), which is not allowedExternally"
                }
            }
            for handle in linkHandles {
                if case .success(.navigated(let outcome, _))? = handle.currentResult, let screen = outcome.screen,
                    registry.route(forPattern: screen.pattern)?.allowedExternally != true
                {
                    return "a link landed on \(screen.path), which is not allowedExternally"
                }
            }
            return nil
        }

        for (index, step) in steps.enumerated() {
            let before = routers.map(\.state)
            let logStart = log.transitions.withLock { $0.count }
            var refusedPath: String?
            /// The root path a tab selection navigates to when it builds the tab.
            var tabRootPath: String?
            var stepHandle: NavigationHandle?
            switch step {
            case .navigate(let scene, let path, let modal, let replace, let embed, let prevent, let externally):
                let handle = routers[scene].navigate(
                    toPath: World.paths[path], replace: replace, externally: externally,
                    embedInNavigationView: embed, modal: modal, shouldPreventDismissal: prevent)
                navigationHandles.append((handle, externally))
                stepHandle = handle
                refusedPath = World.paths[path]
            case .link(let scene, let link):
                linkHandles.append(registry.open(link: World.links[link], in: .scene(routers[scene])))
            case .pop(let scene): stepHandle = routers[scene].pop()
            case .popToRoot(let scene): stepHandle = routers[scene].popToRoot()
            case .dismiss(let scene, let interactive): stepHandle = routers[scene].dismiss(interactive: interactive)
            case .dismissAll(let scene): stepHandle = routers[scene].dismissAll()
            case .finishLogin(let success): auth.finishLogin(succeeding: success)
            case .logout: await registry.logout()
            case .addInterceptor(let kind, let pattern, let point):
                let token = try? registry.interceptNavigation(toPath: World.interceptorPatterns[pattern], when: point == 0 ? .before : .after) { router, next in
                    switch kind {
                    case 0: next(false)
                    case 1: next(true)
                    default: router.navigate(toPath: "/intro", modal: true, interceptionExecutionFlow: NavigationInterceptionFlow(completion: next))
                    }
                }
                if let token { interceptors.append(token) }
            case .removeInterceptor(let index):
                if index < interceptors.count { interceptors.remove(at: index).cancel() }
            case .continueTopFlow(let scene, let cancel):
                (routers[scene].state.topScreen?.viewModel as? FuzzViewModel)?.navigationInterceptionExecutionFlow?.continue(cancel: cancel)
            case .cancelPending(let scene):
                routers[scene].cancelPendingNavigation()
            case .selectTab(let scene, let tab):
                tabRootPath = StepRecords.tabRootPath(selecting: World.tabNames[tab], in: before[scene])
                stepHandle = routers[scene].selectTab(World.tabNames[tab])
            case .presentTabs(let scene, let selected):
                stepHandle = routers[scene].presentTabs(World.modalTabs, selected: World.modalTabs[selected].name)
                refusedPath = World.modalTabs[selected].rootPath
            case .setSplit(let scene):
                stepHandle = routers[scene].setSplit(primaryPath: "/home")
                refusedPath = "/home"
            case .show(let scene, let path, let column):
                stepHandle = routers[scene].show(World.paths[path], in: SplitContainer.Column.allCases[column])
                refusedPath = World.paths[path]
            case .policy(let scene, let policy):
                routers[scene].concurrencyPolicy = NavigationConcurrencyPolicy.allCases[policy]
            case .leaveGuard(let kind):
                switch kind {
                case 0:
                    if let token = try? registry.guardLeaving("/tutorial", decide: { _ in .stay(reason: "simulated unsaved changes") }) {
                        leaveGuards.append(token)
                    }
                case 1:
                    if let token = try? registry.guardLeaving(
                        "/p/**",
                        decide: { _ in
                            deciding.withLock { $0 += 1 }
                            await Task.yield()
                            deciding.withLock { $0 -= 1 }
                            return .leave
                        })
                    {
                        leaveGuards.append(token)
                    }
                default:
                    for token in leaveGuards { token.cancel() }
                    leaveGuards = []
                }
            case .byID(let scene, let operation, let pick):
                let router = routers[scene]
                let screens = router.state.allScreens
                let id = pick < screens.count ? screens[pick].id : Screen.ID(rawValue: .max - UInt64(pick))
                switch operation {
                case 0: stepHandle = router.popBack(to: id)
                case 1: stepHandle = router.dismissModal(holding: id)
                case 2: stepHandle = router.removeScreen(id)
                case 3: stepHandle = router.closeScreen(id)
                case 4: stepHandle = router.userDidPop(id)
                case 5: stepHandle = router.userDidDismiss(modalHolding: id)
                case 6: stepHandle = router.userDidSelectTab(World.tabNames[pick % World.tabNames.count])
                default:
                    // A waiter, then the screen finishes: the value arrives exactly once.
                    let waiter = Task { try? await router.result(of: id, as: Int.self) }
                    stepHandle = router.finish(id, with: pick)
                    if case .success? = stepHandle?.currentResult, await waiter.value != pick {
                        return Outcome(
                            stepsRun: index + 1, handles: navigationHandles.count,
                            violation: "\(router.scene.id): the result of \(id) did not reach its waiter")
                    }
                }
            case .navigateMany(let scene, let paths):
                let handle = routers[scene].navigate(toPaths: World.pathLists[paths])
                navigationHandles.append((handle, false))
                stepHandle = handle
                refusedPath = World.pathLists[paths].last
            case .closeScene(let scene):
                // Scene 0 keeps its tabs for the whole run; the others may close and open anew.
                guard scene != 0 else { break }
                let reopened = await life.close(routers[scene], registry: registry) { change in
                    log.transitions.withLock { $0.append((scene, change.transition)) }
                }
                routers[scene] = reopened
                mirrors[scene] = MirrorRenderer(following: reopened)
            case .declareTabs(let scene, let valid):
                let handle = routers[scene].setTabs(valid ? World.tabs : [TabDefinition(name: "x", rootPath: "/nowhere")] + World.tabs)
                life.declared(handle, by: routers[scene])
                stepHandle = handle
                refusedPath = valid ? World.tabs[0].rootPath : "/nowhere"
            case .loginPath(let kind):
                life.setLoginPath(kind, registry: registry)
            }
            for router in routers { await router.idle() }
            if let stepHandle { navigationHandles.append((stepHandle, false)) }
            // Late leave guards answer within the step that asked them: what they let happen is
            // that step's doing. (Almost always: the guard counts itself only once the task that
            // asks it runs, so on a loaded machine a landing can come during the next step; the
            // checks below tell it apart by its records.)
            for _ in 0..<1_000 {
                for router in routers { await router.idle() }
                if deciding.withLock({ $0 }) == 0 {
                    await Task.yield()
                    for router in routers { await router.idle() }
                    if deciding.withLock({ $0 }) == 0 { break }
                }
                await Task.yield()
            }
            // A scene operation waits only for leave guards, which answer soon: let it end within
            // its own step, so that what it changed is checked as its own.
            switch step {
            case .pop, .popToRoot, .dismiss, .dismissAll, .byID:
                if let stepHandle, stepHandle.currentResult == nil { _ = await stepHandle.result }
            default:
                break
            }
            if let trace {
                trace("\(index + 1). \(step) [auth: \(auth.isAuthenticated)] -> \(stepHandle?.description ?? "")")
                for router in routers {
                    trace("   \(router.scene.id): \(router.state.allScreens.map(\.path)) pending: \(router.pendingNavigation?.path ?? "-")")
                }
            }

            for (router, mirror) in zip(routers, mirrors) {
                await router.idle()
                if let divergence = mirror.divergence(from: router) {
                    return Outcome(
                        stepsRun: index + 1, handles: navigationHandles.count,
                        violation: "\(router.scene.id): a renderer that follows the records diverged: \(divergence)")
                }
            }
            if let broken = await life.violation(registry: registry) {
                return Outcome(stepsRun: index + 1, handles: navigationHandles.count, violation: broken)
            }
            for router in routers where !router.state.isWellFormed {
                return Outcome(stepsRun: index + 1, handles: navigationHandles.count, violation: "\(router.scene.id) is not well-formed:\n\(router.state)")
            }
            if !auth.isAuthenticated, let shown = protectedScreen() {
                return Outcome(stepsRun: index + 1, handles: navigationHandles.count, violation: shown)
            }
            if let external = externalViolation() {
                return Outcome(stepsRun: index + 1, handles: navigationHandles.count, violation: external)
            }
            let records = StepRecords(
                logged: log.transitions.withLock { Array($0[logStart...]) },
                navigationPath: refusedPath, tabRootPath: tabRootPath)
            if case .selectTab(let scene, let tab) = step, case .success? = stepHandle?.currentResult, !records.othersLanded(in: scene),
                let old = before[scene].root?.tabs, let new = routers[scene].state.root?.tabs
            {
                // Every other tab keeps its stack (the selected one may pop to its root).
                for oldTab in old.tabs where oldTab.name != World.tabNames[tab] {
                    let kept = new.tabs.first { $0.name == oldTab.name }?.screens.map(\.id)
                    if kept != oldTab.screens.map(\.id) {
                        return Outcome(
                            stepsRun: index + 1, handles: navigationHandles.count,
                            violation: "selecting tab \(World.tabNames[tab]) changed tab \(oldTab.name)'s stack")
                    }
                }
            }
            if case .success(let outcome)? = stepHandle?.currentResult, outcome.reused, let screen = outcome.screen {
                let copies = outcome.state.allScreens.filter { $0.pattern == screen.pattern && $0.parameters["id"] == screen.parameters["id"] }
                let added =
                    outcome.transition.kind == .sequence
                    ? outcome.transition.steps.filter { $0.kind != .updateScreen }.flatMap(\.added) : []
                if !added.isEmpty || !copies.contains(where: { $0.id == screen.id }) {
                    return Outcome(
                        stepsRun: index + 1, handles: navigationHandles.count,
                        violation: "reusing \(screen.path) added screens \(added.map(\.path)) (copies: \(copies.map(\.id)))")
                }
            }
            if let handle = stepHandle, case .failure(let error)? = handle.currentResult {
                let caused = records.own
                // Nothing else changed the step's own scene either: compared unless another
                // navigation landed there meanwhile (then the records tell).
                let unchanged: Bool
                if refusedPath != nil {
                    unchanged = true
                } else if let scene = step.scene {
                    unchanged = records.othersLanded(in: scene) || routers[scene].state == before[scene]
                } else {
                    unchanged = routers.indices.contains(where: records.othersLanded(in:)) || routers.map(\.state) == before
                }
                if !caused.isEmpty || !unchanged {
                    return Outcome(
                        stepsRun: index + 1, handles: navigationHandles.count,
                        violation: "a refused operation changed a scene (\(error)): \(caused)")
                }
            }
        }

        // Everything that waits is released: every handle must then resolve.
        auth.finishLogin(succeeding: true)
        for _ in 0..<3 {
            for router in routers {
                for screen in router.state.allScreens {
                    (screen.viewModel as? FuzzViewModel)?.navigationInterceptionExecutionFlow?.continue(cancel: true)
                }
                router.cancelPendingNavigation()
                await router.idle()
            }
        }
        // Closing a scene refuses the links that still wait for it to be ready.
        for router in routers { router.close() }
        for _ in 0..<200 {
            if navigationHandles.allSatisfy({ $0.handle.currentResult != nil }) && linkHandles.allSatisfy({ $0.currentResult != nil }) { break }
            try? await Task.sleep(for: .milliseconds(1))
        }
        if let waiting = navigationHandles.first(where: { $0.handle.currentResult == nil }) {
            return Outcome(stepsRun: steps.count, handles: navigationHandles.count, violation: "a handle never resolved: \(waiting.handle)")
        }
        if let waiting = linkHandles.first(where: { $0.currentResult == nil }) {
            return Outcome(stepsRun: steps.count, handles: navigationHandles.count, violation: "a link handle never resolved: \(waiting)")
        }
        return Outcome(stepsRun: steps.count, handles: navigationHandles.count + linkHandles.count, violation: nil)
    }
}
