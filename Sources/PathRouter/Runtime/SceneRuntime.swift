import PathRouterLocking

/// Serialises the changes of one scene and tells its observers about them.
///
/// Jobs (navigations, pops, dismissals, restores) run one at a time, in the order they were
/// enqueued, on the thread of the call that finds the scene idle: it drains the queue,
/// including jobs that other threads (or the jobs themselves) enqueue meanwhile. No lock is
/// held while a job runs app code (view model initialisers, observers), so a job may enqueue
/// more jobs without deadlock; they run after it.
final class SceneRuntime: Sendable {
    typealias Job = @Sendable () -> Void
    typealias Observer = @Sendable (SceneChange) -> Void

    /// Navigations that may wait in a scene's queue; past it `navigate` is refused with
    /// ``NavigationError/Code/limitExceeded``.
    static let maximumQueuedNavigations = 10_000
    /// Links that may wait for a scene to be ready; past it links are refused with
    /// ``NavigationError/Code/limitExceeded``.
    static let maximumBufferedLinks = 1_000
    /// Jobs a caller's thread runs for its scene before it hands the rest of the queue to a
    /// task: a `navigate` call is never captured for long by other threads' work.
    static let maximumJobsPerDrain = 256

    /// Why a job was not queued.
    enum Refusal: Error {
        case closed
        case full
    }

    /// Where the scene's screens get their ids: a source of predictable ids (tests), or the
    /// process-wide counter (`nil`). Given when the scene is made: a router that joins a live
    /// scene cannot change it (it would hand out ids the scene's screens have already).
    let screenIDs: Screen.ID.Source?
    /// Whether a screen of this scene ever had its own leave guard (until then, no lookup).
    let hadScreenGuards = AtomicBox(false)
    /// Counts the leave guards set on screens the scene already showed (not those a view model
    /// sets while its screen is built): a UI's projection marks guarded screens again then.
    let guardsSetOnShownScreens = AtomicBox<UInt64>(0)
    /// The scene's concurrency policy (its index in `NavigationConcurrencyPolicy.allCases`):
    /// read with one load by every navigation, the common first in, first out being 0.
    let concurrencyPolicy = AtomicBox<UInt8>(0)
    /// Whether a setup may wait for a login, or a restore wait (``SuspendedRequests/holdsForSetup``);
    /// set and cleared under the lock.
    private let setupWaits = AtomicBox(false)
    /// Whether a setup may wait for a login, or a restore wait, read without the lock by every
    /// navigation.
    var setupMayWait: Bool { setupWaits.load(ordering: .acquiring) }

    let scene: NavigationScene
    /// When the scene last navigated or was activated (the registry's activity stamp).
    let lastActivity = AtomicBox<UInt64>(0)
    /// A copy of ``State/closed`` for readers that take no lock (a navigation that starts,
    /// `isClosed`), set in the same step as the state's own flag. Under the lock the state's
    /// flag is the answer.
    private let closedMirror = AtomicBox(false)

    var isClosed: Bool { closedMirror.load(ordering: .acquiring) }

    /// Closes the scene: nothing is enqueued, committed or waits from now on. Returns what the
    /// caller ends.
    func close() -> State.Closing {
        withState { state in
            closedMirror.store(true, ordering: .releasing)
            return state.close()
        }
    }
    private let state = Locked.make(State())

    /// The registry's leave guards (see ``State/guardedScreens``).
    let leaveGuards: LeaveGuards

    init(scene: NavigationScene, leaveGuards: LeaveGuards = LeaveGuards(options: .init()), screenIDs: Screen.ID.Source? = nil) {
        self.scene = scene
        self.leaveGuards = leaveGuards
        self.screenIDs = screenIDs
    }

    /// Whether any leave guard could apply to a screen of the scene: a screen's own guard, or
    /// a registry guard that matches a screen it shows. One atomic load and one count when no
    /// screen ever had a guard and the registry has none; else one step.
    var mayGuardLeaving: Bool {
        let ownGuards = hadScreenGuards.load(ordering: .acquiring)
        if !ownGuards && leaveGuards.isEmpty { return false }
        return withState { state in
            (ownGuards && !state.screenGuards.isEmpty)
                || (!leaveGuards.isEmpty && state.guardedScreens.any(in: state.scene, guards: leaveGuards))
        }
    }

    var current: (state: SceneState, lastTransition: SceneTransition?) {
        withState { ($0.scene, $0.lastTransition) }
    }

    /// One step of the runtime's state (``State``) under its lock, no app code in `body`: the
    /// way into the lock of every verb but the commit (see there), and the runtime's verbs are
    /// its only callers.
    @inline(__always)
    private func withState<Result>(_ body: (inout State) -> Result) -> Result {
        state.withLock { body(&$0) }
    }

    /// Runs `job` after every job enqueued before it.
    func enqueue(_ job: @escaping Job) {
        // An idle scene runs the job at once, then whatever was enqueued meanwhile.
        guard withState({ $0.claimOrQueue(job) }) else { return }
        SceneThread.enter()
        job()
        drain()
    }

    /// Runs `job` after every job enqueued before it, unless the scene is closed by the time
    /// it would start: then `refused` gets ``NavigationError/Code/sceneClosed`` naming `path`.
    /// A request that started before `close()` is refused by its commit
    /// (``commit(path:delivering:ending:declaringTabs:_:)``); a navigation is refused where it starts too
    /// (``refuseIfClosed(path:)``, ``startNavigation()``, ``queueNavigation(_:)``).
    func enqueue(path: String, refused: @escaping @Sendable (NavigationError) -> Void, _ job: @escaping Job) {
        enqueue { [self] in
            do throws(NavigationError) {
                try refuseIfClosed(path: path)
            } catch {
                return refused(error)
            }
            job()
        }
    }

    /// Refuses a request that starts in a closed scene (in a job: a navigation that was
    /// queued, or that a job starts, runs it first).
    @inline(__always)
    func refuseIfClosed(path: @autoclosure () -> String) throws(NavigationError) {
        if isClosed { throw NavigationError.sceneClosed(scene, path: path()) }
    }

    /// Jobs waiting behind the running one.
    var queuedJobs: Int {
        withState { $0.queuedJobs }
    }

    /// Starts a new navigation: `true` when the scene was idle (claimed), so the caller runs it
    /// at once and then calls ``finishedRunning()``; otherwise the caller hands it to
    /// ``queueNavigation(_:)``. A navigation that runs at once is run by its caller, not
    /// through a closure: it allocates nothing for it and its request is not copied.
    @inline(__always)
    func startNavigation() -> Bool {
        guard !isClosed, withState({ $0.claim() }) else { return false }
        SceneThread.enter()
        return true
    }

    /// Queues a navigation that ``startNavigation()`` could not run at once (or runs it, if the
    /// scene became idle meanwhile). Throws, and queues nothing, when the scene is closed or
    /// its queue is full.
    func queueNavigation(_ job: @escaping Job) throws(Refusal) {
        switch withState({ $0.queueNavigation(job, limit: Self.maximumQueuedNavigations) }) {
        case .queued: break
        case .claimed:
            // The running thread found the queue empty and stopped just before.
            SceneThread.enter()
            drain()
        case .refused(let refusal): throw refusal
        }
    }

    /// After a navigation that ``startNavigation()`` let run at once: runs the jobs
    /// that queued meanwhile.
    func finishedRunning() {
        drain()
    }

    /// Called from a running job that must wait (for the main actor) before it can finish:
    /// when the job returns, the scene stays busy, and later jobs wait in the queue, until the
    /// job's rest is handed to ``resume(with:)``. Keeps every navigation in call order.
    func hold() {
        withState { $0.holdJobs() }
    }

    /// Runs the rest of a held job, then the jobs that queued meanwhile. The rest goes first
    /// in the queue: when the held job's thread has not yet returned, that thread runs it (two
    /// threads never run the scene's jobs at once); when it has, this thread does.
    func resume(with job: @escaping Job) {
        if withState({ $0.resumeHeld(with: job) }) {
            SceneThread.enter()
            drain()
        }
    }

    /// Runs the queued jobs in order, then gives the scene up (``State/nextJob(ranEnough:)``,
    /// under the lock: a thread that queues meanwhile either finds the scene running or
    /// claims it). Called by the thread that claimed the scene (after
    /// ``SceneThread/enter()``); it leaves (``SceneThread/leave()``) as it returns, so tasks
    /// woken by its jobs resume once it holds no scene.
    private func drain() {
        defer { SceneThread.leave() }
        var ran = 0
        while true {
            switch withState({ $0.nextJob(ranEnough: ran >= Self.maximumJobsPerDrain) }) {
            case .run(let job):
                ran += 1
                job()
            case .handOff:
                // Hand the rest to a task; the scene stays claimed, so order is kept.
                Task.detached { [self] in
                    SceneThread.enter()
                    drain()
                }
                return
            case .stop:
                return
            }
        }
    }

    /// Changes the scene with `change` (pure: no app code), then notifies observers.
    /// Called only from a running job, so changes are applied and announced in order.
    ///
    /// Every change of the scene ends here, so this is where a closed scene refuses it
    /// (``NavigationError/Code/sceneClosed``, naming `path`): a closed scene never changes.
    /// `delivery` is a screen's result, set in the same step as the change that removes the
    /// screen (``NavigationRouter/finish(_:with:animation:)``): a refused change delivers nothing.
    /// `waiting` is the flight of a navigation that waited: it leaves the suspended requests in
    /// the same step, and a flight someone ended meanwhile (`close()`, a logout, the concurrency
    /// policy, from any thread) commits nothing. `tabs` are the scene's tabs as `setTabs`
    /// declares them, declared in the same step as the change that lands its first tab: a
    /// refused change declares none.
    func commit(
        path: @autoclosure () -> String,
        delivering delivery: ResultDelivery? = nil,
        ending waiting: NavigationFlight? = nil,
        declaringTabs tabs: [TabDefinition]? = nil,
        _ change: (inout SceneState) throws(NavigationError) -> SceneTransition
    ) throws(NavigationError) -> SceneChange {
        // The lock itself, not `withState`: through a generic typed-throws step the optimizer
        // no longer inlines the commit's closure (Benchmarks/README.md, tenth session).
        let (sceneChange, observers, observable, links, flows, previous) = try state.withLock { state throws(NavigationError) in
            // Every change of the scene ends here, so this is where a closed scene refuses it.
            // (Written here, not in `State.commit`: in this shape the optimizer inlines the whole
            // step into this function; see Benchmarks/README.md.)
            if state.closed { throw NavigationError.sceneClosed(scene, path: path()) }
            return try state.commit(
                of: scene, path: path, delivering: delivery, ending: waiting, declaringTabs: tabs, leaveGuards: leaveGuards, change)
        }
        withExtendedLifetime(previous) {}
        observable?.changed()
        for entry in observers { entry.observer(sceneChange) }
        // A screen that leaves the scene can no longer continue the flow it was handed: cancel
        // it, so the navigation it took over ends instead of waiting forever.
        for (flow, path) in flows {
            FlowEnding.cancel(
                flow,
                because: NavigationError(
                    code: .takeOverEnded, path: path,
                    reason: "the screen left the scene before it continued its flow"))
        }
        for link in links { enqueue(link.deliver) }
        return sceneChange
    }

    /// Removes one screen, if the scene still shows it (in a job), in one step.
    func removeScreen(_ id: Screen.ID) {
        _ = try? commit(path: id.description) { state throws(NavigationError) in
            guard state.location(of: id) != nil else {
                throw NavigationError(code: .screenLeft, path: id.description, reason: "the screen left before it was removed")
            }
            return state.removeScreens { $0.id == id }
        }
    }

    // MARK: - Observers

    /// Adds `observer` and reads the scene's state in one step: a change committed before it
    /// is in the state and not announced to the observer (``commit(path:delivering:ending:declaringTabs:_:)``
    /// reads the observers under the same lock as it changes the state); every later change
    /// is announced.
    func addObserver(_ observer: @escaping Observer) -> (id: UInt64, state: SceneState) {
        withState { $0.addObserver(observer) }
    }

    /// Adds the observer of a stream and keeps `end`, which `close()` calls, in one step; `nil`
    /// when the scene is closed (the caller ends the stream).
    func addStream(_ observer: @escaping Observer, ending end: @escaping @Sendable () -> Void) -> UInt64? {
        withState { $0.addStream(observer, ending: end) }
    }

    /// Removes an observer (a stream's: and how to end it); `false` when it was not there.
    @discardableResult
    func removeObserver(_ id: UInt64) -> Bool {
        withState { $0.removeObserver(id) }
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
    var observable: ObservableScene {
        withState { state in
            state.observable {
                ObservableScene(scene: scene) { [weak self] in self?.current ?? (SceneState(), nil) }
            }
        }
    }

    // MARK: - Screens and tabs

    /// A new screen of this scene, with an id from its source.
    @inline(__always)
    func makeScreen(
        id: Screen.ID? = nil, pattern: String, path: String, requestedPath: String, parameters: [String: String],
        viewModel: consuming (any Sendable)?
    ) -> Screen {
        if let id {
            return Screen(id: id, pattern: pattern, path: path, requestedPath: requestedPath, parameters: parameters, viewModel: viewModel)
        }
        if let source = screenIDs {
            return Screen(id: source.next(), pattern: pattern, path: path, requestedPath: requestedPath, parameters: parameters, viewModel: viewModel)
        }
        return Screen(pattern: pattern, path: path, requestedPath: requestedPath, parameters: parameters, viewModel: viewModel)
    }

    /// The id the next screen of this scene gets.
    func nextScreenID() -> Screen.ID {
        if let source = screenIDs { return source.next() }
        return .next()
    }

    /// Whether the scene shows the screen `id`.
    func shows(_ id: Screen.ID) -> Bool {
        withState { $0.scene.location(of: id) != nil }
    }

    /// The scene's tabs as the app declared them (`NavigationRouter.setTabs`), in order.
    var tabDefinitions: [TabDefinition] {
        withState { $0.tabDefinitions }
    }

    /// The state and the declared tabs, read in one step.
    var stateAndTabs: (state: SceneState, tabs: [TabDefinition]) {
        withState { ($0.scene, $0.tabDefinitions) }
    }

    /// The root path of `tab`: the one its container shows, else the declared one.
    func rootPath(ofTab tab: String) -> String? {
        withState { $0.scene.rootPath(ofTab: tab) ?? $0.tabDefinitions.first { $0.name == tab }?.rootPath }
    }

    /// The stack a landing continues: `tab`'s, else the top-most presentation's when it is a
    /// navigation stack.
    func landingStack(tab: String?) -> [Screen]? {
        withState { state in
            if let tab { return state.scene.stack(ofTab: tab) }
            guard let top = state.scene.topPresentation, top.isNavigationStack else { return nil }
            return top.activeStack
        }
    }

    // MARK: - What screens hold

    /// Hands `flow` to `screen` before its commit (a later commit or `close()` that removes the
    /// screen finds it there); returns the flow the screen held.
    func hand(_ flow: NavigationInterceptionFlow, to screen: Screen.ID) -> NavigationInterceptionFlow? {
        withState { $0.flows.updateValue(flow, forKey: screen) }
    }

    /// A refused commit gives `screen` back the flow it held, and forgets the guard a new
    /// screen's view model set (``State/screenRefused(_:heldFlow:isNew:)``).
    func screenRefused(_ screen: Screen.ID, heldFlow: NavigationInterceptionFlow??, isNew: Bool) {
        withState { $0.screenRefused(screen, heldFlow: heldFlow, isNew: isNew) }
    }

    /// Whether the request of the handle `id` waits for the app or the user here: it waits for
    /// a login, or a flow its interceptor made (or, with `awaitsInterceptor`, a flow nobody
    /// owns) is handed to a screen and not continued yet.
    func waitsForTheApp(handle id: UInt64, awaitsInterceptor: Bool) -> Bool {
        withState { state in
            if let flight = state.suspended.loginFlight,
                flight.handle.id == id || flight.request.interceptionExecutionFlow?.owner == id
            {
                return true
            }
            return state.flows.values.contains { flow in
                !flow.isFinished && (flow.owner == id || (flow.owner == nil && awaitsInterceptor))
            }
        }
    }

    /// Sets a screen's own leave guard (``State/setScreenGuard(_:for:building:)``).
    func setScreenGuard(_ guarding: LeaveGuard, for screen: Screen.ID, building: Bool) -> Bool {
        let set = withState { $0.setScreenGuard(guarding, for: screen, building: building) }
        if set { hadScreenGuards.store(true, ordering: .releasing) }
        return set
    }

    /// Removes a screen's own leave guard; `false` when it had none.
    func removeScreenGuard(for screen: Screen.ID) -> Bool {
        withState { $0.screenGuards.removeValue(forKey: screen) != nil }
    }

    /// The leave guard the screen `id` set itself, if any.
    func screenGuard(for id: Screen.ID) -> LeaveGuard? {
        withState { $0.screenGuards[id] }
    }

    /// A slot for the result of the screen `id`; `nil` when the scene is closed or the screen
    /// left without a value.
    func claimResult(_ id: Screen.ID) -> SceneResults.Slot? {
        withState { $0.claimResult(id) }
    }

    // MARK: - Links

    /// Whether links are delivered now (``LinkInbox``).
    var isReadyForLinks: Bool {
        withState { $0.links.isReady($0.scene) }
    }

    /// Says whether the scene is ready for links; returns those to deliver now, in order.
    func declareReady(_ ready: Bool?) -> [LinkInbox.Waiting] {
        withState { $0.links.declare(ready: ready, scene: $0.scene) }
    }

    /// Takes a link in (now, later, or refused); `nil` when the scene is closed.
    func receive(_ link: LinkInbox.Waiting) -> LinkInbox.Receipt? {
        withState { $0.receive(link) }
    }

    // MARK: - Waits

    /// A request that waits (for leave guards, a restore's interceptor); its id, or `nil` when
    /// the scene is closed.
    func beginWait(_ suspension: SuspendedRequests.Suspension) -> UInt64? {
        withState { $0.beginWait(suspension) }
    }

    /// A navigation on its way, until it lands or ends; `false` when the scene is closed.
    func suspend(_ flight: NavigationFlight) -> Bool {
        withState { $0.suspend(flight) }
    }

    /// Takes the wait `id` out; `false` when something else ended it already.
    func finishWait(_ id: UInt64) -> Bool {
        withState { $0.suspended.finish(id) }
    }

    /// Takes out the waits `which` selects, in the order they began, for the caller to end.
    func takeWaits(where which: (SuspendedRequests.Suspension) -> Bool) -> [SuspendedRequests.Suspension] {
        withState { $0.suspended.take(where: which) }
    }

    /// Whether `flight` still waits (nothing ended it).
    func isWaiting(_ flight: NavigationFlight) -> Bool {
        withState { $0.suspended.contains(flight) }
    }

    /// Takes `flight` out of the waits (it ended); `true` when it was the one that waited for
    /// a login.
    func forget(_ flight: NavigationFlight) -> Bool {
        withState { $0.suspended.remove(flight) }
    }

    /// How many requests wait.
    var waitingCount: Int {
        withState { $0.suspended.count }
    }

    /// The paths of the navigations that wait, in the order they began.
    var waitingNavigationPaths: [String] {
        withState { $0.suspended.navigationPaths }
    }

    /// The path of the first navigation that waits, if any.
    var firstWaitingNavigationPath: String? {
        withState { $0.suspended.firstNavigationPath }
    }

    // MARK: - The navigation waiting for a login, and the login screen

    /// The navigation that waits for a login, if any.
    var loginFlight: NavigationFlight? {
        withState { $0.suspended.loginFlight }
    }

    /// Makes `flight` the navigation that waits for a login, in place of another (which the
    /// caller ends), or holds it behind the scene's setup; `.ended` when `flight` no longer
    /// waits.
    func waitForLogin(_ flight: NavigationFlight) -> SuspendedRequests.LoginWait {
        withState { state in
            let wait = state.suspended.waitForLogin(flight)
            if state.suspended.holdsForSetup { setupWaits.store(true, ordering: .releasing) }
            return wait
        }
    }

    /// Holds a navigation behind the scene's setup or restore
    /// (``SuspendedRequests/hold(path:buildsRoot:end:resume:)``); `false` when nothing holds
    /// it: it runs now.
    func holdBehindSetup(
        path: String, buildsRoot: Bool, end: @escaping @Sendable (NavigationError) -> Void, resume: @escaping @Sendable () -> Void
    ) -> Bool {
        withState { $0.suspended.hold(path: path, buildsRoot: buildsRoot, end: end, resume: resume) != nil }
    }

    /// The restore `id` waits: the navigations that arrive until it ends wait behind it
    /// (``SuspendedRequests/holdForRestore(_:)``); `false` when it held already.
    func holdForRestore(_ id: ObjectIdentifier) -> Bool {
        withState { state in
            guard state.suspended.holdForRestore(id) else { return false }
            setupWaits.store(true, ordering: .releasing)
            return true
        }
    }

    /// The setup or the restore `id` ended: what waited behind it, to resume in order
    /// (``SuspendedRequests/releaseHeld(after:)``).
    func releaseHeld(after id: ObjectIdentifier) -> [@Sendable () -> Void] {
        withState { state in
            let released = state.suspended.releaseHeld(after: id)
            setupWaits.store(state.suspended.holdsForSetup, ordering: .releasing)
            return released
        }
    }

    /// `flight` no longer waits for a login; `false` when it was not the one that waited.
    func loginEnded(for flight: NavigationFlight) -> Bool {
        withState { $0.suspended.loginEnded(for: flight) }
    }

    /// No navigation waits for a login any more; returns the one that did.
    func endLoginWait() -> NavigationFlight? {
        withState { $0.suspended.endLoginWait() }
    }

    /// Whether the login screen should be presented now; if so, it is on its way.
    func beginPresentingLogin() -> Bool {
        withState { $0.loginScreen.beginPresenting(in: $0.scene) }
    }

    /// The login screen's navigation ended; `false` when its wait ended first.
    func loginPresented(_ shown: Screen.ID?) -> Bool {
        withState { $0.loginScreen.presented(shown) }
    }

    /// The login screen that is shown, taken out (it is about to leave).
    func takeLoginScreen() -> Screen.ID? {
        withState { $0.loginScreen.takeShownScreen() }
    }
}
