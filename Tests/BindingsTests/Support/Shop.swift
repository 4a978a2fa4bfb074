import PathRouter

/// A view model that keeps nothing.
struct Page: RoutableViewModel {
    var navigationInterceptionExecutionFlow: NavigationInterceptionFlow?
    init(parameters: [String: String]?) {}
}

/// A small shop: open pages, a protected account, the router's login screen, and a leave
/// guard on `/form` that lets it go.
struct Shop {
    let registry: NavigationRegistry
    let router: NavigationRouter
    let auth: InMemoryAuthenticationHandler

    static let pages = ["/home", "/a", "/b", "/c", "/d", "/form"]
    static let tabs = [TabDefinition(name: "home", rootPath: "/home"), TabDefinition(name: "shop", rootPath: "/a")]

    init(scene: String = "main") throws {
        registry = NavigationRegistry()
        try registry.bind(
            routes: (Self.pages + ["/login"]).map { NavigationRoute(path: $0, type: Page.self, requiresAuthentication: false) }
                + [NavigationRoute(path: "/account", type: Page.self)])
        auth = InMemoryAuthenticationHandler(authenticated: false)
        auth.completesLoginImmediately = false
        registry.authenticationHandler = auth
        registry.loginPath = "/login"
        try registry.guardLeaving("/form") { _ in .leave }
        router = NavigationRouter(scene: NavigationScene(id: scene), registry: registry, screenIDs: Screen.ID.Source())
    }
}

/// A seeded generator (SplitMix64): the same seed gives the same run.
struct SeededRandom {
    private var state: UInt64
    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    mutating func below(_ bound: Int) -> Int { Int(next() % UInt64(bound)) }
    mutating func pick<T>(_ values: [T]) -> T { values[below(values.count)] }
}
