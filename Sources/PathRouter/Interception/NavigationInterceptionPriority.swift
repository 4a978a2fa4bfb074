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
