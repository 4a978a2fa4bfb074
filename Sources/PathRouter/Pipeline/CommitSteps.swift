/// The steps of a request that cannot wait for an interceptor or a login (a scene operation):
/// its commit, then its outcome. It has no ``RequestStepping/Decision`` (`Never`), so
/// such a request never reaches the code that waits.
///
/// Invariants: `commit` is handed out once; the outcome is handed out once, after the commit
/// reported it.
struct CommitSteps: RequestStepping {
    /// Where the request stands; each case holds only what is valid in it.
    private enum Phase {
        case commit
        /// The commit was handed out and has not reported back.
        case committing
        /// The commit landed with this outcome, not handed out yet.
        case committed(NavigationOutcome)
        case finished
    }

    private var phase = Phase.commit

    var nextAsksAuthentication: Bool { false }

    mutating func next(authenticated: Bool) -> RequestStep<Never, Void> {
        switch phase {
        case .commit:
            phase = .committing
            return .commit(())
        case .committed(let outcome):
            phase = .finished
            return .finish(outcome)
        case .committing, .finished:
            return .stop
        }
    }

    /// The commit landed. A kind that cannot wait has no after-interceptors (its requests
    /// give none).
    mutating func committed(_ outcome: consuming NavigationOutcome, after: [Interceptor]) {
        guard case .committing = phase else { return }
        phase = .committed(outcome)
    }
}
