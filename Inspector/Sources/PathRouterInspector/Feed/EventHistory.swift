import PathRouter
import PathRouterLocking

/// The registry's recent events and failures, kept for the pages that connect later: the last
/// ``perScene`` of each scene (the registry's own failures count as one scene), of the
/// ``maximumScenes`` scenes heard from last. A page that connects is sent them first, in the
/// order they happened, then every new one: history and live follow one another without a gap
/// or a repeat, because both come from here.
///
/// It is the inspector's one registration on the registry while no page is connected (two
/// observers); ``InspectorConfiguration/eventHistory`` `0` leaves it out, and pages then see
/// only what happens after they connect.
final class EventHistory: Sendable {
    /// How many scenes' events are kept at most (the scenes heard from least recently go first).
    static let maximumScenes = 64

    private struct State {
        /// Each scene's events, oldest first, with a number that orders them across scenes.
        var scenes: [String: [(number: UInt64, item: PageOutbox.Item)]] = [:]
        /// When each scene was last heard from.
        var heard: [String: UInt64] = [:]
        var next: UInt64 = 0
        var pages: [UInt64: PageOutbox] = [:]
        var nextPage: UInt64 = 0
        var registrations: [any NavigationRegistration] = []
    }

    let perScene: Int
    private let state = Locked.make(State())

    init(perScene: Int) {
        self.perScene = perScene
    }

    /// Starts keeping the registry's events and failures.
    func start(_ registry: NavigationRegistry) {
        let events = registry.addEventObserver { [weak self] in self?.heard(.event($0), scene: $0.scene.id) }
        let failures = registry.addFailureObserver { [weak self] in self?.heard(.failure($0), scene: $0.scene?.id ?? "") }
        state.withLock { $0.registrations = [events, failures] }
    }

    /// Stops keeping them.
    func stop() {
        let registrations = state.withLock { state in
            defer { state.registrations = [] }
            return state.registrations
        }
        for registration in registrations { registration.cancel() }
    }

    /// Sends `outbox` the events kept, in order, then every new one until ``leave(_:)``.
    /// - Returns: the page's number, for ``leave(_:)``.
    func join(_ outbox: PageOutbox) -> UInt64 {
        state.withLock { state in
            let kept = state.scenes.values.flatMap { $0 }.sorted { $0.number < $1.number }
            for entry in kept { outbox.log(entry.item) }
            state.nextPage += 1
            state.pages[state.nextPage] = outbox
            return state.nextPage
        }
    }

    /// Stops sending the page `number` new events.
    func leave(_ number: UInt64) {
        _ = state.withLock { $0.pages.removeValue(forKey: number) }
    }

    /// The events kept for `scene`, oldest first (for tests).
    func kept(scene: String) -> Int {
        state.withLock { $0.scenes[scene]?.count ?? 0 }
    }

    private func heard(_ item: PageOutbox.Item, scene: String) {
        let pages = state.withLock { state -> [PageOutbox] in
            state.next += 1
            var events = state.scenes[scene] ?? []
            events.append((state.next, item))
            if events.count > perScene { events.removeFirst(events.count - perScene) }
            state.scenes[scene] = events
            state.heard[scene] = state.next
            if state.scenes.count > Self.maximumScenes, let oldest = state.heard.min(by: { $0.value < $1.value })?.key {
                state.scenes[oldest] = nil
                state.heard[oldest] = nil
            }
            return Array(state.pages.values)
        }
        for page in pages { page.log(item) }
    }
}
