import PathRouter
import PathRouterLocking

/// What waits to be sent to one page, bounded: the records, events and answers the page has not
/// been sent yet, in order.
///
/// The router's threads add to it (an observer must not wait for the network) and the page's
/// writer takes batches from it. When it holds ``capacity`` items, it drops rather than grows:
/// a scene's waiting records give way to one snapshot of its latest state (the page is told how
/// many records it skipped), and events and failures are counted and the count is sent.
final class PageOutbox: Sendable {
    /// One thing to send. Records keep the router's values; they become JSON in the writer.
    enum Item: Sendable {
        case record(scene: String, seq: UInt64, SceneTransition)
        /// A snapshot of the scene's latest state, made when the item is taken.
        case snapshotDue(scene: String)
        case check(scene: String, seq: UInt64, SceneState, waiting: [String])
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
        var droppedEvents = 0
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
    /// `waiting` names the navigations that wait for a login now (the page marks them).
    func follow(scene: String, note: String, waiting: [String], observe: () -> SceneState) {
        state.withLock { state in
            let initial = observe()
            state.scenes[scene] = SceneFeed(state: initial)
            var snapshot = InspectorMessage.snapshot(scene, seq: 0, state: WireState(initial), note: note)
            snapshot.waiting = waiting
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

    /// A change of a followed scene (called by its observer, in order).
    func record(_ change: SceneChange) {
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
                    if case .record(let other, _, _) = item { return other == scene }
                    return false
                }
                feed.dropped = before - state.items.count + 1
                state.items.append(.snapshotDue(scene: scene))
            } else {
                state.items.append(.record(scene: scene, seq: feed.seq, change.transition))
            }
            state.scenes[scene] = feed
        }
        doorbell.yield()
    }

    /// An event or a failure for the log; counted and dropped when the outbox is full.
    func log(_ item: Item) {
        let queued = state.withLock { state in
            guard state.items.count < capacity else {
                state.droppedEvents += 1
                return false
            }
            state.items.append(item)
            return true
        }
        if queued { doorbell.yield() }
    }

    /// A `check` message for `scene`: the state after the last record queued, to compare with,
    /// and the navigations that wait for a login now.
    func check(scene: String, waiting: [String]) -> Bool {
        let found = state.withLock { state in
            guard let feed = state.scenes[scene] else { return false }
            state.items.append(.check(scene: scene, seq: feed.seq, feed.state, waiting: waiting))
            return true
        }
        if found { doorbell.yield() }
        return found
    }

    /// How many items wait.
    var waiting: Int { state.withLock { $0.items.count } }

    /// A message as it is (answers, errors); never dropped: the page's own requests are bounded.
    func send(_ message: InspectorMessage) {
        state.withLock { $0.items.append(.message(message)) }
        doorbell.yield()
    }

    /// The next batch of messages, oldest first (empty when nothing waits).
    func takeBatch() -> [InspectorMessage] {
        let (items, snapshots, droppedEvents) = state.withLock { state -> ([Item], [String: (UInt64, SceneState, Int)], Int) in
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
            defer { state.droppedEvents = 0 }
            return (items, snapshots, state.droppedEvents)
        }
        var messages: [InspectorMessage] = []
        messages.reserveCapacity(items.count + 2)
        for item in items {
            switch item {
            case .record(let scene, let seq, let transition):
                var message = InspectorMessage(type: .record, scene: scene)
                message.seq = seq
                message.transition = WireTransition(transition)
                messages.append(message)
            case .snapshotDue(let scene):
                guard let (seq, sceneState, dropped) = snapshots[scene] else { continue }
                var notice = InspectorMessage(type: .dropped, scene: scene)
                notice.count = dropped
                notice.note = "\(dropped) records were left out (the page fell behind); a snapshot replaces them"
                messages.append(notice)
                messages.append(.snapshot(scene, seq: seq, state: WireState(sceneState), note: "resync after \(dropped) records left out"))
            case .check(let scene, let seq, let sceneState, let waiting):
                var check = InspectorMessage.snapshot(scene, seq: seq, state: WireState(sceneState), note: "check", type: .check)
                check.waiting = waiting
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
        if droppedEvents > 0 {
            var notice = InspectorMessage(type: .dropped)
            notice.count = droppedEvents
            notice.note = "\(droppedEvents) events and failures were left out (the page fell behind)"
            messages.append(notice)
        }
        return messages
    }

    /// Ends the doorbell: the writer stops.
    func finish() { doorbell.finish() }
}
