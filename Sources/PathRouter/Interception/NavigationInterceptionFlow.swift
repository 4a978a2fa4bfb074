import Synchronization

/// The continuation of an intercepted navigation, handed to the screen an interceptor shows.
///
/// An interceptor that takes a navigation over (to show an onboarding or a tutorial first)
/// wraps the continuation it was given in a flow and navigates elsewhere with it. When that
/// screen is done, it continues the flow, and the original navigation resumes. A flow runs its
/// completion at most once: a second ``continue(cancel:)`` does nothing.
///
/// ```swift
/// let flow = NavigationInterceptionFlow { cancel in
///     print(cancel == true ? "cancelled" : "resumed")
/// }
/// flow.continue()              // prints "resumed"
/// flow.continue(cancel: true)  // does nothing: the flow has already run
/// ```
public final class NavigationInterceptionFlow: Sendable {
    private let completion: Mutex<(@Sendable (Bool?) -> Void)?>

    /// Creates a flow that calls `completion` once, with `true` to cancel the navigation and
    /// `false` or `nil` to resume it.
    public init(completion: (@Sendable (Bool?) -> Void)?) {
        self.completion = Mutex(completion)
    }

    /// Resumes (`cancel: false`, the default) or cancels the intercepted navigation.
    ///
    /// Only the first call has an effect.
    /// - Returns: `true` if this call ran the completion, `false` if the flow had already run.
    @discardableResult
    public func `continue`(cancel: Bool = false) -> Bool {
        let body = completion.withLock { stored in
            defer { stored = nil }
            return stored
        }
        guard let body else { return false }
        body(cancel)
        return true
    }

    /// Whether the flow has already been continued or cancelled.
    public var isFinished: Bool {
        completion.withLock { $0 == nil }
    }
}
