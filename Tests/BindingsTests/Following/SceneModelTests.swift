import Observation
import PathRouter
import PathRouterBindings
import PathRouterLocking
import Testing

/// The observable model a SwiftUI view binds to: it follows the router, one update at a time,
/// publishes only what changed, and turns writes into reports.
@Suite("Scene model")
@MainActor
struct SceneModelTests {

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
    @Test("it follows the router one update at a time, and a back swipe becomes userDidPop")
    func followsAndWritesBack() async throws {
        let shop = try Shop()
        _ = try await shop.router.navigate(toPath: "/home").result.get()
        let model = SceneModel(router: shop.router)
        model.stepDuration = nil
        model.signalTimeout = nil  // only the test ends updates (no verdict by the clock)
        _ = try await shop.router.navigate(toPath: "/a").result.get()
        _ = try await shop.router.navigate(toPath: "/b", modal: true).result.get()
        #expect(await until { model.shown.items.count > 1 })
        // The push shows first; the presentation waits for the next update.
        #expect(model.shown.modals.isEmpty)
        model.stepFinished()
        #expect(model.shown.modals.count == 1)
        model.stepFinished()
        #expect(model.isSettled)
        // The user swipes the sheet down: the UI shows it gone at once, the router hears it.
        let sheet = try #require(model.shown.modals.first)
        #expect(model.write(.dismissed(modal: sheet.id)) == .report(.dismiss(modalHolding: sheet.id)))
        #expect(model.shown.modals.isEmpty)
        #expect(await until { shop.router.state.modals.isEmpty })
        // Back on the root stack.
        let stack = try #require(model.shown.root?.activeStack)
        #expect(model.write(.path([], of: stack.id)) == .report(.pop(stack.path[0])))
        #expect(await until { shop.router.state.allScreens.count == 1 })
        #expect(await until { model.isSettled })
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
    @Test("it publishes only when what the UI shows changed")
    func publishesOnlyChanges() async throws {
        let shop = try Shop()
        _ = try await shop.router.navigate(toPath: "/home").result.get()
        let model = SceneModel(router: shop.router)
        model.stepDuration = nil
        model.signalTimeout = nil  // only the test ends updates (no verdict by the clock)
        let changes = Locked.make(0)
        func observe() {
            withObservationTracking {
                _ = model.shown
            } onChange: {
                changes.withLock { $0 += 1 }
            }
        }
        observe()
        // A write that changes nothing publishes nothing.
        let stack = try #require(model.shown.root?.activeStack)
        #expect(model.write(.path([], of: stack.id)) == .unchanged)
        #expect(changes.withLock { $0 } == 0)
        _ = try await shop.router.navigate(toPath: "/a").result.get()
        #expect(await until { changes.withLock { $0 } == 1 })
    }

    /// Shows every update at once until the model shows the router's scene.
    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
    func settle(_ model: SceneModel) async -> Bool {
        await model.router.idle()
        return await until {
            model.stepFinished()
            return model.isSettled && model.shown == SceneProjection(model.router)
        }
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
    @Test("a screen guarded after it was shown is marked at the scene's next change")
    func guardsSetLater() async throws {
        let shop = try Shop()
        _ = try await shop.router.navigate(toPath: "/home").result.get()
        let model = SceneModel(router: shop.router)
        model.stepDuration = nil
        model.signalTimeout = nil  // only the test ends updates (no verdict by the clock)
        let a = try #require(try await shop.router.navigate(toPath: "/a").result.get().screen)
        #expect(await settle(model))
        #expect(model.shown.root?.activeStack?.item(a.id)?.isGuarded == false)
        // The screen's own guard, set after it was shown, then a registry guard added later.
        #expect(shop.router.guardLeaving(screen: a.id) { _ in .leave })
        try shop.registry.guardLeaving("/b") { _ in .leave }
        let b = try #require(try await shop.router.navigate(toPath: "/b").result.get().screen)
        #expect(await settle(model))
        let stack = try #require(model.shown.root?.activeStack)
        #expect(stack.item(a.id)?.isGuarded == true && stack.item(b.id)?.isGuarded == true)
        #expect(model.shown == SceneProjection(shop.router))
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
    @Test("a screen's own guard says what is at stake: set, the sheet's swipe-down asks; stopped, it is a plain dismissal")
    func guardSetAndStopped() async throws {
        let shop = try Shop()
        _ = try await shop.router.navigate(toPath: "/home").result.get()
        let sheet = try #require(try await shop.router.navigate(toPath: "/b", modal: true).result.get().screen)
        let model = SceneModel(router: shop.router)
        model.stepDuration = nil
        model.signalTimeout = nil  // only the test ends updates (no verdict by the clock)
        #expect(model.shown.modals.first?.mayDismiss == true)
        // The form on it was edited: guarded, with no other change of the scene.
        #expect(shop.router.guardLeaving(screen: sheet.id) { _ in .stay(reason: "unsaved") })
        #expect(await until { model.shown.modals.first?.mayDismiss == false })
        #expect(model.write(.dismissAttempted(modal: sheet.id)) == .ask(.dismissModal(holding: sheet.id)))
        await shop.router.idle()
        #expect(await settle(model))
        #expect(shop.router.state.modals.count == 1)
        // Saved: nothing at stake, the swipe-down just dismisses.
        #expect(shop.router.stopGuardingLeaving(screen: sheet.id))
        #expect(!shop.router.stopGuardingLeaving(screen: sheet.id))
        #expect(await until { model.shown.modals.first?.mayDismiss == true })
        #expect(model.write(.dismissed(modal: sheet.id)) == .report(.dismiss(modalHolding: sheet.id)))
        await shop.router.idle()
        #expect(await settle(model))
        #expect(shop.router.state.modals.isEmpty)
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
    @Test("more changes than its inbox holds: it drops them and projects the latest state whole")
    func inboxBound() async throws {
        let shop = try Shop()
        _ = try await shop.router.navigate(toPath: "/home").result.get()
        let model = SceneModel(router: shop.router)
        model.stepDuration = nil
        model.signalTimeout = nil  // only the test ends updates (no verdict by the clock)
        // Without giving the main actor a turn: every record waits in the inbox.
        for index in 0..<(SceneModel.inboxCapacity + 44) { shop.router.navigate(toPath: Shop.pages[index % 4]) }
        #expect(await settle(model))
        #expect(model.shown == SceneProjection(shop.router))
        #expect(model.shown.root?.activeStack?.count == SceneModel.inboxCapacity + 45)
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
    @Test("a dropped write is told to the app with its reason, and the UI draws again")
    func droppedWrite() async throws {
        let shop = try Shop()
        _ = try await shop.router.navigate(toPath: "/home").result.get()
        _ = try await shop.router.navigate(toPath: "/b", modal: true, shouldPreventDismissal: true).result.get()
        let model = SceneModel(router: shop.router)
        let reasons = Locked.make([String]())
        model.onDropped = { _, reason in reasons.withLock { $0.append(reason) } }
        let version = model.version
        let sheet = try #require(model.shown.modals.first)
        guard case .dropped = model.write(.dismissed(modal: sheet.id)) else {
            Issue.record("a guarded sheet was dismissed")
            return
        }
        #expect(reasons.withLock { $0 }.first?.contains("may not be dismissed") == true)
        #expect(model.version > version)
        // SwiftUI dismissed it already: the next update presents it again.
        #expect(await until { model.shown.modals.count == 1 && model.isSettled })
    }
}
