#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Tells the router whether the user is logged in, and logs them in or out.
///
/// Set one on the registry (`NavigationRouter.authenticationHandler` for the shared one).
/// When a navigation needs an authenticated user, the router calls ``login(completion:)``
/// once, waits for the completion, then asks ``isAuthenticated``: the navigation resumes if
/// it is `true` and fails with a typed error if not. Showing a login screen, and session
/// expiry, are the handler's business (a login screen can be a navigation too).
///
/// ```swift
/// final class SessionHandler: NavigationRouterAuthenticationHandler {
///     let session = Mutex<String?>(nil)
///     var isAuthenticated: Bool { session.withLock { $0 != nil } }
///     func login(completion: (@Sendable () -> Void)?) {
///         NavigationRouter.main.navigate(toPath: "/login", modal: true)
///         // … when the login screen finishes: store the session, then call completion?()
///     }
///     func logout(completion: (@Sendable () -> Void)?) {
///         session.withLock { $0 = nil }
///         completion?()
///     }
/// }
/// ```
///
/// Handlers are called from the thread that applies the scene's navigations; completions may
/// be called from any thread, at most once each (later calls are ignored).
public protocol NavigationRouterAuthenticationHandler: AnyObject, Sendable {
    /// Whether the user is authenticated now.
    var isAuthenticated: Bool { get }

    /// Logs the user in, then calls `completion` whatever the outcome.
    func login(completion: (@Sendable () -> Void)?)

    /// Logs the user out, then calls `completion`.
    func logout(completion: (@Sendable () -> Void)?)

    /// Whether the handler takes this link (an OAuth callback, say), as a `URL`, the form
    /// NavigationRouter's documentation shows. Implement this form or the `String` one: by
    /// default it asks the `String` form with `url.absoluteString`.
    ///
    /// ```swift
    /// func canHandleCallbackUrl(_ url: URL) -> Bool { url.host == "oauth" }
    /// ```
    func canHandleCallbackUrl(_ url: URL) -> Bool

    /// Handles a callback link that ``canHandleCallbackUrl(_:)-(URL)`` accepted. By default it
    /// calls the `String` form with `url.absoluteString`.
    func handleCallbackUrl(_ url: URL)

    /// Whether the handler takes this link, as the text the app received. Default `false`.
    func canHandleCallbackUrl(_ url: String) -> Bool

    /// Handles a callback link that ``canHandleCallbackUrl(_:)-(String)`` accepted. Default:
    /// nothing.
    func handleCallbackUrl(_ url: String)
}

extension NavigationRouterAuthenticationHandler {
    /// Asks the `String` form.
    public func canHandleCallbackUrl(_ url: URL) -> Bool { canHandleCallbackUrl(url.absoluteString) }
    /// Calls the `String` form.
    public func handleCallbackUrl(_ url: URL) { handleCallbackUrl(url.absoluteString) }
    /// Handles no callback links.
    public func canHandleCallbackUrl(_ url: String) -> Bool { false }
    /// Does nothing.
    public func handleCallbackUrl(_ url: String) {}
}
