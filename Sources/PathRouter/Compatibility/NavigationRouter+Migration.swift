/// NavigationRouter's names and calls that PathRouter replaced. Each is unavailable, with a
/// compiler message that says what to write instead, so migrating code fails to compile where
/// it would otherwise do nothing or something else.
///
/// ```swift
/// NavigationRouter.main.dismissModalIfNeeded()
/// // error: 'dismissModalIfNeeded()' is unavailable: use dismiss() (or dismissAll()); …
/// ```
extension NavigationRouter {
    @available(
        *, unavailable,
        message:
            "PathRouter reports errors on each navigation's handle: use `await router.navigate(toPath:).result` (a NavigationError with a code, the path and a reason)"
    )
    public static var errorHandler: Any? { nil }

    @available(*, unavailable, message: "PathRouter is headless: use viewModel(forPath:) and let your UI layer build the view controller for the view model")
    public func viewControllerFor(path: String) -> Any? { nil }

    @available(*, unavailable, message: "PathRouter is headless: use viewModel(forPath:) and let your UI layer build the view for the view model")
    public func viewFor(path: String) -> Any? { nil }

    @available(*, unavailable, message: "use dismiss() (or dismissAll() to dismiss every modal); both return a handle with the outcome")
    public func dismissModalIfNeeded() {}
}

/// NavigationRouter's error handler protocol. PathRouter has none: every navigation's handle
/// carries a typed ``NavigationError``.
@available(
    *, unavailable,
    message: "PathRouter reports errors on each navigation's handle: `await router.navigate(toPath:).result` gives a NavigationError (code, path, reason)"
)
public typealias RouterErrorHandler = Never

/// NavigationRouter's error enumeration, replaced by ``NavigationError``.
@available(
    *, unavailable, renamed: "NavigationError",
    message: "PathRouter's errors are NavigationError values with a code (routeNotFound, authenticationRequired, …), the path and a reason"
)
public typealias RoutingError = NavigationError

/// NavigationRouter's authentication protocol name.
@available(
    *, unavailable, renamed: "NavigationRouterAuthenticationHandler",
    message: "the protocol is NavigationRouterAuthenticationHandler (its callbacks take a URL or the link String)"
)
public typealias RouterAuthenticationHandler = NavigationRouterAuthenticationHandler
