import PathRouter
import PathRouterTestSupport
import Testing

/// Every registration — interceptors, leave guards, observers of changes, events and
/// failures — ends with one verb, cancel(), which says whether it was still registered.
@Suite("Registrations")
struct RegistrationTests {
    @Test("each kind of registration cancels with cancel(), once")
    func oneVerb() async throws {
        let fixture = try Fixture(authenticated: true)
        let registrations: [any NavigationRegistration] = [
            try fixture.registry.interceptNavigation(toPath: "/a") { _, _ in .cancel(reason: "blocked") },
            try fixture.registry.guardLeaving("/home") { _ in .stay(reason: "kept") },
            fixture.router.addObserver { _ in },
            fixture.registry.addEventObserver { _ in },
            fixture.registry.addFailureObserver { _ in },
        ]
        _ = try await fixture.router.navigate(toPath: "/home").result.get()
        #expect(await fixture.router.navigate(toPath: "/a").error?.code == .interceptorCancelled)
        #expect(registrations.map { $0.cancel() } == [true, true, true, true, true])
        #expect(registrations.map { $0.cancel() } == [false, false, false, false, false])
        _ = try await fixture.router.navigate(toPath: "/a").result.get()
        _ = try await fixture.router.pop().result.get()
    }

    @Test("closeScreen closes one screen; close() closes the scene")
    func twoNames() async throws {
        let fixture = try Fixture(authenticated: true)
        _ = try await fixture.router.navigate(toPath: "/home").result.get()
        let modal = try #require(try await fixture.router.navigate(toPath: "/a", modal: true).result.get().screen)
        _ = try await fixture.router.closeScreen(modal.id).result.get()
        #expect(fixture.paths() == ["/home"])
        fixture.router.close()
        #expect(fixture.router.isClosed)
    }
}
