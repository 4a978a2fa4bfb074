/// The steps of one kind of request, as a pure value the scene's driver
/// (``NavigationRouter/drive(_:_:)``) asks for what to do next: a navigation's
/// (``NavigationSteps``: interceptors, the login gate, the landing, after-interceptors), a
/// restore's (``RestoreSteps``: each path's mandatory interceptors, the main-actor view models,
/// the landing), or those of a kind that cannot wait (``OperationSteps``: the landing alone).
///
/// A kind's ``Decision``s are the steps that decide and may wait (an interceptor to call, a
/// login to wait for). A kind that cannot wait has `Never`: its requests cannot reach the
/// waiting code, and the compiler says so (``SceneRequest/decide(_:in:router:)`` is a `switch`
/// over no case).
protocol RequestStepping: Sendable {
    associatedtype Decision: Sendable
    /// What the decide stage hands the landing: `Void` for a navigation and a scene operation
    /// (their landing needs nothing the steps decided); a restore's checked paths.
    associatedtype Decided: Sendable = Void

    /// Whether the next step depends on whether the user is authenticated: the driver reads
    /// that (a lock of the registry, a call into the app's handler) only then.
    var nextAsksAuthentication: Bool { get }

    /// The next step. `authenticated` counts only when ``nextAsksAuthentication`` said so.
    mutating func next(authenticated: Bool) -> RequestStep<Decision, Decided>

    /// The request landed (the scene changed): `after` are the after-interceptors to run, in order.
    mutating func landed(_ outcome: consuming NavigationOutcome, after: [Interceptor])
}

/// What the driver does next.
enum RequestStep<Decision: Sendable, Decided: Sendable>: Sendable {
    /// A step that decides and may wait (see ``RequestStepping/Decision``).
    case decide(Decision)
    /// Land the change with what the steps decided: it may wait for leave guards or a
    /// main-actor view model, and ends in the one commit.
    case land(Decided)
    /// Every stage has run: resolve the handle with this outcome.
    case finish(NavigationOutcome)
    /// Nothing to do now: the request ended, or waits for its landing to report back.
    case stop
}

/// Where a request's steps are while the driver runs them: in the job (``JobSteps``), or, once
/// a navigation waits, in its ``NavigationFlight`` (under the flight's lock, because whoever
/// ends it may do so from any thread). A restore's are always the job's: it waits between
/// jobs, its steps held by the wait's answer.
protocol StepsStorage: Sendable {
    associatedtype Steps: RequestStepping

    /// The flight the steps are in, or `nil` while they are the job's.
    var flight: NavigationFlight? { get }

    /// The steps, while they are the job's (to move them into a flight).
    var jobSteps: Steps? { get }

    /// The next step, with the user's authentication read only when the steps ask for it.
    mutating func next(in router: NavigationRouter) -> RequestStep<Steps.Decision, Steps.Decided>

    /// The request landed (see ``RequestStepping/landed(_:after:)``).
    mutating func landed(_ outcome: consuming NavigationOutcome, after: [Interceptor])
}

/// A request's steps held by the job that runs them: a plain value, no lock.
struct JobSteps<Steps: RequestStepping>: StepsStorage {
    var steps: Steps

    init(_ steps: Steps) {
        self.steps = steps
    }

    var flight: NavigationFlight? { nil }
    var jobSteps: Steps? { steps }

    mutating func next(in router: NavigationRouter) -> RequestStep<Steps.Decision, Steps.Decided> {
        steps.next(authenticated: steps.nextAsksAuthentication && router.registry.isAuthenticated)
    }

    mutating func landed(_ outcome: consuming NavigationOutcome, after: [Interceptor]) {
        steps.landed(outcome, after: after)
    }
}
