import PathRouter
import PathRouterModules
import PathRouterLocking

/// The sample app: four feature modules on their own registry, an authenticator, and one
/// router per scene.
public final class SampleApp: Sendable {
    public let registry: NavigationRegistry
    public let authenticator: SampleAuthenticator
    private let scenes = Locked<[String: NavigationRouter]>.make([:])

    /// Builds the app: makes its modules from `dependencies` and loads them, sets the
    /// authenticator and the link policy.
    public init(dependencies: SampleDependencies = .live()) throws {
        registry = NavigationRegistry()
        try RoutableModulesFactory.load(SampleModules.all(dependencies), into: registry)
        authenticator = SampleAuthenticator()
        registry.authenticationHandler = authenticator
        registry.externalLinkPolicy = ExternalLinkPolicy(schemes: ["myapp", "https"], hosts: ["open", "shop.example.com"])
        registry.loggedOutPath = "/home"
        registry.loginPath = "/login"
    }

    /// The main window's tabs.
    public static let tabs = [
        TabDefinition(name: "home", rootPath: "/home"),
        TabDefinition(name: "catalog", rootPath: "/products"),
        TabDefinition(name: "account", rootPath: "/accounts"),
    ]

    /// The router of the scene `name`, created on first use.
    public func router(named name: String) -> NavigationRouter {
        scenes.withLock { scenes in
            if let router = scenes[name] { return router }
            let router = NavigationRouter(scene: NavigationScene(id: name), registry: registry)
            scenes[name] = router
            return router
        }
    }

    /// The names of the scenes created so far.
    public var sceneNames: [String] {
        scenes.withLock { $0.keys.sorted() }
    }

    /// The route table as a tree of pattern segments, with each route's flags.
    /// The route table as JSON (``RouteManifest``): patterns, view models, rules, placement,
    /// redirects and interceptors.
    public func manifestJSON() throws -> String {
        try registry.manifest().json()
    }

    public func routeTree() -> String {
        final class Node {
            var children: [(String, Node)] = []
            var route: NavigationRoute?
            func child(_ name: String) -> Node {
                if let found = children.first(where: { $0.0 == name }) { return found.1 }
                let node = Node()
                children.append((name, node))
                return node
            }
        }
        let root = Node()
        for route in registry.routes.sorted(by: { $0.path < $1.path }) {
            var node = root
            for segment in route.path.split(separator: "/") { node = node.child(String(segment)) }
            node.route = route
        }
        var lines = ["/"]
        func render(_ node: Node, prefix: String) {
            for (index, (name, child)) in node.children.enumerated() {
                let last = index == node.children.count - 1
                var line = prefix + (last ? "└─ " : "├─ ") + name
                if let route = child.route, let target = route.redirectTarget {
                    line += "  → redirects to \(target)"
                } else if let route = child.route {
                    var flags: [String] = []
                    if route.requiresAuthentication { flags.append("login") }
                    if route.allowedExternally { flags.append("deep link") }
                    line += "  → \(route.type)" + (flags.isEmpty ? "" : " [\(flags.joined(separator: ", "))]")
                }
                lines.append(line)
                render(child, prefix: prefix + (last ? "   " : "│  "))
            }
        }
        render(root, prefix: "")
        return lines.joined(separator: "\n")
    }

    /// A scene's state as the tour and the shell print it.
    public func describe(_ router: NavigationRouter) -> String {
        var text = "scene \(router.scene.id)\n" + router.state.description.split(separator: "\n").map { "  " + $0 }.joined(separator: "\n")
        if let transition = router.lastTransition { text += "\n  last transition: \(transition)" }
        if let pending = router.pendingNavigation { text += "\n  pending: \(pending)" }
        return text
    }
}
