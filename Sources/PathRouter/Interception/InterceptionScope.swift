import PathRouterLocking

/// The interceptors whose take-over started the current navigation, for cycle detection.
enum InterceptionScope {
    @TaskLocal static var ancestry: [UInt64] = []
    /// The id of the navigation's handle whose interceptor runs (a flow made there belongs to
    /// it: ``NavigationInterceptionFlow/owner``).
    @TaskLocal static var intercepted: UInt64?
    /// Chains longer than this are treated as cycles too.
    static let maximumDepth = 16
}
