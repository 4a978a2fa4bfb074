/// The stages of one kind of request, as a pure value the scene's driver
/// (``NavigationRouter/drive(_:_:)``) asks for what to do next: a navigation's
/// (``NavigationStages``: interceptors, the login gate, the landing, after-interceptors), a
/// restore's (``RestoreStages``: each path's mandatory interceptors, the main-actor view models,
/// the landing), or those of a kind that cannot wait (``OperationStages``: the landing alone).
///
/// A kind's ``Decision``s are the stages that decide and may wait (an interceptor to call, a
/// login to wait for). A kind that cannot wait has `Never`: its requests cannot reach the
/// waiting code, and the compiler says so (``SceneRequest/decide(_:in:router:)`` is a `switch`
/// over no case).
protocol RequestStages: Sendable {
    associatedtype Decision: Sendable
    /// What the decide stage hands the landing: `Void` for a navigation and a scene operation
    /// (their landing needs nothing the stages decided); a restore's checked paths.
    associatedtype Decided: Sendable = Void

    /// Whether the next stage depends on whether the user is authenticated: the driver reads
    /// that (a lock of the registry, a call into the app's handler) only then.
    var nextAsksAuthentication: Bool { get }

    /// The next stage. `authenticated` counts only when ``nextAsksAuthentication`` said so.
    mutating func next(authenticated: Bool) -> RequestStage<Decision, Decided>

    /// The request landed (the scene changed): `after` are the after-interceptors to run, in order.
    mutating func landed(_ outcome: consuming NavigationOutcome, after: [Interceptor])
}

/// What the driver does next.
enum RequestStage<Decision: Sendable, Decided: Sendable>: Sendable {
    /// A stage that decides and may wait (see ``RequestStages/Decision``).
    case decide(Decision)
    /// Land the change with what the stages decided: it may wait for leave guards or a
    /// main-actor view model, and ends in the one commit.
    case land(Decided)
    /// Every stage has run: resolve the handle with this outcome.
    case finish(NavigationOutcome)
    /// Nothing to do now: the request ended, or waits for its landing to report back.
    case stop
}

/// Where a request's stages are while the driver runs them: in the job (``JobStages``), or, once
/// a navigation waits, in its ``NavigationFlight`` (under the flight's lock, because whoever
/// ends it may do so from any thread). A restore's are always the job's: it waits between
/// jobs, its stages held by the wait's answer.
protocol StagesStorage: Sendable {
    associatedtype Stages: RequestStages

    /// The flight the stages are in, or `nil` while they are the job's.
    var flight: NavigationFlight? { get }

    /// The stages, while they are the job's (to move them into a flight).
    var jobStages: Stages? { get }

    /// The next stage, with the user's authentication read only when the stages ask for it.
    mutating func next(in router: NavigationRouter) -> RequestStage<Stages.Decision, Stages.Decided>

    /// The request landed (see ``RequestStages/landed(_:after:)``).
    mutating func landed(_ outcome: consuming NavigationOutcome, after: [Interceptor])
}

/// A request's stages held by the job that runs them: a plain value, no lock.
struct JobStages<Stages: RequestStages>: StagesStorage {
    var stages: Stages

    init(_ stages: Stages) {
        self.stages = stages
    }

    var flight: NavigationFlight? { nil }
    var jobStages: Stages? { stages }

    mutating func next(in router: NavigationRouter) -> RequestStage<Stages.Decision, Stages.Decided> {
        stages.next(authenticated: stages.nextAsksAuthentication && router.registry.isAuthenticated)
    }

    mutating func landed(_ outcome: consuming NavigationOutcome, after: [Interceptor]) {
        stages.landed(outcome, after: after)
    }
}
