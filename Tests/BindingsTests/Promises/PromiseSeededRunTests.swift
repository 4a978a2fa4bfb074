import PathRouter
import PathRouterBindings
import Testing

/// README "On screen": "Whatever the user writes, whenever — during an update, late, obeyed,
/// asked, refused or dropped — the model shows what the user left and plans from there, one
/// presentation change per update, to the router's scene." A seeded mix of the app's
/// navigations and the user's gestures (now, late on an older version, during an update),
/// with updates ended three ways (the UI's `stepFinished`, the time bounds, SwiftUI-like
/// signals); after each settle the model shows the router's scene and its index agrees.
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
@MainActor
final class PromiseRun {
    enum Ending: String, Sendable { case finishing, timeouts, signals }

    struct Event: Sendable, CustomStringConvertible {
        let kind: Int
        let choice: UInt64
        var description: String { "(\(kind), \(choice))" }
    }

    static func events(seed: UInt64, count: Int) -> [Event] {
        var random = SeededRandom(seed: seed)
        return (0..<count).map { _ in Event(kind: random.below(12), choice: random.next()) }
    }

    let shop: Shop
    let model: SceneModel
    let ending: Ending
    let signals: PromiseSignals
    var random = SeededRandom(seed: 0)
    /// What the model showed at earlier versions, for late gestures.
    var history: [(version: Int, shown: SceneProjection)] = []
    var log: [String] = []

    init(ending: Ending) throws {
        shop = try Shop()
        try shop.registry.guardLeaving("/c", priority: .high) { _ in .stay(reason: "kept") }
        model = SceneModel(router: shop.router)
        self.ending = ending
        switch ending {
        case .finishing, .signals:
            model.stepDuration = nil
            model.signalTimeout = nil
        case .timeouts:
            model.stepDuration = .milliseconds(1)
            model.signalTimeout = .milliseconds(2)
        }
        signals = PromiseSignals(model)
    }

    /// Runs `events`; the first broken promise, or `nil`.
    func run(_ events: [Event]) async -> String? {
        _ = await shop.router.setTabs(Shop.tabs, selected: "home").result
        if let broken = await settleAndCheck() { return "setup: \(broken)" }
        for (index, event) in events.enumerated() {
            random = SeededRandom(seed: event.choice)
            await apply(event.kind)
            if let broken = await settleAndCheck() {
                return "after event \(index) \(event): \(broken)\nlast steps:\n" + log.suffix(8).joined(separator: "\n")
            }
        }
        return nil
    }

    func apply(_ kind: Int) async {
        remember()
        switch kind {
        case 0...3: appNavigates()
        case 4...7: gesture(on: model.shown, seenAt: model.version)
        case 8:
            // Late: a gesture made on an earlier version, reported now.
            if let old = history.dropLast().last { gesture(on: old.shown, seenAt: old.version, late: true) }
        default:
            // During an update: the app changes the scene, the user acts before it is shown.
            appNavigates()
            for _ in 0..<random.below(3) { await Task.yield() }
            remember()
            gesture(on: model.shown, seenAt: model.version)
        }
    }

    func remember() {
        if history.last?.version != model.version { history.append((model.version, model.shown)) }
        if history.count > 6 { history.removeFirst() }
    }

    func appNavigates() {
        let router = shop.router
        let path = random.pick(Shop.pages)
        let what: String
        switch random.below(9) {
        case 0, 1, 2:
            router.navigate(toPath: path)
            what = "navigate \(path)"
        case 3:
            router.navigate(toPath: path, modal: true)
            what = "navigate \(path) modal"
        case 4:
            router.pop()
            what = "pop"
        case 5:
            router.dismiss()
            what = "dismiss"
        case 6:
            let tab = random.pick(["home", "shop"])
            router.selectTab(tab)
            what = "selectTab \(tab)"
        case 7:
            router.popToRoot()
            what = "popToRoot"
        default:
            router.navigate(toPath: path, modal: true, shouldPreventDismissal: true)
            what = "navigate \(path) modal, prevents dismissal"
        }
        log.append("app: \(what) (model v\(model.version) step \(model.step.map(String.init) ?? "-"))")
    }

    /// A gesture on what `shown` shows, reported as seen at `version`.
    func gesture(on shown: SceneProjection, seenAt version: Int, late: Bool = false) {
        var writes: [UIWrite] = []
        if let stack = shown.top?.activeStack, !stack.path.isEmpty {
            writes.append(.path(Array(stack.path.dropLast()), of: stack.id))  // Back
            writes.append(.path(Array(stack.path.prefix(random.below(stack.path.count))), of: stack.id))  // long-press
            if stack.top.isGuarded { writes.append(.popAttempted(Array(stack.path.dropLast()), of: stack.id)) }  // SceneView's own Back
        }
        if let modal = shown.modals.last {
            writes.append(modal.mayDismiss ? .dismissed(modal: modal.id) : .dismissAttempted(modal: modal.id))
            writes.append(.dismissed(modal: modal.id))  // performed even where it should not be
        }
        if shown.modals.isEmpty, case .tabs(let tabs)? = shown.root { writes.append(.selectedTab(random.pick(tabs.names), in: .root)) }
        guard !writes.isEmpty else { return }
        let write = random.pick(writes)
        if ending == .signals { signals.look() }  // the screen shows the current update before the gesture
        let current = model.shown
        let verdict = model.write(write, seenAt: version)
        if ending == .signals { signals.userDid(write, on: current) }
        log.append("user: \(write) seen at v\(version)\(late ? " (late)" : "") on v\(current == model.shown ? "" : "≠")\(model.version) -> \(verdict)")
    }

    func settleAndCheck() async -> String? {
        var settled = false
        guard await quiet() else { return "the router never became idle" }
        switch ending {
        case .finishing:
            settled = await bounded {
                if let step = self.model.step { self.model.stepFinished(step) }
                return promiseInStep(self.model)
            }
        case .timeouts:
            settled = await bounded { promiseInStep(self.model) }
        case .signals:
            settled = await bounded {
                self.signals.look()
                return promiseInStep(self.model)
            }
        }
        let router = SceneProjection(shop.router)
        if !settled || model.shown != router {
            let trace = ending == .signals ? "\nsignals:\n" + signals.trace.suffix(10).joined(separator: "\n") : ""
            return
                "the model shows\n\(promiseText(model.shown))\nstep \(String(describing: model.step)) settled \(model.isSettled)\nthe router\n\(promiseText(router))\(trace)"
        }
        if let mismatch = promiseIndexMismatch(model) { return mismatch }
        let ids = model.shown.items.map(\.id)
        if Set(ids).count != ids.count { return "a screen shown twice: \(promiseText(model.shown))" }
        return nil
    }

    func quiet() async -> Bool {
        for _ in 0..<5_000 {
            if await shop.router.idle() == 0 { return true }
            try? await Task.sleep(for: .milliseconds(1))
        }
        return false
    }

    /// A bound for a hang only: 5,000 looks at least a millisecond apart.
    func bounded(_ condition: () -> Bool) async -> Bool {
        for look in 0..<20_000 {
            if condition() { return true }
            await Task.yield()
            if look % 4 == 3 { try? await Task.sleep(for: .milliseconds(1)) }
        }
        return condition()
    }
}

@Suite("As the docs promise: seeded runs of the app and the user")
@MainActor
struct PromiseSeededRunTests {
    static let count = 150

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
    func check(seed: UInt64, ending: PromiseRun.Ending) async throws {
        let events = PromiseRun.events(seed: seed, count: Self.count)
        guard let broken = await (try PromiseRun(ending: ending)).run(events) else { return }
        // The shortest failing prefix.
        var shortest = events
        var reason = broken
        for length in 1...events.count {
            let prefix = Array(events.prefix(length))
            if let failure = await (try PromiseRun(ending: ending)).run(prefix) {
                shortest = prefix
                reason = failure
                break
            }
        }
        Issue.record("seed \(seed), \(ending): \(broken)\n\nshortest failing prefix (\(shortest.count) events): \(shortest)\n\(reason)")
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
    @Test("updates ended by the UI (stepFinished)", arguments: Array(UInt64(1)...30))
    func finishing(seed: UInt64) async throws { try await check(seed: seed, ending: .finishing) }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
    @Test("updates ended by stepDuration and signalTimeout only", arguments: Array(UInt64(101)...130))
    func timeouts(seed: UInt64) async throws { try await check(seed: seed, ending: .timeouts) }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
    @Test("updates ended by SwiftUI-like onAppear/onDisappear signals only", arguments: Array(UInt64(201)...230))
    func signals(seed: UInt64) async throws { try await check(seed: seed, ending: .signals) }
}
