import PathRouter
import PathRouterTestSupport
import Testing

@Suite("External links")
struct ExternalLinkTests {
    @Test(
        "allowed links navigate externally to allowed routes",
        arguments: [
            ("myapp://open/products/42?tab=reviews", "/products/42?tab=reviews"),
            ("MYAPP://OPEN/products/7", "/products/7"),
            ("https://example.com/products/9#top", "/products/9#top"),
            ("myapp://open/accounts/3", "/accounts/3"),
        ])
    func allowed(link: String, path: String) async throws {
        let fixture = try await Fixture.acceptingLinks()
        let result = try await fixture.router.open(link: link).result.get()
        guard case .navigated(let outcome, let scene) = result else {
            Issue.record("not navigated: \(result)")
            return
        }
        #expect(scene == fixture.router.scene)
        #expect(outcome.screen?.requestedPath == path)
    }

    @Test(
        "refused links are typed errors that name the link and the reason, and change nothing",
        arguments: [
            ("myapp://open/home", NavigationError.Code.externalNavigationRefused, "not allowed externally"),
            ("myapp://open/settings", .externalNavigationRefused, "not allowed externally"),
            ("evil://open/products/1", .externalNavigationRefused, "scheme 'evil'"),
            ("https://evil.example/products/1", .externalNavigationRefused, "host 'evil.example'"),
            ("http://example.com/products/1", .externalNavigationRefused, "scheme 'http'"),
            ("https:/products/1", .externalNavigationRefused, "allowed host"),
            ("myapp:/products/1", .externalNavigationRefused, "names no host"),
            ("myapp:///products/1", .externalNavigationRefused, "names no host"),
            ("myapp://user@open/products/1", .invalidLink, "user information"),
            ("myapp://open:8080/products/1", .invalidLink, "port"),
            ("myapp:products/1", .invalidLink, "must start with '/'"),
            ("/products/1", .invalidLink, "scheme"),
            ("myapp://open/products/1 2", .invalidLink, "space"),
            ("myapp://open/nowhere", .routeNotFound, "no route matches"),
            ("myapp://open/products/%zz", .invalidPercentEncoding, "two hex digits"),
        ])
    func refused(link: String, code: NavigationError.Code, fragment: String) async throws {
        let fixture = try await Fixture.acceptingLinks()
        let before = fixture.router.state
        let result = await fixture.router.open(link: link).result
        guard case .failure(let error) = result else {
            Issue.record("not refused: \(result)")
            return
        }
        #expect(error.code == code)
        #expect(error.reason.contains(fragment), "\(error.reason)")
        // Link-level refusals name the link; navigation-level ones name its path.
        #expect(error.path == link || link.hasSuffix(error.path), "\(error.path)")
        #expect(fixture.router.state == before)
    }

    @Test("the authentication handler takes callback links that the policy allows")
    func callbackLinks() async throws {
        let fixture = try await Fixture.acceptingLinks()
        fixture.registry.externalLinkPolicy.allowedHosts.insert("oauth")
        let auth = try #require(fixture.auth)
        auth.acceptCallbacks(withPrefix: "myapp://oauth")
        let result = try await fixture.router.open(link: "myapp://oauth/callback?code=abc").result.get()
        guard case .handledByAuthentication = result else {
            Issue.record("not handled by the handler: \(result)")
            return
        }
        #expect(auth.handledCallbacks == ["myapp://oauth/callback?code=abc"])
        #expect(fixture.paths() == ["/home"])
    }

    @Test("links that arrive before the scene is ready wait, in order, and are delivered once it is")
    func buffering() async throws {
        let fixture = try await Fixture.acceptingLinks(ready: false)
        #expect(!fixture.router.isReadyForLinks)
        let first = fixture.router.open(link: "myapp://open/products/1")
        let second = fixture.router.open(link: "myapp://open/products/2")
        try await Task.sleep(for: .milliseconds(10))
        #expect(first.currentResult == nil && second.currentResult == nil)
        #expect(fixture.router.state.isEmpty)
        _ = try await fixture.router.navigate(toPath: "/home").result.get()
        _ = try await first.result.get()
        _ = try await second.result.get()
        #expect(fixture.paths() == ["/home", "/products/1", "/products/2"])

        // The app can hold links too, then release them.
        fixture.router.setReadyForLinks(false)
        let held = fixture.router.open(link: "myapp://open/products/3")
        try await Task.sleep(for: .milliseconds(10))
        #expect(held.currentResult == nil)
        fixture.router.setReadyForLinks(true)
        _ = try await held.result.get()
        #expect(fixture.paths().last == "/products/3")
    }

    @Test("the app chooses the scene: a given one, the one showing the target, or the most recently active")
    func sceneChoice() async throws {
        let fixture = try await Fixture.acceptingLinks()
        let other = NavigationRouter(scene: NavigationScene(id: "other"), registry: fixture.registry)
        _ = try await other.navigate(toPath: "/products/5").result.get()
        _ = try await fixture.router.navigate(toPath: "/a").result.get()  // main is now the most recent

        let recent = try await fixture.registry.open(link: "myapp://open/accounts/1").result.get()
        guard case .navigated(_, let recentScene) = recent else { Issue.record("\(recent)"); return }
        #expect(recentScene.id == "main")

        let showing = try await fixture.registry.open(link: "myapp://open/products/6", in: .showingTarget).result.get()
        guard case .navigated(_, let showingScene) = showing else { Issue.record("\(showing)"); return }
        #expect(showingScene.id == "other")

        other.activate()
        let activated = try await fixture.registry.open(link: "myapp://open/accounts/2").result.get()
        guard case .navigated(_, let activatedScene) = activated else { Issue.record("\(activated)"); return }
        #expect(activatedScene.id == "other")

        let given = try await fixture.registry.open(link: "myapp://open/accounts/3", in: .scene(fixture.router)).result.get()
        guard case .navigated(_, let givenScene) = given else { Issue.record("\(given)"); return }
        #expect(givenScene.id == "main")
    }

    @Test("a protected deep link goes through login and lands on its target")
    func protectedDeepLink() async throws {
        let fixture = try Fixture()
        fixture.registry.externalLinkPolicy = ExternalLinkPolicy(schemes: ["myapp"], hosts: ["open"])
        let auth = try #require(fixture.auth)
        auth.completesLoginImmediately = false
        _ = try await fixture.router.navigate(toPath: "/home").result.get()
        let link = fixture.router.open(link: "myapp://open/accounts/9")
        #expect(await eventually { fixture.router.pendingNavigation?.path == "/accounts/9" })
        auth.finishLogin(succeeding: true)
        _ = try await link.result.get()
        #expect(fixture.paths() == ["/home", "/accounts/9"])
    }

    @Test("an empty registry of scenes cannot take a link")
    func noScene() async throws {
        let registry = NavigationRegistry()
        registry.externalLinkPolicy = ExternalLinkPolicy(schemes: ["myapp"], hosts: ["open"])
        let error = try #require(
            await {
                if case .failure(let error) = await registry.open(link: "myapp://open/x").result { return error }; return nil
            }())
        #expect(error.code == .invalidLink)
    }
}
