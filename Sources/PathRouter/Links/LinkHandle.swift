/// The outcome of an external link, once it has been handled or refused. A link that
/// arrives before its scene is ready waits, in order, and resolves once it has been delivered.
public final class LinkHandle: Sendable, CustomStringConvertible, OneShotStorage {
    /// The link as given.
    public let link: String
    // The outcome, kept by the handle itself (`OneShotStorage`). It is only reached under
    // its shared mutex (see `ObjectLocked`).
    typealias Value = Result<LinkOutcome, NavigationError>
    @exclusivity(unchecked) nonisolated(unsafe) var lockedState = OneShotState<Value>()
    private let failures: FailureObservers

    init(link: String, failures: FailureObservers) {
        self.link = link
        self.failures = failures
    }

    /// Waits for the outcome. Cancelling the waiting task ends the wait with a
    /// ``NavigationError/Code/waitCancelled`` failure; the link's navigation goes on.
    public var result: Result<LinkOutcome, NavigationError> {
        get async {
            let link = link
            return await value {
                .failure(
                    NavigationError(
                        code: .waitCancelled, path: link,
                        reason: "the task awaiting the result was cancelled; the link's navigation goes on"))
            }
        }
    }

    /// The outcome if known, `nil` while the link waits.
    public var currentResult: Result<LinkOutcome, NavigationError>? { current }

    /// Resolves the handle; a failure is reported as the link's, in `scene`, unless it is the
    /// failure of the link's navigation (reported by the navigation already).
    func resolve(_ result: Result<LinkOutcome, NavigationError>, scene: NavigationScene? = nil, reported: Bool = false) {
        guard set(result), !reported, case .failure(let error) = result else { return }
        failures.notify(NavigationFailure(error: error, scene: scene, source: .link))
    }

    public var description: String {
        switch currentResult {
        case nil: "\(link): waiting"
        case .success(let outcome)?: "\(link): \(outcome)"
        case .failure(let error)?: "\(link): \(error)"
        }
    }
}
