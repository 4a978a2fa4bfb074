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

    /// The commit landed (see ``RequestStepping/committed(_:after:)``).
    mutating func committed(_ outcome: consuming NavigationOutcome, after: [Interceptor])
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

    mutating func committed(_ outcome: consuming NavigationOutcome, after: [Interceptor]) {
        steps.committed(outcome, after: after)
    }
}
