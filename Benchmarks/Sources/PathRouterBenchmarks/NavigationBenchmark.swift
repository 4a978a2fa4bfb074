import PathRouter
import Synchronization

/// End-to-end navigation figures: one push (resolve, build the view model, push, notify an
/// observer), navigations per second across many scenes, and the memory of an idle scene.
enum NavigationBenchmark {
    struct Figures {
        var pushNs: Double
        var navigationsPerSecond: Double
        var bytesPerScene: Double
        /// 40,000 pushes onto one stack, in ms, without and with `observable` read first (a
        /// push must not copy the stack because an observable object exists).
        var deepStackMs: Double
        var deepStackObservedMs: Double
        /// One push into the selected tab of a tabbed scene, end to end.
        var tabPushNs: Double = 0
        /// A deep link that synthesizes two parents under its target in a tab at its root.
        var deepLinkNs: Double = 0
        /// The same deep link when the tab shows the previous product's chain (popped first).
        var deepLinkOverChainNs: Double = 0
    }

    /// A tabbed scene: Home and Catalog; `/shop/:id/reviews/:review` sits under
    /// `/shop/:id/reviews` under `/shop/:id` under `/shop`, the Catalog tab's root.
    static func makeTabbedRouter() -> NavigationRouter {
        let registry = makeRegistry()
        try! registry.bind(routes: [
            NavigationRoute(
                path: "/shop", type: BenchmarkViewModel.self, requiresAuthentication: false,
                placement: RoutePlacement(tab: "catalog")),
            NavigationRoute(
                path: "/shop/:id", type: BenchmarkViewModel.self, requiresAuthentication: false,
                placement: RoutePlacement(parent: "/shop")),
            NavigationRoute(
                path: "/shop/:id/reviews", type: BenchmarkViewModel.self, requiresAuthentication: false,
                placement: RoutePlacement(parent: "/shop/:id")),
            NavigationRoute(
                path: "/shop/:id/reviews/:review", type: BenchmarkViewModel.self, requiresAuthentication: false,
                placement: RoutePlacement(parent: "/shop/:id/reviews")),
        ])
        let router = NavigationRouter(scene: NavigationScene(id: "tabbed"), registry: registry)
        router.setTabs([TabDefinition(name: "home", rootPath: "/home"), TabDefinition(name: "catalog", rootPath: "/shop")])
        return router
    }

    /// One timed block of navigations: `paths[i]` goes to `routers[i % routers.count]`, each
    /// router reset (not timed) before the block, every change notified to an observer.
    final class Block {
        let routers: [NavigationRouter]
        let paths: [String]
        let reset: (NavigationRouter) -> Void
        /// Changes notified to the routers' observers.
        private final class Counter: Sendable { let count = Atomic<Int>(0) }
        private let notified = Counter()
        private var blocks = 0

        init(routers: [NavigationRouter], paths: [String], reset: @escaping (NavigationRouter) -> Void) {
            self.routers = routers
            self.paths = paths
            self.reset = reset
            for router in routers { router.addObserver { [notified] _ in notified.count.add(1, ordering: .relaxed) } }
        }

        /// Runs the block once: ns per navigation.
        func sample() -> Double {
            for router in routers { reset(router) }
            let routers = routers
            let elapsed = ContinuousClock().measure {
                for (index, path) in paths.enumerated() {
                    let handle = routers[index % routers.count].navigate(toPath: path)
                    precondition(handle.currentResult != nil)
                }
            }
            blocks += 1
            return elapsed.nanoseconds / Double(paths.count)
        }

        /// Every navigation of every block ran and was notified.
        func checkNotified() {
            precondition(notified.count.load(ordering: .relaxed) >= blocks * paths.count)
        }
    }

    /// Median ns per navigation of each block, sampled in turn (`blocks` times each): on a
    /// shared machine whose speed swings, figures that are compared (a deep link against a
    /// push) are timed side by side, not minutes apart.
    static func interleavedMedians(_ figures: [Block], blocks: Int) -> [Double] {
        var samples = figures.map { _ in [Double]() }
        for index in samples.indices { samples[index].reserveCapacity(blocks) }
        for _ in 0..<blocks {
            for (index, figure) in figures.enumerated() { samples[index].append(figure.sample()) }
        }
        for figure in figures { figure.checkNotified() }
        return samples.map(median)
    }

    /// The push block: nine pushes, each block from a fresh root.
    static func pushBlock() -> Block {
        let router = NavigationRouter(scene: NavigationScene(id: "bench"), registry: makeRegistry())
        return Block(routers: [router], paths: itemPaths) { $0.navigate(toPath: "/home", replace: true) }
    }

    /// The push-into-a-tab block: nine pushes into the selected tab, each block from its root.
    static func tabPushBlock() -> Block {
        Block(routers: [makeTabbedRouter()], paths: itemPaths) { $0.navigate(toPath: "/home", replace: true) }
    }

    /// The deep-link block: nine scenes with the Home tab selected and the Catalog tab at its
    /// root `/shop`; each gets one deep link to a review (see ``deepLinkNs(blocks:)``).
    static func deepLinkBlock() -> Block {
        let routers = reviewPaths.map { _ in makeTabbedRouter() }
        for router in routers { router.navigate(toPath: "/shop") }
        return Block(routers: routers, paths: reviewPaths) { router in
            router.popToRoot()
            router.selectTab("home")
        }
    }

    /// The deep link over a chain: one scene whose Catalog tab shows the previous product's chain.
    static func deepLinkOverChainBlock() -> Block {
        Block(routers: [makeTabbedRouter()], paths: reviewPaths) { _ in }
    }

    /// Push, push into a tab, deep link and deep link over a chain, timed side by side.
    static func sideBySide(blocks: Int) -> (push: Double, tabPush: Double, deepLink: Double, deepLinkOverChain: Double) {
        let medians = interleavedMedians([pushBlock(), tabPushBlock(), deepLinkBlock(), deepLinkOverChainBlock()], blocks: blocks)
        return (medians[0], medians[1], medians[2], medians[3])
    }

    /// Median ns per push into the selected tab, over blocks of nine pushes from a fresh tab root.
    static func tabPushNs(blocks: Int) -> Double {
        let block = tabPushBlock()
        let result = interleavedMedians([block], blocks: blocks)[0]
        precondition(block.routers[0].state.root?.tabs?.selectedTab.screens.count == itemPaths.count + 1)
        return result
    }

    static let reviewPaths = (0..<9).map { "/shop/\($0 * 7919)/reviews/1" }

    /// Median ns per deep link to a review while the Home tab is selected and the Catalog tab
    /// shows only its root `/shop`: Catalog is selected, the product and its reviews are
    /// synthesized (two parents) and pushed with the review, one change. Nine scenes per block,
    /// one deep link each, reset (not timed) before each block.
    static func deepLinkNs(blocks: Int) -> Double {
        let block = deepLinkBlock()
        let result = interleavedMedians([block], blocks: blocks)[0]
        for router in block.routers {
            precondition(
                router.state.root?.tabs?.selectedTab.screens.map(\.pattern) == ["/shop", "/shop/:id", "/shop/:id/reviews", "/shop/:id/reviews/:review"])
        }
        return result
    }

    /// Median ns per deep link to a review when the Catalog tab shows the previous product's
    /// chain: that chain is popped (three screens) and the new one pushed, one change.
    static func deepLinkOverChainNs(blocks: Int) -> Double {
        let block = deepLinkOverChainBlock()
        let result = interleavedMedians([block], blocks: blocks)[0]
        precondition(
            block.routers[0].state.root?.tabs?.selectedTab.screens.map(\.pattern) == ["/shop", "/shop/:id", "/shop/:id/reviews", "/shop/:id/reviews/:review"])
        return result
    }

    static func makeRegistry() -> NavigationRegistry {
        let registry = NavigationRegistry()
        try! registry.bind(routes: [
            NavigationRoute(path: "/home", type: BenchmarkViewModel.self, requiresAuthentication: false),
            NavigationRoute(path: "/items/:id", type: BenchmarkViewModel.self, requiresAuthentication: false),
            NavigationRoute(path: "/items/:id/reviews", type: BenchmarkViewModel.self, requiresAuthentication: false),
        ])
        return registry
    }

    static let itemPaths = (0..<9).map { "/items/\($0 * 7919)" }

    /// Median ns per push, over blocks of nine pushes that each start from a fresh root.
    static func pushNs(blocks: Int) -> Double {
        interleavedMedians([pushBlock()], blocks: blocks)[0]
    }

    /// Navigations per second with `scenes` scenes navigating concurrently.
    static func navigationsPerSecond(scenes: Int, perScene: Int) async -> Double {
        let registry = makeRegistry()
        let routers = (0..<scenes).map { NavigationRouter(scene: NavigationScene(id: "scene-\($0)"), registry: registry) }
        let clock = ContinuousClock()
        let elapsed = await clock.measure {
            await withTaskGroup(of: Void.self) { group in
                for router in routers {
                    group.addTask {
                        var index = 0
                        while index < perScene {
                            router.navigate(toPath: "/home", replace: true)
                            index += 1
                            for path in itemPaths where index < perScene {
                                router.navigate(toPath: path)
                                index += 1
                            }
                        }
                        _ = await router.navigate(toPath: "/home", replace: true).result
                    }
                }
            }
        }
        let total = Double(scenes * (perScene + 1))
        return total / (elapsed.nanoseconds / 1e9)
    }

    /// Milliseconds for `pushes` pushes onto one stack, after reading `observable` if `observed`.
    static func deepStackMs(pushes: Int, observed: Bool) -> Double {
        let router = NavigationRouter(scene: NavigationScene(id: "deep"), registry: makeRegistry())
        router.navigate(toPath: "/home")
        if observed { _ = router.observable.state }
        let elapsed = ContinuousClock().measure {
            for index in 0..<pushes { router.navigate(toPath: itemPaths[index % itemPaths.count]) }
        }
        precondition(router.state.allScreens.count == pushes + 1)
        return elapsed.nanoseconds / 1e6
    }

    /// `pushes` pushes onto a stack of `depth` screens while one event observer listens; returns
    /// the events it heard.
    static func observedPushes(depth: Int, pushes: Int) -> Int {
        let router = NavigationRouter(scene: NavigationScene(id: "observed"), registry: makeRegistry())
        router.navigate(toPath: "/home")
        for index in 0..<depth { router.navigate(toPath: itemPaths[index % itemPaths.count]) }
        final class Count: Sendable { let value = Mutex(0) }
        let heard = Count()
        let observation = router.addEventObserver { _ in heard.value.withLock { $0 += 1 } }
        for index in 0..<pushes { router.navigate(toPath: itemPaths[index % itemPaths.count]) }
        _ = observation.cancel()
        precondition(router.state.allScreens.count == depth + pushes + 1)
        return heard.value.withLock { $0 }
    }

    /// Heap bytes per idle scene holding a ten-screen stack (the view models allocate nothing).
    static func bytesPerScene(scenes: Int) -> Double {
        let registry = makeRegistry()
        let bytes = retainedHeapBytes { () -> [NavigationRouter] in
            (0..<scenes).map { index in
                let router = NavigationRouter(scene: NavigationScene(id: "idle-\(index)"), registry: registry)
                router.navigate(toPath: "/home")
                for path in itemPaths { router.navigate(toPath: path) }
                return router
            }
        }
        return Double(bytes) / Double(scenes)
    }
}
