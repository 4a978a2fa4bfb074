/// When an interceptor runs: before the scene changes, or after.
public enum NavigationInterceptorPoint: Int, Sendable, Codable, CustomStringConvertible {
    /// Before the navigation changes the scene; the interceptor may continue, cancel, or take
    /// the navigation over.
    case before
    /// Once the change has landed; the interceptor cannot undo it.
    case after

    public var description: String { self == .before ? "before" : "after" }
}
