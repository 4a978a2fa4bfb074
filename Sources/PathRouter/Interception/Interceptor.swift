/// An interceptor as the registry stores it.
struct Interceptor: Sendable {
    enum Handler: Sendable {
        case callback(@Sendable (NavigationRouter, @escaping @Sendable (Bool?) -> Void) -> Void)
        case async(@Sendable (NavigationRouter, InterceptionContext) async -> InterceptionDecision)
        /// Decides at once, with the same context as `async`; the navigation never waits.
        case immediate(@Sendable (NavigationRouter, InterceptionContext) -> InterceptionDecision)
    }

    let id: UInt64
    let pattern: String
    let point: NavigationInterceptorPoint
    let priority: NavigationInterceptionPriority
    let requiresAuthentication: Bool
    let handler: Handler

    /// The order key: priority first, then no-auth before auth, then registration order.
    static func runsBefore(_ lhs: Interceptor, _ rhs: Interceptor) -> Bool {
        if lhs.priority != rhs.priority { return lhs.priority > rhs.priority }
        if lhs.requiresAuthentication != rhs.requiresAuthentication { return !lhs.requiresAuthentication }
        return lhs.id < rhs.id
    }

    var name: String { "interceptor #\(id) (\(point), \(priority)) on '\(pattern)'" }
}
