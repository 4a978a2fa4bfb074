import PathRouter

/// The simulation's steps about a scene's life — closing it (and opening a new router for its
/// id), declaring tabs (accepted and refused), setting the login path — and the promises they
/// keep: a closed scene never changes and refuses every operation with `sceneClosed`; the
/// directory names the new scene, never the closed one; a refused tab declaration leaves no
/// declaration behind; a login path that needs a login is refused when it is set.
extension NavigationSimulation {
    struct SceneLife {
        /// Every closed router with its state and record at the close.
        private var closed: [(router: NavigationRouter, state: SceneState, last: SceneTransition?)] = []
        /// A declaration on its way: its router and the declarations it had before.
        private var declaration: (router: NavigationRouter, before: [TabDefinition], handle: NavigationHandle)?
        /// What the login path must be after the last `loginPath` step.
        private var loginPath: String??

        /// Closes `router` and opens a new one for its scene id, observed by `observer`.
        mutating func close(
            _ router: NavigationRouter, registry: NavigationRegistry,
            observer: @escaping @Sendable (SceneChange) -> Void
        ) async -> NavigationRouter {
            await router.idle()
            router.close()
            closed.append((router, router.state, router.lastTransition))
            let reopened = NavigationRouter(scene: NavigationScene(id: router.scene.id), registry: registry)
            reopened.addObserver(observer)
            return reopened
        }

        mutating func declared(_ handle: NavigationHandle, by router: NavigationRouter) {
            declaration = (router, router.tabDefinitions, handle)
        }

        mutating func setLoginPath(_ kind: Int, registry: NavigationRegistry) {
            let before = registry.loginPath
            switch kind {
            case 0: registry.loginPath = "/intro"
            // Checked now (`setLoginPath`): refused, the value stays as it was.
            case 1: try? registry.setLoginPath("/secret")
            default: registry.loginPath = nil
            }
            let expected: [String?] = ["/intro", before, nil]
            loginPath = .some(expected[kind])
        }

        /// The first broken promise, checked after every step.
        mutating func violation(registry: NavigationRegistry) async -> String? {
            for entry in closed {
                if entry.router.state != entry.state || entry.router.lastTransition != entry.last {
                    return "the closed scene \(entry.router.scene.id) changed:\n\(entry.router.state)"
                }
            }
            if let entry = closed.last {
                // Every operation on it is refused with sceneClosed, and changes nothing.
                let handles = [
                    entry.router.navigate(toPath: "/home"), entry.router.pop(), entry.router.dismissAll(),
                    entry.router.selectTab("home"),
                ]
                for handle in handles {
                    let result = await handle.result
                    guard case .failure(let error) = result, error.code == .sceneClosed else {
                        return "the closed scene \(entry.router.scene.id) answered \(handle.request) with \(result)"
                    }
                }
                if entry.router.state != entry.state { return "an operation changed the closed scene \(entry.router.scene.id)" }
                if let named = registry.router(forSceneID: entry.router.scene.id), named === entry.router {
                    return "the directory names the closed scene \(entry.router.scene.id)"
                }
            }
            if let declaration, case .failure? = declaration.handle.currentResult,
                declaration.router.tabDefinitions != declaration.before
            {
                return "a refused tab declaration left \(declaration.router.tabDefinitions.map(\.name)) declared"
            }
            declaration = nil
            if let expected = loginPath, registry.loginPath != expected {
                return "the login path is \(registry.loginPath ?? "none"), not \(expected ?? "none")"
            }
            loginPath = nil
            return nil
        }
    }
}
