#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import PathRouterLocking

extension NavigationRegistry {
    /// The schemes and hosts external links may use. Default: none (every link is refused).
    public var externalLinkPolicy: ExternalLinkPolicy {
        get { services.withLock { $0.linkPolicy } }
        set {
            services.withLock { $0.linkPolicy = newValue }
            rulesChanged()
        }
    }

    /// Opens an external link (a deep link or a universal link) in one of this registry's
    /// scenes.
    ///
    /// The link is parsed strictly and must pass ``externalLinkPolicy`` (scheme and host)
    /// before anything else sees it. Then the authentication handler gets it if it can handle
    /// it (an OAuth callback: its scheme and host must be in the policy too). Otherwise it
    /// navigates with `externally: true`, so it reaches only routes marked
    /// `allowedExternally`. A link for a scene that is not ready yet (no root, or the app said
    /// so) waits, in order, and is delivered once it is; the policy and the route's rules are
    /// checked again when it lands. A `.scene(router)` target must be a router of this
    /// registry. Every refusal is a typed error.
    ///
    /// ```swift
    /// let handle = registry.open(link: "myapp://open/products/42", in: .mostRecentlyActive)
    /// print(await handle.result)
    /// ```
    @discardableResult
    public func open(link text: String, in target: LinkTarget = .mostRecentlyActive) -> LinkHandle {
        let handle = LinkHandle(link: text, failures: failureObservers)
        var link: ExternalLink
        do throws(NavigationError) {
            link = try ExternalLink(text)
            let policy = externalLinkPolicy
            try policy.check(link)
            link.navigationPath = policy.navigationPath(of: link)
        } catch {
            handle.resolve(.failure(error))
            return handle
        }
        // The handler may implement the URL form (as NavigationRouter's documentation shows)
        // or the String form; the URL form asks the String one by default.
        if let handler = authenticationHandler {
            let url = URL(string: text)
            if let url, handler.canHandleCallbackUrl(url) {
                handler.handleCallbackUrl(url)
                handle.resolve(.success(.handledByAuthentication))
                return handle
            }
            if url == nil, handler.canHandleCallbackUrl(text) {
                handler.handleCallbackUrl(text)
                handle.resolve(.success(.handledByAuthentication))
                return handle
            }
        }
        if case .scene(let router) = target, router.registry !== self {
            handle.resolve(
                .failure(
                    NavigationError(
                        code: .invalidLink, path: text,
                        reason: "the target scene '\(router.scene.id)' belongs to another registry, whose policy and routes do not apply here")))
            return handle
        }
        guard let router = router(for: link, target: target) else {
            handle.resolve(.failure(NavigationError(code: .invalidLink, path: text, reason: "no scene is open to take the link")))
            return handle
        }
        router.deliver(link, to: handle)
        return handle
    }

    private func router(for link: ExternalLink, target: LinkTarget) -> NavigationRouter? {
        let candidates = routers
        switch target {
        case .scene(let router):
            return router
        case .showingTarget:
            if let pattern = try? resolve(link.navigationPath).route.path {
                if let showing = candidates.first(where: { $0.state.topScreen?.pattern.isMatcherEqual(to: pattern) == true })
                    ?? candidates.first(where: { $0.state.allScreens.contains { $0.pattern.isMatcherEqual(to: pattern) } })
                {
                    return showing
                }
            }
            return mostRecentlyActive(candidates)
        case .mostRecentlyActive:
            return mostRecentlyActive(candidates)
        }
    }

    private func mostRecentlyActive(_ candidates: [NavigationRouter]) -> NavigationRouter? {
        var best: (router: NavigationRouter, activity: UInt64)?
        for router in candidates where !router.isClosed {
            let activity = router.runtime.lastActivity.load(ordering: .relaxed)
            if best == nil || activity > best!.activity { best = (router, activity) }
        }
        return best?.router
    }
}

extension NavigationRouter {
    /// Opens an external link in this scene (see ``NavigationRegistry/open(link:in:)``).
    @discardableResult
    public func open(link: String) -> LinkHandle {
        registry.open(link: link, in: .scene(self))
    }

    /// Opens an external link with the scenes of ``NavigationRegistry/current`` (the registry
    /// every static member of `NavigationRouter` uses: the shared one, unless a task scoped
    /// another).
    ///
    /// ```swift
    /// NavigationRouter.open(link: "myapp://open/products/42")
    /// ```
    @discardableResult
    public static func open(link: String, in target: LinkTarget = .mostRecentlyActive) -> LinkHandle {
        NavigationRegistry.current.open(link: link, in: target)
    }

    /// Whether links are delivered to this scene now: when the app said so with
    /// ``setReadyForLinks(_:)``, or, by default, once the scene has a root.
    public var isReadyForLinks: Bool {
        runtime.isReadyForLinks
    }

    /// Says whether the scene is ready for external links: `true` delivers the links that
    /// wait, in order; `false` holds new ones; `nil` (the default) means "ready once the scene
    /// has a root".
    public func setReadyForLinks(_ ready: Bool?) {
        let links = runtime.declareReady(ready)
        for link in links { runtime.enqueue(link.deliver) }
    }

    /// Navigates to the link now, or once the scene is ready.
    func deliver(_ link: ExternalLink, to handle: LinkHandle) {
        let scene = scene
        let delivery: @Sendable () -> Void = { [self] in
            // The link's policy, like every rule, is checked again when its screen lands (a
            // buffered link may wait while the policy changes).
            var request = NavigationRequest(
                path: link.navigationPath, replace: false, externally: true, embedInNavigationView: true, modal: false,
                shouldPreventDismissal: false, interceptionExecutionFlow: nil, animation: nil)
            request.link = link
            let navigation = submit(request)
            // Resolved on the thread that resolves the navigation: no task hop, no lag.
            navigation.whenResolved { result in
                handle.resolve(result.map { .navigated($0, scene: scene) }.mapError { link.explaining($0) }, reported: true)
            }
        }
        let waiting = LinkInbox.Waiting(deliver: delivery, refuse: { error in handle.resolve(.failure(error), scene: scene) })
        let route = runtime.receive(waiting)
        switch route {
        case .now: delivery()
        case .buffered: break
        case nil:
            handle.resolve(.failure(NavigationError.sceneClosed(scene, path: link.text)), scene: scene)
        case .full:
            handle.resolve(
                .failure(
                    NavigationError(
                        code: .limitExceeded, path: link.text,
                        reason: "the scene '\(scene.id)' is not ready and already holds \(SceneRuntime.maximumBufferedLinks) links")), scene: scene)
        }
    }
}
