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
