import PathRouterLocking

/// Holds the continuations of everything that waits for the outside world.
final class Scheduler: Sendable {
    /// The explorer task an operation runs in (restores and logouts), if any.
    @TaskLocal static var owner: Int?

    struct Held {
        let label: String
        let owner: Int?
        let resume: @Sendable (Bool) -> Void
    }

    private let held = Locked<[Held]>.make([])

    func hold(_ label: String, resume: @escaping @Sendable (Bool) -> Void) {
        let owner = Scheduler.owner
        held.withLock { $0.append(Held(label: label, owner: owner, resume: resume)) }
    }

    var heldCount: Int { held.withLock { $0.count } }

    func isHolding(owner: Int) -> Bool { held.withLock { $0.contains { $0.owner == owner } } }

    /// Resumes the operation at `index` modulo the count; `false` when nothing is held.
    func resume(index: Int, outcome: Bool) -> Bool {
        let next = held.withLock { held -> Held? in
            guard !held.isEmpty else { return nil }
            return held.remove(at: index % held.count)
        }
        guard let next else { return false }
        next.resume(outcome)
        return true
    }
}
