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
            NavigationRoute(path: "/shop", type: BenchmarkViewModel.self, requiresAuthentication: false,
                            placement: RoutePlacement(tab: "catalog")),
            NavigationRoute(path: "/shop/:id", type: BenchmarkViewModel.self, requiresAuthentication: false,
                            placement: RoutePlacement(parent: "/shop")),
            NavigationRoute(path: "/shop/:id/reviews", type: BenchmarkViewModel.self, requiresAuthentication: false,
                            placement: RoutePlacement(parent: "/shop/:id")),
            NavigationRoute(path: "/shop/:id/reviews/:review", type: BenchmarkViewModel.self, requiresAuthentication: false,
                            placement: RoutePlacement(parent: "/shop/:id/reviews")),
        ])
        let router = NavigationRouter(scene: NavigationScene(id: "tabbed"), registry: registry)
        router.setTabs([TabDefinition(name: "home", rootPath: "/home"), TabDefinition(name: "catalog", rootPath: "/shop")])
        return router
    }

    /// Median ns per navigation over `blocks` blocks of `paths`, each block after `reset`
    /// (not timed), with an observer notified of every change.
    static func medianNs(_ router: NavigationRouter, blocks: Int, paths: [String], reset: (NavigationRouter) -> Void) -> Double {
        let notified = Atomic<Int>(0)
        router.addObserver { _ in notified.add(1, ordering: .relaxed) }
        let clock = ContinuousClock()
        var samples: [Double] = []
        samples.reserveCapacity(blocks)
        for _ in 0..<blocks {
            reset(router)
            let elapsed = clock.measure {
                for path in paths {
                    let handle = router.navigate(toPath: path)
                    precondition(handle.currentResult != nil)
                }
            }
            samples.append(elapsed.nanoseconds / Double(paths.count))
        }
        precondition(notified.load(ordering: .relaxed) >= blocks * paths.count)
        return median(samples)
    }

    /// Median ns per push into the selected tab, over blocks of nine pushes from a fresh tab root.
    static func tabPushNs(blocks: Int) -> Double {
        let router = makeTabbedRouter()
        let result = medianNs(router, blocks: blocks, paths: itemPaths) { $0.navigate(toPath: "/home", replace: true) }
        precondition(router.state.root?.tabs?.selectedTab.screens.count == itemPaths.count + 1)
        return result
    }

    static let reviewPaths = (0..<9).map { "/shop/\($0 * 7919)/reviews/1" }

    /// Median ns per deep link to a review while the Home tab is selected and the Catalog tab
    /// shows only its root `/shop`: Catalog is selected, the product and its reviews are
    /// synthesized (two parents) and pushed with the review, one change. Nine scenes per block,
    /// one deep link each, reset (not timed) before each block.
    static func deepLinkNs(blocks: Int) -> Double {
        let routers = reviewPaths.map { _ in makeTabbedRouter() }
        for router in routers { router.navigate(toPath: "/shop") }
        let result = medianNs(routers, blocks: blocks, paths: reviewPaths) { router in
            router.popToRoot()
            router.selectTab("home")
        }
        for router in routers {
            precondition(router.state.root?.tabs?.selectedTab.screens.map(\.pattern) == ["/shop", "/shop/:id", "/shop/:id/reviews", "/shop/:id/reviews/:review"])
        }
        return result
    }

    /// Median ns per deep link to a review when the Catalog tab shows the previous product's
    /// chain: that chain is popped (three screens) and the new one pushed, one change.
    static func deepLinkOverChainNs(blocks: Int) -> Double {
        let router = makeTabbedRouter()
        let result = medianNs(router, blocks: blocks, paths: reviewPaths) { _ in }
        precondition(router.state.root?.tabs?.selectedTab.screens.map(\.pattern) == ["/shop", "/shop/:id", "/shop/:id/reviews", "/shop/:id/reviews/:review"])
        return result
    }

    /// ``medianNs(_:blocks:paths:reset:)`` with one router per path: each timed navigation
    /// goes to its own scene, reset (not timed) before each block.
    static func medianNs(_ routers: [NavigationRouter], blocks: Int, paths: [String], reset: (NavigationRouter) -> Void) -> Double {
        let notified = Atomic<Int>(0)
        for router in routers { router.addObserver { _ in notified.add(1, ordering: .relaxed) } }
        let clock = ContinuousClock()
        var samples: [Double] = []
        samples.reserveCapacity(blocks)
        for _ in 0..<blocks {
            for router in routers { reset(router) }
            let elapsed = clock.measure {
                for (router, path) in zip(routers, paths) {
                    let handle = router.navigate(toPath: path)
                    precondition(handle.currentResult != nil)
                }
            }
            samples.append(elapsed.nanoseconds / Double(paths.count))
        }
        precondition(notified.load(ordering: .relaxed) >= blocks * paths.count)
        return median(samples)
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
        let router = NavigationRouter(scene: NavigationScene(id: "bench"), registry: makeRegistry())
        return medianNs(router, blocks: blocks, paths: itemPaths) { $0.navigate(toPath: "/home", replace: true) }
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
