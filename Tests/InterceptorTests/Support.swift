import PathRouter
import PathRouterLocking

/// A view model that keeps its parameters and flow.
struct ScreenModel: RoutableViewModel {
    var navigationInterceptionExecutionFlow: NavigationInterceptionFlow?
    let parameters: [String: String]
    init(parameters: [String: String]?) { self.parameters = parameters ?? [:] }
}

/// Records what happened, in order, from any thread.
final class Recorder: Sendable {
    private let events = Locked<[String]>.make([])
    func record(_ event: String) { events.withLock { $0.append(event) } }
    var all: [String] { events.withLock { $0 } }
}

/// A registry with open routes, protected routes and external routes, and its handler.
struct Fixture {
    let registry: NavigationRegistry
    let router: NavigationRouter
    let auth: InMemoryAuthenticationHandler?

    init(authenticated: Bool = false, withHandler: Bool = true, scene: String = "main") throws {
        registry = NavigationRegistry()
        func open(_ path: String, external: Bool = false) -> NavigationRoute {
            NavigationRoute(path: path, type: ScreenModel.self, requiresAuthentication: false, allowedExternally: external)
        }
        try registry.bind(routes: [
            open("/home"), open("/login"), open("/onboarding"), open("/accounts/tutorial"),
            open("/a"), open("/b"), open("/x/**"),
            open("/products/:id", external: true),
            NavigationRoute(path: "/accounts", type: ScreenModel.self),
            NavigationRoute(path: "/accounts/:id", type: ScreenModel.self, allowedExternally: true),
            NavigationRoute(path: "/settings", type: ScreenModel.self),
        ])
        auth = withHandler ? InMemoryAuthenticationHandler(authenticated: authenticated) : nil
        registry.authenticationHandler = auth
        router = NavigationRouter(scene: NavigationScene(id: scene), registry: registry)
    }

    func paths() -> [String] { router.state.allScreens.map(\.path) }
}

extension NavigationHandle {
    var error: NavigationError? {
        get async {
            if case .failure(let error) = await result { return error }
            return nil
        }
    }
}

/// Waits (bounded) until `condition` holds, yielding to other tasks.
func eventually(_ condition: @Sendable () -> Bool) async -> Bool {
    for _ in 0..<2_000 {
        if condition() { return true }
        try? await Task.sleep(for: .milliseconds(1))
    }
    return condition()
}
