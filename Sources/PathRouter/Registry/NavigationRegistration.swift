/// Something registered with a registry or a scene — an interceptor, a leave guard, an observer
/// of changes, events or failures — that lasts until it is cancelled. Every registration call
/// returns one; one verb ends any of them.
///
/// ```swift
/// let registrations: [any NavigationRegistration] = [
///     try registry.interceptNavigation(toPath: "/admin/**") { _, _ in .proceed },
///     registry.addEventObserver { event in print(event) },
/// ]
/// for registration in registrations { registration.cancel() }
/// ```
public protocol NavigationRegistration: Sendable {
    /// Ends the registration.
    /// - Returns: whether it was still registered (a second call returns `false`).
    @discardableResult
    func cancel() -> Bool
}
