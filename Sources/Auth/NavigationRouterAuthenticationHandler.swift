#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Tells the router whether the user is logged in, and logs them in or out.
///
/// Set one on the registry (`NavigationRouter.authenticationHandler` for the shared one).
/// When a navigation needs an authenticated user, the router calls ``login(for:completion:)``
/// (by default it calls ``login(completion:)``) once, waits for the completion, then asks
/// ``isAuthenticated``: the navigation resumes if it is `true` and fails with a typed error if
/// not. Session expiry is the handler's business. The login screen is either the router's (set
/// the registry's `loginPath`: it is shown in the scene that asked and removed when the login
/// completes) or the handler's, shown in the scene the ``LoginRequest`` names.
///
/// ```swift
/// import Foundation
/// import PathRouter
///
/// final class SessionHandler: NavigationRouterAuthenticationHandler, @unchecked Sendable {
///     // Safe to share: `session` and `pending` are only reached under `lock`.
///     private let lock = NSLock()
///     private var session: String?
///     private var pending: (@Sendable () -> Void)?
///     var isAuthenticated: Bool { lock.withLock { session != nil } }
///     func login(completion: (@Sendable () -> Void)?) {
///         // The router shows the registry's loginPath; its screen calls signedIn(as:).
///         lock.withLock { pending = completion }
///     }
///     func signedIn(as user: String) {
///         let completion = lock.withLock {
///             session = user
///             return pending
///         }
///         completion?()
///     }
///     func logout(completion: (@Sendable () -> Void)?) {
///         lock.withLock { session = nil }
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
    ///
    /// Implement this form or ``login(for:completion:)`` (which learns the scene that asked).
    /// By default it calls `completion` without logging anybody in, so the navigations that
    /// waited fail with `loginFailed` rather than hang.
    func login(completion: (@Sendable () -> Void)?)

    /// Logs the user in for `request`'s scene, then calls `completion` whatever the outcome.
    /// This is the form the router calls; by default it calls ``login(completion:)``.
    ///
    /// A login that is already in progress is joined, not asked again: `request` is the
    /// first asker's. A handler that shows its own login screen shows it in
    /// `request.sceneID`'s scene, and removes it before it calls `completion` (the navigation
    /// that waited lands right after). Or let the router show it: set the registry's
    /// `loginPath`.
    func login(for request: LoginRequest, completion: (@Sendable () -> Void)?)

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
    /// Calls ``login(completion:)``.
    public func login(for request: LoginRequest, completion: (@Sendable () -> Void)?) {
        login(completion: completion)
    }
    /// Logs nobody in: calls `completion` at once (implement this or ``login(for:completion:)``).
    public func login(completion: (@Sendable () -> Void)?) { completion?() }
    /// Asks the `String` form.
    public func canHandleCallbackUrl(_ url: URL) -> Bool { canHandleCallbackUrl(url.absoluteString) }
    /// Calls the `String` form.
    public func handleCallbackUrl(_ url: URL) { handleCallbackUrl(url.absoluteString) }
    /// Handles no callback links.
    public func canHandleCallbackUrl(_ url: String) -> Bool { false }
    /// Does nothing.
    public func handleCallbackUrl(_ url: String) {}
}
