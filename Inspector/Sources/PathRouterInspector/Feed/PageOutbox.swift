import PathRouter
import PathRouterLocking

/// What waits to be sent to one page, bounded: the records, events, checks and answers the page
/// has not been sent yet, in order.
///
/// The router's threads add to it (an observer must not wait for the network) and the page's
/// writer takes batches from it. When it holds ``capacity`` items, it drops rather than grows —
/// whatever the item, so a page that sends and never reads cannot grow it: a scene's waiting
/// records give way to one snapshot of its latest state (the page is told how many records it
/// skipped); events and failures are counted by scene and each scene is told its own count;
/// checks are skipped (the next one compares) and answers are counted (the page is told).
final class PageOutbox: Sendable {
    /// One thing to send. Records keep the router's values; they become JSON in the writer.
    enum Item: Sendable {
        case record(scene: String, seq: UInt64, SceneTransition, guarded: [UInt64])
        /// A snapshot of the scene's latest state, made when the item is taken.
        case snapshotDue(scene: String)
        case check(scene: String, seq: UInt64, SceneState, SceneMarks)
        case event(NavigationEvent)
        case failure(NavigationFailure)
        case message(InspectorMessage)
    }

    /// What the outbox knows of a followed scene.
    struct SceneFeed {
        /// The number of the last record (0: the snapshot the page starts from).
        var seq: UInt64 = 0
        /// The state after that record.
        var state: SceneState
        /// Records dropped since the last snapshot; a `snapshotDue` item is queued while > 0.
        var dropped = 0
    }

    struct State {
        var items: [Item] = []
        var scenes: [String: SceneFeed] = [:]
        /// Events and failures left out, by scene ("" for the registry's own failures).
        var droppedEvents: [String: Int] = [:]
        /// Answers and errors left out.
        var droppedAnswers = 0
    }

    /// The most items that wait; past it, the outbox drops (see the type's comment).
    let capacity: Int
    /// The most messages a batch (one WebSocket frame) holds.
    let batchSize = 2_000
    private let state = Locked.make(State())
    private let doorbell: AsyncStream<Void>.Continuation
    /// Rings (once for any number of items) when items wait.
    let rings: AsyncStream<Void>

    init(capacity: Int) {
        self.capacity = capacity
        (rings, doorbell) = AsyncStream<Void>.makeStream(bufferingPolicy: .bufferingNewest(1))
    }

    /// Starts following `scene`: `observe` adds the scene's observer and returns the state its
    /// first change starts from, which the page gets as a snapshot. Changes heard meanwhile
    /// wait for the lock, so they are queued after the snapshot.
    /// `marks` are what the page marks on the scene now (waiting navigations, guarded screens).
    /// A snapshot is always queued: it starts (or starts again) the scene's feed.
    func follow(scene: String, note: String, marks: SceneMarks, observe: () -> SceneState) {
        state.withLock { state in
            let initial = observe()
            state.scenes[scene] = SceneFeed(state: initial)
            var snapshot = InspectorMessage.snapshot(scene, seq: 0, state: WireState(initial), note: note)
            marks.write(to: &snapshot)
            state.items.append(.message(snapshot))
        }
        doorbell.yield()
    }

    /// Stops following `scene` and tells the page it closed.
    func unfollow(scene: String) {
        state.withLock { state in
            state.scenes[scene] = nil
            state.items.append(.message(InspectorMessage(type: .sceneClosed, scene: scene)))
        }
        doorbell.yield()
    }

    /// A change of a followed scene (called by its observer, in order); `guarded` are the ids of
    /// the screens it added that a leave guard watches.
    func record(_ change: SceneChange, guarded: [UInt64] = []) {
        let scene = change.scene.id
        state.withLock { state in
            guard var feed = state.scenes[scene] else { return }
            feed.seq += 1
            feed.state = change.state
            if feed.dropped > 0 {
                feed.dropped += 1
            } else if state.items.count >= capacity {
                // The scene's waiting records give way to one snapshot.
                let before = state.items.count
                state.items.removeAll { item in
                    if case .record(let other, _, _, _) = item { return other == scene }
                    return false
                }
                feed.dropped = before - state.items.count + 1
                state.items.append(.snapshotDue(scene: scene))
            } else {
                state.items.append(.record(scene: scene, seq: feed.seq, change.transition, guarded: guarded))
            }
            state.scenes[scene] = feed
        }
        doorbell.yield()
    }

    /// An event or a failure for the log; counted (for its scene) and dropped when the outbox is
    /// full.
    func log(_ item: Item) {
        let queued = state.withLock { state in
            guard state.items.count < capacity else {
                let scene: String? =
                    switch item {
                    case .event(let event): event.scene.id
                    case .failure(let failure): failure.scene?.id
                    default: nil
                    }
                state.droppedEvents[scene ?? "", default: 0] += 1
                return false
            }
            state.items.append(item)
            return true
        }
        if queued { doorbell.yield() }
    }

    /// A `check` message for `scene`: the state after the last record queued, to compare with,
    /// and its marks now. Skipped (`false`) when the scene is not followed or the outbox is full
    /// (the next check compares).
    func check(scene: String, marks: SceneMarks) -> Bool {
        let queued = state.withLock { state in
            guard let feed = state.scenes[scene], state.items.count < capacity else { return false }
            state.items.append(.check(scene: scene, seq: feed.seq, feed.state, marks))
            return true
        }
        if queued { doorbell.yield() }
        return queued
    }

    /// How many items wait.
    var waiting: Int { state.withLock { $0.items.count } }

    /// A message as it is (answers, errors); counted and dropped when the outbox is full (a page
    /// that sends and never reads), the count sent when there is room again.
    func send(_ message: InspectorMessage) {
        let queued = state.withLock { state in
            guard state.items.count < capacity else {
                state.droppedAnswers += 1
                return false
            }
            state.items.append(.message(message))
            return true
        }
        if queued { doorbell.yield() }
    }

    /// The next batch of messages, oldest first (empty when nothing waits).
    func takeBatch() -> [InspectorMessage] {
        let (items, snapshots, droppedEvents, droppedAnswers) = state.withLock {
            state -> ([Item], [String: (UInt64, SceneState, Int)], [String: Int], Int) in
            let count = min(batchSize, state.items.count)
            let items = Array(state.items.prefix(count))
            state.items.removeFirst(count)
            // A due snapshot is the scene's state now, after every record it replaces.
            var snapshots: [String: (UInt64, SceneState, Int)] = [:]
            for case .snapshotDue(let scene) in items {
                guard var feed = state.scenes[scene] else { continue }
                snapshots[scene] = (feed.seq, feed.state, feed.dropped)
                feed.dropped = 0
                state.scenes[scene] = feed
            }
            defer {
                state.droppedEvents = [:]
                state.droppedAnswers = 0
            }
            return (items, snapshots, state.droppedEvents, state.droppedAnswers)
        }
        var messages: [InspectorMessage] = []
        messages.reserveCapacity(items.count + 2)
        for item in items {
            switch item {
            case .record(let scene, let seq, let transition, let guarded):
                var message = InspectorMessage(type: .record, scene: scene)
                message.seq = seq
                message.transition = WireTransition(transition)
                if !guarded.isEmpty { message.guarded = guarded }
                messages.append(message)
            case .snapshotDue(let scene):
                guard let (seq, sceneState, dropped) = snapshots[scene] else { continue }
                var notice = InspectorMessage(type: .dropped, scene: scene)
                notice.count = dropped
                notice.note = "\(dropped) records were left out (the page fell behind); a snapshot replaces them"
                messages.append(notice)
                messages.append(.snapshot(scene, seq: seq, state: WireState(sceneState), note: "resync after \(dropped) records left out"))
            case .check(let scene, let seq, let sceneState, let marks):
                var check = InspectorMessage.snapshot(scene, seq: seq, state: WireState(sceneState), note: "check", type: .check)
                marks.write(to: &check)
                messages.append(check)
            case .event(let event):
                var message = InspectorMessage(type: .event, scene: event.scene.id)
                message.event = WireEvent(event)
                messages.append(message)
            case .failure(let failure):
                var message = InspectorMessage(type: .failure, scene: failure.scene?.id)
                message.failure = WireFailure(failure)
                messages.append(message)
            case .message(let message):
                messages.append(message)
            }
        }
        // Each scene hears of its own losses only; the registry's own failures have no scene.
        for (scene, count) in droppedEvents.sorted(by: { $0.key < $1.key }) {
            var notice = InspectorMessage(type: .dropped, scene: scene.isEmpty ? nil : scene)
            notice.count = count
            notice.note = "\(count) events and failures were left out (the page fell behind)"
            messages.append(notice)
        }
        if droppedAnswers > 0 {
            var notice = InspectorMessage(type: .dropped)
            notice.count = droppedAnswers
            notice.note = "\(droppedAnswers) answers were left out (the page sent more than it read)"
            messages.append(notice)
        }
        return messages
    }

    /// Ends the doorbell: the writer stops.
    func finish() { doorbell.finish() }
}
