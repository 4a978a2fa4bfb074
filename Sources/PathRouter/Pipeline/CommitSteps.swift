/// The steps of a request that cannot wait for an interceptor or a login (a scene operation):
/// its commit, then its outcome. It has no ``RequestStepping/Decision`` (`Never`), so
/// such a request never reaches the code that waits.
///
/// Invariants: `commit` is handed out once; the outcome is handed out once, after the commit
/// reported it.
struct CommitSteps: RequestStepping {
    private enum Phase {
        case commit
        case committing
        case finished
    }

    private var phase = Phase.commit
    private var outcome: NavigationOutcome?

    var nextAsksAuthentication: Bool { false }

    mutating func next(authenticated: Bool) -> RequestStep<Never, Void> {
        switch phase {
        case .commit:
            phase = .committing
            return .commit(())
        case .committing:
            guard let outcome = outcome.take() else { return .stop }
            phase = .finished
            return .finish(outcome)
        case .finished:
            return .stop
        }
    }

    /// The commit landed. A kind that cannot wait has no after-interceptors (its requests
    /// give none).
    mutating func committed(_ outcome: consuming NavigationOutcome, after: [Interceptor]) {
        guard phase == .committing else { return }
        self.outcome = outcome
    }
}
