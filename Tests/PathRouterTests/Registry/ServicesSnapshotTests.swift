import Dispatch
@testable import PathRouter
import PathRouterLocking
import PathRouterTestSupport
import Testing

/// A protected screen whose view model is built on the main actor and waits there until the
/// test lets it finish (see ``ServicesSnapshotTests/logoutWhileBuilding()``).
@MainActor
final class VaultModel: MainActorRoutableViewModel {
    /// Lets the view models wait for the test, and tells the test one started.
    final class Gate: Sendable {
        let started = AtomicBox<Int>(0)
        let open = DispatchSemaphore(value: 0)
    }
    nonisolated static let gate = Gate()

    var navigationInterceptionExecutionFlow: NavigationInterceptionFlow?

    init(parameters: [String: String]?) {
        Self.gate.started.add(1, ordering: .sequentiallyConsistent)
        Self.gate.open.wait()
    }
}

/// What a navigation reads from the registry's services without their lock: the handler and
/// the session epoch, while there are no interceptors.
@Suite("Services snapshot")
struct ServicesSnapshotTests {
    @Test("the snapshot follows every change of the handler, the session epoch and the interceptors")
    func followsChanges() async throws {
        let registry = NavigationRegistry()
        try registry.bind(route: NavigationRoute(path: "/home", type: RecordingViewModel.self, requiresAuthentication: false))
        #expect(registry.servicesSlot.load().map { $0.handler == nil && $0.sessionEpoch == 0 } == true)
        let handler = InMemoryAuthenticationHandler(authenticated: true)
        registry.authenticationHandler = handler
        #expect(registry.servicesSlot.load()?.handler === handler)
        // With an interceptor the slot is empty: navigations need the interceptors that match.
        let token = try registry.interceptNavigation(toPath: "/home") { _, next in next(false) }
        #expect(registry.servicesSlot.load() == nil)
        #expect(registry.navigationContext(for: "/home").before.count == 1)
        token.cancel()
        #expect(registry.servicesSlot.load()?.handler === handler)
        #expect(registry.navigationContext(for: "/home").before.isEmpty)
        await registry.logout()
        #expect(registry.servicesSlot.load()?.sessionEpoch == 1)
        #expect(registry.navigationContext(for: "/home").sessionEpoch == 1)
        registry.authenticationHandler = nil
        #expect(registry.servicesSlot.load().map { $0.handler == nil && $0.sessionEpoch == 1 } == true)
    }

    @Test("a logout while a protected screen's view model is built on the main actor ends the navigation with loggedOut")
    func logoutWhileBuilding() async throws {
        let registry = NavigationRegistry()
        try registry.bind(routes: [
            NavigationRoute(path: "/home", type: RecordingViewModel.self, requiresAuthentication: false),
            NavigationRoute(path: "/vault", type: VaultModel.self, requiresAuthentication: true),
        ])
        registry.authenticationHandler = InMemoryAuthenticationHandler(authenticated: true)
        let router = NavigationRouter(scene: NavigationScene(id: "vault"), registry: registry)
        _ = try await router.navigate(toPath: "/home").result.get()
        // Off the main actor: admitted now, landed once the view model is built there.
        let gate = VaultModel.gate
        let startedBefore = gate.started.load(ordering: .sequentiallyConsistent)
        let handle = await Task.detached { router.navigate(toPath: "/vault") }.value
        while gate.started.load(ordering: .sequentiallyConsistent) == startedBefore { await Task.yield() }
        // The logout starts a new session at once; it then waits for the scene, which waits
        // for the view model. The handler still says "authenticated" when the screen would
        // land: only the new session tells that the user logged out meanwhile.
        let logout = Task { await registry.logout() }
        while registry.services.withLock({ $0.sessionEpoch }) == 0 { await Task.yield() }
        gate.open.signal()
        guard case .failure(let error) = await handle.result else {
            Issue.record("the screen landed after a logout")
            return
        }
        #expect(error.code == .loggedOut)
        await logout.value
        #expect(router.state.allScreens.map(\.path) == ["/home"])
    }
}
