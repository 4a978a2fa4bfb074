import Observation
import PathRouter
import PathRouterBindings
import PathRouterLocking
import Testing

/// `SceneModel` run as the adapters run it — updates ended by a timer (SwiftUI's fallback) or
/// by the UI's own signals, observation re-armed after every change as a view's body is — with
/// the user's writes arriving at every moment of an update (as it starts, during it, after it,
/// late), obeyed, asked, refused or dropped, while the app navigates: the model always ends on
/// the router's scene, and no gesture removes a screen its leave guard keeps.
@Suite("The model under a user's hands")
@MainActor
struct ModelUnderHandsTests {

    enum MidUpdateWrite: String, CaseIterable, Sendable {
        case obeyed, dropped, unchanged, late
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
    @Test("a write during a timed update leaves the model following the router", arguments: MidUpdateWrite.allCases)
    func writeDuringTimedUpdate(kind: MidUpdateWrite) async throws {
        let shop = try Shop()
        _ = try await shop.router.navigate(toPath: "/home").result.get()
        _ = try await shop.router.navigate(toPath: "/a").result.get()
        let model = SceneModel(router: shop.router)
        model.stepDuration = .milliseconds(40)
        let seen = model.version
        _ = try await shop.router.navigate(toPath: "/b").result.get()
        #expect(await until { model.step != nil })
        let stack = try #require(model.shown.root?.activeStack)
        switch kind {
        case .obeyed: model.write(.path([], of: stack.id))
        case .dropped: model.write(.path(stack.path + stack.path, of: stack.id))
        case .unchanged: model.write(.path(stack.path, of: stack.id))
        case .late: model.write(.path([], of: stack.id), seenAt: seen)
        }
        // The app's next push reaches the screen.
        _ = try await shop.router.navigate(toPath: "/c").result.get()
        await shop.router.idle()
        #expect(await until { model.isSettled && model.shown == SceneProjection(shop.router) })
        #expect(model.shown.root?.activeStack?.top.path == "/c")
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
    @Test("a signalled update ends once: a late timer or a repeated finish changes nothing")
    func stepsEndOnce() async throws {
        let shop = try Shop()
        _ = try await shop.router.navigate(toPath: "/home").result.get()
        let model = SceneModel(router: shop.router)
        model.stepDuration = nil
        model.signalTimeout = nil  // only the test ends updates (no verdict by the clock)
        _ = try await shop.router.navigate(toPath: "/a").result.get()
        _ = try await shop.router.navigate(toPath: "/b", modal: true).result.get()
        #expect(await until { model.step != nil })
        let first = try #require(model.step)
        model.stepFinished(first)
        let second = try #require(model.step)
        #expect(second != first && model.shown.modals.count == 1)
        model.stepFinished(first)  // the first update's signal again: ignored
        #expect(model.step == second)
        model.stepFinished(second)
        #expect(model.isSettled)
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
    @Test("an update ends when the screen the user saw has disappeared; a sheet presented over it ends on the bound")
    func signals() async throws {
        let shop = try Shop()
        let home = try #require(try await shop.router.navigate(toPath: "/home").result.get().screen)
        let model = SceneModel(router: shop.router)
        model.stepDuration = nil
        model.signalTimeout = nil  // only the test ends updates (no verdict by the clock)
        let a = try #require(try await shop.router.navigate(toPath: "/a").result.get().screen)
        #expect(await until { model.step != nil })
        #expect(model.shown.top?.activeStack?.top.id == a.id)
        model.screenDisappeared(Screen.ID(rawValue: 999))  // another screen: not this update's signal
        #expect(model.step != nil)
        model.screenDisappeared(home.id)  // the push's transition ended: /home is out of sight
        #expect(model.isSettled)
        let sheet = try #require(try await shop.router.navigate(toPath: "/b", modal: true).result.get().screen)
        #expect(await until { model.step != nil })
        // A sheet over /a: /a does not disappear, nothing signals the end; the UI's bound does.
        model.screenDisappeared(a.id)
        let presenting = try #require(model.step)
        model.stepFinished(presenting)
        #expect(model.isSettled)
        _ = try await shop.router.dismiss().result.get()
        #expect(await until { model.step != nil })
        model.screenDisappeared(sheet.id)
        #expect(model.isSettled)
        // The sheet's screen stays readable while it leaves.
        #expect(model.item(sheet.id)?.path == "/b" && model.item(a.id)?.path == "/a")
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
    @Test("an update that changes no screen the user sees ends at once, whatever the bound")
    func unseenUpdate() async throws {
        let shop = try Shop()
        _ = try await shop.router.navigate(toPath: "/home").result.get()
        let a = try #require(try await shop.router.navigate(toPath: "/a").result.get().screen)
        _ = try await shop.router.navigate(toPath: "/b", modal: true).result.get()
        let model = SceneModel(router: shop.router)
        model.stepDuration = .seconds(600)
        // Under the sheet: the user sees nothing change, so nothing is waited for.
        _ = try await shop.router.removeScreen(a.id).result.get()
        await shop.router.idle()
        #expect(await until { model.isSettled && model.shown == SceneProjection(shop.router) })
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
    @Test("Back past a guarded screen asks its guard: the UI is put back while it decides, then follows the answer")
    func guardedBackAsks() async throws {
        let shop = try Shop()
        let answers = Locked.make([LeaveDecision.stay(reason: "unsaved"), .leave])
        let asked = Locked.make(0)
        try shop.registry.guardLeaving("/c", priority: .high) { _ in
            asked.withLock { $0 += 1 }
            return answers.withLock { $0.removeFirst() }
        }
        for path in ["/home", "/a", "/c", "/d"] { _ = try await shop.router.navigate(toPath: path).result.get() }
        let model = SceneModel(router: shop.router)
        model.stepDuration = .milliseconds(5)
        let stack = try #require(model.shown.root?.activeStack)
        // The long-press menu on Back, down to /home: past the guarded /c.
        let verdict = model.write(.path([], of: stack.id))
        guard case .ask(.popBack(let to)) = verdict, to == stack.root.id else {
            Issue.record("not asked: \(verdict)")
            return
        }
        await shop.router.idle()
        // The guard said stay: the screens are back, as the router has them.
        #expect(await until { model.isSettled && model.shown == SceneProjection(shop.router) })
        #expect(model.shown.root?.activeStack?.count == 4 && asked.withLock { $0 } == 1)
        // A back swipe on /d alone does not ask (/c stays).
        let again = try #require(model.shown.root?.activeStack)
        #expect(model.write(.path(Array(again.path.dropLast()), of: again.id)) == .report(.pop(again.top.id)))
        await shop.router.idle()
        #expect(await until { model.isSettled && model.shown.root?.activeStack?.count == 3 })
        // Back on /c: asked, and this time it leaves.
        let onC = try #require(model.shown.root?.activeStack)
        #expect(model.write(.path(Array(onC.path.dropLast()), of: onC.id)) == .ask(.popBack(to: onC.path.dropLast().last!)))
        await shop.router.idle()
        #expect(await until { model.isSettled && model.shown == SceneProjection(shop.router) })
        #expect(shop.router.state.topScreen?.path == "/a" && asked.withLock { $0 } == 2)
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
    @Test("a tab the app never opened opens when tapped")
    func neverOpenedTab() async throws {
        let shop = try Shop()
        _ = try await shop.router.setTabs(Shop.tabs, selected: "home").result.get()
        let model = SceneModel(router: shop.router)
        model.stepDuration = .milliseconds(5)
        #expect(model.write(.selectedTab("shop", in: .root)) == .ask(.openTab("shop")))
        await shop.router.idle()
        #expect(await until { model.isSettled && model.shown == SceneProjection(shop.router) })
        guard case .tabs(let tabs)? = model.shown.root else {
            Issue.record("no tabs")
            return
        }
        #expect(tabs.selected == "shop" && tabs.stack("shop")?.root.path == "/a")
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
    @Test("a sheet swiped down while another is presented on it goes with it, one presentation change per update")
    func swipeDuringPresentation() async throws {
        let shop = try Shop()
        _ = try await shop.router.navigate(toPath: "/home").result.get()
        _ = try await shop.router.navigate(toPath: "/a", modal: true).result.get()
        let model = SceneModel(router: shop.router)
        model.stepDuration = nil
        model.signalTimeout = nil  // only the test ends updates (no verdict by the clock)
        let sheetA = try #require(model.shown.modals.first)
        let seen = model.version
        _ = try await shop.router.navigate(toPath: "/b", modal: true).result.get()
        #expect(await until { model.shown.modals.count == 2 })
        // Reported after B began to show, made on what the user saw: A on top.
        let verdict = model.write(.dismissed(modal: sheetA.id), seenAt: seen)
        #expect(verdict == .report(.dismissModal(holding: sheetA.id)))
        #expect(model.shown.modals.isEmpty)
        var shownModals = [model.shown.modals.count]
        await shop.router.idle()
        #expect(
            await until {
                if let step = model.step { model.stepFinished(step) }
                shownModals.append(model.shown.modals.count)
                return model.isSettled && model.shown == SceneProjection(shop.router)
            })
        #expect(shop.router.state.modals.isEmpty)
        #expect(zip(shownModals, shownModals.dropFirst()).allSatisfy { abs($0 - $1) <= 1 }, "\(shownModals)")
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
    @Test("a modal tab container keeps its identity when a tab is opened in it")
    func modalTabsIdentity() async throws {
        let shop = try Shop()
        _ = try await shop.router.navigate(toPath: "/home").result.get()
        _ = try await shop.router.presentTabs(Shop.tabs, selected: "shop").result.get()
        let model = SceneModel(router: shop.router)
        model.stepDuration = nil
        model.signalTimeout = nil  // only the test ends updates (no verdict by the clock)
        let cover = try #require(model.shown.modals.first)
        _ = try await shop.router.selectTab("home").result.get()
        await shop.router.idle()
        var ids: Set<Screen.ID> = [cover.id]
        #expect(
            await until {
                if let step = model.step { model.stepFinished(step) }
                ids.formUnion(model.shown.modals.map(\.id))
                return model.isSettled && model.shown == SceneProjection(shop.router)
            })
        #expect(ids == [cover.id], "the cover was presented again as \(ids)")
        guard case .tabs(let tabs)? = model.shown.modals.first?.presentation else {
            Issue.record("no tabs")
            return
        }
        #expect(tabs.selected == "home" && tabs.stack("shop")?.id.place == .modal(cover.id))
    }

    enum Pace: String, CaseIterable, Sendable {
        /// SwiftUI's fallback: each update ends after `stepDuration`.
        case timed
        /// The UI's own signals: the driver ends each update after a while, sometimes twice.
        case signalled
    }

    struct Run: Sendable, CustomTestStringConvertible {
        let seed: UInt64
        let pace: Pace
        var testDescription: String { "seed \(seed), \(pace)" }
    }

    nonisolated static let runs = (1...8).flatMap { seed in Pace.allCases.map { Run(seed: UInt64(seed), pace: $0) } }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
    @Test("seeded runs: writes at every moment of an update, and the model ends on the router's scene", arguments: runs)
    func randomRuns(run: Run) async throws {
        let shop = try Shop()
        // A guard that never lets /form go: no gesture may remove one.
        try shop.registry.guardLeaving("/form", priority: .high) { _ in .stay(reason: "kept") }
        _ = try await shop.router.setTabs(Shop.tabs, selected: "home").result.get()
        let model = SceneModel(router: shop.router)
        model.stepDuration = run.pace == .timed ? .milliseconds(2) : nil
        var random = SeededRandom(seed: run.seed)
        var log: [String] = []
        var kept: Set<Screen.ID> = []
        var versions: [Int] = []
        let hands = Hands()

        func gesture(seenAt seen: Int?) {
            let shown = model.shown
            var writes: [UIWrite] = []
            for stack in shown.stacks where !stack.path.isEmpty {
                writes.append(.path(Array(stack.path.dropLast()), of: stack.id))
                writes.append(.path(Array(stack.path.prefix(random.below(stack.path.count))), of: stack.id))
            }
            if let modal = shown.modals.last { writes.append(.dismissed(modal: modal.id)) }
            if let modal = shown.modals.first { writes.append(.dismissAttempted(modal: modal.id)) }
            for (place, presentation) in [(StackID.Place.root, shown.root)] + shown.modals.map({ (.modal($0.id), $0.presentation) }) {
                if case .tabs(let tabs)? = presentation { writes.append(.selectedTab(random.pick(tabs.names), in: place)) }
            }
            guard !writes.isEmpty else { return }
            let write = random.pick(writes)
            let verdict = model.write(write, seenAt: seen)
            log.append("user: \(write) on v\(seen ?? model.version) -> \(verdict)")
        }
        // As a view's body: re-armed after every change; sometimes the user acts right then.
        func watch() {
            withObservationTracking {
                _ = model.shown
                _ = model.version
            } onChange: {
                Task { @MainActor in hands.changed() }
            }
        }
        hands.onChange = {
            watch()
            if random.below(6) == 0 { gesture(seenAt: nil) }
        }
        watch()

        for _ in 0..<160 {
            versions.append(model.version)
            kept.formUnion(shop.router.state.allScreens.filter { $0.path == "/form" }.map(\.id))
            switch random.below(12) {
            case 0...3:
                let router = shop.router
                let path = random.pick(Shop.pages)
                switch random.below(8) {
                case 0...2: router.navigate(toPath: path)
                case 3: router.navigate(toPath: path, modal: true)
                case 4: router.pop()
                case 5: router.dismiss()
                case 6: router.selectTab(random.pick(["home", "shop"]))
                default: router.popToRoot()
                }
                log.append("app: \(path)")
            case 4...6:
                gesture(seenAt: nil)
            case 7:
                // Late: made on a version shown a few events ago.
                gesture(seenAt: versions[max(0, versions.count - 1 - random.below(4))])
            case 8, 9:
                if run.pace == .signalled, let step = model.step {
                    model.stepFinished(step)
                    if random.below(3) == 0 { model.stepFinished(step) }  // a repeated signal
                }
            default:
                try? await Task.sleep(for: .milliseconds(random.below(4)))
            }
            await Task.yield()
        }
        // Quiet: the router's requests end, and the UI finishes its updates.
        await shop.router.idle()
        let settled = await until {
            if run.pace == .signalled, let step = model.step { model.stepFinished(step) }
            return model.isSettled && model.shown == SceneProjection(shop.router)
        }
        kept.formUnion(shop.router.state.allScreens.filter { $0.path == "/form" }.map(\.id))
        let gone = kept.subtracting(shop.router.state.allScreens.map(\.id))
        let tail = log.suffix(15).joined(separator: "\n")
        #expect(settled, "seed \(run.seed) (\(run.pace)): the model shows\n\(model.shown)\nthe router\n\(SceneProjection(shop.router))\n\(tail)")
        #expect(gone.isEmpty, "seed \(run.seed) (\(run.pace)): guarded screens \(gone) left\n\(tail)")
        // Which gestures a run makes depends on when its updates end; that some were made does not.
        #expect(log.filter { $0.hasPrefix("user:") }.count > 10, "the user did little")
    }
}

/// The change handler of the re-armed observation (the test's closure, set after it is made).
@MainActor
final class Hands {
    var onChange: () -> Void = {}
    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
    func changed() { onChange() }
}
