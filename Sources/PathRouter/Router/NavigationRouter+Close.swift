/// Closing a scene: everything that waits in it ends, and it never changes again.
extension NavigationRouter {
    /// Closes the scene: the navigation waiting for a login and the links waiting for the
    /// scene end with typed errors, observers are removed and `changes` streams end; later
    /// navigations and links are refused at once with ``NavigationError/Code/sceneClosed``;
    /// navigations on their way, operations waiting for leave guards and waiters for a
    /// screen's result end with it too; the flows handed to its screens are cancelled; every
    /// later operation is refused with it and the scene never changes again; and the registry
    /// no longer lists it (a new router for its id gets a new scene). The router can then be
    /// released with everything it holds.
    ///
    /// ```swift
    /// router.close()
    /// print(await router.navigate(toPath: "/home").result)   // failure(sceneClosed '/home': …)
    /// ```
    public func close() {
        endScene(runtime.close())
    }

    /// Whether ``close()`` was called.
    public var isClosed: Bool {
        runtime.isClosed
    }
}
