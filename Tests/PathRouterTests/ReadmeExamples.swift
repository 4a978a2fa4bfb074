// The code blocks of README.md, as they are written there. `ReadmeTests` checks that every
// ```swift block of the README appears here, line for line, and runs the examples, so the
// README cannot drift from the code. Edit both together.

import PathRouter
import PathRouterModules
import Testing

// README: Quick start, 1. view models

struct ProductViewModel: RoutableViewModel {
    static let requiredParameters: [String]? = ["id"]
    var navigationInterceptionExecutionFlow: NavigationInterceptionFlow?
    let productID: String

    init(parameters: [String: String]?) {
        productID = parameters?["id"] ?? ""
    }
}

struct HomeViewModel: RoutableViewModel {
    var navigationInterceptionExecutionFlow: NavigationInterceptionFlow?
    init(parameters: [String: String]?) {}
}

// README: Quick start, 2. a module

struct CatalogModule: RoutableModule {
    init() {}

    func registerRoutes() throws {
        try NavigationRouter.bind(routes: [
            NavigationRoute(path: "/home", type: HomeViewModel.self,
                            requiresAuthentication: false),
            NavigationRoute(path: "/products/:id", type: ProductViewModel.self,
                            requiresAuthentication: false, allowedExternally: true),
        ])
    }
}

@Suite("README examples", .serialized)
struct ReadmeExamples {
    @Test("the quick start works as written")
    func quickStart() async throws {
        let registry = NavigationRegistry()
        try await NavigationRegistry.$current.withValue(registry) {
            try await quickStartBody(registry: registry)
        }
    }

    private func quickStartBody(registry: NavigationRegistry) async throws {
        // README: Quick start, 3. load and navigate
        try RoutableModulesFactory.loadRoutableModules([CatalogModule.self], into: registry)
        let router = NavigationRouter(scene: NavigationScene(id: "main"), registry: registry)

        router.navigate(toPath: "/home")
        let result = await router.navigate(toPath: "/products/42?tab=reviews").result
        switch result {
        case .success(let outcome):
            print(outcome.transition)   // push +/products/42?tab=reviews
        case .failure(let error):
            print(error)
        }
        print(router.state)
        // root: stack
        // ├─ /home [HomeViewModel]
        // └─ /products/42?tab=reviews [ProductViewModel]

        #expect((try? result.get())?.transition.description == "push +/products/42?tab=reviews")

        #expect(router.state.description == """
            root: stack
            ├─ /home [HomeViewModel]
            └─ /products/42?tab=reviews [ProductViewModel]
            """)
        #expect((router.state.topScreen?.viewModel as? ProductViewModel)?.productID == "42")

        // README: Observing
        let token = router.addObserver { change in
            print(change.transition.kind, change.state.topScreen?.path ?? "-")
        }
        token.cancel()
    }

    @Test("the routing examples work as written")
    func routing() throws {
        // README: Routes and patterns
        let registry = NavigationRegistry()
        try registry.bind(routes: [
            NavigationRoute(path: "/users/new", type: HomeViewModel.self, requiresAuthentication: false),
            NavigationRoute(path: "/users/:id", type: HomeViewModel.self, requiresAuthentication: false),
            NavigationRoute(path: "/files/**path", type: HomeViewModel.self, requiresAuthentication: false),
        ])
        let match = try registry.resolve("/users/Ada%20L?tab=posts")
        print(match.route.path)   // /users/:id
        print(match.parameters)   // ["id": "Ada L", "tab": "posts"]
        #expect(match.route.path == "/users/:id")
        #expect(match.parameters == ["id": "Ada L", "tab": "posts"])
        #expect(try registry.resolve("/users/new").route.path == "/users/new")
        #expect(try registry.resolve("/files/a/b.txt").parameters == ["path": "a/b.txt"])

        // README: Errors
        do {
            _ = try registry.resolve("/usres/42")
        } catch {
            print(error)
            // routeNotFound '/usres/42': no route matches: no pattern accepts segment 'usres'
            // after '/'; nearest pattern is '/users/:id'
            print(error.code == .routeNotFound, error.nearestPattern ?? "-")
        }
        let error = #expect(throws: NavigationError.self) { try registry.resolve("/usres/42") }
        #expect(error?.description == "routeNotFound '/usres/42': no route matches: no pattern accepts segment 'usres' after '/'; nearest pattern is '/users/:id'")
    }

    @Test("the interceptor and authentication examples work as written")
    func interception() async throws {
        let registry = NavigationRegistry()
        try registry.bind(routes: [
            NavigationRoute(path: "/home", type: HomeViewModel.self, requiresAuthentication: false),
            NavigationRoute(path: "/onboarding", type: HomeViewModel.self, requiresAuthentication: false),
            NavigationRoute(path: "/accounts/:id", type: HomeViewModel.self, allowedExternally: true),
        ])
        try await NavigationRegistry.$current.withValue(registry) {
            // README: Interceptors
            try NavigationRouter.interceptNavigation(toPath: "/home", when: .after) { router, executionFlow in
                let flow = NavigationInterceptionFlow(completion: executionFlow)
                router.navigate(toPath: "/onboarding", modal: true, interceptionExecutionFlow: flow)
            }
            try NavigationRouter.interceptNavigation(toPath: "/accounts/**", withPriority: .high) { router, context in
                context.externally && context.parameters["id"] == "0" ? .cancel(reason: "no such account") : .proceed
            }

            // README: Authentication
            let auth = InMemoryAuthenticationHandler()
            registry.authenticationHandler = auth
            let router = NavigationRouter(scene: .main, registry: registry)
            router.navigate(toPath: "/home")
            let outcome = try await router.navigate(toPath: "/accounts/7").result.get()
            print(auth.loginCalls, outcome.state.topScreen?.path ?? "-")   // 1 /accounts/7

            #expect(auth.loginCalls == 1)
            #expect(outcome.state.topScreen?.path == "/accounts/7")

            // README: External links
            registry.externalLinkPolicy = ExternalLinkPolicy(schemes: ["myapp"], hosts: ["open"])
            let link = router.open(link: "myapp://open/accounts/8?tab=orders")
            if case .success(.navigated(let navigation, _)) = await link.result {
                print(navigation.screen?.path ?? "-")   // /accounts/8?tab=orders
            }
            let refused = await router.open(link: "myapp://open/home").result
            print(refused)   // failure(externalNavigationRefused '/home': route '/home' is not allowed externally …)

            #expect(router.state.topScreen?.path == "/accounts/8?tab=orders")
            guard case .failure(let error) = refused else {
                Issue.record("the link to /home was not refused")
                return
            }
            #expect(error.code == .externalNavigationRefused)

            // README: Save and restore
            let saved = router.savedState()
            let other = NavigationRouter(scene: NavigationScene(id: "window-2"), registry: registry)
            let report = await other.restore(saved)
            print(report)   // restored 4 screen(s)
            #expect(report.failures.isEmpty)
            #expect(report.description == "restored 4 screen(s)")
        }
    }
}
