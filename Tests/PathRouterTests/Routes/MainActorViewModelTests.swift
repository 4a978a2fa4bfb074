import Observation
import PathRouter
import PathRouterLocking
import PathRouterTestSupport
import Testing

/// Written the way SwiftUI code is: `@Observable`, main-actor isolated by its protocol, no
/// `nonisolated` escapes.
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
@Observable
final class ProfileModel: MainActorRoutableViewModel {
    static let requiredParameters: [String]? = ["id"]
    var navigationInterceptionExecutionFlow: NavigationInterceptionFlow?
    let userID: String
    var name = ""
    /// Whether `init` ran isolated to the main actor (checked, not assumed: a wrong hop traps).
    let builtOnMainActor: Bool

    init(parameters: [String: String]?) {
        userID = parameters?["id"] ?? ""
        MainActor.preconditionIsolated()
        builtOnMainActor = true
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
    func rename(to name: String) { self.name = name }
}

/// A plain `@MainActor` class.
@MainActor
final class SettingsModel: MainActorRoutableViewModel {
    var navigationInterceptionExecutionFlow: NavigationInterceptionFlow?
    init(parameters: [String: String]?) {}
}

@Suite("Main-actor view models")
struct MainActorViewModelTests {
    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
    func makeRouter() throws -> NavigationRouter {
        let registry = NavigationRegistry()
        try registry.bind(routes: [
            NavigationRoute(path: "/profiles/:id", type: ProfileModel.self, requiresAuthentication: false),
            NavigationRoute(path: "/settings", type: SettingsModel.self, requiresAuthentication: false),
            NavigationRoute(path: "/plain", type: RecordingViewModel.self, requiresAuthentication: false),
        ])
        return NavigationRouter(scene: NavigationScene(id: "main-actor"), registry: registry)
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
    @Test("an @Observable view model is built on the main actor, from a navigation started elsewhere")
    func builtOnMainActor() async throws {
        let router = try makeRouter()
        let outcome = try await router.navigate(toPath: "/profiles/ada").result.get()
        let model = try #require(outcome.screen?.viewModel as? ProfileModel)
        let (userID, onMain) = await MainActor.run { (model.userID, model.builtOnMainActor) }
        #expect(userID == "ada")
        #expect(onMain)
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
    @Test("a navigation called on the main actor builds the view model at once, before navigate returns")
    @MainActor
    func builtAtOnceOnMainThread() throws {
        let router = try makeRouter()
        router.navigate(toPath: "/profiles/7")
        let model = try #require(router.state.topScreen?.viewModel as? ProfileModel)
        #expect(model.userID == "7" && model.builtOnMainActor)
        #expect(try router.viewModel(forPath: "/settings") is SettingsModel)
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
    @Test("navigations keep their call order while one waits for the main actor")
    func orderKept() async throws {
        let router = try makeRouter()
        router.navigate(toPath: "/plain")
        router.navigate(toPath: "/profiles/1")
        router.navigate(toPath: "/plain")
        let last = await router.navigate(toPath: "/settings").result
        #expect(throws: Never.self) { try last.get() }
        #expect(router.state.allScreens.map(\.pattern) == ["/plain", "/profiles/:id", "/plain", "/settings"])
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
    @Test("a scene is run by one thread at a time when the main actor builds a view model before its navigating thread returns")
    func oneRunnerAcrossTheMainActorHop() async throws {
        let router = try makeRouter()
        // Observers run inside the commit, on the thread that runs the scene: two at once
        // would mean two threads ran the scene's jobs.
        final class Runners: Sendable {
            let inside = AtomicBox<Int>(0)
            let overlapped = AtomicBox<Bool>(false)
        }
        let runners = Runners()
        let observation = router.addObserver { _ in
            if runners.inside.wrappingAdd(1, ordering: .sequentiallyConsistent).newValue > 1 {
                runners.overlapped.store(true, ordering: .relaxed)
            }
            for _ in 0..<200 { _ = runners.inside.load(ordering: .relaxed) }
            runners.inside.wrappingSubtract(1, ordering: .sequentiallyConsistent)
        }
        let rounds = 300
        for round in 0..<rounds {
            // Off the main actor: the navigation holds the scene, hops to the main actor and
            // comes back, racing its own thread's return; the plain ones queue behind it.
            let last = await Task.detached {
                router.navigate(toPath: "/profiles/\(round)", replace: round == 0)
                router.navigate(toPath: "/plain")
                return router.navigate(toPath: "/plain")
            }.value.result
            #expect(throws: Never.self) { try last.get() }
        }
        let patterns = router.state.allScreens.map(\.pattern)
        #expect(patterns == Array(repeating: ["/profiles/:id", "/plain", "/plain"], count: rounds).flatMap { $0 })
        #expect(router.state.allScreens.compactMap { ($0.viewModel as? ProfileModel)?.userID } == (0..<rounds).map(String.init))
        let overlapped = runners.overlapped.load(ordering: .relaxed)
        #expect(!overlapped)
        withExtendedLifetime(observation) {}
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
    @Test("SwiftUI observation sees changes the view model makes on the main actor")
    func observable() async throws {
        let router = try makeRouter()
        let outcome = try await router.navigate(toPath: "/profiles/1").result.get()
        let model = try #require(outcome.screen?.viewModel as? ProfileModel)
        let changed = await MainActor.run { () -> Bool in
            let seen = Locked.make(false)
            withObservationTracking {
                _ = model.name
            } onChange: {
                seen.withLock { $0 = true }
            }
            model.rename(to: "Ada")
            return seen.withLock { $0 }
        }
        #expect(changed)
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
    @Test("required parameters, take-over flows and restore work as for value view models")
    func sameRules() async throws {
        let router = try makeRouter()
        let missing = await router.navigate(toPath: "/settings").result
        #expect(throws: Never.self) { try missing.get() }
        // Required parameters are checked before anything is built.
        let registry = NavigationRegistry()
        try registry.bind(route: NavigationRoute(path: "/profiles", type: ProfileModel.self, requiresAuthentication: false))
        let bare = NavigationRouter(scene: NavigationScene(id: "bare"), registry: registry)
        guard case .failure(let error) = await bare.navigate(toPath: "/profiles").result else {
            Issue.record("a missing parameter was not refused")
            return
        }
        #expect(error.code == .missingParameters && error.missingParameters == ["id"])
        // A flow reaches a main-actor view model.
        let flow = NavigationInterceptionFlow { _ in }
        let outcome = try await router.navigate(toPath: "/profiles/2", interceptionExecutionFlow: flow).result.get()
        let model = try #require(outcome.screen?.viewModel as? ProfileModel)
        #expect(await MainActor.run { model.navigationInterceptionExecutionFlow } === flow)
        // Restore builds them again, on the main actor.
        let copy = NavigationRouter(scene: NavigationScene(id: "restored"), registry: router.registry)
        let report = await copy.restore(router.savedState())
        #expect(report.failures.isEmpty && report.restoredScreenCount == 2)
        let restored = try #require(copy.state.topScreen?.viewModel as? ProfileModel)
        #expect(restored !== model)
        #expect(await MainActor.run { restored.userID == "2" && restored.builtOnMainActor })
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
    @Test("viewModel(forPath:) off the main thread refuses a main-actor view model with a reason")
    func viewModelOffMain() throws {
        let router = try makeRouter()
        #expect(throws: NavigationError.self) { try router.viewModel(forPath: "/settings") }
        do {
            _ = try router.viewModel(forPath: "/settings")
        } catch {
            #expect(error.code == .invalidOptions && error.reason.contains("main actor"))
        }
        #expect(try router.viewModel(forPath: "/plain") is RecordingViewModel)
    }
}
