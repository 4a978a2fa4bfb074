/// A kind of request the scene's driver runs (``NavigationRouter/drive(_:_:)``): a navigation
/// (``NavigationJob``), a scene operation (``SceneOperationAttempt``) or a restore
/// (``RestoreRequest``). The driver runs the stages in the same order for every kind; a kind
/// says only what its steps are, how it commits, which after-interceptors follow, and how it
/// performs the steps that wait — which only a kind whose ``Steps`` decide has.
protocol SceneRequest: Sendable {
    /// The request's steps: ``NavigationSteps``, or ``CommitSteps`` for a kind that cannot wait.
    associatedtype Steps: RequestStepping

    /// What the kind's commit may wait for (leave guards, a main-actor view model, …), named
    /// by the kind beside the commit that performs it: a new kind of wait is a case here and
    /// its performer in ``commit(_:after:in:flight:then:)``, in the kind's own file.
    associatedtype CommitWait: Sendable

    /// The handle the request resolves, exactly once.
    var handle: NavigationHandle { get }

    /// Commits at once (admitted again, applied atomically), or says what the commit must
    /// wait for first.
    ///
    /// - Parameter decided: What the request's steps decided (``RequestStepping/Decided``).
    /// - Parameter flight: The flight the request waited in, if any: the commit takes it out of
    ///   the scene's suspended requests in the same step, and commits nothing if it was ended
    ///   meanwhile.
    func commit(_ decided: Steps.Decided, in router: NavigationRouter, flight: NavigationFlight?) -> SceneCommit<CommitWait>

    /// Commits after waiting for `wait`, then calls `completion` in the scene's job.
    func commit(
        _ decided: Steps.Decided, after wait: CommitWait, in router: NavigationRouter, flight: NavigationFlight?,
        then completion: @escaping @Sendable (Result<NavigationOutcome, NavigationError>) -> Void)

    /// The after-interceptors that run once the change has landed, in order.
    /// - Parameter waited: The request waited before it committed (the registry may have
    ///   changed since it was admitted).
    func afterInterceptors(in router: NavigationRouter, waited: Bool) -> [Interceptor]

    /// Performs a step that decides and may wait. Returns `true` when stepping goes on in
    /// `storage`; `false` when the request waits, ended, or goes on elsewhere (its steps moved
    /// into a flight).
    func decide<Storage: StepsStorage>(_ decision: Steps.Decision, in storage: inout Storage, router: NavigationRouter) -> Bool
    where Storage.Steps == Steps

    /// Ends the request with `error`, unless it has ended already (then it does nothing).
    func end(_ error: NavigationError)
}

extension SceneRequest where Steps == CommitSteps {
    /// A kind that cannot wait has no decision to perform: `decision` has no value, so this
    /// has no body, and no call of it can be written.
    func decide<Storage: StepsStorage>(_ decision: Never, in storage: inout Storage, router: NavigationRouter) -> Bool
    where Storage.Steps == Steps {}

    func afterInterceptors(in router: NavigationRouter, waited: Bool) -> [Interceptor] { [] }
}

/// The scene's one driver: every request — a navigation, a scene operation, a restore — runs
/// its stages here, in the scene's job.
extension NavigationRouter {
    /// Runs `request`'s steps until it ends or must wait: *decide* (each before-interceptor and
    /// the login gate: a navigation's; each path's mandatory interceptors: a restore's),
    /// *commit* (the request's own: admitted again and applied atomically, after leave guards
    /// or a main-actor view model when it must wait for them), the after-interceptors, then the
    /// handle.
    ///
    /// The steps live in this job (``JobSteps``) until a navigation first waits for an
    /// interceptor's answer or a login; then they move into a ``NavigationFlight`` (one of the
    /// scene's suspended requests), whose answers and login call this again with the flight as
    /// their storage. A restore's steps stay the job's: each of its waits is one of the
    /// scene's suspended requests, and its answer calls this again in a new job. A request
    /// with nothing to wait for runs the same loop.
    func drive<Request: SceneRequest, Storage: StepsStorage>(_ request: Request, _ storage: consuming Storage)
    where Storage.Steps == Request.Steps {
        var storage = storage
        while true {
            switch storage.next(in: self) {
            case .decide(let decision):
                guard request.decide(decision, in: &storage, router: self) else { return }
            case .commit(let decided):
                switch request.commit(decided, in: self, flight: storage.flight) {
                case .done(let result):
                    guard committed(request, result, storage: &storage) else { return }
                case .waits(let wait):
                    request.commit(decided, after: wait, in: self, flight: storage.flight) { [self, storage] result in
                        var storage = storage
                        guard committed(request, result, storage: &storage) else { return }
                        drive(request, storage)
                    }
                    return
                }
            case .finish(let outcome):
                request.handle.resolve(.success(outcome))
                return
            case .stop:
                return
            }
        }
    }

    /// Records the commit's result in the steps. Returns `false` when the request ended.
    private func committed<Request: SceneRequest, Storage: StepsStorage>(
        _ request: Request, _ result: consuming Result<NavigationOutcome, NavigationError>, storage: inout Storage
    ) -> Bool where Storage.Steps == Request.Steps {
        switch consume result {
        case .success(let outcome):
            storage.committed(outcome, after: request.afterInterceptors(in: self, waited: storage.flight != nil))
            return true
        case .failure(let error):
            if let flight = storage.flight { flight.fail(error) } else { request.end(error) }
            return false
        }
    }
}
