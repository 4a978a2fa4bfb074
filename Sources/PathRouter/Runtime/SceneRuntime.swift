import Synchronization
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
    /// process-wide counter (`nil`). Set once, when the scene is made.
    let screenIDs: Locked<Screen.ID.Source?> = .make(nil)
    /// Whether ``screenIDs`` is set: the common case (no source) reads one atomic flag.
    let hasScreenIDs = Atomic<Bool>(false)
    /// Whether a screen of this scene ever had its own leave guard (until then, no lookup).
    let hadScreenGuards = Atomic<Bool>(false)
    /// Counts the leave guards set on screens the scene already showed (not those a view model
    /// sets while its screen is built): a UI's projection marks guarded screens again then.
    let guardsSetOnShownScreens = Atomic<UInt64>(0)
    /// The scene's concurrency policy (its index in `NavigationConcurrencyPolicy.allCases`):
    /// read with one load by every navigation, the common first in, first out being 0.
    let concurrencyPolicy = Atomic<UInt8>(0)

    let scene: NavigationScene
    /// When the scene last navigated or was activated (the registry's activity stamp).
    let lastActivity = Atomic<UInt64>(0)
    /// Set once by `NavigationRouter.close()`, before it takes the lock: the one answer to
    /// whether the scene is closed, read without the lock when a navigation is enqueued and
    /// under it by the transitions that refuse a closed scene (a commit among them).
    private let closedFlag = Atomic<Bool>(false)

    var isClosed: Bool { closedFlag.load(ordering: .acquiring) }

    /// Closes the scene: nothing is enqueued or committed from now on. Returns what the
    /// caller ends.
    func close() -> State.Closing {
        closedFlag.store(true, ordering: .releasing)
        return state.withLock { $0.close() }
    }
    private let state = Locked.make(State())

    /// The registry's leave guards (see ``State/guardedScreens``).
    let leaveGuards: LeaveGuards

    init(scene: NavigationScene, leaveGuards: LeaveGuards = LeaveGuards(options: .init())) {
        self.scene = scene
        self.leaveGuards = leaveGuards
    }

    /// Whether a registry leave guard matches a screen of the scene.
    var showsGuardedScreens: Bool {
        if leaveGuards.isEmpty { return false }
        return state.withLock { $0.showsGuardedScreens(guards: leaveGuards) }
    }

    var current: (state: SceneState, lastTransition: SceneTransition?) {
        state.withLock { ($0.scene, $0.lastTransition) }
    }

    /// Reads the runtime's state or runs one of its transitions (``State``) under its lock
    /// (no app code in `body`). A transition that refuses a closed scene is passed
    /// ``isClosed``, read in `body`, under the lock.
    func withState<Result>(_ body: (inout State) -> Result) -> Result {
        state.withLock { body(&$0) }
    }

    /// Runs `job` after every job enqueued before it.
    func enqueue(_ job: @escaping Job) {
        // An idle scene runs the job at once, then whatever was enqueued meanwhile.
        guard state.withLock({ $0.claimOrQueue(job) }) else { return }
        SceneThread.enter()
        job()
        drain()
    }

    /// Runs `job` after every job enqueued before it, unless the scene is closed by the time
    /// it would start: then `refused` gets ``NavigationError/Code/sceneClosed`` naming `path`.
    /// With ``commit(path:delivering:ending:_:)``, the one place a closed scene refuses: a
    /// request admitted here before `close()` is refused by its commit.
    func enqueue(path: String, refused: @escaping @Sendable (NavigationError) -> Void, _ job: @escaping Job) {
        enqueue { [self] in
            do throws(NavigationError) {
                try admit(path: path)
            } catch {
                return refused(error)
            }
            job()
        }
    }

    /// Refuses a request that starts in a closed scene (in a job: a navigation that was
    /// queued, or that a job starts, runs it first).
    @inline(__always)
    func admit(path: @autoclosure () -> String) throws(NavigationError) {
        if closedFlag.load(ordering: .acquiring) { throw NavigationError.sceneClosed(scene, path: path()) }
    }

    /// Starts a new navigation: `true` when the scene was idle (claimed), so the caller runs it
    /// at once and then calls ``finishedRunning()``; otherwise the caller hands it to
    /// ``queueNavigation(_:)``. A navigation that runs at once is run by its caller, not
    /// through a closure: it allocates nothing for it and its request is not copied.
    @inline(__always)
    func startNavigation() -> Bool {
        guard !closedFlag.load(ordering: .acquiring), state.withLock({ $0.claim() }) else { return false }
        SceneThread.enter()
        return true
    }

    /// Queues a navigation that ``startNavigation()`` could not run at once (or runs it, if the
    /// scene became idle meanwhile). Throws, and queues nothing, when the scene is closed or
    /// its queue is full.
    func queueNavigation(_ job: @escaping Job) throws(Refusal) {
        enum Decision { case queued, claimed, closed, full }
        let decision = state.withLock { state -> Decision in
            // `close()` raises the flag before it takes the lock.
            if closedFlag.load(ordering: .acquiring) { return .closed }
            if state.queuedJobs >= Self.maximumQueuedNavigations { return .full }
            return state.queueAndClaim(job) ? .claimed : .queued
        }
        switch decision {
        case .queued: break
        case .claimed:
            // The running thread found the queue empty and stopped just before.
            SceneThread.enter()
            drain()
        case .closed: throw .closed
        case .full: throw .full
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
        state.withLock { $0.holdJobs() }
    }

    /// Runs the rest of a held job, then the jobs that queued meanwhile. The rest goes first
    /// in the queue: when the held job's thread has not yet returned, that thread runs it (two
    /// threads never run the scene's jobs at once); when it has, this thread does.
    func resume(with job: @escaping Job) {
        if state.withLock({ $0.resumeHeld(with: job) }) {
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
            switch state.withLock({ $0.nextJob(ranEnough: ran >= Self.maximumJobsPerDrain) }) {
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
    /// policy, from any thread) commits nothing.
    func commit(
        path: @autoclosure () -> String,
        delivering delivery: ResultDelivery? = nil,
        ending waiting: NavigationFlight? = nil,
        _ change: (inout SceneState) throws(NavigationError) -> SceneTransition
    ) throws(NavigationError) -> SceneChange {
        let (sceneChange, observers, observable, links, flows, previous) = try state.withLock { state throws(NavigationError) in
            if closedFlag.load(ordering: .acquiring) {
                throw NavigationError.sceneClosed(scene, path: path())
            }
            return try state.commit(of: scene, path: path, delivering: delivery, ending: waiting, leaveGuards: leaveGuards, change)
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

    /// Removes one screen, if the scene still shows it (in a job).
    func removeScreen(_ id: Screen.ID) {
        guard current.state.allScreens.contains(where: { $0.id == id }) else { return }
        _ = try? commit(path: id.description) { state in state.removeScreens { $0.id == id } }
    }

    // MARK: - Observers

    func addObserver(_ observer: @escaping Observer) -> UInt64 {
        addObserverReadingState(observer).id
    }

    /// Adds `observer` and reads the scene's state in one step: a change committed before it
    /// is in the state and not announced to the observer (``commit(path:delivering:ending:_:)`` reads the observers under
    /// the same lock as it changes the state); every later change is announced.
    func addObserverReadingState(_ observer: @escaping Observer) -> (id: UInt64, state: SceneState) {
        state.withLock { $0.addObserver(observer) }
    }

    @discardableResult
    func removeObserver(_ id: UInt64) -> Bool {
        state.withLock { $0.removeObserver(id) }
    }

    var observable: ObservableScene {
        state.withLock { state in
            state.observable {
                ObservableScene(scene: scene) { [weak self] in self?.current ?? (SceneState(), nil) }
            }
        }
    }
}
