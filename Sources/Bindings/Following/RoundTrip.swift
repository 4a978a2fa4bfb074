import PathRouter
import PathRouterLocking

// The story of a gesture in the bindings, in call order: a SwiftUI Back tap (the path binding
// shortened), judged, sent to the router, followed back from the router's records, and the
// update the UI performs, read top to bottom. Its drawing is on `SceneModel.write(_:seenAt:)`,
// below. DESIGN.md ("Bindings and adapters") lists the words it uses, each with one meaning:
// gesture, write, judge, verdict, report, request, send, record, follow, step.
//
// What it calls elsewhere: the rules of a verdict (`judge(_:)`, Gestures/SceneProjection+Judging)
// and the write taken in (`writing(_:)`, Gestures/SceneProjection+Writing); the report or
// request sent (`RouterCall.send(to:)`, Gestures/RouterCall); a record followed
// (`following(_:rules:)`, Following/SceneProjection+Following); the steps planned
// (`steps(to:)`, Following/SceneProjection+Steps). The model's state and the observer that
// hears the records are in SceneModel.swift, the follower's in SceneFollower.swift.

// MARK: - 1. The gesture in

@available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
extension SceneModel {
    /// The user changed something on screen (a gesture: ``UIWrite``, what the UI wrote into the
    /// value it bound to), while the UI showed version `seen` (default: the current version).
    /// Sends the report or request it becomes; a report the router refuses puts the UI back on
    /// the router's scene. What the UI shows becomes what the user left, and the next updates
    /// put back what must come back (a screen a leave guard keeps, a write the router refused),
    /// one presentation change per update.
    ///
    /// The first stage of a gesture; its story, in call order (each stage is the next function
    /// of this file, but for the calls named with their file; a Back tap that needs no step
    /// skips the steps):
    ///
    /// ```
    ///   StackView: its path binding set ─ a Back tap: the UI popped the screen already and
    ///        │                             writes the shorter path (UIWrite.path)
    ///        ▼
    ///   write(_:seenAt:) ───────────────── the gesture in, with the version the user saw
    ///        │
    ///        ▼
    ///   send(_:seenAt:)
    ///        │
    ///        ▼
    ///   SceneFollower.write ────────────── the verdict (WriteBack): judge(_:) against what the
    ///        │                             user saw, then against SceneFollower.goal; a report
    ///        │                             is expected (expect(_:)); SceneFollower.shown becomes
    ///        │                             what the UI shows (writing(_:))
    ///        ▼
    ///   replan() ── steps(to:) ── startNext()   the steps that put back what must come back
    ///        │                                  (past a guarded screen: the screens popped)
    ///        ▼
    ///   scheduleStep(), publish() ──────── SceneModel.shown changes (ScreenChanges)
    ///        │
    ///        ▼
    ///   RouterCall.send ────────────────── out to the router: the report userDidPop(_:), or
    ///        │                             the request popBack(to:animation:) past a guarded
    ///        │                             screen; the router commits and records the change
    ///        ▼
    ///   routerChanged() ◀───────────────── the records (SceneTransition), heard on the
    ///        │                             router's threads, taken on the main actor
    ///        │ following(_:rules:), record by record (or the scene projected whole)
    ///        ▼
    ///   SceneFollower.routerChanged ────── SceneFollower.target moves; the report is no
    ///        │                             longer expected; replan()
    ///        ▼
    ///   stepChanged(_:), publish() ─────── the UI shows the next step, if any, and ends it:
    ///        │                             screenDisappeared(_:), stepFinished(_:)
    ///        ▼
    ///   SceneFollower.answered ─────────── the router's answer: taken, or refused (the UI
    ///                                      goes back to SceneFollower.target)
    /// ```
    ///
    /// The same stages, linked:
    ///
    /// 1. ``write(_:seenAt:)`` takes the gesture in; `send(_:seenAt:)` runs it.
    /// 2. ``SceneFollower/write(_:seenAt:)`` gives the verdict (``SceneProjection/judge(_:)``)
    ///    and shows what the user left; `replan()` plans the steps (``SceneProjection/steps(to:)``).
    /// 3. `publish()` changes ``shown``; ``RouterCall/send(to:)`` sends the report or request.
    /// 4. `routerChanged()` follows the router's records
    ///    (``SceneProjection/following(_:rules:)``) and ``SceneFollower/routerChanged(to:)``
    ///    plans from there.
    /// 5. The UI ends each step: ``screenDisappeared(_:)``, ``screenAppeared(_:)``,
    ///    ``stepFinished(_:)``.
    /// 6. ``SceneFollower/answered(_:)``: the router answered.
    @discardableResult
    public func write(_ write: UIWrite, seenAt seen: Int? = nil) -> WriteBack {
        send(write, seenAt: seen).verdict
    }

    /// ``write(_:seenAt:)``, with the handle of the report or request sent (for a test kit
    /// that awaits the router's answer). Next: the follower's verdict
    /// (``SceneFollower/write(_:seenAt:)``), then `scheduleStep()` and `publish()`, then the
    /// report or request sent (``RouterCall/send(to:)``, Gestures/RouterCall.swift); the
    /// router's records come back through `routerChanged()`, its answer through
    /// ``SceneFollower/answered(_:)``.
    package func send(_ write: UIWrite, seenAt seen: Int? = nil) -> (verdict: WriteBack, handle: NavigationHandle?) {
        let before = follower.step
        let verdict = follower.write(write, seenAt: seen ?? follower.version)
        if follower.step != before { scheduleStep() }
        publish()
        if case .dropped(let reason) = verdict { onDropped?(write, reason) }
        guard let sent = verdict.sent else { return (verdict, nil) }
        let handle: NavigationHandle
        if case .ask = verdict, let open = asking.first(where: { $0.call == sent && $0.handle.currentResult == nil }) {
            // The same ask while its question is open (a second tap of Back): it joins it. One
            // answered already (its end not yet heard here) is asked anew.
            handle = open.handle
        } else {
            handle = sent.send(to: router)
            if case .ask = verdict { asking.append((sent, handle)) }
        }
        unanswered += 1
        Task { [weak self] in
            _ = await handle.result
            guard let self else { return }
            self.asking.removeAll { $0.handle === handle }
            self.unanswered -= 1
            // The records of a change the router made are heard before its handle resolves:
            // take them first, so the UI never goes back to what the user left.
            self.routerChanged()
            self.stepChanged(self.follower.answered(write))
            self.publish()
        }
        return (verdict, handle)
    }
}

// MARK: - 2. The verdict, and what the UI shows after the gesture

extension SceneFollower {
    /// The user changed something on screen while the UI showed `version`. Judged against that
    /// projection (``SceneProjection/judge(_:)``, Gestures/SceneProjection+Judging.swift), then
    /// against where the UI is going (``goal``); ``shown`` becomes what the UI shows after the
    /// gesture (`writing(_:)`, Gestures/SceneProjection+Writing.swift) and the plan goes on from
    /// there (`replan()`, next). Returns the verdict: the report or request to send, or why
    /// nothing is sent.
    public mutating func write(_ write: UIWrite, seenAt seen: Int) -> WriteBack {
        var verdict: WriteBack
        if let made = history.last(where: { $0.version == seen })?.projection {
            verdict = made.judge(write)
        } else {
            verdict = .dropped("made on version \(seen), older than the \(Self.historyLength) the UI keeps")
        }
        if case .report(let report) = verdict {
            // The router must still take it: judged against where the UI is going.
            switch goal.judge(write) {
            case .report:
                expect(write)
            case .ask(let request):
                verdict = .ask(request)
            default:
                // A sheet swiped down while the one above it was being presented: the user
                // saw it on top; what was presented on it goes with it.
                if case .dismiss(let held) = report, case .dismissed(let modal) = write, goal.modals.contains(where: { $0.id == modal }) {
                    verdict = .report(.dismissModal(holding: held))
                    expect(write)
                } else {
                    verdict = .dropped("\(write) no longer matches the router's scene (a newer change came first)")
                }
            }
        }
        if case .unchanged = verdict { return verdict }
        // What the UI shows now, whatever the verdict; the plan puts back what must come back.
        bump(write.changedTheUI ? shown.writing(write) : shown)
        _ = replan()
        return verdict
    }

    /// Keeps `write` as expected of the router (the oldest goes past ``historyLength``): the
    /// plan keeps what the user did until the router's records show it.
    mutating func expect(_ write: UIWrite) {
        if expected.count == Self.historyLength { expected.removeFirst() }
        expected.append(write)
    }

    /// Plans from where the UI is to ``goal`` (``SceneProjection/steps(to:)``,
    /// Following/SceneProjection+Steps.swift); starts the first step unless one is showing
    /// (`startNext()`, next).
    mutating func replan() -> Bool {
        pending = shown.steps(to: goal)
        return step == nil ? startNext() : false
    }

    /// Starts the next step of the plan, if any: ``shown`` becomes it, and what ends it is
    /// noted (``awaitingDisappearance``, ``endsOnBound``, ``awaitingAppearance``). Returns
    /// whether one started.
    mutating func startNext() -> Bool {
        guard !pending.isEmpty else { return false }
        let before = shown.top?.topItem.id
        let next = pending.removeFirst()
        let after = next.top?.topItem.id
        let presentsSheet = next.modals.count > shown.modals.count && next.modals.last?.style == .sheet
        awaitingDisappearance = before != after && !presentsSheet ? before : nil
        endsOnBound = before != after && presentsSheet
        awaitingAppearance = endsOnBound ? after : nil
        bump(next)
        stepCount += 1
        step = stepCount
        return true
    }

    /// Shows `projection`: a new version, kept to judge late writes against.
    mutating func bump(_ projection: SceneProjection) {
        shown = projection
        version += 1
        history.append((version, projection))
        if history.count > Self.historyLength { history.removeFirst(history.count - Self.historyLength) }
    }
}

// MARK: - 3. What the UI shows, published

@available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
extension SceneModel {
    /// Ends the update just started, unless a signal ends it first: one that changes no screen
    /// the user sees on the main actor's next turn; one with no signal of its end after
    /// ``stepDuration``; any other after ``signalTimeout`` at the latest (a fallback).
    /// One timer serves every update's bound (``StepBound``): an update that ends sooner leaves
    /// it asleep, and it sleeps on to the next bound or stops, so no task is made per update
    /// and none is left behind. Next: `publish()`.
    func scheduleStep() {
        stepBound.clear()
        guard let step = follower.step else { return }
        let duration: Duration?
        if follower.awaitingDisappearance != nil {
            duration = signalTimeout
        } else if follower.endsOnBound {
            duration = stepDuration ?? signalTimeout
        } else {
            duration = .zero
        }
        guard let duration else { return }
        guard duration > .zero else {
            Task { [weak self] in self?.stepFinished(step) }
            return
        }
        let end = ContinuousClock.now + duration
        guard stepBound.set(step: step, end: end) else { return }
        boundTimer?.cancel()
        boundTimer = Task { [weak self] in
            var wake = end
            while true {
                try? await Task.sleep(until: wake, clock: .continuous)
                guard !Task.isCancelled, let self else { return }
                switch self.stepBound.woke(at: .now) {
                case .sleep(let until):
                    wake = until
                case .end(let step):
                    self.boundTimer = nil
                    return self.stepFinished(step)
                case .stop:
                    self.boundTimer = nil
                    return
                }
            }
        }
    }

    /// Publishes ``shown`` and ``version`` only when they changed; the screens that left stay
    /// readable through ``item(_:)`` for a while (the last ``departedCapacity``). Costs what
    /// changed (``ScreenChanges``), not the screens the scene holds.
    func publish() {
        if version != follower.version { version = follower.version }
        guard shown != follower.shown else { return }
        let changes = ScreenChanges(from: shown, to: follower.shown)
        for item in changes.left { index[item.id] = nil }
        for item in changes.arrived { index[item.id] = item }
        for item in changes.left where index[item.id] == nil {
            departed[item.id] = item
            departedOrder.append(item.id)
        }
        if departedOrder.count > Self.departedCapacity {
            for id in departedOrder.prefix(departedOrder.count - Self.departedCapacity) { departed[id] = nil }
            departedOrder.removeFirst(departedOrder.count - Self.departedCapacity)
        }
        shown = follower.shown
    }
}

// MARK: - 4. The records back: following the router

@available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
extension SceneModel {
    /// The router's records heard since the last call (the observer in ``init(router:style:)``
    /// puts them in the inbox on the router's threads and schedules this on the main actor),
    /// each followed on the router's projection (``SceneProjection/following(_:rules:)``,
    /// Following/SceneProjection+Following.swift), or the scene projected whole; the follower
    /// plans the UI's steps towards it (``SceneFollower/routerChanged(to:)``, next).
    func routerChanged() {
        let (records, latest, overflowed) = inbox.withLock { inbox in
            defer { inbox = Inbox() }
            return (inbox.records, inbox.latest, inbox.overflowed)
        }
        guard let latest else { return }
        var projection: SceneProjection? = overflowed ? nil : follower.target
        let version = router.leaveGuardsVersion
        let loginPath = router.registry.loginPath
        if version != guardsVersion || loginPath != rules.loginPath {
            guardsVersion = version
            rules.loginPath = loginPath
            projection = nil
        }
        for record in records { projection = projection?.following(record, rules: rules) }
        // A cheap check against the state (the top screen, the modals): whole again if it fails.
        if let followed = projection, followed.modals.count != latest.modals.count || followed.top?.topItem.id != latest.topScreen?.id {
            projection = nil
        }
        stepChanged(follower.routerChanged(to: projection ?? SceneProjection(latest, rules: rules)))
        publish()
    }
}

extension SceneFollower {
    /// The router's scene changed to `projection`. Returns `true` when an update started (the
    /// UI shows ``shown`` now and calls ``stepFinished(_:)`` once it has). Next: `replan()`
    /// (above), then the model's `stepChanged(_:)` and `publish()`.
    @discardableResult
    public mutating func routerChanged(to projection: SceneProjection) -> Bool {
        target = projection
        // A report the scene shows now is no longer expected.
        expected.removeAll { target.writing($0) == target }
        return replan()
    }
}

// MARK: - 5. The steps the UI performs, and their ends

@available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
extension SceneModel {
    /// An event of the follower returned whether an update `started`: its bound is scheduled;
    /// when none runs any more, the last one's bound is cleared (the timer stops when it
    /// wakes). Next: the UI shows the step and ends it (``screenDisappeared(_:)``,
    /// ``screenAppeared(_:)``, ``stepFinished(_:)``).
    func stepChanged(_ started: Bool) {
        if started {
            scheduleStep()
        } else if follower.step == nil {
            stepBound.clear()
        }
    }

    /// A screen disappeared (SwiftUI's `onDisappear`, which runs once its transition ended):
    /// ends the current update when it is the screen the update takes out of sight.
    public func screenDisappeared(_ id: Screen.ID) {
        stepChanged(follower.screenDisappeared(id))
        publish()
    }

    /// A screen appeared (SwiftUI's `onAppear`, as its transition starts): ends the current
    /// update when it presents that screen and has no other signal of its end (with
    /// ``stepDuration`` `nil`).
    public func screenAppeared(_ id: Screen.ID) {
        guard stepDuration == nil else { return }
        stepChanged(follower.screenAppeared(id))
        publish()
    }

    /// The UI finished showing update `step` (`nil`: the current one). A finish of an update
    /// that is no longer the current one (the timer's, after the UI's own signal) changes
    /// nothing.
    public func stepFinished(_ step: Int? = nil) {
        stepChanged(follower.stepFinished(step))
        publish()
    }
}

extension SceneFollower {
    /// The UI's signal that the screen `id` disappeared: ends the current update when it is the
    /// one the update waits for. Returns `true` when the next update started.
    @discardableResult
    public mutating func screenDisappeared(_ id: Screen.ID) -> Bool {
        guard step != nil, id == awaitingDisappearance else { return false }
        return stepFinished()
    }

    /// The UI's signal that the screen `id` appeared: ends the current update when it presents
    /// that screen with no other signal of its end (``awaitingAppearance``). Returns `true`
    /// when the next update started.
    @discardableResult
    public mutating func screenAppeared(_ id: Screen.ID) -> Bool {
        guard step != nil, id == awaitingAppearance else { return false }
        return stepFinished()
    }

    /// The UI finished showing update `finished` (`nil`: the current one). Returns `true` when
    /// the next one started. A finish of an update that is not the current one changes nothing.
    @discardableResult
    public mutating func stepFinished(_ finished: Int? = nil) -> Bool {
        guard let current = step, finished == nil || finished == current else { return false }
        step = nil
        awaitingDisappearance = nil
        endsOnBound = false
        awaitingAppearance = nil
        return startNext()
    }

    // MARK: - 6. The router's answer

    /// The router answered the report or request `write` became (taken: its records are in
    /// ``target`` already; refused: the UI goes back to the router's scene). Returns `true`
    /// when an update started.
    @discardableResult
    public mutating func answered(_ write: UIWrite) -> Bool {
        if let index = expected.firstIndex(of: write) { expected.remove(at: index) }
        return replan()
    }
}
