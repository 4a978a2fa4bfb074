import Observation
import PathRouter
import PathRouterLocking
import PathRouterTestSupport
import Testing

/// A dependency that counts what view models asked of it.
final class Greeter: Sendable {
    let greeting: String
    let calls = Locked.make(0)
    init(greeting: String) { self.greeting = greeting }
    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
    func greet(_ name: String) -> String {
        calls.withLock { $0 += 1 }
        return "\(greeting), \(name)"
    }
}

/// A value view model that needs a dependency: it has no `init(parameters:)`.
struct GreetingViewModel: ScreenViewModel {
    var navigationInterceptionExecutionFlow: NavigationInterceptionFlow?
    let text: String
    var reusedWith: [String: String]?

    mutating func navigationReused(parameters: [String: String]) { reusedWith = parameters }
}

/// An `@Observable` view model with a dependency, built on the main actor by its route.
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
@Observable
final class ObservedGreeting: MainActorScreenViewModel {
    var navigationInterceptionExecutionFlow: NavigationInterceptionFlow?
    let text: String
    let builtOnMainActor: Bool
    var reused = 0

    init(name: String, greeter: Greeter) {
        MainActor.preconditionIsolated()
        text = greeter.greet(name)
        builtOnMainActor = true
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
    func navigationReused(parameters: [String: String]) { reused += 1 }
}

/// Routes that build their view models with the app's dependencies: no global, no cast, the
/// same rules as every route.
@Suite("Dependencies: routes that build their view models")
struct RouteBuiltViewModelTests {
    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
    static func makeRouter(greeter: Greeter) throws -> NavigationRouter {
        let registry = NavigationRegistry()
        try registry.bind(routes: [
            NavigationRoute(path: "/hello/:name", requiresAuthentication: false, reuse: .reuse(identifiedBy: ["name"])) { parameters in
                GreetingViewModel(text: greeter.greet(parameters["name"] ?? ""))
            },
            NavigationRoute(path: "/observed/:name", requiresAuthentication: false, reuse: .reuse(identifiedBy: ["name"])) { parameters in
                ObservedGreeting(name: parameters["name"] ?? "", greeter: greeter)
            },
            NavigationRoute(path: "/list", type: RecordingViewModel.self, requiresAuthentication: false),
            NavigationRoute(path: "/list/:name", requiresAuthentication: false, placement: RoutePlacement(parent: "/observed/:name")) {
                parameters in GreetingViewModel(text: "item of \(parameters["name"] ?? "")")
            },
        ])
        return NavigationRouter(scene: NavigationScene(id: "dependencies"), registry: registry)
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
    @Test("a route's closure builds the view model with what it captured, once per navigation")
    func capturedDependency() async throws {
        let greeter = Greeter(greeting: "Hello")
        let router = try Self.makeRouter(greeter: greeter)
        let outcome = try await router.navigate(toPath: "/hello/Ada").result.get()
        #expect((outcome.screen?.viewModel as? GreetingViewModel)?.text == "Hello, Ada")
        #expect(greeter.calls.withLock { $0 } == 1)
        // A refused navigation builds nothing.
        #expect(await router.navigate(toPath: "/hello/Ada", replace: true, modal: true).result.failure?.code == .invalidOptions)
        #expect(greeter.calls.withLock { $0 } == 1)
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
    @Test("a main-actor view model is built on the main actor by its route's closure, from a navigation started elsewhere")
    func mainActorClosure() async throws {
        let greeter = Greeter(greeting: "Hi")
        let router = try Self.makeRouter(greeter: greeter)
        let outcome = try await router.navigate(toPath: "/observed/Grace").result.get()
        let model = try #require(outcome.screen?.viewModel as? ObservedGreeting)
        let (text, onMain) = await MainActor.run { (model.text, model.builtOnMainActor) }
        #expect(text == "Hi, Grace" && onMain)
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
    @Test("a screen the chain adds under its target is built by its own route's closure; reuse tells the view model")
    func parentsAndReuse() async throws {
        let greeter = Greeter(greeting: "Hey")
        let router = try Self.makeRouter(greeter: greeter)
        _ = try await router.navigate(toPath: "/list/Linus").result.get()
        let screens = router.state.allScreens
        #expect(screens.map(\.path) == ["/observed/Linus", "/list/Linus"])
        let parent = try #require(screens.first?.viewModel as? ObservedGreeting)
        #expect(await MainActor.run { parent.text } == "Hey, Linus")
        _ = try await router.navigate(toPath: "/observed/Linus").result.get()
        await router.idle()
        #expect(await MainActor.run { parent.reused } == 1)
        _ = try await router.navigate(toPath: "/hello/Ken").result.get()
        let reused = try await router.navigate(toPath: "/hello/Ken?again=1").result.get()
        #expect(reused.reused)
        #expect((reused.screen?.viewModel as? GreetingViewModel)?.reusedWith == ["name": "Ken", "again": "1"])
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
    @Test("a flow an interceptor hands over reaches the closure's view model; a restore builds it again with the dependency")
    func flowAndRestore() async throws {
        let greeter = Greeter(greeting: "Hello")
        let router = try Self.makeRouter(greeter: greeter)
        try router.registry.interceptNavigation(toPath: "/list") { router, _ in
            router.navigate(toPath: "/hello/Login")
            return .proceed
        }
        _ = try await router.navigate(toPath: "/hello/Ada").result.get()
        let saved = router.savedState()
        let other = NavigationRouter(scene: NavigationScene(id: "restored"), registry: router.registry)
        let report = await other.restore(saved)
        #expect(report.failures.isEmpty)
        #expect((other.state.topScreen?.viewModel as? GreetingViewModel)?.text == "Hello, Ada")
        #expect(greeter.calls.withLock { $0 } == 2)
        #expect(try router.viewModel(forPath: "/hello/Bo") is GreetingViewModel)
    }
}
