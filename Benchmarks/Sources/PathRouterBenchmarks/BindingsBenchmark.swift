import PathRouter
import PathRouterBindings
import Synchronization

/// What a UI layer pays per change, as ``SceneModel`` pays it: the router's record applied to
/// the projection it has, and the plan of UI updates from what the UI shows to it.
enum BindingsBenchmark {
    /// `pushes` pushes onto a stack of `depth` screens; after each, its record followed and the
    /// plan shown (a follower that shows every step at once). Returns the steps shown.
    static func projectAndPlan(depth: Int, pushes: Int) -> Int {
        let router = NavigationRouter(scene: NavigationScene(id: "bindings"), registry: NavigationBenchmark.makeRegistry())
        router.navigate(toPath: "/home")
        for index in 0..<depth { router.navigate(toPath: NavigationBenchmark.itemPaths[index % NavigationBenchmark.itemPaths.count]) }
        let rules = SceneProjection.Rules(router)
        let heard = Mutex<[SceneTransition]>([])
        let observation = router.addObserver { change in heard.withLock { $0.append(change.transition) } }
        var projection = SceneProjection(observation.initialState, rules: rules)
        var follower = SceneFollower(projection)
        var shown = 0
        for index in 0..<pushes {
            router.navigate(toPath: NavigationBenchmark.itemPaths[index % NavigationBenchmark.itemPaths.count])
            for record in heard.withLock({ heard in
                defer { heard = [] }; return heard
            }) {
                projection = projection.following(record, rules: rules)!
            }
            var started = follower.routerChanged(to: projection)
            while started {
                shown += 1
                started = follower.stepFinished()
            }
        }
        precondition(follower.isSettled && projection == SceneProjection(router))
        observation.cancel()
        return shown
    }
}
