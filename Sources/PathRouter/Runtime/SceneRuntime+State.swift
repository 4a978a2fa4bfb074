import SceneHost

extension SceneRuntime {
    /// Everything a scene's runtime keeps under its lock, as one value that only the runtime
    /// reaches: its lock (`withState`) is private to ``SceneRuntime``, whose verbs each run one
    /// step here and return what the caller does once the lock is left (end a request, deliver
    /// links, call observers). No app code runs in a step.
    ///
    /// The parts are machines of their own (``SuspendedRequests``, ``LinkInbox``,
    /// ``SceneResults``, ``LoginScreen``, ``GuardedScreens``), which the runtime's verbs step
    /// directly. The transitions here are those that span parts, or that a closed scene
    /// refuses: whether the scene is closed is this state's own fact (``closed``), read under
    /// the same lock as every change it constrains.
    ///
    /// ```swift
    /// let links = withState { $0.links.declare(ready: ready, scene: $0.scene) }   // one step
    /// for link in links { enqueue(link.deliver) }                              // after it
    /// ```
    struct State {
        var scene = SceneState()
        private(set) var lastTransition: SceneTransition?
        /// Whether `close()` closed the scene: nothing is queued, committed or waits from then on.
        private(set) var closed = false
        /// The interception flows handed to screens of this scene, by screen.
        var flows: [Screen.ID: NavigationInterceptionFlow] = [:]
        /// Leave guards a view model set on its own screen (``NavigationRouter/guardLeaving(screen:decide:)``).
        var screenGuards: [Screen.ID: LeaveGuard] = [:]
        /// The jobs and the thread that runs them.
        private var queue = JobQueue.idle
        private(set) var observers: [(id: UInt64, observer: Observer)] = []
        private var nextObserverID: UInt64 = 0
        private(set) var observable: (any SceneObservableObject)?
        /// Everything that waits, the navigation waiting for a login among it (see ``SuspendedRequests``).
        var suspended = SuspendedRequests()
        /// Screens' results (see ``SceneResults``).
        var results = SceneResults()
        /// The router's login screen (see ``LoginScreen``).
        var loginScreen = LoginScreen()
        /// The scene's tabs as the app declared them (`NavigationRouter.setTabs`), in order.
        var tabDefinitions: [TabDefinition] = []
        /// External links waiting for the scene to be ready (see ``LinkInbox``).
        var links = LinkInbox()
        /// Ends each open `changes` stream, by observer id.
        private var streamEnders: [UInt64: @Sendable () -> Void] = [:]
        /// The screens a registry leave guard matches.
        var guardedScreens = GuardedScreens()

        // MARK: - The queue of jobs, and the thread that runs them

        /// Who runs the scene's jobs; each case holds only what is valid in it.
        private enum JobQueue {
            /// No thread runs the scene's jobs, and none waits.
            case idle
            /// A thread runs a job, then every job queued meanwhile, in order.
            case running(Waiting)
            /// The running job waits for the main actor (``SceneRuntime/hold()``): no other
            /// job runs until its rest comes back; its thread has not returned yet.
            case held(Waiting)
            /// The held job's thread returned and left the scene claimed: whoever brings the
            /// rest back runs the queue.
            case parked(Waiting)
        }

        /// Jobs waiting for the running one, from `head` on (the room of those that ran is
        /// given back in batches).
        private struct Waiting {
            var jobs: [Job] = []
            var head = 0

            var count: Int { jobs.count - head }

            mutating func putFirst(_ job: @escaping Job) {
                if head > 0 {
                    head -= 1
                    jobs[head] = job
                } else {
                    jobs.insert(job, at: 0)
                }
            }

            /// Takes the next job (there is one).
            mutating func takeNext() -> Job {
                let job = jobs[head]
                head += 1
                if head == jobs.count {
                    jobs.removeAll(keepingCapacity: jobs.capacity <= 16)
                    head = 0
                } else if head >= 64 && head * 2 >= jobs.count {
                    jobs.removeFirst(head)
                    head = 0
                }
                return job
            }
        }

        /// Jobs waiting behind the running one.
        var queuedJobs: Int {
            switch queue {
            case .idle: 0
            case .running(let waiting), .held(let waiting), .parked(let waiting): waiting.count
            }
        }

        /// Claims an idle scene for the calling thread; `false` when a thread runs it.
        mutating func claim() -> Bool {
            guard case .idle = queue else { return false }
            queue = .running(Waiting())
            return true
        }

        /// Claims an idle scene for the calling thread (`true`: it runs `job` now), or queues
        /// `job` behind the running one.
        mutating func claimOrQueue(_ job: @escaping Job) -> Bool {
            if claim() { return true }
            append(job)
            return false
        }

        /// Why a navigation was not queued, or how it was.
        enum Queued {
            case queued
            /// The scene was idle: the calling thread now runs the queue.
            case claimed
            case refused(SceneRuntime.Refusal)
        }

        /// Queues a navigation behind the running job, or claims an idle scene for it; refused
        /// in a closed scene and past `limit` waiting jobs.
        mutating func queueNavigation(_ job: @escaping Job, limit: Int) -> Queued {
            if closed { return .refused(.closed) }
            if queuedJobs >= limit { return .refused(.full) }
            if claim() {
                queue = .running(Waiting(jobs: [job]))
                return .claimed
            }
            append(job)
            return .queued
        }

        private mutating func append(_ job: @escaping Job) {
            switch queue {
            case .idle:
                queue = .running(Waiting(jobs: [job]))
            case .running(var waiting):
                queue = .idle  // the array is not shared while it grows
                waiting.jobs.append(job)
                queue = .running(waiting)
            case .held(var waiting):
                queue = .idle
                waiting.jobs.append(job)
                queue = .held(waiting)
            case .parked(var waiting):
                queue = .idle
                waiting.jobs.append(job)
                queue = .parked(waiting)
            }
        }

        /// The running job waits for the main actor.
        mutating func holdJobs() {
            guard case .running(let waiting) = queue else { return }
            queue = .held(waiting)
        }

        /// The rest of the held job comes back, first in the queue; `true` when the held job's
        /// thread already returned, so the caller runs the queue.
        mutating func resumeHeld(with job: @escaping Job) -> Bool {
            switch queue {
            case .held(var waiting):
                queue = .idle
                waiting.putFirst(job)
                queue = .running(waiting)
                return false
            case .parked(var waiting):
                queue = .idle
                waiting.putFirst(job)
                queue = .running(waiting)
                return true
            case .running(var waiting):
                queue = .idle
                waiting.putFirst(job)
                queue = .running(waiting)
                return false
            case .idle:
                queue = .running(Waiting(jobs: [job]))
                return true
            }
        }

        /// What the running thread does next (`SceneRuntime.drain()`).
        enum NextJob {
            case run(Job)
            /// Hand the queue to a task (the scene stays claimed).
            case handOff
            /// Stop: the queue is empty (the scene is idle now) or a held job parked it.
            case stop
        }

        /// The running thread's next step: a held job parks the scene; an empty queue makes it
        /// idle; after `ranEnough` jobs the rest goes to a task.
        mutating func nextJob(ranEnough: Bool) -> NextJob {
            switch queue {
            case .held(let waiting):
                queue = .parked(waiting)
                return .stop
            case .running(var waiting):
                if waiting.count == 0 {
                    queue = .idle
                    return .stop
                }
                if ranEnough { return .handOff }
                queue = .idle
                let job = waiting.takeNext()
                queue = .running(waiting)
                return .run(job)
            case .idle, .parked:
                return .stop
            }
        }

        // MARK: - Commit and close

        /// What a commit hands to the caller, to do after the lock: the change to announce,
        /// the observers and observable to tell, the links the scene became ready for, the
        /// flows handed to screens that left, and the record this one replaced (released after
        /// the lock: it may hold the last references to removed screens' view models).
        typealias Committed = (
            change: SceneChange, observers: [(id: UInt64, observer: Observer)], observable: (any SceneObservableObject)?,
            links: [LinkInbox.Waiting], flows: [(flow: NavigationInterceptionFlow, path: String)], previous: SceneTransition?
        )

        /// Applies `change` (it throws, and nothing changes, when it is refused), takes the
        /// waiting navigation `waiting` out of the suspended requests and delivers `delivery`,
        /// in one step. A navigation someone ended meanwhile commits nothing.
        @inline(__always)
        mutating func commit(
            of sceneID: NavigationScene, path: () -> String, delivering delivery: ResultDelivery?,
            ending waiting: NavigationFlight?, declaringTabs tabs: [TabDefinition]?, leaveGuards: LeaveGuards,
            _ change: (inout SceneState) throws(NavigationError) -> SceneTransition
        ) throws(NavigationError) -> Committed {
            if let waiting, !suspended.contains(waiting) {
                throw NavigationError(
                    code: .pendingNavigationCancelled, path: path(),
                    reason: "the navigation was ended while it landed (its handle says why); it lands nothing")
            }
            // Scene operations check before they change anything, so the state is changed in
            // place (no copy of its stacks) and stays as it was when one throws.
            let transition = try change(&scene)
            if let waiting { suspended.remove(waiting) }
            if let delivery { results.deliver(delivery.value, to: delivery.screen) }
            let previous = lastTransition
            lastTransition = transition
            if let tabs { tabDefinitions = tabs }
            if !screenGuards.isEmpty {
                for screen in transition.removed { screenGuards.removeValue(forKey: screen.id) }
            }
            if guardedScreens.isComputed { guardedScreens.follow(transition, guards: leaveGuards) }
            if !results.isEmpty { results.screensLeft(transition.removed) }
            var leftFlows: [(flow: NavigationInterceptionFlow, path: String)] = []
            if !flows.isEmpty {
                for screen in transition.removed {
                    if let flow = flows.removeValue(forKey: screen.id) { leftFlows.append((flow, screen.path)) }
                }
            }
            // A scene that gets its first root becomes ready for the links that waited.
            return (
                SceneChange(scene: sceneID, state: scene, transition: transition), observers, observable,
                links.isEmpty ? [] : links.linksReady(after: scene), leftFlows, previous
            )
        }

        /// What `close()` ends after the lock.
        struct Closing {
            /// The navigation that waited for a login.
            let loginFlight: NavigationFlight?
            /// Everything that waited, the login's navigation included, in the order they began.
            let waits: [SuspendedRequests.Suspension]
            let links: [LinkInbox.Waiting]
            let streamEnders: [@Sendable () -> Void]
            let flows: [NavigationInterceptionFlow]
            let results: [(screen: Screen.ID, slot: SceneResults.Slot)]
        }

        /// Closes the scene: takes out whatever waits, and forgets observers, streams, flows,
        /// waiting links and results, for the caller to end.
        mutating func close() -> Closing {
            closed = true
            observers = []
            defer {
                streamEnders = [:]
                flows = [:]
            }
            let loginFlight = suspended.endLoginWait()
            return Closing(
                loginFlight: loginFlight, waits: suspended.take(where: { _ in true }),
                links: links.close(), streamEnders: Array(streamEnders.values), flows: Array(flows.values),
                results: results.close())
        }

        // MARK: - Observers

        /// Adds `observer` and reads the state.
        mutating func addObserver(_ observer: @escaping Observer) -> (id: UInt64, state: SceneState) {
            nextObserverID += 1
            observers.append((nextObserverID, observer))
            return (nextObserverID, scene)
        }

        /// Adds a stream's observer and `end`, how `close()` ends the stream; `nil` when the
        /// scene is closed, which keeps neither.
        mutating func addStream(_ observer: @escaping Observer, ending end: @escaping @Sendable () -> Void) -> UInt64? {
            guard !closed else { return nil }
            let id = addObserver(observer).id
            streamEnders[id] = end
            return id
        }

        /// Removes observer `id`, and how to end its stream; `false` when it was not there.
        mutating func removeObserver(_ id: UInt64) -> Bool {
            streamEnders.removeValue(forKey: id)
            let before = observers.count
            observers.removeAll { $0.id == id }
            return observers.count < before
        }

        /// The scene's observable object, made by `make` the first time.
        mutating func observable<Object: SceneObservableObject>(_ make: () -> Object) -> Object {
            if let observable { return observable as! Object }
            let made = make()
            observable = made
            return made
        }

        // MARK: - What screens hold

        /// A refused commit gives `screen` back the flow it held, and forgets the guard a new
        /// screen's view model set.
        mutating func screenRefused(_ screen: Screen.ID, heldFlow: NavigationInterceptionFlow??, isNew: Bool) {
            if let heldFlow { flows[screen] = heldFlow }
            if isNew { screenGuards.removeValue(forKey: screen) }
        }

        /// Sets a screen's own leave guard; `false` when the scene is closed, or neither shows
        /// the screen nor is building it.
        mutating func setScreenGuard(_ guarding: LeaveGuard, for screen: Screen.ID, building: Bool) -> Bool {
            guard !closed, building || scene.location(of: screen) != nil else { return false }
            screenGuards[screen] = guarding
            return true
        }

        /// A slot for the result of the screen `id`; `nil` when the scene is closed.
        mutating func claimResult(_ id: Screen.ID) -> SceneResults.Slot? {
            closed ? nil : results.claim(id, isShown: scene.location(of: id) != nil)
        }

        /// Takes a link in; `nil` when the scene is closed.
        mutating func receive(_ link: LinkInbox.Waiting) -> LinkInbox.Receipt? {
            closed ? nil : links.receive(link, scene: scene)
        }

        /// A navigation on its way (until it lands or ends); `false` when the scene is closed
        /// (`close()` has ended what waited, and would never end it).
        mutating func suspend(_ flight: NavigationFlight) -> Bool {
            guard !closed else { return false }
            suspended.add(flight)
            return true
        }

        /// A request that waits (for leave guards, a restore's interceptor); returns its id, or
        /// `nil` when the scene is closed.
        mutating func beginWait(_ suspension: SuspendedRequests.Suspension) -> UInt64? {
            closed ? nil : suspended.begin(suspension)
        }
    }
}
