import PathRouter
import PathRouterLocking

/// An authentication handler whose logins and logouts are held by the scheduler.
final class HeldAuthentication: NavigationRouterAuthenticationHandler {
    let scheduler: Scheduler
    private let authenticated = Locked.make(false)

    init(scheduler: Scheduler) { self.scheduler = scheduler }

    var isAuthenticated: Bool { authenticated.withLock { $0 } }
    func setAuthenticated(_ value: Bool) { authenticated.withLock { $0 = value } }

    func login(completion: (@Sendable () -> Void)?) {
        scheduler.hold("login") { [self] success in
            if success { setAuthenticated(true) }
            completion?()
        }
    }

    func logout(completion: (@Sendable () -> Void)?) {
        setAuthenticated(false)
        scheduler.hold("logout completion") { _ in completion?() }
    }
}
