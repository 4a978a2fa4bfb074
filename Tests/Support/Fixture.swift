import PathRouter
import PathRouterLocking

/// A view model that keeps its parameters and flow.
public struct ScreenModel: RoutableViewModel {
    public var navigationInterceptionExecutionFlow: NavigationInterceptionFlow?
    public let parameters: [String: String]
    public init(parameters: [String: String]?) { self.parameters = parameters ?? [:] }
}

/// Records what happened, in order, from any thread.
public final class Recorder: Sendable {
    private let events = Locked<[String]>.make([])
    public init() {}
    public func record(_ event: String) { events.withLock { $0.append(event) } }
    public var all: [String] { events.withLock { $0 } }
}

/// A registry with open routes, protected routes and external routes, and its handler.
public struct Fixture: Sendable {
    public let registry: NavigationRegistry
    public let router: NavigationRouter
    public let auth: InMemoryAuthenticationHandler?

    public init(authenticated: Bool = false, withHandler: Bool = true, scene: String = "main") throws {
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

    public func paths() -> [String] { router.state.allScreens.map(\.path) }

    /// A fixture, signed in, whose registry takes links of `myapp://open` and
    /// `https://example.com`; when `ready`, its scene shows `/home` already.
    public static func acceptingLinks(ready: Bool = true) async throws -> Fixture {
        let fixture = try Fixture(authenticated: true)
        fixture.registry.externalLinkPolicy = ExternalLinkPolicy(schemes: ["myapp", "https"], hosts: ["open", "example.com"])
        if ready { _ = try await fixture.router.navigate(toPath: "/home").result.get() }
        return fixture
    }
}

extension NavigationHandle {
    /// The error of a navigation expected to fail, or `nil` if it succeeded.
    public var error: NavigationError? {
        get async {
            if case .failure(let error) = await result { return error }
            return nil
        }
    }
}

extension LinkHandle {
    /// The error of a link expected to fail, or `nil` if it succeeded.
    public var error: NavigationError? {
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
public func eventually(_ condition: @Sendable () -> Bool) async -> Bool {
    for _ in 0..<60_000 {
        if condition() { return true }
        try? await Task.sleep(for: .milliseconds(1))
    }
    return condition()
}

/// A gate an async interceptor awaits until the test opens it: the test decides what happens
/// while a navigation is suspended.
public final class Gate: Sendable {
    private let state = Locked<(open: Bool, waiters: [CheckedContinuation<Void, Never>], arrivals: Int)>.make((false, [], 0))

    public init() {}

    /// Suspends until ``open()`` (at once if it was opened already).
    public func wait() async {
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
    public var arrivals: Int { state.withLock { $0.arrivals } }

    public func open() {
        let waiters = state.withLock { state -> [CheckedContinuation<Void, Never>] in
            state.open = true
            defer { state.waiters = [] }
            return state.waiters
        }
        for waiter in waiters { waiter.resume() }
    }
}

/// An authentication handler that keeps each login's completion for the test to call.
public final class ManualLoginHandler: NavigationRouterAuthenticationHandler {
    private let state = Locked<(authenticated: Bool, completions: [@Sendable () -> Void], loginCalls: Int, requests: [LoginRequest])>
        .make((false, [], 0, []))

    public init() {}

    public var isAuthenticated: Bool { state.withLock { $0.authenticated } }
    public var loginCalls: Int { state.withLock { $0.loginCalls } }
    /// Who asked for each login.
    public var requests: [LoginRequest] { state.withLock { $0.requests } }

    public func login(for request: LoginRequest, completion: (@Sendable () -> Void)?) {
        state.withLock { state in
            state.loginCalls += 1
            state.requests.append(request)
            state.completions.append(completion ?? {})
        }
    }

    public func logout(completion: (@Sendable () -> Void)?) {
        state.withLock { $0.authenticated = false }
        completion?()
    }

    public func setAuthenticated(_ value: Bool) { state.withLock { $0.authenticated = value } }

    /// Calls the completion of login number `index` (0-based) again, as a buggy handler would.
    public func complete(login index: Int) {
        let completion = state.withLock { $0.completions[index] }
        completion()
    }
}
