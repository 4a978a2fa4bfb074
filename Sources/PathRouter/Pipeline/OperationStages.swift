/// The stages of a request that cannot wait for an interceptor or a login (a scene operation):
/// its landing, then its outcome. It has no ``RequestStages/Decision`` (`Never`), so
/// such a request never reaches the code that waits.
///
/// Invariants: `land` is handed out once; the outcome is handed out once, after the landing
/// reported it.
struct OperationStages: RequestStages {
    /// Where the request stands; each case holds only what is valid in it.
    private enum Phase {
        case land
        /// The landing was handed out and has not reported back.
        case landing
        /// The scene changed with this outcome, not handed out yet.
        case landed(NavigationOutcome)
        case finished
    }

    private var phase = Phase.land

    var nextAsksAuthentication: Bool { false }

    mutating func next(authenticated: Bool) -> RequestStage<Never, Void> {
        switch phase {
        case .land:
            phase = .landing
            return .land(())
        case .landed(let outcome):
            phase = .finished
            return .finish(outcome)
        case .landing, .finished:
            return .stop
        }
    }

    /// The request landed. A kind that cannot wait has no after-interceptors (its requests
    /// give none).
    mutating func landed(_ outcome: consuming NavigationOutcome, after: [Interceptor]) {
        guard case .landing = phase else { return }
        phase = .landed(outcome)
    }
}
