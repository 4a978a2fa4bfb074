#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import PathRouter
import PathRouterLocking

/// Hammers one registry and its routers from many threads at once, for a bounded time:
/// binding and unbinding routes, registering interceptors, resolving, navigating, popping,
/// observing, reading `state`, `observable.state`, the options and the link policy while other
/// threads change them.
///
/// Its point is the optimized build: `swift build -c release` reorders reference counting
/// around atomics in ways a debug build never does, so CI builds this in release mode and runs
/// it (`PathRouterFuzz stress --seconds N`). A memory-safety bug crashes the process; a broken
/// rule is counted in the report.
public enum ConcurrencyStress {
    /// What a run did.
    public struct Report: Sendable, CustomStringConvertible {
        public var operations: Int
        public var threads: Int
        public var seconds: Double
        /// Broken rules (a resolve that found half a batch, a refused navigation that changed
        /// the state, …): must be empty.
        public var violations: [String]
        /// Main-actor view models built (each one a scene that held its queue and hopped).
        public var mainActorViewModels = 0

        public var description: String {
            "\(operations) operations on \(threads) threads in \((seconds * 10).rounded() / 10) s "
                + "(\(mainActorViewModels) view models built on the main actor), \(violations.count) violation(s)"
        }
    }

    struct StressViewModel: RoutableViewModel {
        var navigationInterceptionExecutionFlow: NavigationInterceptionFlow?
        init(parameters: [String: String]?) {}
    }

    /// Built on the main actor: navigations from worker threads hold their scene and hop there.
    final class MainActorStressViewModel: MainActorRoutableViewModel {
        var navigationInterceptionExecutionFlow: NavigationInterceptionFlow?
        let id: String?
        nonisolated static let built = AtomicBox<Int>(0)
        init(parameters: [String: String]?) {
            id = parameters?["id"]
            Self.built.add(1, ordering: .relaxed)
        }
    }

    /// Runs `threads` workers (at least 8, one per kind of work) for `seconds`. The caller
    /// awaits (it never blocks its thread), so main-actor view models can be built meanwhile.
    public static func run(seconds: Double, threads: Int = 8) async -> Report {
        let registry = NavigationRegistry()
        let stable = [
            NavigationRoute(path: "/root", type: StressViewModel.self, requiresAuthentication: false, allowedExternally: true),
            NavigationRoute(path: "/items/:id", type: StressViewModel.self, requiresAuthentication: false, allowedExternally: true),
            NavigationRoute(path: "/account/:id", type: StressViewModel.self, requiresAuthentication: true),
            NavigationRoute(path: "/main/:id", type: MainActorStressViewModel.self, requiresAuthentication: false),
        ]
        let auth = InMemoryAuthenticationHandler(authenticated: true)
        registry.authenticationHandler = auth
        try! registry.bind(routes: stable)
        registry.externalLinkPolicy = ExternalLinkPolicy(schemes: ["app"], hosts: ["open"])
        let routers = (0..<4).map { NavigationRouter(scene: NavigationScene(id: "stress-\($0)"), registry: registry) }
        for router in routers { router.navigate(toPath: "/root") }

        let deadline = ContinuousClock.now + .milliseconds(Int(seconds * 1000))
        let operations = AtomicBox<Int>(0)
        let violations = ViolationLog()
        let workers = max(threads, 8)
        let start = ContinuousClock.now

        @Sendable func record(_ text: String) { violations.record(text) }

        let work: [@Sendable (Int) -> Void] = [
            // Binds and unbinds batches; a batch must be seen whole or not at all.
            { round in
                let batch = (0..<4).map {
                    NavigationRoute(path: "/churn/\(round % 64)/\($0)/:x", type: StressViewModel.self, requiresAuthentication: false)
                }
                try? registry.bind(routes: batch)
                registry.unbind(routes: batch)
                let token = try? registry.interceptNavigation(toPath: "/items/**") { _, next in next(false) }
                token?.cancel()
            },
            // Resolves hits and misses; reads the route list.
            { round in
                if (try? registry.resolve("/items/\(round)"))?.route.path != "/items/:id" { record("a stable route stopped resolving") }
                _ = try? registry.resolve("/churn/\(round % 64)/2/v")
                _ = try? registry.resolve("/nowhere/\(round)")
                if round % 64 == 0 { _ = registry.routes.count }
            },
            // Navigates and pops in every scene.
            { round in
                let router = routers[round % routers.count]
                router.navigate(toPath: (round / workers) % 64 == 0 ? "/main/\(round)" : "/items/\(round)")
                if round % 3 == 0 { router.pop() }
                if round % 97 == 0 { router.popToRoot() }
            },
            // Reads states, observable states and descriptions while scenes change.
            { round in
                let router = routers[round % routers.count]
                let state = router.state
                if state.root == nil { record("scene \(router.scene.id) lost its root") }
                if #available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *) { _ = router.observable.state.allScreens.count }
                if round % 16 == 0 { _ = router.description }
                _ = router.lastTransition
            },
            // Changes and reads the link policy and options; opens links.
            { round in
                registry.externalLinkPolicy = ExternalLinkPolicy(schemes: ["app", "app\(round % 3)"], hosts: ["open"])
                _ = registry.externalLinkPolicy.allowedSchemes.count
                _ = registry.options.maximumPathLength
                routers[round % routers.count].open(link: "app://open/items/\(round)")
            },
            // Observers come and go.
            { round in
                let router = routers[round % routers.count]
                let token = router.addObserver { change in _ = change.state.topScreen }
                _ = router.canNavigate(toPath: "/items/\(round)")
                token.cancel()
            },
            // Options change (both tables are rebuilt); the session comes and goes while scenes
            // navigate to protected routes.
            { round in
                if round % 32 == 0 { try? registry.setOptions(.init(maximumPathLength: round % 64 == 0 ? 8 * 1024 : 16 * 1024)) }
                auth.setAuthenticated(round % 5 != 0)
                routers[round % routers.count].navigate(toPath: "/account/\(round)")
                _ = try? routers[round % routers.count].viewModel(forPath: "/items/\(round)")
            },
            // Scenes are created, used and closed.
            { round in
                let router = NavigationRouter(scene: NavigationScene(id: "short-\(round)"), registry: registry)
                router.navigate(toPath: "/root")
                router.open(link: "app://open/items/\(round)")
                router.navigate(toPath: "/items/\(round)", modal: true)
                router.close()
                if !router.isClosed { record("a closed router says it is open") }
            },
        ]

        let threadsDone = AtomicBox<Int>(0)
        let finished = Locked.make(CheckedContinuation<Void, Never>?.none)
        let allDone = AtomicBox(false)
        var handles: [pthread_t] = []
        for index in 0..<workers {
            let job = work[index % work.count]
            let box = Unmanaged.passRetained(
                WorkerBox {
                    var round = index
                    while ContinuousClock.now < deadline {
                        for _ in 0..<64 { job(round); round += workers }
                        operations.add(64, ordering: .relaxed)
                    }
                    if threadsDone.add(1, ordering: .acquiringAndReleasing).newValue == workers {
                        allDone.store(true, ordering: .releasing)
                        finished.withLock { $0.take() }?.resume()
                    }
                })
            #if canImport(Glibc)
            var thread = pthread_t()
            #else
            var thread: pthread_t?
            #endif
            let status = pthread_create(
                &thread, nil,
                { raw in
                    #if canImport(Glibc)
                    let box = Unmanaged<WorkerBox>.fromOpaque(raw!).takeRetainedValue()
                    #else
                    let box = Unmanaged<WorkerBox>.fromOpaque(raw).takeRetainedValue()
                    #endif
                    box.body()
                    return nil
                }, box.toOpaque())
            precondition(status == 0, "pthread_create failed")
            #if canImport(Glibc)
            handles.append(thread)
            #else
            handles.append(thread!)
            #endif
        }
        // Await the workers instead of joining them from this thread: it may be the main
        // thread, which the main-actor view models need.
        await withCheckedContinuation { continuation in
            let resumeNow = finished.withLock { waiting -> Bool in
                if allDone.load(ordering: .acquiring) { return true }
                waiting = continuation
                return false
            }
            if resumeNow { continuation.resume() }
        }
        for thread in handles { pthread_join(thread, nil) }
        // Let the scenes finish what the hops left them (bounded by the queue limits).
        for router in routers { await router.idle() }
        let elapsed = ContinuousClock.now - start
        let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
        var report = Report(
            operations: operations.load(ordering: .relaxed), threads: workers, seconds: seconds,
            violations: violations.entries)
        report.mainActorViewModels = MainActorStressViewModel.built.load(ordering: .relaxed)
        return report
    }

    final class ViolationLog: Sendable {
        private let log = Locked.make([String]())
        func record(_ text: String) { log.withLock { if $0.count < 20 { $0.append(text) } } }
        var entries: [String] { log.withLock { $0 } }
    }

    final class WorkerBox: Sendable {
        let body: @Sendable () -> Void
        init(_ body: @escaping @Sendable () -> Void) { self.body = body }
    }
}
