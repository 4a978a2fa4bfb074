/// Everything of one scene that waits: navigations on their way (an interceptor, a login, a
/// main-actor view model) and operations or landings waiting for leave guards. One part of the
/// scene's runtime, changed only under its lock, and the one place that `close()`, logout and
/// the concurrency policy look: whatever waits, they see it. The navigation waiting for a
/// login is one of them, marked as such.
///
/// Invariants: a request is in it from the moment it may wait until it lands or ends; each
/// leaves once — taken out by whoever ends it first (its own answer, `close()`, a logout, the
/// policy), so its handle resolves exactly once; endings come out in the order the requests
/// began; at most one navigation waits for a login, and it is one of the waiting requests.
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
        /// The navigation's flight (`nil` for an operation).
        let flight: NavigationFlight?
        /// It is the navigation that waits for a login.
        fileprivate(set) var waitsForLogin = false
        /// It builds the scene's root (`setTabs`, `setSplit`): no newer navigation replaces it.
        let buildsRoot: Bool

        init(
            path: String, isNavigation: Bool, needsAuthentication: Bool, flight: NavigationFlight? = nil, buildsRoot: Bool = false,
            end: @escaping @Sendable (NavigationError) -> Void
        ) {
            self.path = path
            self.isNavigation = isNavigation
            self.needsAuthentication = needsAuthentication
            self.flight = flight
            self.buildsRoot = buildsRoot
            self.end = end
        }
    }

    private enum Key: Hashable {
        case flight(ObjectIdentifier)
        case wait(UInt64)
    }

    private var entries: [Key: (order: UInt64, suspension: Suspension)] = [:]
    private var counter: UInt64 = 0
    /// The navigation that waits for a login, among the entries.
    private var loginWaiter: Key?
    /// The navigation that builds the scene's root while it waits for a login (a cold start's
    /// `setTabs`): the navigations that arrive meanwhile wait behind it (``held``), so none
    /// replaces it and none lands under the root it is about to build.
    private var setup: Key?
    /// The restore under way, from its first wait to its end (its handle's identity): the
    /// navigations that arrive meanwhile wait behind it (``held``), so none lands under the
    /// state it is about to restore.
    private var restore: ObjectIdentifier?
    /// What waits for the setup or the restore, in the order it arrived; each resumes when it
    /// ends.
    private var held: [(key: Key, resume: @Sendable () -> Void)] = []

    /// How many navigations may wait behind a setup; past that, a new one is refused.
    static let maximumHeld = 64

    /// Whether a setup or a restore waits (a navigation that arrives now waits behind it).
    var holdsForSetup: Bool { restore != nil || setupWaitsForLogin }

    /// Whether a setup waits for a login (a navigation that reaches its own login waits
    /// behind it).
    private var setupWaitsForLogin: Bool { setup.map { entries[$0] != nil } ?? false }

    var isEmpty: Bool { entries.isEmpty }
    var count: Int { entries.count }

    /// A navigation on its way (until it lands or ends: ``remove(_:)``).
    mutating func add(_ flight: NavigationFlight) {
        counter += 1
        entries[.flight(ObjectIdentifier(flight))] = (
            counter,
            Suspension(
                path: flight.path, isNavigation: true, needsAuthentication: flight.admission.needsAuthentication,
                flight: flight, buildsRoot: LandingShape.of(flight.request).buildsRoot, end: { error in flight.fail(error) })
        )
    }

    /// Whether `flight` still waits (nobody ended it).
    func contains(_ flight: NavigationFlight) -> Bool {
        entries[.flight(ObjectIdentifier(flight))] != nil
    }

    /// Takes `flight` out; `true` when it was the navigation that waited for a login.
    @discardableResult
    mutating func remove(_ flight: NavigationFlight) -> Bool {
        let key = Key.flight(ObjectIdentifier(flight))
        entries.removeValue(forKey: key)
        if !held.isEmpty { held.removeAll { $0.key == key } }
        guard loginWaiter == key else { return false }
        loginWaiter = nil
        return true
    }

    /// The navigation that waits for a login, if any.
    var loginFlight: NavigationFlight? {
        loginWaiter.flatMap { entries[$0]?.suspension.flight }
    }

    /// What ``waitForLogin(_:)`` did.
    enum LoginWait {
        /// `flight` waits for the login now, in place of `replaced` (which the caller ends).
        case waiting(replaced: NavigationFlight?)
        /// `flight` waits behind the scene's setup, which waits for the login: it resumes when
        /// the setup ends (it asks for no login of its own).
        case held
        /// `flight` no longer waits for anything (someone ended it): it must not wait for a login.
        case ended
    }

    /// Marks `flight` as the navigation that waits for a login. A newer navigation replaces
    /// the one that waited, except the scene's setup: a navigation that reaches its login while
    /// a setup waits is held behind it, and a setup that parks while another navigation waits
    /// holds that one behind itself (it lands inside the root the setup builds).
    mutating func waitForLogin(_ flight: NavigationFlight) -> LoginWait {
        let key = Key.flight(ObjectIdentifier(flight))
        guard let entry = entries[key] else { return .ended }
        let buildsRoot = entry.suspension.buildsRoot
        if !buildsRoot, setup != key, setupWaitsForLogin, held.count < Self.maximumHeld {
            held.append((key, { flight.run() }))
            return .held
        }
        var replaced: NavigationFlight?
        if let waiter = loginWaiter, waiter != key, let waiting = entries[waiter]?.suspension {
            _ = endLoginWait()
            if buildsRoot, !waiting.buildsRoot, let earlier = waiting.flight, held.count < Self.maximumHeld {
                held.insert((waiter, { earlier.run() }), at: 0)
            } else {
                replaced = waiting.flight
            }
        }
        loginWaiter = key
        entries[key]?.suspension.waitsForLogin = true
        if buildsRoot { setup = key }
        return .waiting(replaced: replaced)
    }

    /// Holds a navigation that arrives while the setup or a restore waits: it waits (ended as
    /// any wait by `close()`, the policy, and, behind a setup's login, a logout) and `resume`
    /// runs it once the setup or the restore has ended. A setup holds what does not build a
    /// root (a newer setup takes its place at the login, ``waitForLogin(_:)``); a restore holds
    /// every navigation, which needs no login for it (its own rules apply when it runs). `nil`
    /// when nothing holds it, or too many wait behind it.
    mutating func hold(
        path: String, buildsRoot: Bool,
        end: @escaping @Sendable (NavigationError) -> Void, resume: @escaping @Sendable () -> Void
    ) -> UInt64? {
        guard holdsForSetup, held.count < Self.maximumHeld, restore != nil || !buildsRoot else { return nil }
        let id = begin(Suspension(path: path, isNavigation: true, needsAuthentication: restore == nil, end: end))
        held.append((.wait(id), resume))
        return id
    }

    /// The restore `id` waits: what arrives from now until it ends waits behind it. `false`
    /// when it held already.
    mutating func holdForRestore(_ id: ObjectIdentifier) -> Bool {
        guard restore != id else { return false }
        restore = id
        return true
    }

    /// The setup or the restore `id` ended (landed or failed): what waited behind it, in order,
    /// that nobody ended meanwhile, to resume. Nothing while another setup or restore holds.
    mutating func releaseHeld(after id: ObjectIdentifier) -> [@Sendable () -> Void] {
        if restore == id { restore = nil }
        if setup == .flight(id) { setup = nil }
        guard !holdsForSetup else { return [] }
        setup = nil
        let releasing = held
        held = []
        return releasing.compactMap { entry in
            switch entry.key {
            case .wait: entries.removeValue(forKey: entry.key) != nil ? entry.resume : nil
            case .flight: entries[entry.key] != nil ? entry.resume : nil
            }
        }
    }

    /// `flight` no longer waits for a login (it stays a waiting request); `false` when it was
    /// not the one that waited.
    mutating func loginEnded(for flight: NavigationFlight) -> Bool {
        guard loginWaiter == .flight(ObjectIdentifier(flight)) else { return false }
        _ = endLoginWait()
        return true
    }

    /// No navigation waits for a login any more; returns the one that did (still a waiting
    /// request, for the caller to resume or end).
    mutating func endLoginWait() -> NavigationFlight? {
        guard let key = loginWaiter else { return nil }
        loginWaiter = nil
        entries[key]?.suspension.waitsForLogin = false
        return entries[key]?.suspension.flight
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
        for (key, _) in chosen {
            entries.removeValue(forKey: key)
            if loginWaiter == key { loginWaiter = nil }
        }
        // What waited behind the setup and was ended: its resume (which holds the router) goes.
        if !held.isEmpty { held.removeAll { entries[$0.key] == nil } }
        return chosen.map(\.value.suspension)
    }
}

extension NavigationRouter {
    /// Records a request that waits (for leave guards, a restore's interceptor); returns its
    /// id for ``SceneRuntime/finishWait(_:)``. In a closed scene it ends the request with
    /// ``NavigationError/Code/sceneClosed`` and returns `nil`: `close()` has ended what waited
    /// and would never end it (with the enqueue and the commit, the third place a closed scene
    /// refuses — a request that started before `close()` may reach its first wait after it).
    func suspend(_ suspension: SuspendedRequests.Suspension) -> UInt64? {
        guard let id = runtime.beginWait(suspension) else {
            suspension.end(NavigationError.sceneClosed(scene, path: suspension.path))
            return nil
        }
        return id
    }

    /// ``suspend(_:)`` for a navigation on its way, until it lands or ends; `false` (and the
    /// navigation ended) when the scene is closed.
    func suspend(_ flight: NavigationFlight) -> Bool {
        guard runtime.suspend(flight) else {
            flight.fail(NavigationError.sceneClosed(scene, path: flight.path))
            return false
        }
        return true
    }

    /// Ends those `which` selects with the error `error` makes for each, in the order they began.
    func endSuspended(
        where which: (SuspendedRequests.Suspension) -> Bool,
        with error: (SuspendedRequests.Suspension) -> NavigationError
    ) {
        let ending = runtime.takeWaits(where: which)
        // The login screen leaves with the navigation it was shown for.
        if ending.contains(where: \.waitsForLogin) { runtime.enqueue { [self] in removeLoginScreen() } }
        for suspension in ending { suspension.end(error(suspension)) }
    }
}
