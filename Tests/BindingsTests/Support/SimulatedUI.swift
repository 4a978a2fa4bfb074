import PathRouter
import PathRouterBindings
import PathRouterLocking

/// A UI with SwiftUI's limits, driven against a real router: it shows one update at a time
/// (``SceneFollower``), each update takes a few ticks, and its user swipes, taps Back,
/// long-presses Back and taps tabs at random moments, on what the UI showed then — reported
/// late, after newer changes — while the app navigates, logs in and out and opens links.
///
/// After every event it checks the promises; ``run(_:)`` returns the first one broken with the
/// steps that led to it, and ``shrink(_:)`` the shortest run that still breaks it.
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
@MainActor
final class SimulatedUI {
    let shop: Shop
    var follower: SceneFollower
    var random: SeededRandom
    /// Ticks left in the update the UI is showing.
    var stepTicks = 0
    /// Gestures made on an earlier version, waiting to be reported.
    var late: [(write: UIWrite, version: Int, dueIn: Int)] = []
    /// Every screen id the router's scene ever had, and those it has removed since.
    var everHad: Set<Screen.ID> = []
    var log: [String] = []
    var gestures = 0
    var reported = 0
    var dropped = 0
    var unchanged = 0
    var refused = 0
    /// The first broken promise.
    var broken: String?
    /// The router's projection as its records built it (what ``SceneModel`` follows), and the
    /// changes heard since it was last brought up to date.
    var followed: SceneProjection
    let rules: SceneProjection.Rules
    let heard = Locked.make([SceneChange]())
    var observation: SceneObservation?

    /// Changes what the UI shows through `change`, then checks the promises against the
    /// router's scene at that moment.
    private func checked(_ change: () -> Void) {
        let before = follower.shown
        change()
        if broken == nil { broken = check(before: before) }
    }

    /// One step of a run: what happens, with the random numbers its choices use, so that a
    /// failing run can be replayed with steps left out (``shrink(_:)``).
    struct Event: Sendable, CustomStringConvertible {
        let kind: Int
        let choice: UInt64
        var description: String { "event(\(kind), \(choice))" }
    }

    static func events(seed: UInt64, count: Int) -> [Event] {
        var random = SeededRandom(seed: seed)
        return (0..<count).map { _ in Event(kind: random.below(14), choice: random.next()) }
    }

    init() throws {
        shop = try Shop()
        random = SeededRandom(seed: 0)
        rules = SceneProjection.Rules(shop.router)
        let heard = heard
        let observation = shop.router.addObserver { change in heard.withLock { $0.append(change) } }
        followed = SceneProjection(observation.initialState, rules: rules)
        follower = SceneFollower(followed)
        self.observation = observation
    }

    /// Runs `events`; returns the first broken promise, or `nil`.
    func run(_ events: [Event]) async -> String? {
        shop.registry.externalLinkPolicy = ExternalLinkPolicy(schemes: ["shop"], hosts: ["open"])
        _ = await shop.router.setTabs(Shop.tabs, selected: "home").result
        await routerChanged()
        for (step, event) in events.enumerated() {
            random = SeededRandom(seed: event.choice)
            await self.event(event.kind)
            if let broken { return "step \(step): \(broken)\n" + log.suffix(12).joined(separator: "\n") }
        }
        // Settle: the late gestures arrive, then every update is shown.
        for entry in late { await report(entry.write, seenAt: entry.version) }
        late = []
        await shop.router.idle()
        await routerChanged()
        while follower.stepFinished() {}
        let final = SceneProjection(shop.router)
        if follower.shown != final { return "settled on\n\(follower.shown)\nbut the router shows\n\(final)" }
        if gestures != reported + dropped + unchanged { return "\(gestures) gestures, \(reported) reported, \(dropped) dropped, \(unchanged) unchanged" }
        return nil
    }

    private func event(_ kind: Int) async {
        // Late gestures that are due.
        for index in late.indices { late[index].dueIn -= 1 }
        let due = late.filter { $0.dueIn <= 0 }
        late.removeAll { $0.dueIn <= 0 }
        for entry in due { await report(entry.write, seenAt: entry.version) }
        // The update on screen advances.
        if follower.isStepping {
            stepTicks -= 1
            if stepTicks <= 0 { checked { start(follower.stepFinished()) } }
        }
        switch kind {
        case 0...4: await appNavigates()
        case 5...9: gesture(lateBy: random.below(3) == 0 ? random.below(4) + 1 : 0)
        case 10: await login()
        case 11: await shop.registry.logout()
        case 12: shop.registry.open(link: "shop://open/" + random.pick(["a", "b", "home"]), in: .scene(shop.router))
        default: break
        }
        await shop.router.idle()
        await routerChanged()
    }

    private func appNavigates() async {
        let router = shop.router
        let path = random.pick(Shop.pages)
        switch random.below(10) {
        case 0...3: router.navigate(toPath: path)
        case 4: router.navigate(toPath: path, modal: true)
        case 5: router.navigate(toPath: "/account")
        case 6: router.pop()
        case 7: router.dismiss()
        case 8: router.selectTab(random.pick(["home", "shop"]))
        default: router.popToRoot()
        }
        log.append("app: \(router.state.topScreen?.path ?? "-") …")
    }

    private func login() async {
        if shop.router.pendingNavigation != nil {
            shop.auth.finishLogin(succeeding: random.below(4) != 0)
            log.append("login finished")
        }
    }

    /// The user does something on what the UI shows now; reported now or `lateBy` ticks later.
    private func gesture(lateBy: Int) {
        let shown = follower.shown
        var writes: [UIWrite] = []
        if let stack = shown.top?.activeStack, !stack.path.isEmpty {
            writes.append(.path(Array(stack.path.dropLast()), of: stack.id))  // back
            writes.append(.path(Array(stack.path.prefix(random.below(stack.path.count))), of: stack.id))  // long-press
        }
        if let modal = shown.modals.last { writes.append(.dismissed(modal: modal.id)) }  // swipe down (even where disabled)
        if case .tabs(let tabs)? = shown.root {
            writes.append(.selectedTab(random.pick(tabs.names), in: .root))
        }
        guard !writes.isEmpty else { return }
        let write = random.pick(writes)
        gestures += 1
        if lateBy == 0 {
            late.append((write, follower.version, 0))
        } else {
            late.append((write, follower.version, lateBy))
        }
    }

    private func report(_ write: UIWrite, seenAt version: Int) async {
        var verdict = WriteBack.unchanged
        checked { verdict = follower.write(write, seenAt: version) }
        log.append("user: \(write) on v\(version) -> \(verdict)")
        switch verdict {
        case .report(let report), .ask(let report):
            reported += 1
            if case .failure = await report.send(to: shop.router).result { refused += 1 }
            await shop.router.idle()
            await routerChanged()
            checked { start(follower.answered(write)) }
        case .dropped(let reason):
            dropped += 1
            if reason.isEmpty { log.append("a dropped write without a reason") }
        case .unchanged:
            unchanged += 1
        }
    }

    /// Brings the projection up to date with the records heard (checking each against the
    /// projection of the state it led to), and shows it.
    private func routerChanged() async {
        let changes = heard.withLock { heard in
            defer { heard = [] }
            return heard
        }
        for change in changes {
            let whole = SceneProjection(change.state, rules: rules)
            followed = followed.following(change.transition, rules: rules) ?? whole
            if followed != whole, broken == nil {
                broken = "following the record \(change.transition) gave\n\(followed)\nbut the state projects to\n\(whole)"
            }
        }
        everHad.formUnion(followed.items.map(\.id))
        checked { start(follower.routerChanged(to: followed)) }
    }

    private func start(_ started: Bool) {
        if started { stepTicks = random.below(3) + 1 }
    }

    /// The promises, after every event.
    private func check(before: SceneProjection) -> String? {
        let shown = follower.shown
        let ids = shown.items.map(\.id)
        if Set(ids).count != ids.count { return "a screen is shown twice:\n\(shown)" }
        let modalIDs = shown.modals.map(\.id)
        if Set(modalIDs).count != modalIDs.count { return "a sheet is shown twice" }
        // Never a screen the router did not have.
        if let stranger = ids.first(where: { !everHad.contains($0) }) { return "the UI shows \(stranger), which the router never had" }
        // A screen appears only if the router's scene has it now (no sheet re-presented after
        // its presenter left, no screen pushed back after it was popped).
        let current = Set(follower.target.items.map(\.id))
        let added = Set(ids).subtracting(before.items.map(\.id))
        if let revived = added.first(where: { !current.contains($0) }) {
            return "the UI showed \(revived) again, which the router no longer has"
        }
        if shown.stacks.contains(where: { $0.items.isEmpty }) { return "an empty stack" }
        return nil
    }

    /// The shortest run found (leaving events out one chunk at a time) that still breaks a promise.
    static func shrink(_ failing: [Event]) async -> [Event] {
        var events = failing
        var chunk = max(1, events.count / 2)
        while chunk >= 1 {
            var index = 0
            var removedAny = false
            while index < events.count {
                let candidate = Array(events[..<index]) + Array(events[min(events.count, index + chunk)...])
                if let ui = try? SimulatedUI(), await ui.run(candidate) != nil {
                    events = candidate
                    removedAny = true
                } else {
                    index += chunk
                }
            }
            if !removedAny { chunk /= 2 }
        }
        return events
    }
}
