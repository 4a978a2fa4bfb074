import PathRouter
import RoutingKit

/// What the benchmark needs of a router: build from patterns, look a path up.
protocol BenchmarkedRouter {
    static var name: String { get }
    init(patterns: [String])
    /// The index of the matched pattern, or -1.
    func lookup(_ path: String) -> Int
    /// Looks up and reads every parameter value; returns the number of parameters.
    func lookupReadingParameters(_ path: String) -> Int
}

struct BenchmarkViewModel: RoutableViewModel {
    var navigationInterceptionExecutionFlow: NavigationInterceptionFlow?
    init(parameters: [String: String]?) {}
}

/// PathRouter's registry, resolving from the path string.
struct PathRouterImplementation: BenchmarkedRouter {
    static let name = "PathRouter"
    let registry: NavigationRegistry
    let indices: [String: Int]

    init(patterns: [String]) {
        registry = NavigationRegistry()
        let routes = patterns.map {
            NavigationRoute(path: $0, type: BenchmarkViewModel.self, requiresAuthentication: false)
        }
        try! registry.bind(routes: routes)
        indices = Dictionary(uniqueKeysWithValues: patterns.enumerated().map { ($1, $0) })
    }

    /// Builds only the registry (what registration costs), binding all routes in one call.
    static func register(_ routes: [NavigationRoute]) -> NavigationRegistry {
        let registry = NavigationRegistry()
        try! registry.bind(routes: routes)
        return registry
    }

    /// Builds only the registry, binding the routes one call at a time.
    static func registerOneByOne(_ routes: [NavigationRoute]) -> NavigationRegistry {
        let registry = NavigationRegistry()
        for route in routes { try! registry.bind(route: route) }
        return registry
    }

    @inline(never)
    func lookup(_ path: String) -> Int {
        guard let match = try? registry.resolve(path) else { return -1 }
        return match.route.allowedExternally ? 2 : 1
    }

    func index(_ path: String) -> Int {
        guard let match = try? registry.resolve(path) else { return -1 }
        return indices[match.route.path]!
    }

    @inline(never)
    func lookupReadingParameters(_ path: String) -> Int {
        guard let match = try? registry.resolve(path) else { return -1 }
        return match.parameters.count
    }
}

/// RoutingKit's TrieRouter, fed the path split the way Vapor splits it.
struct RoutingKitImplementation: BenchmarkedRouter {
    static let name = "RoutingKit"
    let router: TrieRouter<Int>
    let template = Parameters()

    init(patterns: [String]) {
        router = TrieRouter(Int.self)
        for (index, pattern) in patterns.enumerated() {
            router.register(index, at: pattern.pathComponents)
        }
    }

    @inline(never)
    func lookup(_ path: String) -> Int {
        var parameters = template
        let components = path.split(separator: "/").map(String.init)
        return router.route(path: components, parameters: &parameters) ?? -1
    }

    @inline(never)
    func lookupReadingParameters(_ path: String) -> Int {
        var parameters = template
        let components = path.split(separator: "/").map(String.init)
        guard router.route(path: components, parameters: &parameters) != nil else { return -1 }
        return parameters.allNames.count
    }
}

/// A naive router: every pattern is tried; among those that match, the most specific wins
/// (compared segment by segment: literal, then parameter, then catch-all), as in PathRouter.
struct LinearImplementation: BenchmarkedRouter {
    enum Component {
        case literal(Substring)
        case parameter(String)
        case catchAll
    }

    static let name = "Linear"
    let routes: [[Component]]

    init(patterns: [String]) {
        routes = patterns.map { pattern in
            pattern.split(separator: "/").map { segment -> Component in
                if segment == "**" { return .catchAll }
                if segment.hasPrefix(":") { return .parameter(String(segment.dropFirst())) }
                return .literal(segment)
            }
        }
    }

    private func isMoreSpecific(_ lhs: [Component], than rhs: [Component]) -> Bool {
        func rank(_ component: Component) -> Int {
            switch component {
            case .literal: 0
            case .parameter: 1
            case .catchAll: 2
            }
        }
        for (left, right) in zip(lhs, rhs) where rank(left) != rank(right) {
            return rank(left) < rank(right)
        }
        return lhs.count > rhs.count
    }

    private func match(_ segments: [Substring]) -> Int {
        var best = -1
        outer: for (index, components) in routes.enumerated() {
            let hasCatchAll = if case .catchAll = components.last { true } else { false }
            if hasCatchAll ? segments.count < components.count - 1 : segments.count != components.count { continue }
            for (component, segment) in zip(components, segments) {
                switch component {
                case .literal(let text): if text != segment { continue outer }
                case .parameter: continue
                case .catchAll: break
                }
            }
            if best < 0 || isMoreSpecific(components, than: routes[best]) { best = index }
        }
        return best
    }

    @inline(never)
    func lookup(_ path: String) -> Int {
        match(path.split(separator: "/"))
    }

    @inline(never)
    func lookupReadingParameters(_ path: String) -> Int {
        let segments = path.split(separator: "/")
        let index = match(segments)
        guard index >= 0 else { return -1 }
        var parameters: [String: String] = [:]
        for (component, segment) in zip(routes[index], segments) {
            if case .parameter(let name) = component { parameters[name] = String(segment) }
        }
        return parameters.count
    }
}
