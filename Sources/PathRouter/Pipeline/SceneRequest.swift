/// A kind of request the scene's driver runs (``NavigationRouter/drive(_:_:)``): a navigation
/// (``NavigationJob``), a scene operation (``SceneOperationAttempt``) or a restore
/// (``RestoreRequest``). The driver runs the stages in the same order for every kind; a kind
/// says only what its stages are, how it lands, which after-interceptors follow, and how it
/// performs the stages that wait — which only a kind whose ``Stages`` decide has.
protocol SceneRequest: Sendable {
    /// The request's stages: ``NavigationStages``, or ``OperationStages`` for a kind that cannot wait.
    associatedtype Stages: RequestStages

    /// What the kind's landing may wait for (leave guards, a main-actor view model, …), named
    /// by the kind beside the landing that performs it: a new kind of wait is a case here and
    /// its performer in ``land(_:after:in:flight:then:)``, in the kind's own file.
    associatedtype LandingWait: Sendable

    /// The handle the request resolves, exactly once.
    var handle: NavigationHandle { get }

    /// The path its errors name (a scene operation's subject, `"restore"`).
    var path: String { get }

    /// Its stages, made when its job starts: the driver's first stage
    /// (``NavigationRouter/drive(_:_:)``). A restore admits its paths there, on the rules of
    /// that moment.
    func stages(in router: NavigationRouter) -> Stages

    /// Lands at once (admitted again, then the one commit), or says what the landing must
    /// wait for first.
    ///
    /// - Parameter router: The router of the scene.
    /// - Parameter decided: What the request's stages decided (``RequestStages/Decided``).
    /// - Parameter flight: The flight the request waited in, if any: the commit takes it out of
    ///   the scene's suspended requests atomically with it, and commits nothing if it was ended
    ///   meanwhile.
    func land(_ decided: Stages.Decided, in router: NavigationRouter, flight: NavigationFlight?) -> LandingAttempt<LandingWait>

    /// Lands after waiting for `wait`, then calls `completion` in the scene's job.
    func land(
        _ decided: Stages.Decided, after wait: LandingWait, in router: NavigationRouter, flight: NavigationFlight?,
        then completion: @escaping @Sendable (Result<NavigationOutcome, NavigationError>) -> Void)

    /// The after-interceptors that run once the change has landed, in order.
    /// - Parameter router: The router of the scene.
    /// - Parameter waited: The request waited before it landed (the registry may have
    ///   changed since it was admitted).
    func afterInterceptors(in router: NavigationRouter, waited: Bool) -> [Interceptor]

    /// Performs a stage that decides and may wait. Returns `true` when the stages go on in
    /// `storage`; `false` when the request waits, ended, or goes on elsewhere (its stages moved
    /// into a flight).
    func decide<Storage: StagesStorage>(_ decision: Stages.Decision, in storage: inout Storage, router: NavigationRouter) -> Bool
    where Storage.Stages == Stages

    /// Ends the request with `error`, unless it has ended already (then it does nothing).
    func end(_ error: NavigationError)
}

extension SceneRequest where Stages == OperationStages {
    func stages(in router: NavigationRouter) -> OperationStages { OperationStages() }

    /// A kind that cannot wait has no decision to perform: `decision` has no value, so this
    /// has no body, and no call of it can be written.
    func decide<Storage: StagesStorage>(_ decision: Never, in storage: inout Storage, router: NavigationRouter) -> Bool
    where Storage.Stages == Stages {}

    func afterInterceptors(in router: NavigationRouter, waited: Bool) -> [Interceptor] { [] }
}

/// How a landing went when it was tried at once: done, or waiting first for what the request's
/// kind names (its ``SceneRequest/LandingWait``, performed by its `land(_:after:…)`).
enum LandingAttempt<Wait: Sendable> {
    case done(Result<NavigationOutcome, NavigationError>)
    case waits(Wait)
}

extension NavigationRouter {
    /// Hands a scene operation or a restore to the scene: it waits in the scene's queue behind
    /// every request asked for before it, and its job makes its stages and drives them
    /// (``drive(_:_:)``), as a navigation's does once admitted. A scene closed by the time the
    /// job starts refuses it (``NavigationError/Code/sceneClosed``, naming ``SceneRequest/path``).
    /// A navigation enters at ``submit(_:followsPolicy:)`` instead: the scene's concurrency
    /// policy weighs it, and an idle scene runs it on the caller's thread without a job.
    ///
    /// ```swift
    /// submit(SceneOperationAttempt(name: "pop", animation: nil, subject: nil, guarded: true,
    ///                              operation: { state throws(SceneError) in try state.pop() }, handle: handle))
    /// ```
    func submit<Request: SceneRequest>(_ request: Request) {
        runtime.enqueue(path: request.path, refused: { request.end($0) }) { [self] in
            drive(request, JobStages(request.stages(in: self)))
        }
    }
}
