import Foundation
import Observation
import PathRouter
import PathRouterLocking
import PathRouterTestSupport
import Testing

/// A view model that navigates again while it is being built, to prove re-entrancy is safe.
struct ReentrantViewModel: RoutableViewModel {
    nonisolated(unsafe) static var router: NavigationRouter?
    var navigationInterceptionExecutionFlow: NavigationInterceptionFlow?
    init(parameters: [String: String]?) {
        Self.router?.navigate(toPath: "/after")
    }
}

@Suite("Navigation router")
struct NavigationRouterTests {
    @Test("a navigation builds the view model from the path and query, values unchanged")
    func buildsViewModel() async throws {
        let router = try makeRouter(["/users/:id"])
        let flow = NavigationInterceptionFlow { _ in }
        let outcome = try await router.navigate(toPath: "/users/Ada%20L?tab=Posts", interceptionExecutionFlow: flow).result.get()
        let model = try #require(outcome.screen?.viewModel as? RecordingViewModel)
        #expect(model.parameters == ["id": "Ada L", "tab": "Posts"])
        #expect(model.navigationInterceptionExecutionFlow === flow)
        #expect(outcome.screen?.pattern == "/users/:id")
        #expect(outcome.screen?.parameters == ["id": "Ada L", "tab": "Posts"])
        #expect(outcome.transition.cause == "/users/Ada%20L?tab=Posts")
    }

    struct Refusal: CustomTestStringConvertible, Sendable {
        let name: String
        let code: NavigationError.Code
        let path: String
        var testDescription: String { name }
    }

    static let refusalCases: [Refusal] = [
        Refusal(name: "unknown path", code: .routeNotFound, path: "/nowhere"),
        Refusal(name: "bad path", code: .invalidPath, path: "no-slash"),
        Refusal(name: "bad escape", code: .invalidPercentEncoding, path: "/items/%zz"),
        Refusal(name: "missing parameter", code: .missingParameters, path: "/required/1"),
        Refusal(name: "external link to an internal route", code: .externalNavigationRefused, path: "/items/1"),
        Refusal(name: "protected route without a handler", code: .authenticationRequired, path: "/account"),
        Refusal(name: "modal and replace together", code: .invalidOptions, path: "/items/1"),
        Refusal(name: "pop the last screen", code: .nothingToPop, path: "/home"),
        Refusal(name: "dismiss with no modal", code: .noModal, path: "/home"),
        Refusal(name: "interactive dismissal of a protected modal", code: .dismissalPrevented, path: "/locked"),
    ]

    @Test("every refusal is a typed error naming the path and the reason, and changes nothing", arguments: refusalCases)
    func refusals(refusal: Refusal) async throws {
        let registry = NavigationRegistry()
        try registry.bind(routes: [
            NavigationRoute(path: "/home", type: RecordingViewModel.self, requiresAuthentication: false),
            NavigationRoute(path: "/items/:id", type: RecordingViewModel.self, requiresAuthentication: false),
            NavigationRoute(path: "/locked", type: RecordingViewModel.self, requiresAuthentication: false),
            NavigationRoute(path: "/required/:id", type: RequiringViewModel.self, requiresAuthentication: false),
            NavigationRoute(path: "/account", type: RecordingViewModel.self),
        ])
        let router = NavigationRouter(scene: NavigationScene(id: "refusals"), registry: registry)
        _ = try await router.navigate(toPath: "/home").result.get()
        if refusal.code == .dismissalPrevented {
            _ = try await router.navigate(toPath: "/locked", modal: true, shouldPreventDismissal: true).result.get()
        }
        let before = router.state
        let transitionsBefore = router.lastTransition

        let handle: NavigationHandle =
            switch refusal.name {
            case "external link to an internal route": router.navigate(toPath: refusal.path, externally: true)
            case "modal and replace together": router.navigate(toPath: refusal.path, replace: true, modal: true)
            case "pop the last screen": router.pop()
            case "dismiss with no modal": router.dismiss()
            case "interactive dismissal of a protected modal": router.dismiss(interactive: true)
            default: router.navigate(toPath: refusal.path)
            }
        let error = try #require(await handle.error)
        #expect(error.code == refusal.code)
        #expect(error.path == refusal.path)
        #expect(!error.reason.isEmpty)
        #expect(error.description.contains(refusal.path))
        #expect(router.state == before)
        #expect(router.lastTransition == transitionsBefore)
        #expect(router.canNavigate(toPath: "/items/1"))
    }

    @Test("pop, pop to root, dismiss and dismiss all record their transitions")
    func sceneOperations() async throws {
        let router = try makeRouter(["/a", "/b", "/c", "/m"])
        for path in ["/a", "/b", "/c"] { _ = try await router.navigate(toPath: path).result.get() }
        #expect(try await router.pop(animation: .right).result.get().transition.removed.map(\.path) == ["/c"])
        #expect(router.lastTransition?.animation == .right)
        _ = try await router.navigate(toPath: "/c").result.get()
        #expect(try await router.popToRoot().result.get().transition.removed.map(\.path) == ["/b", "/c"])
        _ = try await router.navigate(toPath: "/m", modal: true).result.get()
        _ = try await router.navigate(toPath: "/m", modal: true, shouldPreventDismissal: true).result.get()
        #expect(try await router.dismiss().result.get().transition.kind == .dismiss)
        _ = try await router.navigate(toPath: "/m", modal: true).result.get()
        #expect(try await router.dismissAll().result.get().transition.removed.count == 2)
        #expect(shape(router.state) == "N[a]")
    }

    @Test("navigations of one scene apply in call order, none lost, under many concurrent callers", .timeLimit(.minutes(10)))
    func orderUnderConcurrency() async throws {
        let router = try makeRouter(["/root", "/items/:id"])
        _ = try await router.navigate(toPath: "/root").result.get()
        let callers = 8, perCaller = 200
        let handles = await withTaskGroup(of: [NavigationHandle].self) { group in
            for caller in 0..<callers {
                group.addTask {
                    (0..<perCaller).map { router.navigate(toPath: "/items/\(caller)-\($0)") }
                }
            }
            var all: [NavigationHandle] = []
            for await batch in group { all += batch }
            return all
        }
        for handle in handles { _ = try await handle.result.get() }
        let paths = router.state.root!.screens.dropFirst().map(\.path)
        #expect(paths.count == callers * perCaller)
        for caller in 0..<callers {
            let own = paths.filter { $0.hasPrefix("/items/\(caller)-") }
            #expect(own == (0..<perCaller).map { "/items/\(caller)-\($0)" })
        }
    }

    @Test("two scenes navigate in parallel without touching each other")
    func twoScenes() async throws {
        let registry = NavigationRegistry()
        try registry.bind(routes: ["/home", "/items/:id"].map(route))
        let first = NavigationRouter(scene: NavigationScene(id: "first"), registry: registry)
        let second = NavigationRouter(scene: NavigationScene(id: "second", role: .externalDisplay), registry: registry)
        await withTaskGroup(of: Void.self) { group in
            for (router, name) in [(first, "f"), (second, "s")] {
                group.addTask {
                    _ = await router.navigate(toPath: "/home").result
                    for index in 0..<100 { router.navigate(toPath: "/items/\(name)\(index)") }
                    _ = await router.navigate(toPath: "/items/\(name)-last").result
                }
            }
        }
        #expect(first.state.allScreens.allSatisfy { $0.path == "/home" || $0.path.hasPrefix("/items/f") })
        #expect(second.state.allScreens.allSatisfy { $0.path == "/home" || $0.path.hasPrefix("/items/s") })
        #expect(first.state.allScreens.count == 102 && second.state.allScreens.count == 102)
        #expect(second.scene.role == .externalDisplay)
    }

    @Test("observers see every transition once, in order")
    func observation() async throws {
        let router = try makeRouter(["/a", "/b", "/m"])
        let seen = Locked<[SceneTransition]>.make([])
        let token = router.addObserver { change in seen.withLock { $0.append(change.transition) } }
        var stream = router.changes.makeAsyncIterator()
        var expected: [SceneTransition] = []
        expected.append(try await router.navigate(toPath: "/a").result.get().transition)
        expected.append(try await router.navigate(toPath: "/b").result.get().transition)
        expected.append(try await router.navigate(toPath: "/m", modal: true).result.get().transition)
        expected.append(try await router.dismiss().result.get().transition)
        expected.append(try await router.pop().result.get().transition)
        _ = await router.pop().result  // refused: not a transition
        #expect(seen.withLock { $0 } == expected)
        var streamed: [SceneTransition] = []
        for _ in expected { if let change = await stream.next() { streamed.append(change.transition) } }
        #expect(streamed == expected)
        token.cancel()
        _ = try await router.navigate(toPath: "/b").result.get()
        #expect(seen.withLock { $0.count } == expected.count)
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
    @Test("Observation tracking reports scene changes")
    func observationFramework() async throws {
        let router = try makeRouter(["/a", "/b"])
        let observable = router.observable
        let changed = Locked.make(false)
        withObservationTracking {
            _ = observable.state
        } onChange: {
            changed.withLock { $0 = true }
        }
        _ = try await router.navigate(toPath: "/a").result.get()
        #expect(changed.withLock { $0 })
        #expect(observable.state.topScreen?.path == "/a")
        #expect(observable.lastTransition?.kind == .replaceRoot)
    }

    @Test("a saved state restores into another scene; paths that no longer resolve are reported")
    func saveAndRestore() async throws {
        let registry = NavigationRegistry()
        try registry.bind(routes: ["/home", "/items/:id", "/settings", "/gone"].map(route))
        let router = NavigationRouter(scene: NavigationScene(id: "saved"), registry: registry)
        for path in ["/home", "/items/1", "/gone"] { _ = try await router.navigate(toPath: path).result.get() }
        _ = try await router.navigate(toPath: "/settings", modal: true, shouldPreventDismissal: true).result.get()
        let saved = router.savedState()

        let data = try JSONEncoder().encode(saved)
        let decoded = try JSONDecoder().decode(SavedScene.self, from: data)
        #expect(decoded == saved)

        let restoredRouter = NavigationRouter(scene: NavigationScene(id: "restored"), registry: registry)
        let full = await restoredRouter.restore(decoded)
        #expect(full.failures.isEmpty)
        #expect(shape(restoredRouter.state) == shape(router.state))
        #expect(restoredRouter.state.allScreens.map(\.id) != router.state.allScreens.map(\.id))
        #expect((restoredRouter.state.root?.screens[1].viewModel as? RecordingViewModel)?.parameters == ["id": "1"])
        #expect(restoredRouter.lastTransition?.kind == .restore)

        registry.unbind(path: "/gone")
        let partial = NavigationRouter(scene: NavigationScene(id: "partial"), registry: registry)
        let report = await partial.restore(decoded)
        #expect(report.failures.map(\.path) == ["/gone"])
        #expect(report.failures.first?.code == .routeNotFound)
        #expect(shape(partial.state) == "N[home,items/1] M!(N[settings])")
        #expect(report.restoredScreenCount == 3)
    }

    @Test("canNavigate, checkNavigation and viewModel(forPath:) share navigate's rules")
    func sharedRules() throws {
        let registry = NavigationRegistry()
        try registry.bind(routes: [
            NavigationRoute(path: "/public/:id", type: RecordingViewModel.self, requiresAuthentication: false, allowedExternally: true),
            NavigationRoute(path: "/internal", type: RecordingViewModel.self, requiresAuthentication: false),
            NavigationRoute(path: "/account", type: RecordingViewModel.self),
            NavigationRoute(path: "/required/:id", type: RequiringViewModel.self, requiresAuthentication: false),
        ])
        let router = NavigationRouter(scene: NavigationScene(id: "rules"), registry: registry)
        #expect(router.canNavigate(toPath: "/public/1", externally: true))
        #expect(router.canNavigate(toPath: "/internal"))
        #expect(!router.canNavigate(toPath: "/internal", externally: true))
        #expect(!router.canNavigate(toPath: "/account"))
        #expect(!router.canNavigate(toPath: "/required/1"))
        #expect(router.canNavigate(toPath: "/required/1?tab=x"))
        #expect(!router.canNavigate(toPath: "/nowhere"))
        #expect(throws: NavigationError.self) { try router.checkNavigation(toPath: "/account") }
        let model = try #require(try router.viewModel(forPath: "/public/Q?x=1") as? RecordingViewModel)
        #expect(model.parameters == ["id": "Q", "x": "1"])
        #expect(router.state.isEmpty)
    }

    @Test("a routed link carries a path and options, and the router follows it")
    func routedLink() async throws {
        let router = try makeRouter(["/a", "/b"])
        _ = try await RoutedLink(toPath: "/a").follow(using: router).result.get()
        let link = RoutedLink(toPath: "/b", modal: true, shouldPreventDismissal: true, animation: .top)
        let outcome = try await link.follow(using: router).result.get()
        #expect(outcome.transition.kind == .present && outcome.transition.animation == .top)
        #expect(shape(router.state) == "N[a] M!(N[b])")
    }

    @Test("a view model that navigates while it is built does not deadlock; its navigation comes after")
    func reentrantNavigation() async throws {
        let registry = NavigationRegistry()
        try registry.bind(routes: [
            NavigationRoute(path: "/start", type: ReentrantViewModel.self, requiresAuthentication: false),
            NavigationRoute(path: "/after", type: RecordingViewModel.self, requiresAuthentication: false),
        ])
        let router = NavigationRouter(scene: NavigationScene(id: "reentrant"), registry: registry)
        ReentrantViewModel.router = router
        defer { ReentrantViewModel.router = nil }
        _ = try await router.navigate(toPath: "/start").result.get()
        _ = try await router.navigate(toPath: "/after").result.get()
        #expect(router.state.root?.screens.map(\.path) == ["/start", "/after", "/after"])
    }

    @Test("the main router drives the main scene on the shared registry")
    func mainRouter() {
        #expect(NavigationRouter.main.scene == .main)
        #expect(NavigationRouter.main.registry === NavigationRegistry.shared)
    }

    @Test("the router's text shows the scene, its tree and the last transition")
    func description() async throws {
        let router = try makeRouter(["/a", "/b"], scene: "text")
        _ = try await router.navigate(toPath: "/a").result.get()
        _ = try await router.navigate(toPath: "/b", animation: .left).result.get()
        #expect(
            router.description == """
                scene text (appWindow)
                root: stack
                ├─ /a [RecordingViewModel]
                └─ /b [RecordingViewModel]
                last transition: push +/b (animation: left)
                """)
    }
}
