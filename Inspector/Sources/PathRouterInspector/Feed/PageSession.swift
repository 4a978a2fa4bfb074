import PathRouter
import PathRouterLocking

/// What one connected page follows: every open scene of the registry (its records), and the
/// registry's events and failures. Everything it registers on the registry and its routers is
/// registered when the page connects and cancelled when it leaves, so an app whose inspector
/// has no page pays nothing per navigation.
///
/// Scenes opened and closed later are found by looking at `registry.routers` every
/// ``scanInterval`` (the registry has no notice for a new scene; a look costs one lock).
final class PageSession: Sendable {
    static let scanInterval = Duration.milliseconds(200)

    private struct Followed {
        var scenes: [String: (router: NavigationRouter, observation: SceneObservation)] = [:]
        var registrations: [any NavigationRegistration] = []
        var scanner: Task<Void, Never>?
        var stopped = false
        /// The page's number in the event history, once it joined.
        var historyPage: UInt64?
    }

    let registry: NavigationRegistry
    let outbox: PageOutbox
    /// The inspector's event history: events come from it (kept ones first) instead of
    /// observers of the page's own.
    let history: EventHistory?
    private let followed = Locked.make(Followed())

    init(registry: NavigationRegistry, outbox: PageOutbox, history: EventHistory? = nil) {
        self.registry = registry
        self.outbox = outbox
        self.history = history
    }

    /// The ids of the scenes followed now.
    var sceneIDs: [String] { followed.withLock { $0.scenes.keys.sorted() } }

    /// Registers the observers and follows every open scene; then looks for new and closed
    /// scenes until ``stop()``.
    func start() {
        let outbox = outbox
        if history == nil {
            let events = registry.addEventObserver { outbox.log(.event($0)) }
            let failures = registry.addFailureObserver { outbox.log(.failure($0)) }
            followed.withLock { $0.registrations = [events, failures] }
        }
        scan(note: "the page connected")
        // After the scenes' snapshots: the events kept, then the new ones.
        if let history {
            let page = history.join(outbox)
            followed.withLock { $0.historyPage = page }
        }
        let scanner = Task { [weak self] in
            while !Task.isCancelled {
                try? await Task.sleep(for: Self.scanInterval)
                self?.scan(note: "the scene opened")
            }
        }
        followed.withLock { $0.scanner = scanner }
    }

    /// Follows the scenes that opened and lets go of those that closed since the last look.
    func scan(note: String) {
        let open = registry.routers
        let openIDs = Set(open.map(\.scene.id))
        let closed: [(String, SceneObservation)] = followed.withLock { followed in
            guard !followed.stopped else { return [] }
            let gone = followed.scenes.filter { id, entry in !openIDs.contains(id) || !open.contains { $0 === entry.router } }
            for id in gone.keys { followed.scenes[id] = nil }
            return gone.map { ($0.key, $0.value.observation) }
        }
        for (id, observation) in closed {
            observation.cancel()
            outbox.unfollow(scene: id)
        }
        for router in open {
            let id = router.scene.id
            let isNew = followed.withLock { !$0.stopped && $0.scenes[id] == nil }
            guard isNew else { continue }
            let outbox = outbox
            var observation: SceneObservation?
            outbox.follow(scene: id, note: note, marks: SceneMarks(router)) {
                let token = router.addObserver { [weak router] change in
                    let added = change.transition.added
                    let guarded = added.isEmpty ? [] : added.filter { router?.isGuarded($0.id) == true }.map(\.id.rawValue)
                    outbox.record(change, guarded: guarded)
                }
                observation = token
                return token.initialState
            }
            guard let observation else { continue }
            let kept = followed.withLock { followed in
                guard !followed.stopped else { return false }
                followed.scenes[id] = (router, observation)
                return true
            }
            if !kept { observation.cancel() }
        }
    }

    /// Cancels everything the page registered.
    func stop() {
        let (scenes, registrations, scanner, historyPage) = followed.withLock { followed in
            followed.stopped = true
            defer {
                followed.scenes = [:]
                followed.registrations = []
                followed.historyPage = nil
            }
            return (followed.scenes.values.map(\.observation), followed.registrations, followed.scanner, followed.historyPage)
        }
        if let historyPage { history?.leave(historyPage) }
        scanner?.cancel()
        for observation in scenes { observation.cancel() }
        for registration in registrations { registration.cancel() }
        outbox.finish()
    }
}
