import PathRouter
import PathRouterLocking

/// One explorer run's registry, scenes, handles and tasks.
final class ExplorerWorld {
    typealias World = InterleavingExplorer.World
    let scheduler = Scheduler()
    let auth: HeldAuthentication
    let registry = NavigationRegistry()
    let routers: [NavigationRouter]
    /// The explorer's own tasks (restores, logouts) that have not ended.
    private let running = Locked<Set<Int>>.make([])
    /// The scene each running restore task restores (its mandatory interceptors and leave
    /// guards are asked by the scene, not in the task: they are held under the scene's restore
    /// owner, ``restoreOwner(_:)``).
    private let restoring = Locked<[Int: Int]>.make([:])
    private var lastTaskID = 0
    private var navigations: [(handle: NavigationHandle, external: Bool, checked: Bool)] = []
    /// Pops, whose leave guard the scheduler holds.
    private var operations: [(handle: NavigationHandle, checked: Bool)] = []
    /// The screens the held leave guard let go (`/p/…` screens).
    let approved = Locked<Set<Screen.ID>>.make([])
    /// Every transition record of every scene, in the order observers got them (a
    /// navigation's record carries its path as its cause; a scene operation's none).
    let records = Locked<[SceneTransition]>.make([])
    /// Each closed scene's state and record at its close.
    private var closedStates: [Int: (state: SceneState, last: SceneTransition?)] = [:]
    private var links: [(handle: LinkHandle, checked: Bool)] = []
    private var seenScreens: Set<Screen.ID> = []
    /// The rules when the current step began: whether the user was authenticated, and the
    /// patterns open to a logged-out user. A screen may land while a step changes them (a
    /// rebind, the session ending): the library honours a change once the call that made it
    /// has returned, so such a screen is legal under the rules before or after the step.
    private var rulesAtStepStart: (authenticated: Bool, open: Set<String>) = (false, [])

    /// Notes the rules as the next step begins.
    func stepBegins() {
        rulesAtStepStart = (auth.isAuthenticated, Set(registry.routes.filter { !$0.requiresAuthentication }.map(\.path)))
    }

    init() {
        auth = HeldAuthentication(scheduler: scheduler)
        try? registry.bind(
            routes: World.routes.map {
                NavigationRoute(path: $0.pattern, type: FuzzViewModel.self, requiresAuthentication: $0.protected, allowedExternally: $0.external)
            })
        registry.authenticationHandler = auth
        registry.externalLinkPolicy = ExternalLinkPolicy(schemes: ["myapp"], hosts: ["open"])
        let scheduler = scheduler
        // A before-interceptor on every navigation, held until the explorer resumes it; a
        // mandatory one too, so restores are held as well. A restore asks it in its scene's
        // job (the one driver), which may run on any thread: it is held under the scene's
        // restore owner, like the restore's leave guards. (A navigation's call is held under
        // it too; only tasks are asked whether they are held, and a restore that truly hangs
        // is still found once everything held is let go.)
        _ = try? registry.interceptNavigation(toPath: "/**") { _, next in
            scheduler.hold("interceptor") { proceed in next(!proceed) }
        }
        _ = try? registry.interceptNavigation(toPath: "/acct/**", withPriority: .mandatory) { router, next in
            Scheduler.$owner.withValue(Self.restoreOwner(router.scene.id)) {
                scheduler.hold("mandatory interceptor") { proceed in next(!proceed) }
            }
        }
        // A leave guard on the product screens, held too: pops and landings that would remove
        // one wait for it while the world changes.
        let approved = approved
        _ = try? registry.guardLeaving("/p/**") { request in
            // A restore's guards are asked by its scene (the one driver), away from the task
            // that awaits the restore: they count as that scene's restore's.
            let owner = request.operation == "restore" ? Self.restoreOwner(request.scene.id) : Scheduler.owner
            return await withCheckedContinuation { continuation in
                Scheduler.$owner.withValue(owner) {
                    scheduler.hold("leave guard") { leave in
                        if leave { approved.withLock { _ = $0.insert(request.screen.id) } }
                        continuation.resume(returning: leave ? .leave : .stay(reason: "held guard said stay"))
                    }
                }
            }
        }
        let registry = registry
        routers = (0..<World.sceneCount).map { NavigationRouter(scene: NavigationScene(id: "explore-\($0)"), registry: registry) }
        let records = records
        for router in routers { router.addObserver { change in records.withLock { $0.append(change.transition) } } }
    }

    /// Starts `body` in a task whose held operations the scheduler attributes to it.
    /// - Parameter scene: The scene a restore task restores.
    func start(restoring scene: Int? = nil, _ body: @escaping @Sendable () async -> Void) {
        lastTaskID += 1
        let id = lastTaskID
        let running = running
        running.withLock { _ = $0.insert(id) }
        if let scene { restoring.withLock { $0[id] = scene } }
        let restoring = restoring
        Task {
            await Scheduler.$owner.withValue(id) { await body() }
            running.withLock { _ = $0.remove(id) }
            restoring.withLock { _ = $0.removeValue(forKey: id) }
        }
    }

    /// The owner the scheduler holds a restore's leave guards under, for the scene `sceneID`
    /// (`explore-N`): negative, so it never is an explorer task's id.
    static func restoreOwner(_ sceneID: String) -> Int {
        -1 - (Int(sceneID.split(separator: "-").last ?? "") ?? 0)
    }

    /// Whether the task `id` waits for something the scheduler holds.
    private func isHeld(_ id: Int) -> Bool {
        if scheduler.isHolding(owner: id) { return true }
        guard let scene = restoring.withLock({ $0[id] }) else { return false }
        return scheduler.isHolding(owner: Self.restoreOwner(routers[scene].scene.id))
    }

    func track(_ handle: NavigationHandle, external: Bool) { navigations.append((handle, external, false)) }
    func track(operation handle: NavigationHandle) { operations.append((handle, false)) }

    /// Closes scene `index`, remembering the state it must keep.
    func close(_ index: Int) {
        routers[index].close()
        if closedStates[index] == nil { closedStates[index] = (routers[index].state, routers[index].lastTransition) }
    }
    func track(_ handle: LinkHandle) { links.append((handle, false)) }

    /// Waits until every scene is idle and every started task has ended or is held.
    /// Returns a description when that does not happen in 120,000 looks (about two minutes):
    /// only a hang gets there. Counted in looks, not on a clock, so a busy machine makes a run
    /// slower, never a different verdict.
    func settle() async -> String? {
        for _ in 0..<120_000 {
            for router in routers { await router.idle() }
            // A task that is neither held nor ended is still working (or hangs).
            let busy = running.withLock { $0 }.contains { !isHeld($0) }
            if !busy {
                for router in routers { await router.idle() }
                return nil
            }
            try? await Task.sleep(for: .milliseconds(1))
        }
        return "the world did not settle: a task neither ended nor waited on the scheduler"
    }

    /// The first broken promise, checking newly landed navigations against the rules now.
    func brokenPromise() -> String? {
        for router in routers where !router.state.isWellFormed {
            return "\(router.scene.id) is not well formed:\n\(router.state)"
        }
        for (index, closed) in closedStates where routers[index].state != closed.state || routers[index].lastTransition != closed.last {
            return "the closed scene \(routers[index].scene.id) changed:\n\(routers[index].state)"
        }
        // A pop removes only screens it was asked for: a guarded screen that left was approved.
        for index in operations.indices where !operations[index].checked {
            guard let result = operations[index].handle.currentResult else { continue }
            operations[index].checked = true
            if case .success(let outcome) = result {
                let approved = approved.withLock { $0 }
                if let unasked = outcome.transition.removed.first(where: { $0.path.hasPrefix("/p/") && !approved.contains($0.id) }) {
                    return "a pop removed \(unasked.path) (\(unasked.id)), which its leave guard never approved"
                }
            }
        }
        // Screens that landed in this step (a screen keeps its id for life). A route rebound as
        // protected later does not make the screens it already has illegal.
        var landed: [(NavigationRouter, Screen)] = []
        for router in routers {
            for screen in router.state.allScreens where seenScreens.insert(screen.id).inserted { landed.append((router, screen)) }
        }
        if !auth.isAuthenticated && !rulesAtStepStart.authenticated {
            for (router, screen) in landed
            where registry.route(forPattern: screen.pattern)?.requiresAuthentication != false
                && !rulesAtStepStart.open.contains(screen.pattern)
            {
                let rule = registry.route(forPattern: screen.pattern) == nil ? "its route is no longer bound" : "its route is protected"
                return "\(screen.path) landed in \(router.scene.id) while logged out (\(rule))"
            }
        }
        for index in navigations.indices where !navigations[index].checked {
            guard let result = navigations[index].handle.currentResult else { continue }
            navigations[index].checked = true
            if navigations[index].external, case .success(let outcome) = result, let screen = outcome.screen,
                registry.route(forPattern: screen.pattern)?.allowedExternally != true
            {
                return "an external navigation landed on \(screen.path), whose route is not allowedExternally"
            }
        }
        for index in links.indices where !links[index].checked {
            guard let result = links[index].handle.currentResult else { continue }
            links[index].checked = true
            if case .success(.navigated(let outcome, _)) = result, let screen = outcome.screen,
                registry.route(forPattern: screen.pattern)?.allowedExternally != true
            {
                return "a link landed on \(screen.path), whose route is not allowedExternally"
            }
        }
        return nil
    }

    /// Whether `record` is the outcome of a tracked navigation or link other than `handle`
    /// (one that asked for the same path and landed in the same step).
    func isOutcomeOfAnother(_ record: SceneTransition, than handle: NavigationHandle) -> Bool {
        navigations.contains { entry in
            guard entry.handle !== handle, case .success(let outcome)? = entry.handle.currentResult else { return false }
            return outcome.transition == record
        }
            || links.contains { entry in
                guard case .success(.navigated(let outcome, _))? = entry.handle.currentResult else { return false }
                return outcome.transition == record
            }
    }

    func unresolved() -> String? {
        if !running.withLock({ $0.isEmpty }) {
            return "a restore or logout never ended after everything held was released"
        }
        if let waiting = navigations.first(where: { $0.handle.currentResult == nil }) {
            return "a navigation handle never resolved: \(waiting.handle)"
        }
        if let waiting = links.first(where: { $0.handle.currentResult == nil }) {
            return "a link handle never resolved: \(waiting.handle)"
        }
        if let waiting = operations.first(where: { $0.handle.currentResult == nil }) {
            return "an operation's handle never resolved: \(waiting.handle)"
        }
        return nil
    }
}
