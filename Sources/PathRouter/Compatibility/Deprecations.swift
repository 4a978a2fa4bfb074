import SceneHost

// Names this library used before it settled on one way per job. They keep compiling, with a
// message that says what to write; they will go in a later major version.

extension InterceptorToken {
    /// Unregisters the interceptor.
    @available(*, deprecated, renamed: "cancel()", message: "every registration ends with cancel(), which also returns whether it was registered")
    @discardableResult
    public func remove() -> Bool { cancel() }
}

extension LeaveGuardToken {
    /// Stops asking the guard.
    @available(*, deprecated, renamed: "cancel()", message: "every registration ends with cancel(), which also returns whether it was registered")
    @discardableResult
    public func remove() -> Bool { cancel() }
}

extension NavigationRouter {
    /// Closes the screen `id` however it was shown.
    @available(
        *, deprecated, renamed: "closeScreen(_:animation:)",
        message: "close() closes the scene; closeScreen(_:animation:) closes one screen"
    )
    @discardableResult
    public func close(_ id: Screen.ID, animation: NavigationTransition? = nil) -> NavigationHandle {
        closeScreen(id, animation: animation)
    }
}

extension RouteValue {
    /// The value a navigation's parameters (path and query) describe.
    @available(
        *, deprecated, message: "read it with Value(RouteFields(parameters)), or a screen's with screen.routeValue(as:)"
    )
    public init(parameters: [String: String]) throws(NavigationError) {
        try self.init(RouteFields(parameters))
    }
}
