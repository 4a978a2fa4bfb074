/// A kind of request the scene's driver runs (``NavigationRouter/drive(_:steps:flight:)``): a
/// navigation (``NavigationJob``) or a scene operation (``SceneOperationAttempt``). The driver
/// runs the stages in the same order for every kind; a kind says only how it commits, which
/// after-interceptors follow, and how it waits when it must.
protocol SceneRequest: Sendable {
    /// The handle the request resolves, exactly once.
    var handle: NavigationHandle { get }

    /// Commits at once (admitted again, applied atomically), or says what the commit must
    /// wait for first.
    ///
    /// - Parameter flight: The flight the request waited in, if any: the commit takes it out of
    ///   the scene's suspended requests in the same step, and commits nothing if it was ended
    ///   meanwhile.
    func commit(in router: NavigationRouter, flight: NavigationFlight?) -> SceneCommit

    /// Commits after waiting for `wait`, then calls `completion` in the scene's job.
    func commit(
        after wait: SceneCommit.Wait, in router: NavigationRouter, flight: NavigationFlight?,
        then completion: @escaping @Sendable (Result<NavigationOutcome, NavigationError>) -> Void)

    /// The after-interceptors that run once the change has landed, in order.
    /// - Parameter waited: The request waited before it committed (the registry may have
    ///   changed since it was admitted).
    func afterInterceptors(in router: NavigationRouter, waited: Bool) -> [Interceptor]

    /// Moves the request's steps into a flight, where they wait for an interceptor's answer or
    /// a login; `nil` for a kind that never waits for either.
    func flight(with steps: RequestSteps, in router: NavigationRouter) -> NavigationFlight?

    /// Ends the request with `error`, unless it has ended already (then it does nothing).
    func end(_ error: NavigationError)
}

/// How a commit went when it was tried at once.
enum SceneCommit {
    /// What a commit may wait for.
    enum Wait: Sendable {
        /// Leave guards of the screens it would remove, asked away from the scene's job.
        case leaveGuards
        /// A view model that is built on the main actor (the scene holds its queue meanwhile).
        case mainActor
    }

    case done(Result<NavigationOutcome, NavigationError>)
    case waits(Wait)
}
