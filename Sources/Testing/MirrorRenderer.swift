import PathRouter
import PathRouterLocking

/// A stand-in for a UI layer that renders a scene from its transition records alone: it
/// starts from the scene's state once, then follows only the records the scene reports
/// (``SceneState/apply(_:)``), never reading the state again. ``divergence`` says where it
/// stopped agreeing with the scene; a UI built the same way stays in sync exactly when it is
/// `nil`.
///
/// ```swift
/// let mirror = MirrorRenderer(following: router)
/// router.navigate(toPath: "/products/42")
/// await router.idle()
/// #expect(mirror.divergence(from: router) == nil)
/// ```
public final class MirrorRenderer: Sendable {
    private struct Mirror: Sendable {
        var state: SceneState
        /// Records heard before the state they start from was set.
        var heard: [SceneTransition]
        var started = false
        var failure: String?

        /// Applies `transition`, or says why it did not apply (and applies nothing after).
        mutating func follow(_ transition: SceneTransition) {
            guard failure == nil else { return }
            do throws(SceneError) {
                try state.apply(transition)
            } catch {
                failure = "the record \(transition) did not apply: \(error)"
            }
        }
    }

    private let mirror: Locked<Mirror>
    private let observation: SceneObservation

    /// Follows `router` from now on.
    public init(following router: NavigationRouter) {
        // The observer is added before the state it starts from is known (the two are read in
        // one step): until then, a change it hears is kept and applied after.
        let mirror = Locked.make(Mirror(state: SceneState(), heard: []))
        self.mirror = mirror
        observation = router.addObserver { change in
            mirror.withLock { mirror in
                if mirror.started { mirror.follow(change.transition) } else { mirror.heard.append(change.transition) }
            }
        }
        let initialState = observation.initialState
        mirror.withLock { mirror in
            mirror.state = initialState
            mirror.started = true
            for transition in mirror.heard { mirror.follow(transition) }
            mirror.heard = []
        }
    }

    deinit { observation.cancel() }

    /// The state the records built.
    public var state: SceneState { mirror.withLock { $0.state } }

    /// Where the mirror and `router`'s state disagree, or `nil` when they agree (call it when
    /// the scene is idle, ``NavigationRouter/idle()``).
    public func divergence(from router: NavigationRouter) -> String? {
        let (state, failure) = mirror.withLock { ($0.state, $0.failure) }
        if let failure { return failure }
        let actual = router.state
        if state == actual && state.description == actual.description { return nil }
        return "the records built\n\(state)\nbut the scene shows\n\(actual)"
    }
}
