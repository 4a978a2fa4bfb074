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
public final class NavigationInterceptionFlow: Sendable {
    private struct State {
        var completion: (@Sendable (Bool?) -> Void)?
        var finished: Bool?
        var waiters: [CheckedContinuation<Bool, Never>] = []
    }

    private let state: Locked<State>

    /// Creates a flow that calls `completion` once, with `true` to cancel the navigation and
    /// `false` or `nil` to resume it.
    public init(completion: (@Sendable (Bool?) -> Void)?) {
        state = Locked.make(State(completion: completion))
    }

    /// Creates a flow to await with ``wasCancelled``.
    public convenience init() {
        self.init(completion: nil)
    }

    /// Resumes (`cancel: false`, the default) or cancels the intercepted navigation.
    ///
    /// Only the first call has an effect.
    /// - Returns: `true` if this call finished the flow, `false` if it had already finished.
    @discardableResult
    public func `continue`(cancel: Bool = false) -> Bool {
        let taken = state.withLock { state -> (completion: (@Sendable (Bool?) -> Void)?, waiters: [CheckedContinuation<Bool, Never>])? in
            guard state.finished == nil else { return nil }
            state.finished = cancel
            defer {
                state.completion = nil
                state.waiters = []
            }
            return (state.completion, state.waiters)
        }
        guard let taken else { return false }
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
