import PathRouter
import PathRouterBindings
import Testing

/// The coordinator's loop (``ControllerDriver``) on a simulated UIKit with UIKit's rules: it
/// never freezes on a plan of several updates, ends each update on UIKit's completion, shows a
/// restored scene's every modal, retries a presentation UIKit refused, dismisses from the
/// presenter, keeps up with pops, swipe-downs (allowed or held back) and tab taps, and frees
/// the controllers of screens that left.
@Suite("UIKit's coordinator loop")
@MainActor
struct ControllerDriverTests {
    /// Lets UIKit's time pass until `condition` holds (a bound for a hang only).
    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
    func until(_ uikit: SimulatedUIKit, _ condition: () -> Bool) async -> Bool {
        for look in 0..<200_000 {
            if condition() { return true }
            uikit.tick()
            await Task.yield()
            if look % 10 == 9 { try? await Task.sleep(for: .microseconds(200)) }
        }
        return condition()
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
    func make(_ shop: Shop) -> (SceneModel, SimulatedUIKit, ControllerDriver) {
        let model = SceneModel(router: shop.router)
        let uikit = SimulatedUIKit()
        let driver = ControllerDriver(model: model, host: uikit)
        uikit.driver = driver
        driver.start()
        return (model, uikit, driver)
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
    func inStep(_ model: SceneModel, _ uikit: SimulatedUIKit, _ driver: ControllerDriver) -> Bool {
        driver.isIdle && model.isSettled && model.shown == SceneProjection(model.router)
            && uikit.description == SimulatedUIKit.description(of: model.shown)
    }

    /// A seeded run's end: once the router is idle, the controllers show its scene, and whatever
    /// removed a screen (the router, a user's pop, swipe-down or Back to the sidebar), its
    /// controller went.
    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
    func expectSettled(_ shop: Shop, _ model: SceneModel, _ uikit: SimulatedUIKit, _ driver: ControllerDriver, seed: UInt64) async {
        await shop.router.idle()
        let settled = await until(uikit) { inStep(model, uikit, driver) }
        let router = SimulatedUIKit.description(of: SceneProjection(shop.router))
        #expect(settled, "seed \(seed): UIKit shows\n\(uikit.description)\nthe router\n\(router)\n\(uikit.log.suffix(12))")
        #expect(uikit.controllers.count == shop.router.state.allScreens.count, "seed \(seed): \(uikit.controllers.count) controllers kept")
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
    @Test("a plan of several updates (pops, a push, two presentations) is shown to its end")
    func severalUpdates() async throws {
        let shop = try Shop()
        _ = try await shop.router.navigate(toPath: "/home").result.get()
        let (model, uikit, driver) = make(shop)
        #expect(await until(uikit) { inStep(model, uikit, driver) })
        _ = try await shop.router.navigate(toPath: "/a").result.get()
        _ = try await shop.router.navigate(toPath: "/b", modal: true).result.get()
        _ = try await shop.router.navigate(toPath: "/c", modal: true).result.get()
        #expect(await until(uikit) { inStep(model, uikit, driver) }, "\(uikit.description)\n\(uikit.log)")
        #expect(uikit.presented.count == 2)
        _ = try await shop.router.dismissAll().result.get()
        #expect(await until(uikit) { inStep(model, uikit, driver) })
        // One dismissal per update, each sent to the presenter of the modal that goes.
        #expect(uikit.log.filter { $0.hasPrefix("dismiss") }.count == 2 && uikit.log.last { $0.hasPrefix("dismiss") } == "dismiss above root")
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
    @Test("a restored scene with two modals shows both, one presentation after the other")
    func restoredModals() async throws {
        let shop = try Shop()
        _ = try await shop.router.navigate(toPath: "/home").result.get()
        _ = try await shop.router.navigate(toPath: "/a", modal: true).result.get()
        _ = try await shop.router.navigate(toPath: "/b", modal: true).result.get()
        let (model, uikit, driver) = make(shop)
        #expect(await until(uikit) { inStep(model, uikit, driver) }, "\(uikit.description)")
        #expect(uikit.presented.count == 2)
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
    @Test("a presentation UIKit refuses (one is in progress) is tried again, and the model does not wait for ever")
    func refusedPresentation() async throws {
        let shop = try Shop()
        _ = try await shop.router.navigate(toPath: "/home").result.get()
        let (model, uikit, driver) = make(shop)
        #expect(await until(uikit) { inStep(model, uikit, driver) })
        uikit.inTransition = true  // something else is presenting
        _ = try await shop.router.navigate(toPath: "/a", modal: true).result.get()
        for _ in 0..<50 { await Task.yield() }
        #expect(uikit.refusedPresentations >= 1)
        uikit.inTransition = false
        #expect(await until(uikit) { inStep(model, uikit, driver) })
        #expect(uikit.presented.count == 1)
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
    @Test("UIKit's didShow: the coordinator's own push and pop, late or not, and a cancelled back swipe write nothing; the user's pop is reported")
    func didShow() async throws {
        let shop = try Shop()
        _ = try await shop.router.navigate(toPath: "/home").result.get()
        let (model, uikit, driver) = make(shop)
        for path in ["/a", "/b"] { _ = try await shop.router.navigate(toPath: path).result.get() }
        #expect(await until(uikit) { inStep(model, uikit, driver) })
        let stack = try #require(uikit.topStack)
        let ids = try #require(uikit.navigations[stack]).map(\.id)
        #expect(driver.stackShowed(ids, in: stack) == .unchanged, "a cancelled back swipe shows the same controllers")
        _ = try await shop.router.pop().result.get()
        #expect(await until(uikit) { inStep(model, uikit, driver) })
        #expect(driver.stackShowed(Array(ids.prefix(2)), in: stack) == .unchanged, "the coordinator's own pop, reported late")
        uikit.userPops(to: 1)  // the user's pop: UIKit shows one controller, and says so
        #expect(await until(uikit) { inStep(model, uikit, driver) })
        #expect(shop.router.state.allScreens.map(\.path) == ["/home"])
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
    @Test("a refused presentation is tried again after a growing wait, not on every turn of the main actor")
    func backoff() async throws {
        let shop = try Shop()
        _ = try await shop.router.navigate(toPath: "/home").result.get()
        let (model, uikit, driver) = make(shop)
        #expect(await until(uikit) { inStep(model, uikit, driver) })
        uikit.inTransition = true  // an alert of the app's is up, for a long while
        _ = try await shop.router.navigate(toPath: "/a", modal: true).result.get()
        for _ in 0..<2_000 { await Task.yield() }
        // A busy retry would have tried on every turn (about a thousand here); the backoff waits
        // 50 ms, 100 ms, … 2 s, so only a machine that stalls for minutes comes near the bound.
        #expect((1...100).contains(uikit.refusedPresentations), "\(uikit.refusedPresentations) tries in 2,000 turns")
        #expect(model.step == nil, "the model does not wait for UIKit")
        uikit.inTransition = false
        driver.retry()  // the signal: what blocked it ended
        #expect(await until(uikit) { inStep(model, uikit, driver) })
        #expect(uikit.presented.count == 1)
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
    @Test("a dismissal UIKit refuses is tried again, and the coordinator keeps following")
    func refusedDismissal() async throws {
        let shop = try Shop()
        _ = try await shop.router.navigate(toPath: "/home").result.get()
        _ = try await shop.router.navigate(toPath: "/a", modal: true).result.get()
        let (model, uikit, driver) = make(shop)
        #expect(await until(uikit) { inStep(model, uikit, driver) })
        uikit.inTransition = true
        _ = try await shop.router.dismiss().result.get()
        #expect(await until(uikit) { uikit.refusedDismissals >= 1 })
        #expect(uikit.presented.count == 1, "nothing was dismissed")
        uikit.inTransition = false
        #expect(await until(uikit) { inStep(model, uikit, driver) })
        #expect(uikit.presented.isEmpty)
        _ = try await shop.router.navigate(toPath: "/b").result.get()
        #expect(await until(uikit) { inStep(model, uikit, driver) }, "the coordinator still follows")
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
    @Test("controllers the user removed are freed: flat over 10,000 user pops and swipe-downs, each shown on screen")
    func userRemovalsFreeControllers() async throws {
        let shop = try Shop()
        _ = try await shop.router.navigate(toPath: "/home").result.get()
        let (model, uikit, driver) = make(shop)
        #expect(await until(uikit) { inStep(model, uikit, driver) })
        let before = uikit.liveControllers
        for index in 0..<10_000 {
            let modal = index % 2 == 1
            _ = await shop.router.navigate(toPath: Shop.pages[1 + index % 4], modal: modal).result
            guard await until(uikit, { inStep(model, uikit, driver) }) else { break }
            if modal { uikit.userSwipesDown() } else { uikit.userPops(to: 1) }
            await shop.router.idle()
            guard await until(uikit, { inStep(model, uikit, driver) }) else { break }
            if index % 1_000 == 999 { #expect(uikit.controllers.count == shop.router.state.allScreens.count) }
        }
        #expect(await until(uikit) { inStep(model, uikit, driver) })
        #expect(shop.router.state.allScreens.count == 1)
        #expect(uikit.liveControllers - before <= 1, "\(uikit.liveControllers - before) controllers more than at the start")
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
    @Test("the user's pops, swipe-downs, cancelled back swipes and tab taps keep the controllers and the router together")
    func userGestures() async throws {
        let shop = try Shop()
        try shop.registry.guardLeaving("/form", priority: .high) { _ in .stay(reason: "kept") }
        _ = try await shop.router.setTabs(Shop.tabs, selected: "home").result.get()
        let (model, uikit, driver) = make(shop)
        for path in ["/a", "/b", "/form", "/c"] { _ = try await shop.router.navigate(toPath: path).result.get() }
        #expect(await until(uikit) { inStep(model, uikit, driver) })
        uikit.userCancelsBackSwipe()
        uikit.userPops(to: 4)  // Back on /c
        #expect(await until(uikit) { inStep(model, uikit, driver) })
        #expect(shop.router.state.topScreen?.path == "/form")
        uikit.userPops(to: 1)  // the long-press menu, past the guarded /form: asked, kept, put back
        #expect(await until(uikit) { inStep(model, uikit, driver) })
        #expect(shop.router.state.topScreen?.path == "/form")
        uikit.userTaps(tab: "shop")  // never opened: the router opens it
        #expect(await until(uikit) { inStep(model, uikit, driver) })
        #expect(shop.router.state.topScreen?.path == "/a")
        _ = try await shop.router.navigate(toPath: "/b", modal: true, shouldPreventDismissal: true).result.get()
        #expect(await until(uikit) { inStep(model, uikit, driver) })
        uikit.userSwipesDown()  // held back by UIKit: only attempted, and refused
        #expect(await until(uikit) { inStep(model, uikit, driver) })
        #expect(shop.router.state.modals.count == 1)
        _ = try await shop.router.dismiss().result.get()
        _ = try await shop.router.navigate(toPath: "/d", modal: true).result.get()
        #expect(await until(uikit) { inStep(model, uikit, driver) })
        uikit.userSwipesDown()
        #expect(await until(uikit) { inStep(model, uikit, driver) })
        #expect(shop.router.state.modals.isEmpty)
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
    @Test("controllers are freed when their screens leave: flat over 10,000 pushes and pops")
    func memoryFlat() async throws {
        let shop = try Shop()
        _ = try await shop.router.navigate(toPath: "/home").result.get()
        let (model, uikit, driver) = make(shop)
        #expect(await until(uikit) { inStep(model, uikit, driver) })
        let before = uikit.liveControllers
        // Each push shown on screen, then popped: 10,000 of each.
        for index in 0..<10_000 {
            _ = await shop.router.navigate(toPath: Shop.pages[1 + index % 4]).result
            guard await until(uikit, { inStep(model, uikit, driver) }) else { break }
            _ = await shop.router.pop().result
            guard await until(uikit, { inStep(model, uikit, driver) }) else { break }
            if index % 1_000 == 999 { #expect(uikit.controllers.count == shop.router.state.allScreens.count) }
        }
        await shop.router.idle()
        #expect(await until(uikit) { inStep(model, uikit, driver) })
        #expect(uikit.madeCount > 10_000, "only \(uikit.madeCount) controllers were made")
        #expect(uikit.liveControllers - before <= 1, "\(uikit.liveControllers - before) controllers more than at the start")
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
    @Test("seeded runs: the app and the user at once, and the controllers end showing the router's scene", arguments: Array(UInt64(1)...16))
    func randomRuns(seed: UInt64) async throws {
        let shop = try Shop()
        try shop.registry.guardLeaving("/form", priority: .high) { _ in .stay(reason: "kept") }
        _ = try await shop.router.setTabs(Shop.tabs, selected: "home").result.get()
        let (model, uikit, driver) = make(shop)
        var random = SeededRandom(seed: seed)
        for _ in 0..<150 {
            switch random.below(10) {
            case 0...3:
                let path = random.pick(Shop.pages)
                switch random.below(6) {
                case 0, 1: shop.router.navigate(toPath: path)
                case 2: shop.router.navigate(toPath: path, modal: true)
                case 3: shop.router.pop()
                case 4: shop.router.dismiss()
                default: shop.router.selectTab(random.pick(["home", "shop"]))
                }
            case 4: uikit.userPops(to: 1 + random.below(3))
            case 5: uikit.userSwipesDown()
            case 6: uikit.userTaps(tab: random.pick(["home", "shop"]))
            default: uikit.tick()
            }
            await Task.yield()
        }
        await expectSettled(shop, model, uikit, driver, seed: seed)
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
    @Test("a collapsed split: Back to the sidebar is the column the user is in, the detail leaves with its controllers; collapsing and expanding are reported")
    func collapsedSplit() async throws {
        let shop = try Shop()
        _ = try await shop.router.setSplit(primaryPath: "/home").result.get()
        _ = try await shop.router.show("/a", in: .secondary).result.get()
        let (model, uikit, driver) = make(shop)
        #expect(await until(uikit) { inStep(model, uikit, driver) })
        uikit.userResizes(collapsing: true)
        #expect(await until(uikit) { inStep(model, uikit, driver) })
        #expect(shop.router.state.root?.split?.isCollapsed == true)
        #expect(uikit.topStack?.column == .secondary, "collapsed, the detail is on top")
        // UIKit's own didShow of the primary stack while the detail is on top says nothing.
        #expect(driver.stackShowed([], in: try #require(uikit.navigations.keys.first { $0.column == .primary })) == .unchanged)
        uikit.userBacksToSidebar()
        #expect(await until(uikit) { inStep(model, uikit, driver) }, "\(uikit.description)\n\(uikit.log.suffix(6))")
        #expect(shop.router.state.allScreens.map(\.path) == ["/home"], "the detail left the scene")
        #expect(uikit.controllers.count == 1, "its controller went")
        _ = try await shop.router.show("/b", in: .secondary).result.get()
        #expect(await until(uikit) { inStep(model, uikit, driver) })
        uikit.userResizes(collapsing: false)
        #expect(await until(uikit) { inStep(model, uikit, driver) })
        #expect(shop.router.state.root?.split?.isCollapsed == false)
        #expect(shop.router.state.allScreens.map(\.path) == ["/home", "/b"])
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
    @Test(
        "seeded runs in a split: the app, the user's pops, Back to the sidebar and the window resized at once; the controllers end showing the router's scene",
        arguments: Array(UInt64(1)...8))
    func randomSplitRuns(seed: UInt64) async throws {
        let shop = try Shop()
        try shop.registry.guardLeaving("/form", priority: .high) { _ in .stay(reason: "kept") }
        _ = try await shop.router.setSplit(primaryPath: "/home").result.get()
        let (model, uikit, driver) = make(shop)
        var random = SeededRandom(seed: seed)
        for _ in 0..<150 {
            switch random.below(10) {
            case 0...3:
                let path = random.pick(Array(Shop.pages.dropFirst()))
                switch random.below(5) {
                case 0, 1: shop.router.show(path, in: .secondary)
                case 2: shop.router.navigate(toPath: path)
                case 3: shop.router.pop()
                default: shop.router.showColumn(.primary)
                }
            case 4: uikit.userPops(to: 1 + random.below(2))
            case 5: uikit.userBacksToSidebar()
            case 6: uikit.userResizes(collapsing: random.below(2) == 0)
            default: uikit.tick()
            }
            await Task.yield()
        }
        await expectSettled(shop, model, uikit, driver, seed: seed)
    }
}
