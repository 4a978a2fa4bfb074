import PathRouter

/// The sample's authentication: the library's ``LoginScreenAuthentication`` (the router shows
/// the login screen, the registry's `loginPath`, in the scene that waits; the user — the tour,
/// or the shell's `login` command — signs in or gives up), plus an OAuth callback link.
public final class SampleAuthenticator: NavigationRouterAuthenticationHandler {
    /// The login screen's handler.
    public let loginScreen = LoginScreenAuthentication()

    public init() {}

    public var isAuthenticated: Bool { loginScreen.isAuthenticated }

    /// Whether a login waits for the user.
    public var isWaitingForLogin: Bool { loginScreen.isWaitingForLogin }

    /// Who asked for the logins so far.
    public var requests: [LoginRequest] { loginScreen.requests }

    public func login(for request: LoginRequest, completion: (@Sendable () -> Void)?) {
        loginScreen.login(for: request, completion: completion)
    }

    /// The user submits the login screen: `user` signs in, `nil` gives up (the navigations
    /// that waited fail with `loginFailed`).
    public func submit(user: String?) {
        if let user { loginScreen.signIn(as: user) } else { loginScreen.cancel() }
    }

    public func logout(completion: (@Sendable () -> Void)?) {
        loginScreen.logout(completion: completion)
    }

    public func canHandleCallbackUrl(_ url: String) -> Bool {
        url.hasPrefix("myapp://oauth/")
    }

    public func handleCallbackUrl(_ url: String) {
        loginScreen.signIn(as: "oauth-user")
    }
}
