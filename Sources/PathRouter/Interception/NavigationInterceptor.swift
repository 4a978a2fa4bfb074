/// When an interceptor runs: before the scene changes, or after.
public enum NavigationInterceptorPoint: Int, Sendable, Codable, CustomStringConvertible {
    /// Before the navigation changes the scene; the interceptor may continue, cancel, or take
    /// the navigation over.
    case before
    /// Once the change has landed; the interceptor cannot undo it.
    case after

    public var description: String { self == .before ? "before" : "after" }
}

/// The priority of an interceptor among those that match one navigation.
///
/// Interceptors run in one total, stable order: priority (``mandatory`` first, then ``high``,
/// ``medium``, ``low``), then those that do not require authentication before those that do,
/// then registration order.
///
/// ``mandatory`` also means the interceptor is never skipped: a restored scene (see
/// `NavigationRouter.restore(_:)`) runs no interceptors except mandatory before-interceptors,
/// which may veto each restored screen.
public enum NavigationInterceptionPriority: Int, Sendable, Codable, Comparable, CustomStringConvertible {
    /// The default.
    case low
    /// Before `low`.
    case medium
    /// Before `medium`.
    case high
    /// First of all, and never skipped (see the type's discussion).
    case mandatory

    public static func < (lhs: Self, rhs: Self) -> Bool { lhs.rawValue < rhs.rawValue }

    public var description: String {
        switch self {
        case .low: "low"
        case .medium: "medium"
        case .high: "high"
        case .mandatory: "mandatory"
        }
    }
}

/// What an `async` interceptor decides.
public enum InterceptionDecision: Sendable, Equatable {
    /// Let the navigation go on.
    case proceed
    /// End the navigation with ``NavigationError/Code/interceptorCancelled``, giving a reason.
    case cancel(reason: String)
}

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

/// An interceptor as the registry stores it.
struct Interceptor: Sendable {
    enum Handler: Sendable {
        case callback(@Sendable (NavigationRouter, @escaping @Sendable (Bool?) -> Void) -> Void)
        case async(@Sendable (NavigationRouter, InterceptionContext) async -> InterceptionDecision)
        /// Decides at once, with the same context as `async`; the navigation never waits.
        case immediate(@Sendable (NavigationRouter, InterceptionContext) -> InterceptionDecision)
    }

    let id: UInt64
    let pattern: String
    let point: NavigationInterceptorPoint
    let priority: NavigationInterceptionPriority
    let requiresAuthentication: Bool
    let handler: Handler

    /// The order key: priority first, then no-auth before auth, then registration order.
    static func runsBefore(_ lhs: Interceptor, _ rhs: Interceptor) -> Bool {
        if lhs.priority != rhs.priority { return lhs.priority > rhs.priority }
        if lhs.requiresAuthentication != rhs.requiresAuthentication { return !lhs.requiresAuthentication }
        return lhs.id < rhs.id
    }

    var name: String { "interceptor #\(id) (\(point), \(priority)) on '\(pattern)'" }
}

/// What an `async` interceptor knows about the navigation it intercepts.
public struct InterceptionContext: Sendable {
    /// The path being navigated to.
    public let path: String
    /// The pattern of the route it resolved to.
    public let routePattern: String
    /// The navigation's parameters.
    public let parameters: [String: String]
    /// Whether the navigation comes from an external link.
    public let externally: Bool
}
