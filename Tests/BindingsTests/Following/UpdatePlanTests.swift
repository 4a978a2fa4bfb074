import PathRouter
import PathRouterBindings
import Testing

/// A change a UI cannot show in one update becomes an ordered plan of updates it can.
@Suite("Update plans")
struct UpdatePlanTests {
    @Test("dismiss two sheets, pop three, switch tab, push two, present one: in that order, one UI update each")
    func orderedPlan() async throws {
        let shop = try Shop()
        _ = try await shop.router.setTabs(Shop.tabs, selected: "home").result.get()
        for path in ["/a", "/b", "/c"] { _ = try await shop.router.navigate(toPath: path).result.get() }
        _ = try await shop.router.selectTab("shop").result.get()
        _ = try await shop.router.selectTab("home").result.get()
        _ = try await shop.router.navigate(toPath: "/d", modal: true).result.get()
        _ = try await shop.router.navigate(toPath: "/b", modal: true).result.get()
        let shown = SceneProjection(shop.router)
        // The router's change, all at once for the UI.
        _ = try await shop.router.dismissAll().result.get()
        _ = try await shop.router.popToRoot().result.get()
        _ = try await shop.router.selectTab("shop").result.get()
        for path in ["/b", "/c"] { _ = try await shop.router.navigate(toPath: path).result.get() }
        _ = try await shop.router.navigate(toPath: "/d", modal: true).result.get()
        let target = SceneProjection(shop.router)

        let steps = shown.steps(to: target)
        func describe(_ projection: SceneProjection) -> String {
            guard case .tabs(let tabs)? = projection.root else { return "?" }
            let stacks = tabs.stacks.map { "\($0.id.tab!):\($0.items.map(\.path).joined(separator: ","))" }.joined(separator: " ")
            return "\(tabs.selected) | \(stacks) | modals \(projection.modals.map { $0.presentation.items.map(\.path).joined() })"
        }
        #expect(
            steps.map(describe) == [
                "home | home:/home,/a,/b,/c shop:/a | modals [\"/d\"]",
                "home | home:/home,/a,/b,/c shop:/a | modals []",
                "home | home:/home shop:/a | modals []",
                "shop | home:/home shop:/a | modals []",
                "shop | home:/home shop:/a,/b,/c | modals []",
                "shop | home:/home shop:/a,/b,/c | modals [\"/d\"]",
            ])
        #expect(steps.last == target)
        #expect(target.steps(to: target).isEmpty, "a UI that shows the target has nothing to do")
    }

    @Test("every step adds only screens of the target; the plan ends on the target")
    func stepsAddOnlyTargetScreens() async throws {
        var random = SeededRandom(seed: 42)
        for _ in 0..<60 {
            let shop = try Shop()
            _ = try await shop.router.setTabs(Shop.tabs, selected: "home").result.get()
            var states: [SceneProjection] = [SceneProjection(shop.router)]
            for _ in 0..<random.below(12) + 1 {
                switch random.below(6) {
                case 0: shop.router.navigate(toPath: random.pick(Shop.pages))
                case 1: shop.router.navigate(toPath: random.pick(Shop.pages), modal: true)
                case 2: shop.router.pop()
                case 3: shop.router.dismiss()
                case 4: shop.router.selectTab(random.pick(["home", "shop"]))
                default: shop.router.navigate(toPath: random.pick(Shop.pages), replace: true)
                }
                await shop.router.idle()
                states.append(SceneProjection(shop.router))
            }
            let from = random.pick(states)
            let to = random.pick(states)
            let steps = from.steps(to: to)
            #expect(steps.last ?? from == to)
            let targetIDs = Set(to.items.map(\.id))
            var previous = Set(from.items.map(\.id))
            for step in steps {
                let ids = Set(step.items.map(\.id))
                #expect(ids.subtracting(previous).isSubset(of: targetIDs), "a step added a screen the target does not have")
                previous = ids
            }
        }
    }
}
