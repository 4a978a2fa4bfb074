import Synchronization

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
        let closing = runtime.close()
        // A screen's waiter that has no value yet will get none.
        for (id, slot) in closing.results {
            _ = slot.set(
                .failure(
                    NavigationError.sceneClosed(scene, path: id.description, "before the screen finished")))
        }
        endPendingNavigation(with: .pendingNavigationCancelled, reason: "the scene was closed")
        // Whatever else waits ends now — navigations on their way, operations and landings
        // waiting for leave guards — not when (or if) what they wait for answers; they and the
        // flows handed to screens hold the router, which nothing then keeps alive.
        endSuspended(where: { _ in true }) { suspension in
            NavigationError.sceneClosed(self.scene, path: suspension.path)
        }
        for flow in closing.flows { flow.continue(cancel: true) }
        for link in closing.links {
            link.refuse(NavigationError.sceneClosed(scene, path: scene.id, "before the link was delivered"))
        }
        for end in closing.streamEnders { end() }
    }

    /// Whether ``close()`` was called.
    public var isClosed: Bool {
        runtime.isClosed
    }
}
