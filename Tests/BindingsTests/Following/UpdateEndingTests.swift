import PathRouter
import PathRouterBindings
import Testing

/// How `SceneModel` ends each update: on the UI's own signal (the screen the user saw has
/// disappeared; the presented sheet appeared, when no time bound is set), the time bound only
/// for an update with no signal of its end, the fallback only when a signal never comes; and
/// never a wait for ever.
@Suite("How updates end")
@MainActor
struct UpdateEndingTests {
    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
    @Test("a push ends on the covered screen's disappearance: a short bound for sheets does not cut it short")
    func signalledUpdatesWaitForTheirSignal() async throws {
        let shop = try Shop()
        let home = try #require(try await shop.router.navigate(toPath: "/home").result.get().screen)
        let model = SceneModel(router: shop.router)
        model.stepDuration = .milliseconds(1)
        model.signalTimeout = .seconds(600)
        _ = try await shop.router.navigate(toPath: "/a").result.get()
        #expect(await until { model.step != nil })
        let step = model.step
        // Far longer than the sheets' bound: the push is still showing.
        for _ in 0..<20 { try await Task.sleep(for: .milliseconds(5)) }
        #expect(model.step == step, "the bound for sheets ended a push")
        model.screenDisappeared(home.id)
        #expect(model.isSettled)
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
    @Test("with no time bound, a sheet's update ends when the sheet's screen appears, and the next one follows")
    func sheetsEndOnAppearance() async throws {
        let shop = try Shop()
        let home = try #require(try await shop.router.navigate(toPath: "/home").result.get().screen)
        let model = SceneModel(router: shop.router)
        model.stepDuration = nil
        model.signalTimeout = .seconds(600)
        let sheet = try #require(try await shop.router.navigate(toPath: "/a", modal: true).result.get().screen)
        _ = try await shop.router.navigate(toPath: "/b").result.get()
        #expect(await until { model.shown.modals.count == 1 })
        model.screenAppeared(home.id)  // not the presented screen: nothing ends
        #expect(model.shown.modals.first?.presentation.activeStack?.top.path == "/a")
        model.screenAppeared(sheet.id)
        // The push inside the sheet follows; it ends on /a's disappearance.
        #expect(model.shown.modals.first?.presentation.activeStack?.top.path == "/b")
        model.screenDisappeared(sheet.id)
        #expect(model.isSettled && model.shown == SceneProjection(shop.router))
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
    @Test("a signal that never comes: the fallback ends the update")
    func fallback() async throws {
        let shop = try Shop()
        _ = try await shop.router.navigate(toPath: "/home").result.get()
        let model = SceneModel(router: shop.router)
        model.stepDuration = nil
        model.signalTimeout = .milliseconds(5)
        _ = try await shop.router.navigate(toPath: "/a").result.get()
        _ = try await shop.router.navigate(toPath: "/b", modal: true).result.get()
        #expect(await until { model.isSettled && model.shown == SceneProjection(shop.router) })
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
    @Test("item(_:) and path(of:) agree with the projection after every change (seeded)", arguments: Array(UInt64(1)...8))
    func index(seed: UInt64) async throws {
        let shop = try Shop()
        _ = try await shop.router.setTabs(Shop.tabs, selected: "home").result.get()
        let model = SceneModel(router: shop.router)
        model.stepDuration = nil
        model.signalTimeout = nil
        var random = SeededRandom(seed: seed)
        for round in 0..<120 {
            let path = random.pick(Shop.pages.filter { $0 != "/form" })
            switch random.below(8) {
            case 0...2: _ = await shop.router.navigate(toPath: path).result
            case 3: _ = await shop.router.navigate(toPath: path, modal: true).result
            case 4: _ = await shop.router.pop().result
            case 5: _ = await shop.router.dismiss().result
            case 6: _ = await shop.router.selectTab(random.pick(["home", "shop"])).result
            default:
                if let stack = model.shown.top?.activeStack, !stack.path.isEmpty { model.write(.path(Array(stack.path.dropLast()), of: stack.id)) }
            }
            await shop.router.idle()
            let settled = await until {
                if let step = model.step { model.stepFinished(step) }
                return model.isSettled && model.shown == SceneProjection(shop.router)
            }
            #expect(settled, "seed \(seed), round \(round)")
            let items = model.shown.items
            for item in items {
                #expect(model.item(item.id) == item, "seed \(seed), round \(round): item \(item.id)")
            }
            for stack in model.shown.stacks {
                #expect(model.path(of: stack.id) == stack.path, "seed \(seed), round \(round): path of \(stack.id)")
            }
        }
    }
}
