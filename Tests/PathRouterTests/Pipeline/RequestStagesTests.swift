@testable import PathRouter
import SceneHost
import Testing

/// The stages every request runs, as the pure value the scene's driver asks for its next step
/// (``NavigationStages``, ``OperationStages``): what comes next, in which order, and that each step is handed out once.
@Suite("Request stages")
struct RequestStagesTests {
    static func interceptor(_ id: UInt64, _ point: NavigationInterceptorPoint = .before, requiresAuthentication: Bool = false) -> Interceptor {
        Interceptor(
            id: id, pattern: "/a", point: point, priority: .medium, requiresAuthentication: requiresAuthentication,
            handler: .immediate { _, _ in .proceed })
    }

    static func outcome() throws -> NavigationOutcome {
        var state = SceneState()
        let screen = Screen(pattern: "/a", path: "/a", viewModel: nil)
        let transition = state.replaceRoot(with: .stack([screen]))
        return NavigationOutcome(change: SceneChange(scene: NavigationScene(id: "s"), state: state, transition: transition), screen: screen)
    }

    /// The ids of the interceptors handed out until the next other step, and that step (after
    /// "resumed, " when a login the request waited for let it through first).
    static func run(_ stages: inout NavigationStages, authenticated: Bool) -> (ids: [UInt64], then: String) {
        var ids: [UInt64] = []
        var resumed = ""
        while true {
            switch stages.next(authenticated: authenticated) {
            case .decide(.invoke(let interceptor)): ids.append(interceptor.id)
            case .decide(.resumed): resumed = "resumed, "
            case .decide(.waitForLogin): return (ids, resumed + "waitForLogin")
            case .decide(.loginFailed): return (ids, resumed + "loginFailed")
            case .land: return (ids, resumed + "land")
            case .finish(let outcome): return (ids, resumed + "finish(\(outcome.afterInterceptorsRun))")
            case .stop: return (ids, resumed + "stop")
            }
        }
    }

    @Test("nothing to decide: the first step is the landing, handed out once, then the outcome")
    func straightToCommit() throws {
        var stages = NavigationStages(before: [], needsAuthentication: false)
        #expect(!stages.nextAsksAuthentication)
        #expect(Self.run(&stages, authenticated: false).then == "land")
        #expect(Self.run(&stages, authenticated: false).then == "stop", "the landing has not reported back")
        stages.landed(try Self.outcome(), after: [])
        #expect(Self.run(&stages, authenticated: false).then == "finish(0)")
        #expect(Self.run(&stages, authenticated: false).then == "stop", "the outcome is handed out once")
        // A request that cannot wait: its landing, then its outcome, each once.
        var operation = OperationStages()
        func next() -> String {
            switch operation.next(authenticated: false) {
            case .land: "land"
            case .finish: "finish"
            case .stop: "stop"
            }
        }
        #expect(next() == "land")
        #expect(next() == "stop", "the landing has not reported back")
        operation.landed(try Self.outcome(), after: [])
        #expect(next() == "finish")
        #expect(next() == "stop", "the outcome is handed out once")
    }

    @Test("before-interceptors run in order, each once, then the landing; after-interceptors are counted")
    func interceptorsInOrder() throws {
        var stages = NavigationStages(before: [Self.interceptor(1), Self.interceptor(2)], needsAuthentication: false)
        #expect(Self.run(&stages, authenticated: false) == ([1, 2], "land"))
        stages.landed(try Self.outcome(), after: [Self.interceptor(3, .after), Self.interceptor(4, .after)])
        #expect(stages.outcomeSoFar?.afterInterceptorsRun == 0)
        #expect(Self.run(&stages, authenticated: false) == ([3, 4], "finish(2)"))
    }

    @Test("logged out: interceptors that need no login run first, the rest wait for it, and a second wait fails")
    func loginOrder() {
        var stages = NavigationStages(
            before: [Self.interceptor(1, requiresAuthentication: true), Self.interceptor(2), Self.interceptor(3, requiresAuthentication: true)],
            needsAuthentication: false)
        #expect(stages.nextAsksAuthentication)
        #expect(Self.run(&stages, authenticated: false) == ([2], "waitForLogin"))
        #expect(Self.run(&stages, authenticated: true) == ([1, 3], "resumed, land"), "the login's end is decided once, first")
        var failing = NavigationStages(before: [Self.interceptor(1, requiresAuthentication: true)], needsAuthentication: false)
        #expect(Self.run(&failing, authenticated: false).then == "waitForLogin")
        #expect(Self.run(&failing, authenticated: false).then == "loginFailed", "the login completed and the user is still out")
    }

    @Test("the gate: a request that needs a login waits for one, then lands")
    func gate() {
        var stages = NavigationStages(before: [], needsAuthentication: true)
        #expect(stages.nextAsksAuthentication)
        #expect(Self.run(&stages, authenticated: false).then == "waitForLogin")
        #expect(Self.run(&stages, authenticated: true).then == "resumed, land")
        var loggedIn = NavigationStages(before: [], needsAuthentication: true)
        #expect(Self.run(&loggedIn, authenticated: true).then == "land")
    }

    @Test("an after-interceptor that cancels stops the others; the outcome counts those that ran")
    func afterStops() throws {
        var stages = NavigationStages(before: [], needsAuthentication: false)
        _ = Self.run(&stages, authenticated: false)
        stages.landed(try Self.outcome(), after: [Self.interceptor(3, .after), Self.interceptor(4, .after)])
        guard case .decide(.invoke(let first)) = stages.next(authenticated: false) else {
            Issue.record("the first after-interceptor was not handed out")
            return
        }
        #expect(first.id == 3)
        #expect(stages.outcomeSoFar?.afterInterceptorsRun == 1)
        stages.stopAfterInterceptors()
        #expect(Self.run(&stages, authenticated: false) == ([], "finish(1)"))
    }

    @Test("an ended request hands out nothing more, and a landing reported after the end is ignored")
    func ended() throws {
        var stages = NavigationStages(before: [Self.interceptor(1)], needsAuthentication: true)
        stages.end()
        #expect(Self.run(&stages, authenticated: true) == ([], "stop"))
        stages.landed(try Self.outcome(), after: [])
        #expect(Self.run(&stages, authenticated: true) == ([], "stop"))
        #expect(stages.outcomeSoFar == nil)
    }
}
