import PathRouter
import PathRouterBindings

/// What a UI layer pays per change: the scene's projection, and the plan of UI updates from
/// what the UI shows to it.
enum BindingsBenchmark {
    /// `pushes` pushes onto a stack of `depth` screens; after each, the projection and its plan
    /// (a follower that shows every step at once). Returns the steps shown.
    static func projectAndPlan(depth: Int, pushes: Int) -> Int {
        let router = NavigationRouter(scene: NavigationScene(id: "bindings"), registry: NavigationBenchmark.makeRegistry())
        router.navigate(toPath: "/home")
        for index in 0..<depth { router.navigate(toPath: NavigationBenchmark.itemPaths[index % NavigationBenchmark.itemPaths.count]) }
        var follower = SceneFollower(SceneProjection(router.state))
        var shown = 0
        for index in 0..<pushes {
            router.navigate(toPath: NavigationBenchmark.itemPaths[index % NavigationBenchmark.itemPaths.count])
            var started = follower.routerChanged(to: SceneProjection(router.state))
            while started {
                shown += 1
                started = follower.stepFinished()
            }
        }
        precondition(follower.isSettled)
        return shown
    }
}
