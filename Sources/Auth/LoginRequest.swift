/// Who asked for a login: the scene whose navigation waits for it, and that navigation's path.
///
/// The router hands it to ``NavigationRouterAuthenticationHandler/login(for:completion:)`` so
/// that a handler showing its own login screen shows it where the user is.
///
/// ```swift
/// func login(for request: LoginRequest, completion: (@Sendable () -> Void)?) {
///     routers[request.sceneID]?.navigate(toPath: "/login", modal: true)
///     …
/// }
/// ```
public struct LoginRequest: Sendable, Hashable, CustomStringConvertible {
    /// The id of the scene whose navigation needs the login.
    public let sceneID: String
    /// The path of that navigation, as it was asked for.
    public let path: String

    public init(sceneID: String, path: String) {
        self.sceneID = sceneID
        self.path = path
    }

    public var description: String { "login for \(path) in scene '\(sceneID)'" }
}
