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

extension Interceptor {
    /// Calls the handler, in the caller's job, for a request of `router` (a navigation's
    /// flight, a restore): `answer` gets what it decided — at once (an immediate handler, a
    /// callback that answers before it returns), or later (a callback's continuation, an async
    /// handler's task). A callback may call its continuation more than once: the caller keeps
    /// the first answer of the current call.
    ///
    /// - Parameters:
    ///   - router: The router of the scene the request runs in.
    ///   - answer: Called once with the handler's answer.
    ///   - context: What the handler knows of the request (read only by those given one).
    ///   - owner: The handle whose interceptor runs (a flow made in the handler belongs to it),
    ///     or `nil` for a request that a take-over cannot continue (a restore).
    ///   - ancestry: The interceptors whose take-overs led here, this one last (cycle detection).
    func call(
        router: NavigationRouter, context: @autoclosure () -> InterceptionContext, owner: UInt64?, ancestry: [UInt64],
        answer: @escaping @Sendable (InterceptorCall.Answer) -> Void
    ) {
        InterceptionScope.$intercepted.withValue(owner) {
            InterceptionScope.$ancestry.withValue(ancestry) {
                switch handler {
                case .callback(let handler):
                    handler(router) { cancel in answer(.init(cancel: cancel == true)) }
                case .async(let handler):
                    let context = context()
                    Task {
                        // Said again in the task: a job that runs on the scene's thread is not
                        // a task, and its task-locals may not reach a task it starts.
                        let decision = await InterceptionScope.$intercepted.withValue(owner) {
                            await InterceptionScope.$ancestry.withValue(ancestry) { await handler(router, context) }
                        }
                        answer(.init(decision))
                    }
                case .immediate(let handler):
                    answer(.init(handler(router, context())))
                }
            }
        }
    }
}

extension [Interceptor] {
    /// The mandatory ones, in running order: what a parent screen runs (as vetoes) and what a
    /// restore asks, which run no other interceptor.
    var mandatory: [Interceptor] { filter { $0.priority == .mandatory } }
}
