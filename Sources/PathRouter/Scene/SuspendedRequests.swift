/// Everything of one scene that waits: navigations on their way (an interceptor, a login, a
/// main-actor view model) and operations or landings waiting for leave guards. One part of the
/// scene's runtime, changed only under its lock, and the one place that `close()`, logout and
/// the concurrency policy look: whatever waits, they see it.
///
/// Invariants: a request is in it from the moment it may wait until it lands or ends; each
/// leaves once — taken out by whoever ends it first (its own answer, `close()`, a logout, the
/// policy), so its handle resolves exactly once; endings come out in the order the requests
/// began.
struct SuspendedRequests {
    /// One waiting request, as those who may end it see it.
    struct Suspension: Sendable {
        /// A navigation's path, or an operation's name.
        let path: String
        /// A navigation (weighed by the concurrency policy), not a scene operation.
        let isNavigation: Bool
        /// It needs an authenticated user (a logout ends it).
        let needsAuthentication: Bool
        /// Ends it with an error (called once, outside the scene's lock).
        let end: @Sendable (NavigationError) -> Void
    }

    private enum Key: Hashable {
        case flight(ObjectIdentifier)
        case wait(UInt64)
    }

    private var entries: [Key: (order: UInt64, suspension: Suspension)] = [:]
    private var counter: UInt64 = 0

    var isEmpty: Bool { entries.isEmpty }
    var count: Int { entries.count }

    /// A navigation on its way (until it lands or ends: ``remove(_:)``).
    mutating func add(_ flight: NavigationFlight) {
        counter += 1
        entries[.flight(ObjectIdentifier(flight))] = (
            counter,
            Suspension(
                path: flight.path, isNavigation: true, needsAuthentication: flight.admission.needsAuthentication,
                end: { error in flight.fail(error) })
        )
    }

    /// Whether `flight` still waits (nobody ended it).
    func contains(_ flight: NavigationFlight) -> Bool {
        entries[.flight(ObjectIdentifier(flight))] != nil
    }

    /// Takes `flight` out; `false` when it was not there (it ended, or never waited).
    @discardableResult
    mutating func remove(_ flight: NavigationFlight) -> Bool {
        entries.removeValue(forKey: .flight(ObjectIdentifier(flight))) != nil
    }

    /// A wait for leave guards; returns its id for ``finish(_:)``.
    mutating func begin(_ suspension: Suspension) -> UInt64 {
        counter += 1
        entries[.wait(counter)] = (counter, suspension)
        return counter
    }

    /// Takes the wait `id` out; `false` when something else ended it already.
    mutating func finish(_ id: UInt64) -> Bool {
        entries.removeValue(forKey: .wait(id)) != nil
    }

    /// The paths of the waiting navigations, in the order they began.
    var navigationPaths: [String] {
        entries.values.filter { $0.suspension.isNavigation }.sorted { $0.order < $1.order }.map(\.suspension.path)
    }

    /// The first waiting navigation's path (the policy's `rejectWhileBusy`).
    var firstNavigationPath: String? {
        entries.values.filter { $0.suspension.isNavigation }.min { $0.order < $1.order }?.suspension.path
    }

    /// Takes out those `which` selects, in the order they began, for the caller to end.
    mutating func take(where which: (Suspension) -> Bool) -> [Suspension] {
        let chosen = entries.filter { which($0.value.suspension) }.sorted { $0.value.order < $1.value.order }
        for (key, _) in chosen { entries.removeValue(forKey: key) }
        return chosen.map(\.value.suspension)
    }
}

extension NavigationRouter {
    /// Records a wait for leave guards; returns its id for ``finishSuspension(_:)``.
    func suspend(_ suspension: SuspendedRequests.Suspension) -> UInt64 {
        runtime.withState { $0.suspended.begin(suspension) }
    }

    /// Takes the wait `id` out; `false` when something else ended it already.
    func finishSuspension(_ id: UInt64) -> Bool {
        runtime.withState { $0.suspended.finish(id) }
    }

    /// Ends those `which` selects with the error `error` makes for each, in the order they began.
    func endSuspended(
        where which: (SuspendedRequests.Suspension) -> Bool,
        with error: (SuspendedRequests.Suspension) -> NavigationError
    ) {
        let ending = runtime.withState { $0.suspended.take(where: which) }
        for suspension in ending { suspension.end(error(suspension)) }
    }
}
