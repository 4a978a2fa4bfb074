import PathRouterLocking

/// A count of things in progress, with a limit: a page's commands waiting for their answer,
/// the pages connected.
final class BoundedCount: Sendable {
    private let count = Locked.make(0)

    /// Counts one more, unless `limit` are in progress.
    func enter(limit: Int = .max) -> Bool {
        count.withLock { count in
            guard count < limit else { return false }
            count += 1
            return true
        }
    }

    func leave() { count.withLock { $0 -= 1 } }

    var value: Int { count.withLock { $0 } }
}
