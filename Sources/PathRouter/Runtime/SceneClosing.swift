/// What `close()` ends once the runtime has closed the scene (``SceneRuntime/close()``): the
/// results nobody will give, the navigation waiting for a login, whatever else waits, the flows
/// handed to screens, the links waiting for the scene, the `changes` streams.
extension NavigationRouter {
    func endScene(_ closing: SceneRuntime.State.Closing) {
        // A screen's waiter that has no value yet will get none.
        for (id, slot) in closing.results {
            _ = slot.set(
                .failure(
                    NavigationError.sceneClosed(scene, path: id.description, "before the screen finished")))
        }
        if let pending = closing.loginFlight {
            pending.fail(NavigationError.sceneClosed(scene, path: pending.path, "while it waited for a login"))
        }
        // Whatever else waits ends now — navigations on their way, operations and landings
        // waiting for leave guards — not when (or if) what they wait for answers; they and the
        // flows handed to screens hold the router, which nothing then keeps alive.
        for suspension in closing.waits { suspension.end(NavigationError.sceneClosed(scene, path: suspension.path)) }
        for flow in closing.flows { flow.continue(cancel: true) }
        for link in closing.links {
            link.refuse(NavigationError.sceneClosed(scene, path: scene.id, "before the link was delivered"))
        }
        for end in closing.streamEnders { end() }
    }
}
