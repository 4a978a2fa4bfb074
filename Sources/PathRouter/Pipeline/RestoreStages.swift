/// The stages of one restore, as a pure value: each saved path in turn, as the restore's job
/// admitted it — its mandatory before-interceptors, one at a time (a veto drops that path, not
/// the restore) — then the main-actor view models of the paths left, when one lives there,
/// then the landing with what the checks decided. It performs nothing: the scene's driver
/// (``NavigationRouter/drive(_:_:)``) asks it for the next stage, and ``RestoreRequest``
/// performs the stages that wait.
///
/// Invariants: each interceptor is handed out once, and an answer counts only for the
/// interceptor handed out last; every path ends admitted or refused, once; `land` is handed
/// out once; the outcome is handed out once, after the landing reported it.
///
/// ```swift
/// var stages = RestoreStages([.admitted("/a", admission, mandatory: [interceptor])])
/// stages.next(authenticated: false)        // .decide(.ask(interceptor, path: "/a", admission))
/// stages.answered(.init(cancel: true))     // "/a" is refused
/// stages.next(authenticated: false)        // .land(decided): nothing admitted, "/a" refused
/// ```
struct RestoreStages: RequestStages {
    /// One saved path, as the restore's job found it.
    enum Entry: Sendable {
        /// Admitted: its mandatory before-interceptors are to be asked, in running order.
        case admitted(String, NavigationRouter.Admission, mandatory: [Interceptor])
        /// Refused already (it no longer resolves, or needs a login the restore does not start).
        case refused(NavigationError)
    }

    /// What the checks hand the landing: the paths still admitted, those refused (in the order
    /// the saved state lists them), and the view models built on the main actor.
    struct Decided: Sendable {
        var admitted: [String: NavigationRouter.Admission] = [:]
        var refused: [NavigationError] = []
        var builtOnMainActor: [String: any Sendable] = [:]
    }

    /// The stages that wait, which ``RestoreRequest`` performs.
    enum Decision: Sendable {
        /// Ask this mandatory interceptor whether `path` may be restored (answer:
        /// ``RestoreStages/answered(_:)``).
        case ask(Interceptor, path: String, NavigationRouter.Admission)
        /// Build these admitted paths' view models on the main actor, where one of them lives
        /// (answer: ``RestoreStages/built(_:)``).
        case buildOnMainActor([String: NavigationRouter.Admission])
    }

    /// Where the restore stands; each case holds only what is valid in it.
    private enum State {
        /// Paths left to check, the current one first.
        case checking([Entry], Decided)
        /// Waiting for `interceptor`'s answer about the first entry.
        case asking(Interceptor, [Entry], Decided)
        /// Waiting for the main-actor view models.
        case building(Decided)
        case land(Decided)
        /// The landing was handed out and has not reported back.
        case landing
        case landed(NavigationOutcome)
        case finished
    }

    private var state: State

    /// A restore of `entries`, in the order the saved state lists them.
    init(_ entries: [Entry]) {
        state = .checking(entries, Decided())
    }

    /// A restore starts no login, so no stage asks whether the user is authenticated (the
    /// job that admitted the paths did, and the landing asks again).
    var nextAsksAuthentication: Bool { false }

    mutating func next(authenticated: Bool) -> RequestStage<Decision, Decided> {
        while true {
            switch state {
            case .checking(var entries, var decided):
                guard !entries.isEmpty else {
                    let builds = decided.admitted.filter { $0.value.checked.build.livesOnMainActor }
                    if builds.isEmpty {
                        state = .land(decided)
                    } else {
                        state = .building(decided)
                        return .decide(.buildOnMainActor(builds))
                    }
                    continue
                }
                switch entries[0] {
                case .refused(let error):
                    decided.refused.append(error)
                    entries.removeFirst()
                case .admitted(let path, let admission, mandatory: var mandatory):
                    guard !mandatory.isEmpty else {
                        decided.admitted[path] = admission
                        entries.removeFirst()
                        break
                    }
                    let interceptor = mandatory.removeFirst()
                    entries[0] = .admitted(path, admission, mandatory: mandatory)
                    state = .asking(interceptor, entries, decided)
                    return .decide(.ask(interceptor, path: path, admission))
                }
                state = .checking(entries, decided)
            case .land(let decided):
                state = .landing
                return .land(decided)
            case .landed(let outcome):
                state = .finished
                return .finish(outcome)
            case .asking, .building, .landing, .finished:
                return .stop
            }
        }
    }

    /// The interceptor handed out last answered: a veto refuses its path (the restore goes on
    /// with the others).
    mutating func answered(_ answer: InterceptorCall.Answer) {
        guard case .asking(let interceptor, var entries, var decided) = state else { return }
        if answer.cancel, case .admitted(let path, _, _) = entries.removeFirst() {
            decided.refused.append(
                NavigationError(
                    code: .interceptorCancelled, path: path,
                    reason: "\(interceptor.name) vetoed the restored screen" + (answer.reason.map { ": \($0)" } ?? "")))
        }
        state = .checking(entries, decided)
    }

    /// The main-actor view models were built.
    mutating func built(_ viewModels: [String: any Sendable]) {
        guard case .building(var decided) = state else { return }
        decided.builtOnMainActor = viewModels
        state = .land(decided)
    }

    mutating func landed(_ outcome: consuming NavigationOutcome, after: [Interceptor]) {
        guard case .landing = state else { return }
        state = .landed(outcome)
    }
}
