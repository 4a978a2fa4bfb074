import PathRouter
import PathRouterBindings
import Testing

/// One screen's view controller, as a test host makes it.
final class PromiseController {
    let id: Screen.ID
    init(_ id: Screen.ID) { self.id = id }
}

/// A host that performs every operation at once (`done(true)` inside `perform`), or refuses
/// presentations and dismissals (`done(false)` at once, as UIKit refuses one while another is
/// in progress) while `refusing` says so.
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
@MainActor
final class PromiseHost: ControllerHost {
    var controllers: [Screen.ID: PromiseController] = [:]
    var stacks: [StackID: [Screen.ID]] = [:]
    var modals: [Screen.ID] = []
    var refusing = false
    var refused = 0
    var log: [String] = []
    var released: [Screen.ID] = []

    func controller(_ item: ScreenItem) {
        if controllers[item.id] == nil { controllers[item.id] = PromiseController(item.id) }
    }

    func install(_ presentation: PresentationProjection, at place: StackID.Place) {
        stacks = stacks.filter { $0.key.place != place }
        for item in presentation.items { controller(item) }
        for stack in presentation.stacks { stacks[stack.id] = stack.items.map(\.id) }
    }

    func perform(_ operation: ControllerPlan.Operation, done: @escaping @MainActor (Bool) -> Void) {
        log.append("\(operation)")
        switch operation {
        case .dismiss(let place):
            if refusing {
                refused += 1
                done(false)
                return
            }
            let index: Int
            switch place {
            case .root: index = 0
            case .modal(let id): index = (modals.firstIndex(of: id) ?? modals.count - 1) + 1
            }
            let gone = Array(modals[min(index, modals.count)...])
            modals.removeSubrange(min(index, modals.count)...)
            stacks = stacks.filter { stack in !gone.contains { stack.key.place == .modal($0) } }
            done(true)
        case .setRoot(let presentation):
            stacks = stacks.filter { $0.key.place != .root }
            if let presentation { install(presentation, at: .root) }
            done(true)
        case .setStack(let id, let keeping, let pushing):
            let kept = stacks[id]?.prefix(keeping) ?? []
            for item in pushing { controller(item) }
            stacks[id] = kept.isEmpty && pushing.isEmpty ? nil : Array(kept) + pushing.map(\.id)
            done(true)
        case .selectTab, .showColumn, .allowDismissal:
            done(true)
        case .present(let modal, _):
            if refusing {
                refused += 1
                done(false)
                return
            }
            modals.append(modal.id)
            install(modal.presentation, at: .modal(modal.id))
            done(true)
        case .release(let ids):
            released += ids
            for id in ids { controllers[id] = nil }
            done(true)
        }
    }

    /// The user popped the navigation controller of `stack` to its first `count` controllers
    /// (UIKit did it; the driver hears it next, through `didShow`).
    func userPops(_ stack: StackID, to count: Int) -> [Screen.ID] {
        stacks[stack] = Array((stacks[stack] ?? []).prefix(count))
        return stacks[stack] ?? []
    }

    /// The user swiped the top modal down (UIKit dismissed it).
    func userSwipesDown() {
        guard let top = modals.popLast() else { return }
        stacks = stacks.filter { $0.key.place != .modal(top) }
    }

    /// What the controllers show, as text.
    var description: String {
        let lines = stacks.keys.sorted { "\($0)" < "\($1)" }.map { "\($0): \(stacks[$0]!.map(\.description))" }
        return (lines + ["modals: \(modals.map(\.description))", "controllers: \(controllers.keys.sorted().map(\.description))"]).joined(separator: "\n")
    }

    static func description(of projection: SceneProjection) -> String {
        let lines = projection.stacks.sorted { "\($0.id)" < "\($1.id)" }.map { "\($0.id): \($0.items.map(\.id.description))" }
        let ids = Set(projection.items.map(\.id)).sorted().map(\.description)
        return (lines + ["modals: \(projection.modals.map(\.id.description))", "controllers: \(ids)"]).joined(separator: "\n")
    }
}

/// OnScreenWithUIKit.md and README "On screen": `ControllerDriver` plans each update as a
/// `ControllerPlan` and performs it on its host, ends each operation on the host's completion,
/// tries again what UIKit refused (after a wait that doubles from `retryDelay`, or at once on
/// `retry()`), keeps one controller per screen while it is in the scene and releases it when
/// the screen leaves; the user's changes come back through `userChanged` / `stackShowed`.
@Suite("As the docs promise: ControllerDriver, UIKit's loop")
@MainActor
struct PromiseControllerDriverTests {

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
    func make(_ shop: Shop, timeouts: Bool = false) -> (SceneModel, PromiseHost, ControllerDriver) {
        let model = SceneModel(router: shop.router)
        if !timeouts {
            // "nil: the UI ends every update itself (stepFinished), as … the UIKit coordinator does"
            model.stepDuration = nil
            model.signalTimeout = nil
        }
        let host = PromiseHost()
        let driver = ControllerDriver(model: model, host: host)
        driver.start()
        return (model, host, driver)
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
    func inStep(_ model: SceneModel, _ host: PromiseHost, _ driver: ControllerDriver) -> Bool {
        driver.isIdle && promiseInStep(model) && driver.rendered == model.shown
            && host.description == PromiseHost.description(of: model.shown)
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
    func settled(_ model: SceneModel, _ host: PromiseHost, _ driver: ControllerDriver) async -> Bool {
        guard await promiseRouterQuiet(model.router) else { return false }
        return await until { inStep(model, host, driver) }
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
    func failure(_ model: SceneModel, _ host: PromiseHost) -> String {
        "controllers:\n\(host.description)\nrouter:\n\(PromiseHost.description(of: SceneProjection(model.router)))\nlog: \(host.log.suffix(10))"
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
    @Test(
        "a host that completes at once: the controllers follow pushes, sheets, pops, dismissals, tabs and a split, with the model's updates ended by the driver alone",
        arguments: [false, true])
    func instantHost(timeouts: Bool) async throws {
        let shop = try Shop()
        _ = try await shop.router.navigate(toPath: "/home").result.get()
        let (model, host, driver) = make(shop, timeouts: timeouts)
        #expect(await settled(model, host, driver), "\(failure(model, host))")
        let steps: [(String, () -> NavigationHandle)] = [
            ("push /a", { shop.router.navigate(toPath: "/a") }),
            ("push /b", { shop.router.navigate(toPath: "/b") }),
            ("sheet /c", { shop.router.navigate(toPath: "/c", modal: true) }),
            ("push /d in the sheet", { shop.router.navigate(toPath: "/d") }),
            ("sheet /a", { shop.router.navigate(toPath: "/a", modal: true) }),
            ("dismissAll", { shop.router.dismissAll() }),
            ("popToRoot", { shop.router.popToRoot() }),
            ("setTabs", { shop.router.setTabs(Shop.tabs, selected: "home") }),
            ("push /b in home", { shop.router.navigate(toPath: "/b") }),
            ("select shop", { shop.router.selectTab("shop") }),
            ("tabs as a modal", { shop.router.presentTabs(Shop.tabs, selected: "home") }),
            ("dismiss", { shop.router.dismiss() }),
            ("setSplit", { shop.router.setSplit(primaryPath: "/home") }),
            ("show /a in secondary", { shop.router.show("/a", in: .secondary) }),
            ("push /b in the detail", { shop.router.navigate(toPath: "/b") }),
            ("collapse", { shop.router.setCollapsed(true) }),
            ("showColumn primary", { shop.router.showColumn(.primary) }),
        ]
        for (name, step) in steps {
            let result = await step().result
            if case .failure(let error) = result { Issue.record("\(name): the router refused: \(error)") }
            #expect(await settled(model, host, driver), "after \(name):\n\(failure(model, host))")
        }
        #expect(host.controllers.count == shop.router.state.allScreens.count)
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
    @Test("the controllers of screens that leave are released: popped, in a dismissed sheet, under a replaced root")
    func releases() async throws {
        let shop = try Shop()
        _ = try await shop.router.navigate(toPath: "/home").result.get()
        let (model, host, driver) = make(shop)
        let a = try #require(try await shop.router.navigate(toPath: "/a").result.get().screen)
        let b = try #require(try await shop.router.navigate(toPath: "/b").result.get().screen)
        #expect(await settled(model, host, driver))
        _ = try await shop.router.popToRoot().result.get()
        #expect(await settled(model, host, driver), "\(failure(model, host))")
        #expect(host.controllers[a.id] == nil && host.controllers[b.id] == nil)
        #expect(Set(host.released).isSuperset(of: [a.id, b.id]))
        let c = try #require(try await shop.router.navigate(toPath: "/c", modal: true).result.get().screen)
        let d = try #require(try await shop.router.navigate(toPath: "/d").result.get().screen)
        #expect(await settled(model, host, driver))
        #expect(host.controllers[c.id] != nil && host.controllers[d.id] != nil)
        _ = try await shop.router.dismiss().result.get()
        #expect(await settled(model, host, driver), "\(failure(model, host))")
        #expect(host.controllers[c.id] == nil && host.controllers[d.id] == nil)
        let home = try #require(shop.router.state.topScreen)
        _ = try await shop.router.setTabs(Shop.tabs, selected: "home").result.get()
        #expect(await settled(model, host, driver), "\(failure(model, host))")
        if !shop.router.state.allScreens.contains(where: { $0.id == home.id }) {
            #expect(host.controllers[home.id] == nil, "the replaced root's controller is kept")
        }
        #expect(host.controllers.count == shop.router.state.allScreens.count)
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
    @Test("the user's pop and swipe-down through the driver: reported, and the removed screens' controllers released at once")
    func userRemovals() async throws {
        let shop = try Shop()
        _ = try await shop.router.navigate(toPath: "/home").result.get()
        let (model, host, driver) = make(shop)
        let a = try #require(try await shop.router.navigate(toPath: "/a").result.get().screen)
        let b = try #require(try await shop.router.navigate(toPath: "/b").result.get().screen)
        #expect(await settled(model, host, driver))
        let stack = try #require(model.shown.root?.activeStack)
        // UIKit's didShow after the long-press menu to /home.
        let home = try #require(shop.router.state.root?.screens.first)
        #expect(driver.stackShowed(host.userPops(stack.id, to: 1), in: stack.id) == .report(.pop(a.id)))
        #expect(host.controllers[a.id] == nil && host.controllers[b.id] == nil, "not released at once: \(host.controllers.keys.sorted())")
        #expect(await settled(model, host, driver), "\(failure(model, host))")
        #expect(shop.router.state.allScreens.map(\.path) == ["/home"])
        // A cancelled back swipe: the same controllers shown again.
        #expect(driver.stackShowed([home.id], in: stack.id) == .unchanged)
        // A swipe-down.
        let c = try #require(try await shop.router.navigate(toPath: "/c", modal: true).result.get().screen)
        #expect(await settled(model, host, driver))
        host.userSwipesDown()
        #expect(driver.userChanged(.dismissed(modal: c.id)) == .report(.dismiss(modalHolding: c.id)))
        #expect(host.controllers[c.id] == nil, "the swiped-down sheet's controller is kept")
        #expect(await settled(model, host, driver), "\(failure(model, host))")
        #expect(shop.router.state.modals.isEmpty)
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
    @Test("a user's pop past a guarded screen: asked, its controller released at once, and a new controller when it comes back")
    func guardedPopGetsNewController() async throws {
        let shop = try Shop()
        try shop.registry.guardLeaving("/c", priority: .high) { _ in .stay(reason: "kept") }
        _ = try await shop.router.navigate(toPath: "/home").result.get()
        let (model, host, driver) = make(shop)
        let c = try #require(try await shop.router.navigate(toPath: "/c").result.get().screen)
        #expect(await settled(model, host, driver))
        let old = try #require(host.controllers[c.id])
        let stack = try #require(model.shown.root?.activeStack)
        let home = try #require(shop.router.state.root?.screens.first)
        _ = host.userPops(stack.id, to: 1)
        #expect(driver.userChanged(.path([], of: stack.id)) == .ask(.popBack(to: home.id)))
        #expect(host.controllers[c.id] == nil, "the popped guarded screen's controller was not released at once")
        #expect(await settled(model, host, driver), "\(failure(model, host))")
        #expect(shop.router.state.topScreen?.id == c.id, "the guard was bypassed")
        let new = try #require(host.controllers[c.id])
        #expect(new !== old, "the screen came back with its released controller")
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
    @Test("a host that refuses, then accepts: the presentation is tried again after the backoff and ends on the router's scene")
    func refusedThenAcceptedByBackoff() async throws {
        let shop = try Shop()
        _ = try await shop.router.navigate(toPath: "/home").result.get()
        let (model, host, driver) = make(shop)
        driver.retryDelay = .milliseconds(1)
        driver.maximumRetryDelay = .milliseconds(4)
        #expect(await settled(model, host, driver))
        host.refusing = true
        _ = try await shop.router.navigate(toPath: "/b", modal: true).result.get()
        #expect(await until { driver.refusals >= 3 }, "refusals: \(driver.refusals)")
        #expect(host.modals.isEmpty, "a refused presentation shows something")
        #expect(!driver.isIdle)
        host.refusing = false
        #expect(await settled(model, host, driver), "\(failure(model, host))")
        #expect(host.modals.count == 1)
        // A refused dismissal leaves the controllers as they were, then goes through.
        host.refusing = true
        _ = try await shop.router.dismiss().result.get()
        #expect(await until { host.refused >= 5 })
        #expect(host.modals.count == 1)
        host.refusing = false
        #expect(await settled(model, host, driver), "\(failure(model, host))")
        #expect(host.modals.isEmpty && host.controllers.count == 1)
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
    @Test("a host that refuses, then accepts: with a long backoff, retry() tries again at once")
    func refusedThenRetried() async throws {
        let shop = try Shop()
        _ = try await shop.router.navigate(toPath: "/home").result.get()
        let (model, host, driver) = make(shop)
        driver.retryDelay = .seconds(600)
        driver.maximumRetryDelay = .seconds(600)
        #expect(await settled(model, host, driver))
        host.refusing = true
        _ = try await shop.router.navigate(toPath: "/b", modal: true).result.get()
        _ = try await shop.router.navigate(toPath: "/c", modal: true).result.get()
        #expect(await until { driver.refusals >= 1 })
        host.refusing = false
        driver.retry()
        #expect(await settled(model, host, driver), "\(failure(model, host))")
        #expect(host.modals.count == 2)
    }
}

/// A seeded mix for UIKit's loop: the app's navigations, the user's pops, swipe-downs and tab
/// taps through the controllers, and a host that refuses presentations and dismissals for a
/// while; after each settle the controllers show the router's scene, one per screen.
@Suite("As the docs promise: ControllerDriver seeded runs")
@MainActor
struct PromiseControllerDriverRunTests {
    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
    func run(_ events: [PromiseRun.Event]) async throws -> String? {
        let shop = try Shop()
        try shop.registry.guardLeaving("/c", priority: .high) { _ in .stay(reason: "kept") }
        _ = await shop.router.setTabs(Shop.tabs, selected: "home").result
        let model = SceneModel(router: shop.router)
        model.stepDuration = nil
        model.signalTimeout = nil
        let host = PromiseHost()
        let driver = ControllerDriver(model: model, host: host)
        driver.retryDelay = .milliseconds(1)
        driver.maximumRetryDelay = .milliseconds(4)
        driver.start()
        var log: [String] = []
        for (index, event) in events.enumerated() {
            var random = SeededRandom(seed: event.choice)
            switch event.kind {
            case 0...4:
                let path = random.pick(Shop.pages)
                switch random.below(6) {
                case 0, 1: shop.router.navigate(toPath: path)
                case 2: shop.router.navigate(toPath: path, modal: true)
                case 3: shop.router.pop()
                case 4: shop.router.dismiss()
                default: shop.router.selectTab(random.pick(["home", "shop"]))
                }
                log.append("app \(event.kind)")
            case 5, 6:
                // A pop in the top-most navigation controller, as UIKit did it.
                if let rendered = driver.rendered, let stack = rendered.top?.activeStack, let shown = host.stacks[stack.id], shown.count > 1 {
                    let count = 1 + random.below(shown.count - 1)
                    let verdict = driver.stackShowed(host.userPops(stack.id, to: count), in: stack.id)
                    log.append("user pops \(stack.id) to \(count): \(verdict)")
                }
            case 7:
                if let modal = driver.rendered?.modals.last, host.modals.last == modal.id {
                    if modal.mayDismiss {
                        host.userSwipesDown()
                        log.append("user swipes down \(modal.id): \(driver.userChanged(.dismissed(modal: modal.id)))")
                    } else {
                        log.append("user tries to swipe down \(modal.id): \(driver.userChanged(.dismissAttempted(modal: modal.id)))")
                    }
                }
            case 8:
                if let rendered = driver.rendered, rendered.modals.isEmpty, case .tabs(let tabs)? = rendered.root {
                    let name = random.pick(tabs.names)
                    log.append("user taps \(name): \(driver.userChanged(.selectedTab(name, in: .root)))")
                }
            case 9:
                host.refusing.toggle()
                log.append("host refusing \(host.refusing)")
            default:
                break
            }
            for _ in 0..<random.below(4) { await Task.yield() }
            if index % 5 == 4 || index == events.count - 1 {
                host.refusing = false
                guard await promiseRouterQuiet(shop.router) else { return "event \(index): the router never became idle" }
                let settled = await until {
                    driver.isIdle && promiseInStep(model) && host.description == PromiseHost.description(of: model.shown)
                }
                if !settled {
                    return
                        "event \(index): controllers\n\(host.description)\nrouter\n\(PromiseHost.description(of: SceneProjection(shop.router)))\nmodel settled \(model.isSettled) driver idle \(driver.isIdle)\n"
                        + log.suffix(8).joined(separator: "\n") + "\nhost: \(host.log.suffix(8))"
                }
                if host.controllers.count != shop.router.state.allScreens.count {
                    return "event \(index): \(host.controllers.count) controllers for \(shop.router.state.allScreens.count) screens"
                }
            }
        }
        return nil
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
    @Test("seeded runs with refusals and the user's gestures", arguments: Array(UInt64(301)...330))
    func seeded(seed: UInt64) async throws {
        let events = PromiseRun.events(seed: seed, count: 100)
        guard let broken = try await run(events) else { return }
        var shortest = events
        var reason = broken
        for length in 1...events.count {
            if let failure = try await run(Array(events.prefix(length))) {
                (shortest, reason) = (Array(events.prefix(length)), failure)
                break
            }
        }
        Issue.record("seed \(seed): \(broken)\n\nshortest failing prefix (\(shortest.count) events): \(shortest)\n\(reason)")
    }
}
