/// One call of an interceptor by a waiting navigation, as a pure value: which call is current,
/// whether its handler is still running, and the answer it gave while it ran. Its events return
/// what the navigation's flight does next; it performs nothing. Held beside the navigation's
/// stages (``NavigationStages``) under its flight's lock, because an answer may come from any
/// thread.
///
/// Invariants: each call has its own number and an answer is taken for the current call only,
/// once; an answer given while the handler runs is kept until the handler returns (the flight
/// goes on in the same job); a later one goes on in a new job.
///
/// ```swift
/// let number = call.begin(interceptor)            // before the handler runs
/// call.answer(number, .init(cancel: false))       // .keptUntilReturn: the handler still runs
/// call.handlerReturned()                          // the answer: go on in this job
/// ```
struct InterceptorCall: Sendable {
    /// What an interceptor answered.
    struct Answer: Sendable {
        /// It cancelled the navigation (for an after-interceptor: the chain).
        var cancel: Bool
        /// The reason it gave, if any.
        var reason: String? = nil
        /// The error of a take-over it started, carried by the flow it cancelled.
        var propagated: NavigationError? = nil
    }

    /// What the flight does with an answer (``answer(_:_:)``).
    enum AnswerAction: Sendable, Equatable {
        /// Not the current call (a stale continuation, or the navigation ended): nothing.
        case ignore
        /// The handler still runs: the answer waits for it to return.
        case keptUntilReturn
        /// The handler returned: go on in a new job of the scene.
        case resumeInJob
    }

    private var number: UInt64 = 0
    private var current: Interceptor?
    private var handlerRuns = false
    private var early: Answer?

    /// The interceptor being called, if a call is current.
    var interceptor: Interceptor? { current }

    /// A call of `interceptor` begins (its handler is about to run); returns its number.
    mutating func begin(_ interceptor: Interceptor) -> UInt64 {
        number += 1
        current = interceptor
        handlerRuns = true
        early = nil
        return number
    }

    /// The call `call` answered (from any thread, at most once per continuation).
    mutating func answer(_ call: UInt64, _ answer: Answer) -> AnswerAction {
        guard call == number, current != nil else { return .ignore }
        guard !handlerRuns else {
            if early == nil { early = answer }
            return .keptUntilReturn
        }
        return .resumeInJob
    }

    /// The handler returned: the answer it gave while it ran, or `nil` (the navigation waits
    /// for a later answer).
    mutating func handlerReturned() -> Answer? {
        handlerRuns = false
        return early
    }

    /// In the job that goes on after a later answer: the interceptor of call `call`, taken
    /// (the call is over), or `nil` when it is no longer current.
    mutating func take(_ call: UInt64) -> Interceptor? {
        guard call == number else { return nil }
        defer { current = nil }
        return current
    }

    /// The call is over (answered, or the navigation ended): a late answer is ignored.
    mutating func end() {
        current = nil
        number += 1
    }
}

extension InterceptorCall.Answer {
    /// An async or immediate handler's decision. (In an extension, so that the memberwise
    /// initialiser stays.)
    init(_ decision: InterceptionDecision) {
        switch decision {
        case .proceed: self.init(cancel: false)
        case .cancel(let reason): self.init(cancel: true, reason: reason)
        }
    }
}
