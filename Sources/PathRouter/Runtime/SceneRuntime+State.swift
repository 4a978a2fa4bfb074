import SceneHost

extension SceneRuntime {
    /// Everything a scene's runtime keeps under its lock, and the only transitions that change
    /// it. Every field is readable from the module and writable only here: a change of the
    /// runtime is one of the named transitions below, each a few loads and stores that returns
    /// what the caller does once the lock is left (end a request, deliver links, call
    /// observers). No app code runs in a transition.
    ///
    /// Whether the scene is closed is not kept here: ``SceneRuntime/isClosed`` (one atomic
    /// flag, raised before `close()` takes the lock) is read under the lock by the transitions
    /// that refuse a closed scene, so the flag is the one answer inside the lock and outside it.
    ///
    /// ```swift
    /// let links = runtime.withState { $0.declareReady(true) }   // a transition, under the lock
    /// for link in links { runtime.enqueue(link.deliver) }      // what it returned, after it
    /// ```
    struct State {
        private(set) var scene = SceneState()
        private(set) var lastTransition: SceneTransition?
        /// The interception flows handed to screens of this scene, by screen.
        private(set) var flows: [Screen.ID: NavigationInterceptionFlow] = [:]
        /// Leave guards a view model set on its own screen (``NavigationRouter/guardLeaving(screen:decide:)``).
        private(set) var screenGuards: [Screen.ID: LeaveGuard] = [:]
        /// Jobs waiting for the running one, from `head` on.
        private var jobs: [Job] = []
        private var head = 0
        private(set) var observers: [(id: UInt64, observer: Observer)] = []
        private var nextObserverID: UInt64 = 0
        private(set) var observable: ObservableScene?
        /// Everything that waits, the navigation waiting for a login among it (see ``SuspendedRequests``).
        private(set) var suspended = SuspendedRequests()
        /// Screens' results (see ``SceneResults``).
        private(set) var results = SceneResults()
        /// The router's login screen (see ``LoginScreen``).
        private(set) var loginScreen = LoginScreen()
        /// The scene's tabs as the app declared them (`NavigationRouter.setTabs`), in order.
        private(set) var tabDefinitions: [TabDefinition] = []
        /// External links waiting for the scene to be ready (see ``LinkInbox``).
        private(set) var links = LinkInbox()
        /// Ends each open `changes` stream, by observer id.
        private var streamEnders: [UInt64: @Sendable () -> Void] = [:]
        /// The screens a registry leave guard matches.
        private(set) var guardedScreens = GuardedScreens()

        // MARK: - The queue of jobs, and the thread that runs them

        var queuedJobs: Int { jobs.count - head }

        /// Whether a thread runs the scene's jobs: the thread that set it runs its own job and
        /// then every job queued meanwhile, and clears it only when the queue is empty. Jobs
        /// queue only while it is set.
        private(set) var running = false
        /// Whether a job waits for the main actor (``SceneRuntime/hold()``): no other job runs
        /// until its rest comes back.
        private var hold = Hold.none
        private enum Hold {
            case none
            /// The held job's thread has not returned yet.
            case held
            /// That thread left the scene claimed and returned: whoever brings the rest back
            /// runs the queue.
            case parked
        }

        /// Claims an idle scene for the calling thread; `false` when a thread runs it.
        mutating func claim() -> Bool {
            if running { return false }
            running = true
            return true
        }

        /// Claims an idle scene for the calling thread (`true`: it runs `job` now), or queues
        /// `job` behind the running one.
        mutating func claimOrQueue(_ job: @escaping Job) -> Bool {
            if running {
                jobs.append(job)
                return false
            }
            running = true
            return true
        }

        /// Queues `job`; `true` when the scene was idle and the calling thread now runs the queue.
        mutating func queueAndClaim(_ job: @escaping Job) -> Bool {
            jobs.append(job)
            return claim()
        }

        /// The running job waits for the main actor.
        mutating func holdJobs() {
            hold = .held
        }

        /// The rest of the held job comes back, first in the queue; `true` when the held job's
        /// thread already returned, so the caller runs the queue.
        mutating func resumeHeld(with job: @escaping Job) -> Bool {
            if head > 0 {
                head -= 1
                jobs[head] = job
            } else {
                jobs.insert(job, at: 0)
            }
            defer { hold = .none }
            return hold == .parked
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
            if hold == .held {
                hold = .parked
                return .stop
            }
            if queuedJobs == 0 {
                running = false
                return .stop
            }
            if ranEnough { return .handOff }
            return .run(takeNextJob())
        }

        /// Takes the next job (the queue is not empty), giving back the room of those that ran.
        private mutating func takeNextJob() -> Job {
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

        // MARK: - Commit and close

        /// What a commit hands to the caller, to do after the lock: the change to announce,
        /// the observers and observable to tell, the links the scene became ready for, the
        /// flows handed to screens that left, and the record this one replaced (released after
        /// the lock: it may hold the last references to removed screens' view models).
        typealias Committed = (
            change: SceneChange, observers: [(id: UInt64, observer: Observer)], observable: ObservableScene?,
            links: [LinkInbox.Waiting], flows: [(flow: NavigationInterceptionFlow, path: String)], previous: SceneTransition?
        )

        /// Applies `change` (it throws, and nothing changes, when it is refused), takes the
        /// waiting navigation `waiting` out of the suspended requests and delivers `delivery`,
        /// in one step. A navigation someone ended meanwhile commits nothing.
        @inline(__always)
        mutating func commit(
            of sceneID: NavigationScene, path: () -> String, delivering delivery: ResultDelivery?,
            ending waiting: NavigationFlight?, leaveGuards: LeaveGuards,
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
            if !screenGuards.isEmpty {
                for screen in transition.removed { screenGuards.removeValue(forKey: screen.id) }
            }
            guardedScreens.follow(transition, guards: leaveGuards)
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
                links.linksReady(after: scene), leftFlows, previous
            )
        }

        /// What `close()` ends after the lock.
        struct Closing {
            let links: [LinkInbox.Waiting]
            let streamEnders: [@Sendable () -> Void]
            let flows: [NavigationInterceptionFlow]
            let results: [(screen: Screen.ID, slot: SceneResults.Slot)]
        }

        /// Forgets observers, streams, flows, waiting links and results, for the caller to end.
        mutating func close() -> Closing {
            observers = []
            defer {
                streamEnders = [:]
                flows = [:]
            }
            return Closing(
                links: links.close(), streamEnders: Array(streamEnders.values), flows: Array(flows.values),
                results: results.close())
        }

        // MARK: - Observers

        mutating func addObserver(_ observer: @escaping Observer) -> (id: UInt64, state: SceneState) {
            nextObserverID += 1
            observers.append((nextObserverID, observer))
            return (nextObserverID, scene)
        }

        mutating func removeObserver(_ id: UInt64) -> Bool {
            let before = observers.count
            observers.removeAll { $0.id == id }
            return observers.count < before
        }

        /// Keeps how to end the stream of observer `id`; `false` when the scene is closed.
        mutating func addStreamEnder(_ id: UInt64, closed: Bool, _ end: @escaping @Sendable () -> Void) -> Bool {
            guard !closed else { return false }
            streamEnders[id] = end
            return true
        }

        mutating func removeStreamEnder(_ id: UInt64) {
            streamEnders.removeValue(forKey: id)
        }

        /// The scene's observable object, made by `make` the first time.
        mutating func observable(_ make: () -> ObservableScene) -> ObservableScene {
            if let observable { return observable }
            let made = make()
            observable = made
            return made
        }

        // MARK: - What screens hold

        /// Hands `flow` to the screen `screen` before its commit; returns the flow it held.
        mutating func hand(_ flow: NavigationInterceptionFlow, to screen: Screen.ID) -> NavigationInterceptionFlow? {
            flows.updateValue(flow, forKey: screen)
        }

        /// A refused commit gives `screen` back the flow it held, and forgets the guard a new
        /// screen's view model set.
        mutating func screenRefused(_ screen: Screen.ID, heldFlow: NavigationInterceptionFlow??, isNew: Bool) {
            if let heldFlow { flows[screen] = heldFlow }
            if isNew { screenGuards.removeValue(forKey: screen) }
        }

        /// Sets a screen's own leave guard; `false` when the scene is closed, or neither shows
        /// the screen nor is building it.
        mutating func setScreenGuard(_ guarding: LeaveGuard, for screen: Screen.ID, building: Bool, closed: Bool) -> Bool {
            guard !closed, building || scene.location(of: screen) != nil else { return false }
            screenGuards[screen] = guarding
            return true
        }

        /// Removes a screen's own leave guard; `false` when it had none.
        mutating func removeScreenGuard(for screen: Screen.ID) -> Bool {
            screenGuards.removeValue(forKey: screen) != nil
        }

        /// Whether a registry leave guard matches a screen of the scene (the set of such
        /// screens is made again when the guards changed).
        mutating func showsGuardedScreens(guards: LeaveGuards) -> Bool {
            guardedScreens.any(in: scene, guards: guards)
        }

        mutating func declareTabs(_ tabs: [TabDefinition]) {
            tabDefinitions = tabs
        }

        /// A slot for the result of the screen `id`; `nil` when the scene is closed.
        mutating func claimResult(_ id: Screen.ID, closed: Bool) -> SceneResults.Slot? {
            closed ? nil : results.claim(id, isShown: scene.location(of: id) != nil)
        }

        // MARK: - Links

        mutating func declareReady(_ ready: Bool?) -> [LinkInbox.Waiting] {
            links.declare(ready: ready, scene: scene)
        }

        /// Takes a link in; `nil` when the scene is closed.
        mutating func receive(_ link: LinkInbox.Waiting, closed: Bool) -> LinkInbox.Admission? {
            closed ? nil : links.receive(link, scene: scene)
        }

        // MARK: - Waits

        /// A navigation on its way (until it lands or ends); `false` when the scene is closed
        /// (`close()` has ended what waited, and would never end it).
        mutating func suspend(_ flight: NavigationFlight, closed: Bool) -> Bool {
            guard !closed else { return false }
            suspended.add(flight)
            return true
        }

        /// Takes `flight` out of the waits (it landed or ended); `false` when it was not there.
        @discardableResult
        mutating func forget(_ flight: NavigationFlight) -> Bool {
            suspended.remove(flight)
        }

        /// A request that waits (for leave guards, a restore's interceptor); returns its id for
        /// ``finishWait(_:)``, or `nil` when the scene is closed.
        mutating func beginWait(_ suspension: SuspendedRequests.Suspension, closed: Bool) -> UInt64? {
            closed ? nil : suspended.begin(suspension)
        }

        /// Takes the wait `id` out; `false` when something else ended it already.
        mutating func finishWait(_ id: UInt64) -> Bool {
            suspended.finish(id)
        }

        /// Takes out those `which` selects, in the order they began, for the caller to end.
        mutating func takeWaits(where which: (SuspendedRequests.Suspension) -> Bool) -> [SuspendedRequests.Suspension] {
            suspended.take(where: which)
        }

        /// Makes `flight` (one of the waits) the navigation that waits for a login, in place
        /// of another (which the caller ends); `.ended` when `flight` no longer waits.
        mutating func waitForLogin(_ flight: NavigationFlight) -> SuspendedRequests.LoginWait {
            suspended.waitForLogin(flight)
        }

        /// `flight` no longer waits for a login (its login ended); `false` when it was not the
        /// one that waited.
        mutating func loginEnded(for flight: NavigationFlight) -> Bool {
            suspended.loginEnded(for: flight)
        }

        /// No navigation waits for a login any more; returns the one that did.
        mutating func endLoginWait() -> NavigationFlight? {
            suspended.endLoginWait()
        }

        // MARK: - The login screen

        /// Whether the login screen should be presented now; if so, it is on its way.
        mutating func beginPresentingLogin() -> Bool {
            loginScreen.beginPresenting(in: scene)
        }

        /// The login screen's navigation ended; `false` when its wait ended first.
        mutating func loginPresented(_ shown: Screen.ID?) -> Bool {
            loginScreen.presented(shown)
        }

        /// The login screen that is shown, taken out (it is about to leave).
        mutating func takeLoginScreen() -> Screen.ID? {
            loginScreen.takeShownScreen()
        }
    }
}
