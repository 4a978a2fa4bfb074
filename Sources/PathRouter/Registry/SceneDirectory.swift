/// A registry's scenes and their routers, by scene id: one part of the registry's services,
/// changed only under their lock.
///
/// Invariants: routers and scenes are held weakly (the directory keeps nothing alive); a scene
/// id names at most one open scene, and a closed scene is never returned — a new router for
/// its id gets a new scene; released routers are pruned once the list has doubled since the
/// last prune, so attaching a router is O(1) amortized.
struct SceneDirectory: Sendable {
    private struct RouterReference: Sendable {
        weak var router: NavigationRouter?
    }

    private struct SceneReference: Sendable {
        weak var runtime: SceneRuntime?
    }

    private var routers: [RouterReference] = []
    private var scenes: [String: SceneReference] = [:]
    private var pruneThreshold = 16

    /// Records a new router.
    mutating func attach(_ router: NavigationRouter) {
        if routers.count >= pruneThreshold {
            routers.removeAll { $0.router == nil }
            scenes = scenes.filter { $0.value.runtime != nil }
            pruneThreshold = max(16, routers.count * 2)
        }
        routers.append(RouterReference(router: router))
    }

    /// The live routers, in creation order.
    var liveRouters: [NavigationRouter] { routers.compactMap(\.router) }

    /// The open scene the id names, or a new one `make` makes (`created`).
    mutating func runtime(for scene: NavigationScene, make: () -> SceneRuntime) -> (runtime: SceneRuntime, created: Bool) {
        if let runtime = scenes[scene.id]?.runtime, !runtime.isClosed { return (runtime, false) }
        let runtime = make()
        scenes[scene.id] = SceneReference(runtime: runtime)
        return (runtime, true)
    }
}
