/// Navigates one scene by path strings.
///
/// Each scene (window, external display, car screen) has its own router; ``main`` drives the
/// default scene. Routers share a ``NavigationRegistry`` of routes (the shared one unless you
/// pass another), and each keeps its scene's headless state: a root, navigation stacks and
/// modals, which a UI layer renders.
///
/// ```swift
/// let router = NavigationRouter(scene: NavigationScene(id: "window-2"))
/// router.navigate(toPath: "/home")                                  // fire and forget
/// let result = await router.navigate(toPath: "/products/42").result  // or wait for the outcome
/// print(router.state)
/// ```
///
/// Navigations of one scene apply in the order they were called, one at a time, whatever
/// thread calls them; different scenes navigate in parallel. A navigation is applied on the
/// thread that calls `navigate` when the scene is idle, or by the call already applying that
/// scene's navigations; view model initialisers and observers run there.
///
/// Every static member (`bind`, `unbind`, `interceptNavigation`, `guardLeaving`,
/// `authenticationHandler`, `open(link:in:)`) works on one registry,
/// ``NavigationRegistry/current``: the shared one, unless a task scoped another, as module
/// loading does — NavigationRouter's static API.
public final class NavigationRouter: Sendable, CustomStringConvertible {
    /// The scene this router drives.
    public let scene: NavigationScene
    /// The routes this router resolves paths against.
    public let registry: NavigationRegistry
    let runtime: SceneRuntime
    /// Where this scene's navigations and scene operations report failures (made once).
    let navigationFailures: FailureReporter
    let sceneOperationFailures: FailureReporter

    /// Creates the router of `scene`.
    ///
    /// A router is a handle on its scene. If a live router of the same registry already drives
    /// a scene with this id (and it was not closed), the new router shares that scene: the
    /// same state, queue, observers and waiting navigations, and ``scene`` is the first one's
    /// (its role included). Closing either closes the scene. A closed scene's id can be used
    /// again: the next router gets a new, empty scene.
    ///
    /// ```swift
    /// let a = NavigationRouter(scene: NavigationScene(id: "main"), registry: registry)
    /// let b = NavigationRouter(scene: NavigationScene(id: "main"), registry: registry)
    /// a.navigate(toPath: "/home")
    /// print(b.state.topScreen?.path ?? "-")   // /home
    /// ```
    ///
    /// - Parameters:
    ///   - scene: The scene to drive.
    ///   - registry: The routes to resolve against (default: the shared registry).
    public convenience init(scene: NavigationScene, registry: NavigationRegistry = .shared) {
        self.init(scene: scene, registry: registry, screenIDs: nil)
    }

    /// Creates the router of `scene` whose new screens take their ids from `screenIDs`
    /// (predictable ids for tests: `#1`, `#2`, …). A scene that is already live keeps the ids
    /// it had.
    ///
    /// ```swift
    /// let router = NavigationRouter(scene: NavigationScene(id: "test"), registry: registry, screenIDs: Screen.ID.Source())
    /// ```
    public init(scene: NavigationScene, registry: NavigationRegistry = .shared, screenIDs: Screen.ID.Source?) {
        // Only a new scene takes the source: a live one keeps drawing its ids where it did.
        let runtime = registry.sceneRuntime(for: scene, screenIDs: screenIDs)
        self.scene = runtime.scene
        self.registry = registry
        self.runtime = runtime
        navigationFailures = FailureReporter(
            observers: registry.failureObservers, scene: runtime.scene, source: .navigation,
            events: registry.eventObservers)
        sceneOperationFailures = FailureReporter(observers: registry.failureObservers, scene: runtime.scene, source: .sceneOperation)
        registry.attach(self)
    }

    /// The router of the default scene (``NavigationScene/main``), on the shared registry.
    public static let main = NavigationRouter(scene: .main)

    /// The scene's current state.
    public var state: SceneState { runtime.current.state }

    /// The transition of the last change, or `nil` before the first one.
    public var lastTransition: SceneTransition? { runtime.current.lastTransition }

    public var description: String {
        let current = runtime.current
        var text = "scene \(scene)\n\(current.state)"
        if let transition = current.lastTransition { text += "\nlast transition: \(transition)" }
        return text
    }

    // MARK: - Route registration (NavigationRouter's static API)

    /// Binds one route into ``NavigationRegistry/current``.
    /// - Throws: ``NavigationError`` for a bad pattern or a conflicting route.
    public static func bind(route: NavigationRoute) throws(NavigationError) {
        try NavigationRegistry.current.bind(route: route)
    }

    /// Binds several routes into ``NavigationRegistry/current``: all of them or none.
    /// - Throws: ``NavigationError`` for a bad pattern or a conflicting route.
    public static func bind(routes: [NavigationRoute]) throws(NavigationError) {
        try NavigationRegistry.current.bind(routes: routes)
    }

    /// Removes a route from ``NavigationRegistry/current``.
    /// - Returns: the removed route, or `nil` if none was bound with that pattern's shape.
    @discardableResult
    public static func unbind(route: NavigationRoute) -> NavigationRoute? {
        NavigationRegistry.current.unbind(route: route)
    }

    /// Removes routes from ``NavigationRegistry/current``.
    /// - Returns: the routes that were removed.
    @discardableResult
    public static func unbind(routes: [NavigationRoute]) -> [NavigationRoute] {
        NavigationRegistry.current.unbind(routes: routes)
    }
}
