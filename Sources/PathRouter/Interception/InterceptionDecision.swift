/// What an `async` interceptor decides.
public enum InterceptionDecision: Sendable, Equatable {
    /// Let the navigation go on.
    case proceed
    /// End the navigation with ``NavigationError/Code/interceptorCancelled``, giving a reason.
    case cancel(reason: String)
}
