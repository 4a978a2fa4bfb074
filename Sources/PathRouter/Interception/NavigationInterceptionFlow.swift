import PathRouterLocking

/// The continuation of an intercepted navigation, handed to the screen an interceptor shows.
///
/// An interceptor that takes a navigation over (to show an onboarding or a tutorial first)
/// wraps the continuation it was given in a flow and navigates elsewhere with it. When that
/// screen is done, it continues the flow, and the original navigation resumes, once. A flow
/// runs its completion at most once: a second ``continue(cancel:)`` does nothing.
///
/// ```swift
/// let flow = NavigationInterceptionFlow { cancel in
///     print(cancel == true ? "cancelled" : "resumed")
/// }
/// flow.continue()              // prints "resumed"
/// flow.continue(cancel: true)  // does nothing: the flow has already run
/// ```
///
/// In an `async` interceptor, create a flow without a completion, hand it to the screen, and
/// `await` ``wasCancelled``.
///
/// **The take-over screen afterwards.** By default (``ScreenPolicy/staysWhenFinished``) the
/// screen that was handed the flow stays where it is when the flow finishes, and the resumed
/// navigation lands on the scene as it is then (above the take-over screen, or into its stack).
/// With ``ScreenPolicy/leavesWhenFinished`` the router removes that screen when the flow is
/// continued or cancelled, before the intercepted navigation resumes: a tutorial does not stay
/// under the screen it led to, and a finished onboarding modal closes itself.
///
/// ```swift
/// try registry.interceptNavigation(toPath: "/accounts/**") { router, executionFlow in
///     let flow = NavigationInterceptionFlow(screen: .leavesWhenFinished, completion: executionFlow)
///     router.navigate(toPath: "/tutorial", modal: true, interceptionExecutionFlow: flow)
/// }
/// ```
public final class NavigationInterceptionFlow: Sendable {
    /// What happens to the screen that was handed the flow when the flow finishes.
    public enum ScreenPolicy: Sendable, Hashable {
        /// It stays (the default): the resumed navigation lands on the scene as it is.
        case staysWhenFinished
        /// The router removes it when the flow is continued or cancelled, before the
        /// intercepted navigation resumes (a modal left empty is dismissed).
        case leavesWhenFinished
    }

    private struct State {
        var completion: (@Sendable (Bool?) -> Void)?
        var finished: Bool?
        var waiters: [CheckedContinuation<Bool, Never>] = []
        var finishHandlers: [@Sendable () -> Void] = []
    }

    private let state: Locked<State>
    /// What happens to the take-over screen when the flow finishes.
    public let screenPolicy: ScreenPolicy
    /// The id of the navigation's handle whose interceptor made this flow (it waits for the
    /// flow), or `nil` for a flow made elsewhere.
    let owner: UInt64?

    /// Creates a flow that calls `completion` once, with `true` to cancel the navigation and
    /// `false` or `nil` to resume it.
    ///
    /// - Parameters:
    ///   - screen: What happens to the screen handed this flow when it finishes (default:
    ///     it stays).
    ///   - completion: The intercepted navigation's continuation.
    public init(screen: ScreenPolicy = .staysWhenFinished, completion: (@Sendable (Bool?) -> Void)?) {
        state = Locked.make(State(completion: completion))
        screenPolicy = screen
        owner = InterceptionScope.intercepted
    }

    /// Creates a flow to await with ``wasCancelled``.
    public convenience init(screen: ScreenPolicy = .staysWhenFinished) {
        self.init(screen: screen, completion: nil)
    }

    /// Calls `body` when the flow finishes (at once if it has), before its completion runs.
    func whenFinished(_ body: @escaping @Sendable () -> Void) {
        let finished = state.withLock { state -> Bool in
            if state.finished != nil { return true }
            state.finishHandlers.append(body)
            return false
        }
        if finished { body() }
    }

    /// Resumes (`cancel: false`, the default) or cancels the intercepted navigation.
    ///
    /// Only the first call has an effect.
    /// - Returns: `true` if this call finished the flow, `false` if it had already finished.
    @discardableResult
    public func `continue`(cancel: Bool = false) -> Bool {
        let taken = state.withLock {
            state -> (
                completion: (@Sendable (Bool?) -> Void)?, waiters: [CheckedContinuation<Bool, Never>],
                handlers: [@Sendable () -> Void]
            )? in
            guard state.finished == nil else { return nil }
            state.finished = cancel
            defer {
                state.completion = nil
                state.waiters = []
                state.finishHandlers = []
            }
            return (state.completion, state.waiters, state.finishHandlers)
        }
        guard let taken else { return false }
        // The take-over screen leaves (when asked) before the intercepted navigation resumes.
        for handler in taken.handlers { handler() }
        taken.completion?(cancel)
        for waiter in taken.waiters { waiter.resume(returning: cancel) }
        return true
    }

    /// Whether the flow has already been continued or cancelled.
    public var isFinished: Bool {
        state.withLock { $0.finished != nil }
    }

    /// Waits until the flow is continued (`false`) or cancelled (`true`).
    public var wasCancelled: Bool {
        get async {
            await withCheckedContinuation { continuation in
                let finished: Bool? = state.withLock { state in
                    if let finished = state.finished { return finished }
                    state.waiters.append(continuation)
                    return nil
                }
                if let finished { continuation.resume(returning: finished) }
            }
        }
    }
}
