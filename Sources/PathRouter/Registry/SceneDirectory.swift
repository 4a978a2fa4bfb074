import PathRouterLocking

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

    /// The open scene the id names, or a new one `make` makes.
    mutating func runtime(for scene: NavigationScene, make: () -> SceneRuntime) -> SceneRuntime {
        if let runtime = scenes[scene.id]?.runtime, !runtime.isClosed { return runtime }
        let runtime = make()
        scenes[scene.id] = SceneReference(runtime: runtime)
        return runtime
    }
}

/// The registry's scenes and routers (``SceneDirectory``).
extension NavigationRegistry {
    func attach(_ router: NavigationRouter) {
        services.withLock { $0.directory.attach(router) }
    }

    /// The live routers of this registry's open scenes, in creation order, one per scene
    /// (routers created for a scene id that another live router drives share its scene, and
    /// only the first one still alive is listed). A closed scene is not listed: link routing,
    /// the scene directory and logout never pick it.
    public var routers: [NavigationRouter] {
        let all = services.withLock { $0.directory.liveRouters }
        var seen = Set<ObjectIdentifier>()
        return all.filter { !$0.runtime.isClosed && seen.insert(ObjectIdentifier($0.runtime)).inserted }
    }

    /// The scene the id names in this registry: the one a live, open router drives, or a new
    /// one, made with `screenIDs` as the source of its screens' ids.
    func sceneRuntime(for scene: NavigationScene, screenIDs: Screen.ID.Source?) -> SceneRuntime {
        services.withLock { services in
            services.directory.runtime(for: scene) { SceneRuntime(scene: scene, leaveGuards: leaveGuards, screenIDs: screenIDs) }
        }
    }

    /// The router of the scene with this id, if a live one drives it and it is open.
    ///
    /// ```swift
    /// registry.router(forSceneID: request.sceneID)?.navigate(toPath: "/login", modal: true)
    /// ```
    public func router(forSceneID id: String) -> NavigationRouter? {
        routers.first { $0.scene.id == id }
    }
}
