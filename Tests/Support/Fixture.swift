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

/// Waits until `condition` holds, yielding to other tasks. It returns as soon as it holds; the
/// bound (60,000 looks a millisecond apart, about a minute) only ends a test that would
/// otherwise hang. It counts looks, not clock time: a machine so busy that the test does not
/// run for a while makes it slower, never a different verdict.
func eventually(_ condition: @Sendable () -> Bool) async -> Bool {
    for _ in 0..<60_000 {
        if condition() { return true }
        try? await Task.sleep(for: .milliseconds(1))
    }
    return condition()
}

/// A gate an async interceptor awaits until the test opens it: the test decides what happens
/// while a navigation is suspended.
final class Gate: Sendable {
    private let state = Locked<(open: Bool, waiters: [CheckedContinuation<Void, Never>], arrivals: Int)>.make((false, [], 0))

    /// Suspends until ``open()`` (at once if it was opened already).
    func wait() async {
        await withCheckedContinuation { continuation in
            let resumeNow = state.withLock { state -> Bool in
                state.arrivals += 1
                if state.open { return true }
                state.waiters.append(continuation)
                return false
            }
            if resumeNow { continuation.resume() }
        }
    }

    /// How many awaits reached the gate.
    var arrivals: Int { state.withLock { $0.arrivals } }

    func open() {
        let waiters = state.withLock { state -> [CheckedContinuation<Void, Never>] in
            state.open = true
            defer { state.waiters = [] }
            return state.waiters
        }
        for waiter in waiters { waiter.resume() }
    }
}

/// An authentication handler that keeps each login's completion for the test to call.
final class ManualLoginHandler: NavigationRouterAuthenticationHandler {
    private let state = Locked<(authenticated: Bool, completions: [@Sendable () -> Void], loginCalls: Int, requests: [LoginRequest])>
        .make((false, [], 0, []))

    var isAuthenticated: Bool { state.withLock { $0.authenticated } }
    var loginCalls: Int { state.withLock { $0.loginCalls } }
    /// Who asked for each login.
    var requests: [LoginRequest] { state.withLock { $0.requests } }

    func login(for request: LoginRequest, completion: (@Sendable () -> Void)?) {
        state.withLock { state in
            state.loginCalls += 1
            state.requests.append(request)
            state.completions.append(completion ?? {})
        }
    }

    func logout(completion: (@Sendable () -> Void)?) {
        state.withLock { $0.authenticated = false }
        completion?()
    }

    func setAuthenticated(_ value: Bool) { state.withLock { $0.authenticated = value } }

    /// Calls the completion of login number `index` (0-based) again, as a buggy handler would.
    func complete(login index: Int) {
        let completion = state.withLock { $0.completions[index] }
        completion()
    }
}
