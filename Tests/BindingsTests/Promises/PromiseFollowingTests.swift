import PathRouter
import PathRouterBindings
import Testing

/// README "On screen" and OnScreenWithSwiftUI.md, "Updates": `SceneModel` follows the router
/// one update at a time; an update ends on the UI's signal (`screenDisappeared` of the screen
/// the user saw before it; for a sheet presented over the screen, `stepDuration`, or with it
/// `nil`, `screenAppeared` of the sheet's screen); `signalTimeout` ends one whose signal never
/// comes; an update that changes no screen the user sees ends on the main actor's next turn.
@Suite("As the docs promise: SceneModel follows the router")
@MainActor
struct PromiseFollowingTests {

    /// Many turns of the main actor, no time: what only a signal ends is still going.
    func turns(_ count: Int = 300) async {
        for _ in 0..<count { await Task.yield() }
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
    @Test("signal path: push, sheet, push in the sheet, pop, dismiss each end on the documented signal, and only on it")
    func signalPath() async throws {
        let shop = try Shop()
        let home = try #require(try await shop.router.navigate(toPath: "/home").result.get().screen)
        let model = SceneModel(router: shop.router)
        model.stepDuration = nil
        model.signalTimeout = nil  // only signals end updates
        #expect(promiseInStep(model), "a new model shows the router's scene")

        // A push: ends on the covered screen's disappearance.
        let a = try #require(try await shop.router.navigate(toPath: "/a").result.get().screen)
        #expect(await until { model.step != nil })
        #expect(model.shown.root?.activeStack?.top.id == a.id, "the push is on screen")
        let pushStep = model.step
        await turns()
        model.screenDisappeared(a.id)  // not the screen the user saw before: nothing ends
        model.screenAppeared(a.id)
        #expect(model.step == pushStep, "the push ended without its signal")
        model.screenDisappeared(home.id)
        #expect(await until { promiseInStep(model) }, "\(promiseText(model.shown))")
        #expect(promiseIndexMismatch(model) == nil)

        // A sheet over the screen: with stepDuration nil, ends on the sheet's screen appearing.
        let b = try #require(try await shop.router.navigate(toPath: "/b", modal: true).result.get().screen)
        #expect(await until { model.step != nil })
        #expect(model.shown.modals.map(\.id) == [b.id])
        await turns()
        model.screenDisappeared(a.id)  // the presenter: a sheet over it is not its end
        #expect(model.step != nil, "a sheet's update ended on the presenter's disappearance")
        model.screenAppeared(b.id)
        #expect(await until { promiseInStep(model) }, "\(promiseText(model.shown))")

        // A push inside the sheet: ends on the sheet's first screen disappearing.
        let c = try #require(try await shop.router.navigate(toPath: "/c").result.get().screen)
        #expect(await until { model.step != nil })
        #expect(model.shown.modals.first?.presentation.activeStack?.top.id == c.id)
        await turns()
        #expect(model.step != nil)
        model.screenDisappeared(b.id)
        #expect(await until { promiseInStep(model) })

        // The app's pop: ends on the popped screen (the one the user saw) disappearing.
        _ = try await shop.router.pop().result.get()
        #expect(await until { model.step != nil })
        #expect(model.shown.modals.first?.presentation.activeStack?.top.id == b.id)
        await turns()
        #expect(model.step != nil)
        model.screenDisappeared(c.id)
        #expect(await until { promiseInStep(model) })

        // The app's dismiss: ends on the sheet's screen disappearing.
        _ = try await shop.router.dismiss().result.get()
        #expect(await until { model.step != nil })
        #expect(model.shown.modals.isEmpty)
        await turns()
        #expect(model.step != nil)
        model.screenDisappeared(b.id)
        #expect(await until { promiseInStep(model) })
        #expect(promiseIndexMismatch(model) == nil)
        // The pushed screen is what NavigationStack(path:) binds to.
        let stack = try #require(model.shown.root?.activeStack)
        #expect(model.path(of: stack.id) == [a.id])
        #expect(model.item(a.id)?.path == "/a")
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
    @Test("a change a UI cannot show in one update (dismiss, then push) is shown step by step, each ended by its own signal")
    func stepByStep() async throws {
        let shop = try Shop()
        _ = try await shop.router.navigate(toPath: "/home").result.get()
        let a = try #require(try await shop.router.navigate(toPath: "/a").result.get().screen)
        let b = try #require(try await shop.router.navigate(toPath: "/b", modal: true).result.get().screen)
        let model = SceneModel(router: shop.router)
        model.stepDuration = nil
        model.signalTimeout = nil
        #expect(model.shown.modals.count == 1)
        // Two changes at once, before the main actor has a turn.
        shop.router.dismiss()
        shop.router.navigate(toPath: "/c")
        await shop.router.idle()
        #expect(await until { model.step != nil })
        // First update: the sheet goes, nothing is pushed yet.
        #expect(model.shown.modals.isEmpty, "\(promiseText(model.shown))")
        #expect(model.shown.root?.activeStack?.top.id == a.id, "the push came with the dismissal:\n\(promiseText(model.shown))")
        let first = model.step
        model.screenDisappeared(b.id)
        #expect(model.step != nil && model.step != first, "the next update did not start on the sheet's disappearance")
        #expect(model.shown.root?.activeStack?.top.path == "/c")
        model.screenDisappeared(a.id)
        #expect(await until { promiseInStep(model) }, "\(promiseText(model.shown))")
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
    @Test("a finish of an update that is no longer the current one changes nothing")
    func lateFinish() async throws {
        let shop = try Shop()
        let home = try #require(try await shop.router.navigate(toPath: "/home").result.get().screen)
        let model = SceneModel(router: shop.router)
        model.stepDuration = nil
        model.signalTimeout = nil
        let a = try #require(try await shop.router.navigate(toPath: "/a").result.get().screen)
        #expect(await until { model.step != nil })
        let first = try #require(model.step)
        _ = try await shop.router.navigate(toPath: "/b").result.get()
        await turns()
        model.screenDisappeared(home.id)  // ends the push of /a; the push of /b follows
        #expect(await until { model.step != nil && model.step != first })
        let second = model.step
        #expect(model.shown.root?.activeStack?.top.path == "/b")
        model.stepFinished(first)  // the timer's, say, after the UI's own signal
        #expect(model.step == second, "a late finish ended the current update")
        model.screenDisappeared(a.id)
        #expect(await until { promiseInStep(model) })
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
    @Test("timeout path: with no signal, a sheet's update ends at stepDuration")
    func sheetEndsAtStepDuration() async throws {
        let shop = try Shop()
        _ = try await shop.router.navigate(toPath: "/home").result.get()
        let model = SceneModel(router: shop.router)
        model.stepDuration = .milliseconds(3)
        model.signalTimeout = nil  // not the fallback: the sheet's own bound
        _ = try await shop.router.navigate(toPath: "/b", modal: true).result.get()
        _ = try await shop.router.navigate(toPath: "/c", modal: true).result.get()
        #expect(await until { promiseInStep(model) }, "\(promiseText(model.shown))")
        #expect(model.shown.modals.count == 2)
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
    @Test("timeout path: a push whose signal never comes ends at signalTimeout; so does a sheet awaiting its appearance")
    func signalTimeoutEnds() async throws {
        let shop = try Shop()
        _ = try await shop.router.navigate(toPath: "/home").result.get()
        let model = SceneModel(router: shop.router)
        model.stepDuration = nil
        model.signalTimeout = .milliseconds(3)
        _ = try await shop.router.navigate(toPath: "/a").result.get()
        #expect(await until { promiseInStep(model) }, "\(promiseText(model.shown))")
        _ = try await shop.router.navigate(toPath: "/b", modal: true).result.get()
        #expect(await until { promiseInStep(model) }, "\(promiseText(model.shown))")
        _ = try await shop.router.dismiss().result.get()
        _ = try await shop.router.pop().result.get()
        #expect(await until { promiseInStep(model) }, "\(promiseText(model.shown))")
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
    @Test("a push is not cut short by the sheets' bound: another model's sheet bound ends while the push waits for its signal")
    func pushNotCutByStepDuration() async throws {
        let shop = try Shop()
        let home = try #require(try await shop.router.navigate(toPath: "/home").result.get().screen)
        let model = SceneModel(router: shop.router)
        model.stepDuration = .milliseconds(1)
        model.signalTimeout = nil
        _ = try await shop.router.navigate(toPath: "/a").result.get()
        #expect(await until { model.step != nil })
        let pushStep = model.step
        // A second window whose sheet's 1 ms bound starts after the push started.
        let other = try Shop(scene: "other")
        _ = try await other.router.navigate(toPath: "/home").result.get()
        let otherModel = SceneModel(router: other.router)
        otherModel.stepDuration = .milliseconds(1)
        otherModel.signalTimeout = nil
        _ = try await other.router.navigate(toPath: "/b", modal: true).result.get()
        #expect(await until { promiseInStep(otherModel) })
        #expect(model.step == pushStep, "the push ended on the sheets' bound, with no signal")
        model.screenDisappeared(home.id)
        #expect(await until { promiseInStep(model) })
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
    @Test("an update that changes no screen the user sees ends by itself, with no signal and no time bound")
    func unseenChangeEndsAtOnce() async throws {
        let shop = try Shop()
        _ = try await shop.router.navigate(toPath: "/home").result.get()
        let a = try #require(try await shop.router.navigate(toPath: "/a").result.get().screen)
        _ = try await shop.router.navigate(toPath: "/b", modal: true).result.get()
        let model = SceneModel(router: shop.router)
        model.stepDuration = nil
        model.signalTimeout = nil
        // /a, under the sheet, leaves: the user sees the sheet throughout.
        let removed = await shop.router.removeScreen(a.id).result
        guard case .success = removed else {
            Issue.record("removeScreen of a covered screen was refused: \(removed)")
            return
        }
        #expect(await until { promiseInStep(model) }, "\(promiseText(model.shown)) step \(String(describing: model.step))")
        #expect(model.shown.root?.activeStack?.path == [])
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
    @Test("tabs and a split are followed; path(of:) and item(_:) answer for every shown stack and screen")
    func tabsAndSplit() async throws {
        let shop = try Shop()
        _ = try await shop.router.navigate(toPath: "/home").result.get()
        let model = SceneModel(router: shop.router)
        model.stepDuration = nil
        model.signalTimeout = nil
        let signals = PromiseSignals(model)
        var step = 0
        func check(_ what: String) async {
            step += 1
            #expect(await signals.settle(), "\(what): \(promiseText(model.shown))\nrouter:\n\(promiseText(SceneProjection(shop.router)))")
            #expect(promiseIndexMismatch(model) == nil, "\(what): \(promiseIndexMismatch(model) ?? "")")
        }
        _ = try await shop.router.setTabs(Shop.tabs, selected: "home").result.get()
        await check("setTabs")
        _ = try await shop.router.navigate(toPath: "/b").result.get()
        await check("push in home")
        _ = try await shop.router.selectTab("shop").result.get()
        await check("select shop")
        _ = try await shop.router.navigate(toPath: "/c").result.get()
        await check("push in shop")
        _ = try await shop.router.selectTab("home").result.get()
        await check("select home")
        guard case .tabs(let tabs)? = model.shown.root else {
            Issue.record("no tabs shown")
            return
        }
        #expect(tabs.names == ["home", "shop"] && tabs.selected == "home")
        #expect(model.path(of: StackID(place: .root, tab: "shop")).count == 1)
        #expect(model.path(of: StackID(place: .root, tab: "nope")) == [], "a stack the UI does not show has an empty path")
        _ = try await shop.router.presentTabs(Shop.tabs, selected: "shop").result.get()
        await check("tabs presented as a modal")
        #expect(model.shown.modals.first?.style == .fullScreenCover, "tabs in a modal cover the window")
        _ = try await shop.router.dismiss().result.get()
        await check("dismiss the tabs")
        _ = try await shop.router.setSplit(primaryPath: "/home").result.get()
        await check("setSplit")
        _ = try await shop.router.show("/a", in: .secondary).result.get()
        await check("show in secondary")
        _ = try await shop.router.navigate(toPath: "/b").result.get()
        await check("push in the split")
        _ = try await shop.router.setCollapsed(true).result.get()
        await check("collapse")
        _ = try await shop.router.showColumn(.primary).result.get()
        await check("showColumn primary")
        guard case .split(let split)? = model.shown.root else {
            Issue.record("no split shown")
            return
        }
        #expect(split.isCollapsed && split.visibleColumns == [.primary])
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
    @Test("item(_:) still answers for a screen that left (its exit animation), within departedCapacity")
    func departedItems() async throws {
        let shop = try Shop()
        _ = try await shop.router.navigate(toPath: "/home").result.get()
        let model = SceneModel(router: shop.router)
        model.stepDuration = nil
        model.signalTimeout = nil
        let a = try #require(try await shop.router.navigate(toPath: "/a").result.get().screen)
        #expect(await promiseSettleByFinishing(model))
        _ = try await shop.router.pop().result.get()
        #expect(await until { model.shown.root?.activeStack?.path == [] })
        #expect(model.item(a.id)?.path == "/a", "the popped screen is not readable during its exit")
        #expect(await promiseSettleByFinishing(model))
        #expect(model.item(a.id)?.path == "/a", "the popped screen is not readable after its exit")
        // Fewer departures than the capacity keep it readable.
        for index in 0..<(SceneModel.departedCapacity / 2) {
            _ = try await shop.router.navigate(toPath: Shop.pages[1 + index % 4]).result.get()
            _ = try await shop.router.pop().result.get()
            #expect(await promiseSettleByFinishing(model))
        }
        #expect(model.item(a.id)?.path == "/a", "readable after \(SceneModel.departedCapacity / 2) more departures")
    }
}
