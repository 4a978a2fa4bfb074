import PathRouter
import PathRouterLocking

/// Explores interleavings instead of sampling them.
///
/// Every place where PathRouter waits for the outside world is held by a deterministic
/// scheduler: before-interceptors (navigations and restores) and logins keep their
/// continuation in the scheduler, a logout is held inside the handler's `logout`, and links wait
/// in scenes that are not ready. A seeded sequence of steps then starts work, changes the world
/// (logout, unbind and rebind routes with other rules, the link policy, the options, `close()`)
/// and resumes held work in a chosen order, so every await can see every kind of change. After
/// every step the world is quiescent (each scene idle, each started task finished or held) and
/// these promises are checked in every scene:
///
/// - no screen of a protected route lands while the user is logged out;
/// - no navigation from outside (a link, `externally: true`) landed on a route that was not
///   `allowedExternally` when it landed;
/// - every scene is well formed;
/// - a closed scene never changes;
/// - a pop removes only a guarded screen its leave guard approved (the guard on `/p/**` is held
///   too, so the scene changes while it decides);
/// - a navigation refused at once changed nothing;
/// - in the end, once everything held is released, every handle resolved and every task ended.
///
/// A failing run is shrunk to the shortest sequence that still fails.
public enum InterleavingExplorer {
    public enum Step: Sendable, Hashable, CustomStringConvertible {
        case navigate(scene: Int, path: Int, externally: Bool, modal: Bool)
        case link(scene: Int, link: Int)
        case setReady(scene: Int, ready: Bool)
        case restore(scene: Int, saved: Int)
        case logout
        /// Resumes the held operation at `index` (modulo how many are held); `outcome` picks
        /// proceed / cancel for interceptors and success / failure for logins.
        case resume(index: Int, outcome: Bool)
        case rebind(route: Int, variant: Int)
        case unbind(route: Int)
        case togglePolicy
        case toggleCaseFolding
        case pop(scene: Int)
        case close(scene: Int)
        case session(authenticated: Bool)

        public var description: String {
            switch self {
            case .navigate(let scene, let path, let externally, let modal):
                return "scene \(scene): navigate \(World.paths[path])\(externally ? " external" : "")\(modal ? " modal" : "")"
            case .link(let scene, let link): return "scene \(scene): open \(World.links[link])"
            case .setReady(let scene, let ready): return "scene \(scene): ready for links = \(ready)"
            case .restore(let scene, let saved): return "scene \(scene): restore \(World.saved[saved].root?.paths ?? [])"
            case .logout: return "logout (held in the handler)"
            case .resume(let index, let outcome): return "resume held #\(index) (\(outcome ? "proceed/succeed" : "cancel/fail"))"
            case .rebind(let route, let variant):
                return "rebind \(World.routes[route].pattern) as \(variant & 1 == 1 ? "protected" : "open"), \(variant & 2 == 2 ? "external" : "internal")"
            case .unbind(let route): return "unbind \(World.routes[route].pattern)"
            case .togglePolicy: return "toggle the link policy"
            case .toggleCaseFolding: return "toggle case folding"
            case .pop(let scene): return "scene \(scene): pop"
            case .close(let scene): return "scene \(scene): close"
            case .session(let authenticated): return "the session becomes \(authenticated ? "authenticated" : "logged out") by itself"
            }
        }
    }

    public struct Report: Sendable, CustomStringConvertible {
        public var seed: UInt64
        public var steps: Int
        public var heldOperations: Int
        public var violation: String?
        public var reproduction: [Step] = []

        public var description: String {
            guard let violation else { return "seed \(seed): \(steps) steps, \(heldOperations) operations held and resumed, no violation" }
            return Shrinking.describe(seed: seed, steps: steps, violation: violation, reproduction: reproduction)
        }
    }

    enum World {
        static let routes: [(pattern: String, protected: Bool, external: Bool)] = [
            ("/home", false, true), ("/p/:id", false, true), ("/acct", true, true), ("/acct/:id", true, true),
            ("/intro", false, false), ("/secret", true, false), ("/files/**rest", false, true),
        ]
        static let paths = ["/home", "/p/1", "/acct", "/acct/9", "/intro", "/secret", "/ACCT/2", "/files/a/b", "/files/a%2Fb"]
        static let links = [
            "myapp://open/home", "myapp://open/p/3", "myapp://open/acct", "myapp://open/acct/4",
            "myapp://open/secret", "other://open/p/1",
        ]
        static let saved = [
            SavedScene(root: .init(paths: ["/home", "/acct/1"], isNavigationStack: true)),
            SavedScene(
                root: .init(paths: ["/home", "/p/2"], isNavigationStack: true),
                modals: [.init(presentation: .init(paths: ["/secret"], isNavigationStack: false), preventsDismissal: false)]),
        ]
        static let sceneCount = 2
    }

    public static func steps(count: Int, seed: UInt64) -> [Step] {
        var random = SeededGenerator(seed: seed)
        return (0..<count).map { _ in
            let scene = random.below(World.sceneCount)
            switch random.below(100) {
            case 0..<24: return .navigate(scene: scene, path: random.below(World.paths.count), externally: random.chance(30), modal: random.chance(15))
            case 24..<32: return .link(scene: scene, link: random.below(World.links.count))
            case 32..<36: return .setReady(scene: scene, ready: random.chance(60))
            case 36..<41: return .restore(scene: scene, saved: random.below(World.saved.count))
            case 41..<46: return .logout
            case 46..<74: return .resume(index: random.below(8), outcome: random.chance(75))
            case 74..<78: return .rebind(route: random.below(World.routes.count), variant: random.below(4))
            case 78..<80: return .unbind(route: random.below(World.routes.count))
            case 80..<83: return .togglePolicy
            case 83..<85: return .toggleCaseFolding
            case 85..<93: return .pop(scene: scene)
            case 93..<94: return .close(scene: 1)  // scene 0 stays open for the rest of the run
            default: return .session(authenticated: random.chance(50))
            }
        }
    }

    public static func check(seed: UInt64, count: Int) async -> Report {
        let sequence = steps(count: count, seed: seed)
        let outcome = await run(sequence)
        var report = Report(seed: seed, steps: outcome.stepsRun, heldOperations: outcome.held, violation: outcome.violation)
        if let violation = outcome.violation {
            report.reproduction = await shrink(Array(sequence.prefix(outcome.stepsRun)), kind: kind(of: violation))
            // A shrunk sequence that no longer breaks it (the interleaving depended on timing)
            // still reports what the run found.
            report.violation =
                await run(report.reproduction).violation
                ?? "\(violation) (at step \(outcome.stepsRun); the shrunk reproduction did not repeat it)"
        }
        return report
    }

    /// The promise a violation breaks, so that shrinking keeps that one.
    static func kind(of violation: String) -> String {
        for phrase in [
            "while logged out", "not allowedExternally", "not well formed", "refused navigation changed",
            "never resolved", "did not settle", "closed scene", "never approved",
        ] where violation.contains(phrase) {
            return phrase
        }
        return violation
    }

    /// Runs `steps` and tells the broken promise, if any (for replaying a reproduction).
    public static func describeRun(_ steps: [Step]) async -> String {
        let outcome = await run(steps)
        return "\(outcome.stepsRun) steps, \(outcome.held) held: \(outcome.violation ?? "no violation")"
    }

    static func shrink(_ failing: [Step], kind wanted: String) async -> [Step] {
        await Shrinking.shrink(failing) { candidate in
            guard let violation = await run(candidate).violation else { return false }
            return kind(of: violation) == wanted
        }
    }

    struct Outcome {
        var stepsRun: Int
        var held: Int
        var violation: String?
    }

    /// Runs a sequence in a fresh world; returns the first broken promise.
    static func run(_ steps: [Step]) async -> Outcome {
        let world = ExplorerWorld()
        var heldTotal = 0
        for (index, step) in steps.enumerated() {
            world.stepBegins()
            let before = world.routers.map(\.state)
            let recordsBefore = world.records.withLock { $0.count }
            var refusedAtOnce: NavigationHandle?
            switch step {
            case .navigate(let scene, let path, let externally, let modal):
                let handle = world.routers[scene].navigate(toPath: World.paths[path], externally: externally, modal: modal)
                world.track(handle, external: externally)
                refusedAtOnce = handle
            case .link(let scene, let link):
                world.track(world.registry.open(link: World.links[link], in: .scene(world.routers[scene])))
            case .setReady(let scene, let ready):
                world.routers[scene].setReadyForLinks(ready ? nil : false)
            case .restore(let scene, let saved):
                let router = world.routers[scene]
                world.start(restoring: scene) { _ = await router.restore(World.saved[saved]) }
            case .logout:
                let registry = world.registry
                world.start { await registry.logout() }
            case .resume(let index, let outcome):
                if world.scheduler.resume(index: index, outcome: outcome) { heldTotal += 1 }
            case .rebind(let route, let variant):
                let spec = World.routes[route]
                world.registry.unbind(path: spec.pattern)
                try? world.registry.bind(
                    route: NavigationRoute(
                        path: spec.pattern, type: FuzzViewModel.self,
                        requiresAuthentication: variant & 1 == 1, allowedExternally: variant & 2 == 2))
            case .unbind(let route):
                world.registry.unbind(path: World.routes[route].pattern)
            case .togglePolicy:
                let current = world.registry.externalLinkPolicy
                world.registry.externalLinkPolicy =
                    current.allowedHosts.isEmpty
                    ? ExternalLinkPolicy(schemes: ["myapp"], hosts: ["open"]) : ExternalLinkPolicy(schemes: ["myapp"], hosts: [])
            case .toggleCaseFolding:
                let options = world.registry.options
                try? world.registry.setOptions(.init(caseInsensitiveLiterals: !options.caseInsensitiveLiterals))
            case .pop(let scene):
                world.track(operation: world.routers[scene].pop())
            case .close(let scene):
                world.close(scene)
            case .session(let authenticated):
                world.auth.setAuthenticated(authenticated)
            }
            if let hang = await world.settle() {
                return Outcome(stepsRun: index + 1, held: heldTotal, violation: hang)
            }
            if let broken = world.brokenPromise() {
                return Outcome(stepsRun: index + 1, held: heldTotal, violation: broken)
            }
            // A navigation step resumes nothing held, so a navigation that ended in it was
            // refused before any wait: it must have made no record. Another request may land a
            // record for the same path meanwhile (one whose held work was let go in the step
            // before): a record that is another tracked handle's outcome is not this one's.
            // Whether the scenes changed with no record at all is judged once the world is
            // quiet again: a commit on another thread changes the state before it tells the
            // observers, so a record can trail its change by a moment.
            if let handle = refusedAtOnce, case .failure(let error)? = handle.currentResult {
                var records = world.records.withLock { Array($0[recordsBefore...]) }
                if records.isEmpty && world.routers.map(\.state) != before {
                    if let hang = await world.settle() { return Outcome(stepsRun: index + 1, held: heldTotal, violation: hang) }
                    records = world.records.withLock { Array($0[recordsBefore...]) }
                    if records.isEmpty {
                        return Outcome(
                            stepsRun: index + 1, held: heldTotal,
                            violation: "a refused navigation changed a scene, with no record (\(error))")
                    }
                }
                if records.contains(where: { $0.cause == handle.request && !world.isOutcomeOfAnother($0, than: handle) }) {
                    return Outcome(stepsRun: index + 1, held: heldTotal, violation: "a refused navigation changed a scene (\(error))")
                }
            }
        }
        // Release everything that is held, failing it, until nothing is left; then every
        // handle must have resolved and every task ended.
        for _ in 0..<64 {
            guard world.scheduler.heldCount > 0 else { break }
            _ = world.scheduler.resume(index: 0, outcome: false)
            heldTotal += 1
            if let hang = await world.settle() { return Outcome(stepsRun: steps.count, held: heldTotal, violation: hang) }
        }
        for router in world.routers { router.close() }
        if let hang = await world.settle() { return Outcome(stepsRun: steps.count, held: heldTotal, violation: hang) }
        if let unresolved = world.unresolved() {
            return Outcome(stepsRun: steps.count, held: heldTotal, violation: unresolved)
        }
        return Outcome(stepsRun: steps.count, held: heldTotal, violation: nil)
    }
}
