import PathRouter
import PathRouterBindings
import Testing

/// A split's gestures: Back in an expanded split's sidebar, a collapsed split's Back to the
/// sidebar (the column the user is in, bound both ways), collapsing and expanding; each means
/// something, and a guarded detail is asked before it leaves.
@Suite("Split gestures")
@MainActor
struct SplitGestureTests {

    /// A split: /home in the sidebar, `detail` in the secondary column, collapsed or not.
    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
    func split(detail: String, collapsed: Bool) async throws -> (Shop, SceneModel) {
        let shop = try Shop()
        _ = try await shop.router.setSplit(primaryPath: "/home").result.get()
        if collapsed { _ = try await shop.router.setCollapsed(true).result.get() }
        _ = try await shop.router.show(detail, in: .secondary).result.get()
        let model = SceneModel(router: shop.router)
        model.stepDuration = .milliseconds(2)
        return (shop, model)
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
    func splitShown(_ model: SceneModel) -> SplitProjection? {
        if case .split(let split)? = model.shown.root { return split }
        return nil
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
    @Test("a collapsed split's Back to the sidebar empties the detail column, in the UI and the router")
    func backToSidebar() async throws {
        let (shop, model) = try await split(detail: "/a", collapsed: true)
        #expect(splitShown(model)?.visibleColumns == [.secondary])
        #expect(model.write(.column(.primary, in: .root)) == .report(.showColumn(.primary)))
        #expect(splitShown(model)?.visibleColumns == [.primary])
        await shop.router.idle()
        #expect(await until { model.isSettled && model.shown == SceneProjection(shop.router) })
        #expect(shop.router.state.root?.split?.secondary.isEmpty == true)
        // The column the user is in already, or one that shows nothing: nothing to report.
        #expect(model.write(.column(.primary, in: .root)) == .unchanged)
        guard case .dropped = model.write(.column(.secondary, in: .root)) else {
            Issue.record("a column with nothing in it was shown")
            return
        }
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
    @Test("a guarded detail is asked before a collapsed split goes back to the sidebar; kept, it comes back")
    func guardedDetail() async throws {
        let (shop, model) = try await split(detail: "/form", collapsed: true)
        try shop.registry.guardLeaving("/form", priority: .high) { _ in .stay(reason: "unsaved") }
        // The guard came after the projection: the next change marks the screen (a push into
        // the sidebar's column changes nothing of the detail).
        _ = try await shop.router.setCollapsed(true).result.get()
        await shop.router.idle()
        #expect(await until { model.isSettled && model.shown == SceneProjection(shop.router) })
        #expect(model.write(.column(.primary, in: .root)) == .ask(.showColumn(.primary)))
        await shop.router.idle()
        #expect(await until { model.isSettled && model.shown == SceneProjection(shop.router) })
        #expect(shop.router.state.root?.split?.secondary.map(\.path) == ["/form"])
        #expect(splitShown(model)?.visibleColumns == [.secondary])
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
    @Test("Back in an expanded split's sidebar closes the sidebar's screens")
    func sidebarBack() async throws {
        let shop = try Shop()
        _ = try await shop.router.setSplit(primaryPath: "/home").result.get()
        // Collapsed with an empty detail, a push lands in the sidebar's column.
        _ = try await shop.router.setCollapsed(true).result.get()
        _ = try await shop.router.navigate(toPath: "/b").result.get()
        _ = try await shop.router.setCollapsed(false).result.get()
        _ = try await shop.router.show("/a", in: .secondary).result.get()
        let model = SceneModel(router: shop.router)
        model.stepDuration = .milliseconds(2)
        let sidebar = try #require(splitShown(model)?.stack(.primary))
        #expect(sidebar.count == 2)
        #expect(model.write(.path([], of: sidebar.id)) == .ask(.close(sidebar.top.id)))
        await shop.router.idle()
        #expect(await until { model.isSettled && model.shown == SceneProjection(shop.router) })
        #expect(shop.router.state.root?.split?.primary.map(\.path) == ["/home"])
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
    @Test("collapsing and expanding is reported; the router's plan follows it")
    func collapse() async throws {
        let (shop, model) = try await split(detail: "/a", collapsed: false)
        #expect(model.write(.collapsed(true, in: .root)) == .report(.setCollapsed(true)))
        await shop.router.idle()
        #expect(await until { model.isSettled && model.shown == SceneProjection(shop.router) })
        #expect(shop.router.state.root?.split?.isCollapsed == true)
        #expect(model.write(.collapsed(true, in: .root)) == .unchanged)
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
    @Test("the router's showColumn: refused where there is nothing to its right, or no split")
    func routerShowColumn() async throws {
        let (shop, _) = try await split(detail: "/a", collapsed: true)
        _ = try await shop.router.showColumn(.primary).result.get()
        if case .failure(let error) = await shop.router.showColumn(.primary).result {
            #expect(error.code == .nothingToPop)
        } else {
            Issue.record("showColumn with nothing to its right was taken")
        }
        let plain = try Shop()
        _ = try await plain.router.navigate(toPath: "/home").result.get()
        if case .failure(let error) = await plain.router.showColumn(.primary).result {
            #expect(error.code == .invalidOptions)
        } else {
            Issue.record("showColumn without a split was taken")
        }
    }
}
