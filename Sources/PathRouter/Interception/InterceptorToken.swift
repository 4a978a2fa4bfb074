/// A registered interceptor. Returned by `interceptNavigation(…)`; call ``cancel()`` to
/// unregister it.
public struct InterceptorToken: NavigationRegistration, Hashable, CustomStringConvertible {
    let id: UInt64
    let pattern: String
    let registry: NavigationRegistry
    /// While modules load: the staging copy the interceptor waits in before it moves to
    /// `registry` (with the same id).
    weak var staging: NavigationRegistry?

    init(id: UInt64, pattern: String, registry: NavigationRegistry, staging: NavigationRegistry? = nil) {
        self.id = id
        self.pattern = pattern
        self.registry = registry
        self.staging = staging
    }

    /// Unregisters the interceptor (from the registry its module was loaded into, when a
    /// module registered it).
    /// - Returns: whether it was still registered.
    @discardableResult
    public func cancel() -> Bool {
        let removed = registry.removeInterceptor(id: id)
        return staging?.removeInterceptor(id: id) == true || removed
    }

    public static func == (lhs: InterceptorToken, rhs: InterceptorToken) -> Bool {
        lhs.id == rhs.id && lhs.registry === rhs.registry
    }

    public func hash(into hasher: inout Hasher) { hasher.combine(id) }

    public var description: String { "interceptor #\(id) on '\(pattern)'" }
}
