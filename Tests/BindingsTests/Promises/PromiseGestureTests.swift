import PathRouter
import PathRouterBindings
import PathRouterLocking
import Testing

/// README "On screen" and "The contract with the UI layer", OnScreenWithSwiftUI.md, the
/// `UIWrite`/`WriteBack`/`judge` doc comments: a user's gestures written into the model end
/// as what the user did, or ask the leave guard and put back what it keeps; late writes are
/// judged on what the user saw; nothing a UI writes gets past the router's rules.
@Suite("As the docs promise: the user's gestures through SceneModel")
@MainActor
struct PromiseGestureTests {

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
    func model(_ shop: Shop) -> SceneModel {
        let model = SceneModel(router: shop.router)
        model.stepDuration = nil
        model.signalTimeout = nil
        return model
    }

    /// Pushes `paths` on the router, one navigation each.
    func push(_ shop: Shop, _ paths: [String]) async throws -> [Screen] {
        var screens: [Screen] = []
        for path in paths { screens.append(try #require(try await shop.router.navigate(toPath: path).result.get().screen)) }
        return screens
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
    @Test("Back and a pop to root: reported as userDidPop of the first screen removed; the UI keeps what the user left; the record is marked by the user")
    func backAndPopToRoot() async throws {
        let shop = try Shop()
        let kinds = Locked.make([(SceneTransition.Kind, Bool)]())
        let observation = shop.router.addObserver { change in kinds.withLock { $0.append((change.transition.kind, change.transition.isUserInitiated)) } }
        defer { observation.cancel() }
        let screens = try await push(shop, ["/home", "/a", "/b", "/c"])
        let model = model(shop)
        let stack = try #require(model.shown.root?.activeStack)
        // Back on /c.
        let back = model.write(.path([screens[1].id, screens[2].id], of: stack.id))
        #expect(back == .report(.pop(screens[3].id)))
        #expect(model.shown.root?.activeStack?.path == [screens[1].id, screens[2].id], "the UI does not keep what the user left")
        #expect(await promiseSettleByFinishing(model))
        #expect(shop.router.state.allScreens.map(\.path) == ["/home", "/a", "/b"])
        #expect(kinds.withLock { $0.last?.1 } == true, "the user's pop is not marked isUserInitiated")
        // Pop to root from /b.
        let toRoot = model.write(.path([], of: stack.id))
        #expect(toRoot == .report(.pop(screens[1].id)))
        #expect(await promiseSettleByFinishing(model))
        #expect(shop.router.state.allScreens.map(\.path) == ["/home"])
        #expect(promiseIndexMismatch(model) == nil)
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
    @Test("a pop past a screen whose guard says stay asks popBack(to:), the router keeps it, and the screens come back")
    func popPastGuardThatStays() async throws {
        let shop = try Shop()
        try shop.registry.guardLeaving("/c", priority: .high) { _ in .stay(reason: "unsaved") }
        let screens = try await push(shop, ["/home", "/a", "/c", "/b"])
        let model = model(shop)
        let stack = try #require(model.shown.root?.activeStack)
        #expect(stack.item(screens[2].id)?.isGuarded == true, "the guarded screen is not marked")
        let verdict = model.write(.path([screens[1].id], of: stack.id))  // the long-press menu to /a
        #expect(verdict == .ask(.popBack(to: screens[1].id)))
        #expect(await promiseSettleByFinishing(model), "\(promiseText(model.shown))")
        #expect(shop.router.state.allScreens.map(\.path) == ["/home", "/a", "/c", "/b"], "the guard was bypassed")
        #expect(model.shown.root?.activeStack?.path == screens.dropFirst().map(\.id), "the screens did not come back")
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
    @Test("a LeaveQuestion guard: the pop asks once, the screens come back while it is open, and the answer decides (stay, then leave)")
    func leaveQuestion() async throws {
        let shop = try Shop()
        let screens = try await push(shop, ["/home", "/a", "/b"])
        let question = LeaveQuestion()
        #expect(try shop.router.closer(for: screens[2].id).guardLeaving(asking: question))
        let model = model(shop)
        #expect(await promiseSettleByFinishing(model))
        let stack = try #require(model.shown.root?.activeStack)
        #expect(stack.item(screens[2].id)?.isGuarded == true)
        // A back swipe SwiftUI performed anyway.
        #expect(model.write(.path([screens[1].id], of: stack.id)) == .ask(.popBack(to: screens[1].id)))
        #expect(await until { question.asking != nil })
        #expect(question.asking?.screen.id == screens[2].id)
        // While the question is open the screen is back on screen, and the router has it.
        #expect(
            await until {
                if let step = model.step { model.stepFinished(step) }
                return model.shown.root?.activeStack?.path == [screens[1].id, screens[2].id]
            }, "\(promiseText(model.shown))")
        #expect(shop.router.state.topScreen?.id == screens[2].id)
        question.answer(.stay(reason: "keep editing"))
        #expect(await promiseSettleByFinishing(model))
        #expect(shop.router.state.topScreen?.id == screens[2].id)
        #expect(question.asking == nil)
        // Again, and the user discards.
        let current = try #require(model.shown.root?.activeStack)
        #expect(model.write(.path([screens[1].id], of: current.id)) == .ask(.popBack(to: screens[1].id)))
        #expect(await until { question.asking != nil })
        question.answer(.leave)
        #expect(await promiseSettleByFinishing(model))
        #expect(shop.router.state.allScreens.map(\.path) == ["/home", "/a"])
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
    @Test("SceneView's own Back (popAttempted) changes nothing on screen and asks; a second tap joins the same question")
    func popAttempted() async throws {
        let shop = try Shop()
        let screens = try await push(shop, ["/home", "/a", "/b"])
        let question = LeaveQuestion()
        #expect(try shop.router.closer(for: screens[2].id).guardLeaving(asking: question))
        let model = model(shop)
        #expect(await promiseSettleByFinishing(model))
        let stack = try #require(model.shown.root?.activeStack)
        let shown = model.shown
        let verdict = model.write(.popAttempted([screens[1].id], of: stack.id))
        #expect(verdict == .ask(.popBack(to: screens[1].id)))
        #expect(model.shown == shown, "the UI changed nothing, yet the model shows something else")
        #expect(await until { question.asking != nil })
        let firstRequest = question.asking
        let again = model.write(.popAttempted([screens[1].id], of: stack.id))
        #expect(again.sent != nil)
        await shop.router.idle()
        for _ in 0..<100 { await Task.yield() }
        #expect(question.asking?.screen.id == firstRequest?.screen.id)
        question.answer(.stay(reason: "no"))
        #expect(await promiseSettleByFinishing(model))
        #expect(shop.router.state.topScreen?.id == screens[2].id, "the screen left on a stay")
        #expect(question.asking == nil, "the second attempt opened a second question")
        // Unguarded, the own Back still asks, and the router pops.
        #expect(try shop.router.closer(for: screens[2].id).stopGuardingLeaving())
        #expect(await promiseSettleByFinishing(model))
        let plain = try #require(model.shown.root?.activeStack)
        #expect(model.write(.popAttempted([screens[1].id], of: plain.id)) == .ask(.popBack(to: screens[1].id)))
        #expect(await promiseSettleByFinishing(model))
        #expect(shop.router.state.allScreens.map(\.path) == ["/home", "/a"])
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
    @Test(
        "a sheet's swipe-down: dismissed; a guarded sheet asks (swipe-down held back or performed), kept on stay, gone on leave; a sheet that prevents dismissal is dropped and put back"
    )
    func swipeDown() async throws {
        let shop = try Shop()
        _ = try await push(shop, ["/home"])
        let model = model(shop)
        let records = Locked.make([String]())
        let observation = shop.router.addObserver { change in records.withLock { $0.append("\(change.transition)") } }
        defer { observation.cancel() }
        let dropped = Locked.make([String]())
        model.onDropped = { write, reason in dropped.withLock { $0.append("\(write): \(reason)") } }
        // A plain sheet.
        let b = try #require(try await shop.router.navigate(toPath: "/b", modal: true).result.get().screen)
        #expect(await promiseSettleByFinishing(model))
        #expect(model.shown.modals.first?.mayDismiss == true)
        #expect(model.write(.dismissed(modal: b.id)) == .report(.dismiss(modalHolding: b.id)))
        #expect(model.shown.modals.isEmpty)
        #expect(await promiseSettleByFinishing(model))
        #expect(shop.router.state.modals.isEmpty)
        // A guarded sheet whose guard says stay.
        let c = try #require(try await shop.router.navigate(toPath: "/c", modal: true).result.get().screen)
        let question = LeaveQuestion()
        #expect(try shop.router.closer(for: c.id).guardLeaving(asking: question))
        #expect(
            await until {
                if let step = model.step { model.stepFinished(step) }
                return model.shown.modals.first?.mayDismiss == false
            }, "a guarded sheet may still be swiped down")
        #expect(model.write(.dismissAttempted(modal: c.id)) == .ask(.dismissModal(holding: c.id)))
        #expect(await until { question.asking != nil })
        question.answer(.stay(reason: "kept"))
        #expect(await promiseSettleByFinishing(model))
        #expect(shop.router.state.modals.count == 1)
        // SwiftUI performed the swipe-down anyway: asked all the same; kept and put back.
        #expect(model.write(.dismissed(modal: c.id)) == .ask(.dismissModal(holding: c.id)))
        #expect(await until { question.asking != nil })
        question.answer(.stay(reason: "kept"))
        #expect(await promiseSettleByFinishing(model), "\(promiseText(model.shown))")
        #expect(model.shown.modals.map(\.id) == [c.id], "the kept sheet was not put back")
        // Discarded.
        #expect(model.write(.dismissAttempted(modal: c.id)) == .ask(.dismissModal(holding: c.id)))
        #expect(await until { question.asking != nil })
        let asked = question.asking
        question.answer(.leave)
        #expect(await promiseSettleByFinishing(model))
        #expect(
            shop.router.state.modals.isEmpty,
            "answered leave to \(String(describing: asked?.operation)); asking now \(String(describing: question.asking?.operation)); records \(records.withLock { $0 })"
        )
        // A sheet that prevents dismissal.
        let d = try #require(try await shop.router.navigate(toPath: "/d", modal: true, shouldPreventDismissal: true).result.get().screen)
        #expect(await promiseSettleByFinishing(model))
        #expect(model.shown.modals.first?.mayDismiss == false)
        guard case .dropped(let reason) = model.write(.dismissed(modal: d.id)) else {
            Issue.record("a sheet that prevents dismissal was dismissed by a swipe-down")
            return
        }
        #expect(!reason.isEmpty)
        #expect(dropped.withLock { $0.count } == 1, "onDropped: \(dropped.withLock { $0 })")
        #expect(await promiseSettleByFinishing(model))
        #expect(model.shown.modals.map(\.id) == [d.id] && shop.router.state.modals.count == 1)
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
    @Test("tabs: a shown tab is reported, a tab never shown asks the router to open it, the selected one reports nothing, an unknown one is dropped")
    func tabs() async throws {
        let shop = try Shop()
        _ = try await shop.router.setTabs(Shop.tabs, selected: "home").result.get()
        let model = model(shop)
        #expect(model.write(.selectedTab("shop", in: .root)) == .ask(.openTab("shop")))
        #expect(await promiseSettleByFinishing(model))
        #expect(shop.router.state.selectedTab == "shop")
        #expect(shop.router.state.topScreen?.path == "/a")
        #expect(model.write(.selectedTab("home", in: .root)) == .report(.selectTab("home")))
        if case .tabs(let tabs)? = model.shown.root { #expect(tabs.selected == "home", "the UI does not keep the tab the user chose") }
        #expect(await promiseSettleByFinishing(model))
        #expect(shop.router.state.selectedTab == "home")
        #expect(model.write(.selectedTab("home", in: .root)) == .unchanged)
        let before = shop.router.state
        guard case .dropped = model.write(.selectedTab("nowhere", in: .root)) else {
            Issue.record("a tab the scene does not have was not dropped")
            return
        }
        #expect(await promiseSettleByFinishing(model))
        #expect(shop.router.state == before)
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
    @Test("a split: a collapsed split's Back to the sidebar reports showColumn; the expanded sidebar's Back asks close; collapsing is reported")
    func split() async throws {
        let shop = try Shop()
        _ = try await shop.router.setSplit(primaryPath: "/home").result.get()
        _ = try await shop.router.show("/a", in: .secondary).result.get()
        let model = model(shop)
        #expect(model.write(.collapsed(true, in: .root)) == .report(.setCollapsed(true)))
        #expect(await promiseSettleByFinishing(model))
        #expect(shop.router.state.root?.split?.isCollapsed == true)
        #expect(model.write(.column(.primary, in: .root)) == .report(.showColumn(.primary)))
        #expect(await promiseSettleByFinishing(model))
        #expect(shop.router.state.root?.split?.secondary.isEmpty == true)
        // Expanded, with two screens in the sidebar's column: its Back asks to close the top one.
        #expect(model.write(.collapsed(false, in: .root)) == .report(.setCollapsed(false)))
        #expect(await promiseSettleByFinishing(model))
        _ = try await shop.router.setCollapsed(true).result.get()
        _ = try await shop.router.navigate(toPath: "/b").result.get()
        _ = try await shop.router.setCollapsed(false).result.get()
        _ = try await shop.router.show("/c", in: .secondary).result.get()
        #expect(await promiseSettleByFinishing(model))
        guard case .split(let split)? = model.shown.root, let sidebar = split.stack(.primary), sidebar.count == 2 else {
            Issue.record("no sidebar of two screens: \(promiseText(model.shown))")
            return
        }
        #expect(model.write(.path([], of: sidebar.id)) == .ask(.close(sidebar.top.id)))
        #expect(await promiseSettleByFinishing(model))
        #expect(shop.router.state.root?.split?.primary.map(\.path) == ["/home"])
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
    @Test("a late Back naming a screen the app already popped removes nothing else")
    func staleBackAfterAppPop() async throws {
        let shop = try Shop()
        let screens = try await push(shop, ["/home", "/a", "/b"])
        let model = model(shop)
        let seen = model.version
        let stack = try #require(model.shown.root?.activeStack)
        _ = try await shop.router.pop().result.get()  // the app pops /b
        #expect(await promiseSettleByFinishing(model))
        let verdict = model.write(.path([screens[1].id], of: stack.id), seenAt: seen)  // the user's Back on /b, reported late
        #expect(await promiseSettleByFinishing(model), "\(promiseText(model.shown))")
        #expect(shop.router.state.allScreens.map(\.id) == [screens[0].id, screens[1].id], "verdict \(verdict): \(shop.router.state.allScreens.map(\.path))")
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
    @Test("a Back made before the UI showed a guard is reported, and the router asks the guard all the same")
    func backBeforeTheGuardShowed() async throws {
        let shop = try Shop()
        let screens = try await push(shop, ["/home", "/a"])
        let model = model(shop)
        let seen = model.version
        let stack = try #require(model.shown.root?.activeStack)
        #expect(stack.item(screens[1].id)?.isGuarded == false)
        let asked = Locked.make(0)
        #expect(
            shop.router.guardLeaving(screen: screens[1].id) { _ in
                asked.withLock { $0 += 1 }
                return .stay(reason: "just edited")
            })
        let verdict = model.write(.path([], of: stack.id), seenAt: seen)
        #expect(verdict.sent != nil, "the Back was not sent: \(verdict)")
        #expect(await promiseSettleByFinishing(model), "\(promiseText(model.shown))")
        #expect(asked.withLock { $0 } >= 1, "the guard was not asked")
        #expect(shop.router.state.allScreens.map(\.id) == screens.map(\.id), "the guarded screen left")
        #expect(model.shown.root?.activeStack?.path == [screens[1].id])
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
    @Test("writes a UI may not make are dropped and put back: a longer or reordered path, an unknown stack or modal, a version too old")
    func forbiddenWrites() async throws {
        let shop = try Shop()
        let screens = try await push(shop, ["/home", "/a", "/b"])
        let model = model(shop)
        let reasons = Locked.make([String]())
        model.onDropped = { write, reason in reasons.withLock { $0.append("\(write): \(reason)") } }
        let stack = try #require(model.shown.root?.activeStack)
        let before = shop.router.state
        let foreign = Screen.ID(rawValue: 999)
        let writes: [UIWrite] = [
            .path([screens[1].id, screens[2].id, foreign], of: stack.id),  // longer
            .path([screens[2].id, screens[1].id], of: stack.id),  // reordered
            .path([], of: StackID(place: .modal(foreign))),  // a stack not shown
            .dismissed(modal: foreign),  // a modal not shown
            .selectedTab("home", in: .root),  // no tabs
        ]
        for write in writes {
            let version = model.version
            let verdict = model.write(write)
            guard case .dropped = verdict else {
                Issue.record("\(write) was not dropped: \(verdict)")
                continue
            }
            #expect(model.version > version, "a dropped \(write) did not redraw the scene")
            #expect(await promiseSettleByFinishing(model), "after \(write): \(promiseText(model.shown))")
        }
        await shop.router.idle()
        #expect(shop.router.state == before)
        #expect(reasons.withLock { $0.count } == writes.count, "onDropped heard \(reasons.withLock { $0 })")
        // A write naming a version older than the history a late write may name.
        let old = model.version
        for index in 0..<(SceneFollower.historyLength + 4) {
            _ = try await shop.router.navigate(toPath: Shop.pages[1 + index % 4]).result.get()
            _ = try await shop.router.pop().result.get()
            #expect(await promiseSettleByFinishing(model))
        }
        #expect(model.version - old > SceneFollower.historyLength)
        let current = shop.router.state.allScreens.map(\.id)
        let late = model.write(.path([], of: stack.id), seenAt: old)
        #expect(await promiseSettleByFinishing(model))
        if case .dropped = late {
        } else {
            Issue.record(
                "a write on version \(old), now \(model.version), was not dropped: \(late); the router now has \(shop.router.state.allScreens.map(\.path))")
        }
        #expect(shop.router.state.allScreens.map(\.id) == current, "a write on a forgotten version changed the scene: \(late)")
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
    @Test("the login screen is marked, its modal may not be swiped down, and a swipe-down of it is dropped")
    func loginScreen() async throws {
        let shop = try Shop()
        _ = try await push(shop, ["/home"])
        let model = model(shop)
        let waiting = shop.router.navigate(toPath: "/account")  // needs a login: the login screen shows
        #expect(
            await until {
                if let step = model.step { model.stepFinished(step) }
                return model.shown.items.contains { $0.isLogin }
            }, "\(promiseText(model.shown))")
        let login = try #require(model.shown.items.first { $0.isLogin })
        #expect(login.path == "/login")
        let modal = try #require(model.shown.modals.first { $0.presentation.items.contains { $0.id == login.id } }, "the login screen is not in a modal")
        #expect(!modal.mayDismiss, "the login modal may be swiped down")
        guard case .dropped = model.write(.dismissed(modal: modal.id)) else {
            Issue.record("a swipe-down of the login screen was not dropped")
            return
        }
        #expect(
            await until {
                if let step = model.step { model.stepFinished(step) }
                return promiseInStep(model)
            })
        #expect(model.shown.modals.contains { $0.id == modal.id }, "the login sheet was not put back")
        shop.auth.finishLogin(succeeding: true)
        _ = await waiting.result
        #expect(await promiseSettleByFinishing(model))
        #expect(shop.router.state.topScreen?.path == "/account")
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
    @Test("README's projection example: judge(.path([])) of a stack /home › #2 is `report userDidPop(#2)`")
    func readmeJudgeExample() async throws {
        let shop = try Shop()
        _ = try await push(shop, ["/home", "/d"])
        let shown = SceneProjection(shop.router)
        let stack = try #require(shown.root?.activeStack)
        #expect(stack.root.path == "/home" && stack.path.map(\.description) == ["#2"])
        #expect("\(shown.judge(.path([], of: stack.id)))" == "report userDidPop(#2)")
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
    @Test("documented defaults: stepDuration 600 ms, signalTimeout 2 s; the driver's retry from 50 ms up to 2 s")
    func defaults() async throws {
        let shop = try Shop()
        let model = SceneModel(router: shop.router)
        #expect(model.stepDuration == .milliseconds(600))
        #expect(model.signalTimeout == .seconds(2))
        final class Nothing: ControllerHost {
            func perform(_ operation: ControllerPlan.Operation, done: @escaping @MainActor (Bool) -> Void) { done(true) }
        }
        let driver = ControllerDriver(model: model, host: Nothing())
        #expect(driver.retryDelay == .milliseconds(50))
        #expect(driver.maximumRetryDelay == .seconds(2))
    }
}
