@testable import PathRouter
import SceneHost
import Testing

/// The stages every request runs, as the pure value the scene's driver asks for its next step
/// (``NavigationSteps``, ``OperationSteps``): what comes next, in which order, and that each step is handed out once.
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
    static func run(_ steps: inout NavigationSteps, authenticated: Bool) -> (ids: [UInt64], then: String) {
        var ids: [UInt64] = []
        var resumed = ""
        while true {
            switch steps.next(authenticated: authenticated) {
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
        var steps = NavigationSteps(before: [], needsAuthentication: false)
        #expect(!steps.nextAsksAuthentication)
        #expect(Self.run(&steps, authenticated: false).then == "land")
        #expect(Self.run(&steps, authenticated: false).then == "stop", "the landing has not reported back")
        steps.landed(try Self.outcome(), after: [])
        #expect(Self.run(&steps, authenticated: false).then == "finish(0)")
        #expect(Self.run(&steps, authenticated: false).then == "stop", "the outcome is handed out once")
        // A request that cannot wait: its landing, then its outcome, each once.
        var operation = OperationSteps()
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
        var steps = NavigationSteps(before: [Self.interceptor(1), Self.interceptor(2)], needsAuthentication: false)
        #expect(Self.run(&steps, authenticated: false) == ([1, 2], "land"))
        steps.landed(try Self.outcome(), after: [Self.interceptor(3, .after), Self.interceptor(4, .after)])
        #expect(steps.outcomeSoFar?.afterInterceptorsRun == 0)
        #expect(Self.run(&steps, authenticated: false) == ([3, 4], "finish(2)"))
    }

    @Test("logged out: interceptors that need no login run first, the rest wait for it, and a second wait fails")
    func loginOrder() {
        var steps = NavigationSteps(
            before: [Self.interceptor(1, requiresAuthentication: true), Self.interceptor(2), Self.interceptor(3, requiresAuthentication: true)],
            needsAuthentication: false)
        #expect(steps.nextAsksAuthentication)
        #expect(Self.run(&steps, authenticated: false) == ([2], "waitForLogin"))
        #expect(Self.run(&steps, authenticated: true) == ([1, 3], "resumed, land"), "the login's end is decided once, first")
        var failing = NavigationSteps(before: [Self.interceptor(1, requiresAuthentication: true)], needsAuthentication: false)
        #expect(Self.run(&failing, authenticated: false).then == "waitForLogin")
        #expect(Self.run(&failing, authenticated: false).then == "loginFailed", "the login completed and the user is still out")
    }

    @Test("the gate: a request that needs a login waits for one, then lands")
    func gate() {
        var steps = NavigationSteps(before: [], needsAuthentication: true)
        #expect(steps.nextAsksAuthentication)
        #expect(Self.run(&steps, authenticated: false).then == "waitForLogin")
        #expect(Self.run(&steps, authenticated: true).then == "resumed, land")
        var loggedIn = NavigationSteps(before: [], needsAuthentication: true)
        #expect(Self.run(&loggedIn, authenticated: true).then == "land")
    }

    @Test("an after-interceptor that cancels stops the others; the outcome counts those that ran")
    func afterStops() throws {
        var steps = NavigationSteps(before: [], needsAuthentication: false)
        _ = Self.run(&steps, authenticated: false)
        steps.landed(try Self.outcome(), after: [Self.interceptor(3, .after), Self.interceptor(4, .after)])
        guard case .decide(.invoke(let first)) = steps.next(authenticated: false) else {
            Issue.record("the first after-interceptor was not handed out")
            return
        }
        #expect(first.id == 3)
        #expect(steps.outcomeSoFar?.afterInterceptorsRun == 1)
        steps.stopAfterInterceptors()
        #expect(Self.run(&steps, authenticated: false) == ([], "finish(1)"))
    }

    @Test("an ended request hands out nothing more, and a landing reported after the end is ignored")
    func ended() throws {
        var steps = NavigationSteps(before: [Self.interceptor(1)], needsAuthentication: true)
        steps.end()
        #expect(Self.run(&steps, authenticated: true) == ([], "stop"))
        steps.landed(try Self.outcome(), after: [])
        #expect(Self.run(&steps, authenticated: true) == ([], "stop"))
        #expect(steps.outcomeSoFar == nil)
    }
}
