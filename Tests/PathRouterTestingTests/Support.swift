import PathRouter
import PathRouterModules

struct TestScreen: RoutableViewModel {
    var navigationInterceptionExecutionFlow: NavigationInterceptionFlow?
    init(parameters: [String: String]?) {}
}

/// A small app: a catalog placed in a tab, products under it, a protected account.
struct ShopModule: RoutableModule {
    init() {}
    func registerRoutes() throws {
        try NavigationRouter.bind(routes: [
            NavigationRoute(path: "/home", type: TestScreen.self, requiresAuthentication: false),
            NavigationRoute(path: "/products", type: TestScreen.self, requiresAuthentication: false, allowedExternally: true),
            NavigationRoute(
                path: "/products/:id", type: TestScreen.self, requiresAuthentication: false, allowedExternally: true,
                placement: RoutePlacement(parent: "/products")),
            NavigationRoute(path: "/account", type: TestScreen.self),
        ])
    }
}

/// Three open screens: a start, a tutorial an interceptor shows, and the target it guards.
struct TutorialModule: RoutableModule {
    init() {}
    func registerRoutes() throws {
        try NavigationRouter.bind(
            routes: ["/start", "/tutorial", "/target"].map { NavigationRoute(path: $0, type: TestScreen.self, requiresAuthentication: false) })
    }
}
