import PathRouterLocking

/// The outcome of one navigation, available once the scene has applied it (or refused it).
///
/// `navigate(toPath:…)` returns a handle at once; the navigation itself is applied in order
/// with the scene's other navigations. Ignore the handle for fire-and-forget navigation, or
/// await ``result``:
///
/// ```swift
/// router.navigate(toPath: "/home")                       // fire and forget
/// switch await router.navigate(toPath: "/users/42").result {
/// case .success(let outcome): print(outcome.state)
/// case .failure(let error): print(error)                 // names the path and the reason
/// }
/// ```
///
/// A handle resolves exactly once.
public final class NavigationHandle: Sendable, CustomStringConvertible, OneShotStorage {
    /// What was asked for: the path, or the operation (`pop`, `dismiss`, …).
    public let request: String
    /// The navigation's number, unique in the process; its ``NavigationEvent``s carry it.
    public let id: UInt64 = AtomicGlobal.navigationIDs.wrappingAdd(1, ordering: .relaxed).newValue
    // The outcome, kept by the handle itself (`OneShotStorage`): one object per navigation
    // rather than two. It is only reached under its shared mutex (see `ObjectLocked`).
    typealias Value = Result<NavigationOutcome, NavigationError>
    @exclusivity(unchecked) nonisolated(unsafe) var lockedState = OneShotState<Value>()
    /// Where a failure is reported (the registry's failure observers).
    private let failures: FailureReporter?
    /// The registry's event observers, for a navigation's handle (`nil` otherwise).
    private let events: EventObservers?
    /// The tab a navigation into a tab shows (its events carry it).
    private let tab: String?
    /// See ``awaitsInterceptor``; only reached under the shared mutex, as `lockedState`.
    @exclusivity(unchecked) nonisolated(unsafe) private var awaitingInterceptor = false

    init(request: String, failures: FailureReporter?, tab: String? = nil) {
        self.request = request
        self.failures = failures
        self.tab = tab
        events = failures?.events
    }

    /// The outcome; waits until the navigation has been applied or refused.
    ///
    /// Cancelling the task that awaits it ends the wait at once with a
    /// ``NavigationError/Code/waitCancelled`` failure: only the wait is cancelled, the
    /// navigation itself goes on (and other waiters get its real outcome).
    ///
    /// ```swift
    /// let waiter = Task { await router.navigate(toPath: "/slow").result }
    /// waiter.cancel()   // the waiter returns; the navigation still lands or fails
    /// ```
    public var result: Result<NavigationOutcome, NavigationError> {
        get async {
            let request = request
            return await value {
                .failure(
                    NavigationError(
                        code: .waitCancelled, path: request,
                        reason: "the task awaiting the result was cancelled; the navigation itself goes on"))
            }
        }
    }

    /// Calls `body` with the outcome as soon as it is known, on the thread that resolves it.
    func whenResolved(_ body: @escaping @Sendable (Result<NavigationOutcome, NavigationError>) -> Void) {
        whenSet(body)
    }

    /// Whether the navigation waits for an interceptor's answer now (the test kit tells a
    /// take-over, whose flow the test continues, from the navigation's own waits).
    var awaitsInterceptor: Bool {
        get {
            lock()
            defer { unlock() }
            return awaitingInterceptor
        }
        set {
            lock()
            awaitingInterceptor = newValue
            unlock()
        }
    }

    /// The outcome if it is known already, `nil` while the navigation is pending.
    public var currentResult: Result<NavigationOutcome, NavigationError>? {
        current
    }

    /// Resolves the handle with the outcome of another handle, which told the failure
    /// observers and the events already. Only the first call counts.
    @discardableResult
    func resolve(forwarding result: Result<NavigationOutcome, NavigationError>) -> Bool {
        set(result)
    }

    /// Resolves the handle. Only the first call counts.
    /// - Returns: whether this call resolved it.
    @discardableResult @inline(__always)
    func resolve(_ result: consuming Result<NavigationOutcome, NavigationError>) -> Bool {
        if ObserverCount.anyEvents, let events, events.isObserved, let scene = failures?.scene {
            guard set(copy result) else { return false }
            if case .failure(let error) = result { failures?.report(error) }
            events.emitEnd(of: id, scene: scene, path: request, tab: tab, result: result)
            return true
        }
        // Nobody observes: the result is moved into the outcome, not copied.
        let failure: NavigationError? = if case .failure(let error) = result { error } else { nil }
        guard set(result) else { return false }
        if let failure { failures?.report(failure) }
        return true
    }

    /// Tells the registry's event observers that this navigation reached `phase`.
    @inline(__always)
    func emit(_ phase: NavigationEvent.Phase, routePattern: @autoclosure () -> String? = nil, interceptor: @autoclosure () -> String? = nil) {
        guard ObserverCount.anyEvents, let events, events.isObserved else { return }
        emitObserved(phase, routePattern: routePattern(), interceptor: interceptor())
    }

    private func emitObserved(_ phase: NavigationEvent.Phase, routePattern: String?, interceptor: String?) {
        guard let events, let scene = failures?.scene else { return }
        events.notify(
            NavigationEvent(
                navigation: id, scene: scene, path: request, tab: tab, routePattern: routePattern, phase: phase,
                interceptor: interceptor))
    }

    public var description: String {
        switch currentResult {
        case nil: return "\(request): pending"
        case .success(let outcome)?: return "\(request): \(outcome.transition)"
        case .failure(let error)?: return "\(request): \(error)"
        }
    }
}

extension NavigationRouter {
    /// The handle of a navigation refused before its request could be built (no path to print,
    /// no tab to choose): it has ended with `error`, and so has the flow it would have carried.
    func refusedNavigation(
        _ request: String, _ error: NavigationError, cancelling flow: NavigationInterceptionFlow? = nil
    ) -> NavigationHandle {
        let handle = NavigationHandle(request: request, failures: navigationFailures)
        handle.resolve(.failure(error))
        FlowEnding.cancel(flow, because: error)
        return handle
    }

    /// Whether the request of `handle` waits for the app or the user rather than for itself:
    /// it waits for a login (in this scene), or a flow its interceptor made is handed to a
    /// screen (in any scene of the registry) and not continued yet — directly, or through the
    /// take-over navigation that carries the flow and itself waits for a login. The test kit
    /// stops waiting for an operation then, whatever else the scene waits for.
    ///
    /// A flow knows its maker when it was made in the interceptor's call or a task it started
    /// while it ran; one made elsewhere (a task started from the scene's own thread, which
    /// task-locals may not reach) has no owner: it counts for the navigations that wait for an
    /// interceptor's answer now.
    package func waitsForTheApp(_ handle: NavigationHandle) -> Bool {
        let id = handle.id
        let awaitsInterceptor = handle.awaitsInterceptor
        for router in registry.routers {
            if router.runtime.waitsForTheApp(handle: id, awaitsInterceptor: awaitsInterceptor) { return true }
        }
        return false
    }
}
