import PathRouter
import PathRouterAuth
import PathRouterTestSupport
import Testing

/// Link hosts are compared as ASCII: a look-alike written with other characters is another
/// host, and names its IDNA (`xn--`) form, never the letters Unicode case rules map it to.
@Suite("Link hosts")
struct LinkHostTests {
    static func fixture(hosts: Set<String>) async throws -> Fixture {
        let fixture = try Fixture(authenticated: true)
        fixture.registry.externalLinkPolicy = ExternalLinkPolicy(schemes: ["https"], hosts: hosts)
        _ = try await fixture.router.navigate(toPath: "/home").result.get()
        return fixture
    }

    @Test("a host spelled with a Kelvin sign does not pass a policy for the host with a k")
    func kelvinSign() async throws {
        let fixture = try await Self.fixture(hosts: ["kiosk.example.com"])
        let error = await fixture.router.open(link: "https://\u{212A}iosk.example.com/products/1").error
        #expect(error?.code == .externalNavigationRefused)
        #expect(fixture.paths() == ["/home"])
        // The ASCII spelling in any case still passes.
        let link = try ExternalLink("https://KIOSK.example.com/products/1")
        #expect(link.host == "kiosk.example.com")
        _ = try await fixture.router.open(link: "https://KIOSK.example.com/products/1").result.get()
    }

    @Test(
        "a non-ASCII host passes only a policy that names its IDNA form, written either way",
        arguments: ["xn--bcher-kva.example", "bücher.example"])
    func idnaForm(policyHost: String) async throws {
        let fixture = try await Self.fixture(hosts: [policyHost])
        let link = try ExternalLink("https://bücher.example/products/2")
        #expect(link.host == "xn--bcher-kva.example")
        _ = try await fixture.router.open(link: "https://bücher.example/products/2").result.get()
        _ = try await fixture.router.open(link: "https://xn--bcher-kva.example/products/3").result.get()
        #expect(fixture.paths() == ["/home", "/products/2", "/products/3"])
    }

    @Test(
        "RFC 3492's examples encode as published",
        arguments: [
            ("münchen", "xn--mnchen-3ya"), ("bücher", "xn--bcher-kva"), ("ABC", "abc"),
            ("\u{212A}iosk", "xn--iosk-ue8a"), ("例え", "xn--r8jz45g"),
        ])
    func punycode(host: String, expected: String) {
        #expect(ExternalLinkPolicy(hosts: [host]).allowedHosts == [expected])
    }

    @Test("callbacks accepted for a host do not take its Kelvin-sign look-alike")
    func callbackLookAlike() {
        let auth = InMemoryAuthenticationHandler()
        auth.acceptCallbacks(scheme: "myapp", host: "kiosk")
        #expect(!auth.canHandleCallbackUrl("myapp://\u{212A}iosk/done"))
        #expect(auth.canHandleCallbackUrl("myapp://KIOSK/done"))
    }

    @Test("a link without a host passes only a policy that accepts links without a host", arguments: ["myapp:/products/1", "myapp:///products/1"])
    func noHost(link: String) async throws {
        let fixture = try Fixture(authenticated: true)
        fixture.registry.externalLinkPolicy = ExternalLinkPolicy(schemes: ["myapp"], hosts: ["open"])
        _ = try await fixture.router.navigate(toPath: "/home").result.get()
        let refused = await fixture.router.open(link: link).error
        #expect(refused?.code == .externalNavigationRefused)
        #expect(refused?.reason.contains("names no host") == true)
        #expect(fixture.paths() == ["/home"])
        fixture.registry.externalLinkPolicy = ExternalLinkPolicy(schemes: ["myapp", "https"], acceptsLinksWithoutHost: true)
        _ = try await fixture.router.open(link: link).result.get()
        #expect(fixture.paths() == ["/home", "/products/1"])
        // Never a web link without a host.
        #expect(await fixture.router.open(link: "https:/products/1").error?.code == .externalNavigationRefused)
    }
}

/// Custom-scheme links that carry the path's first segment in the host
/// (`recipes://products/42`): a policy says so per scheme, and a refusal of a link whose host
/// was dropped says what to do.
@Suite("Links whose host is a path segment")
struct LinkHostSegmentTests {
    @Test("a scheme whose host is the first segment navigates to host and path, query kept")
    func hostIsFirstSegment() async throws {
        let fixture = try Fixture(authenticated: true)
        fixture.registry.externalLinkPolicy = ExternalLinkPolicy(schemes: ["recipes"], hostIsFirstSegment: ["Recipes"])
        _ = try await fixture.router.navigate(toPath: "/home").result.get()
        let outcome = try await fixture.router.open(link: "recipes://products/42?servings=4").result.get()
        guard case .navigated(let navigation, _) = outcome else {
            Issue.record("not navigated: \(outcome)")
            return
        }
        #expect(navigation.screen?.path == "/products/42?servings=4")
        #expect(fixture.paths().last == "/products/42?servings=4")
        // The host alone: its own path.
        let error = await fixture.router.open(link: "recipes://settings").error
        #expect(error?.path == "/settings")
        // The host is not a host here: no host list applies, the routes decide.
        #expect(await fixture.router.open(link: "recipes://nowhere/1").error?.code == .routeNotFound)
    }

    @Test("a web scheme's host stays a host")
    func webHostStays() {
        #expect(ExternalLinkPolicy(schemes: ["https"], hostIsFirstSegment: ["https", "recipes"]).hostIsFirstSegment == ["recipes"])
    }

    @Test("a link whose host was dropped and whose path matches nothing says so")
    func droppedHostExplained() async throws {
        let fixture = try Fixture(authenticated: true)
        fixture.registry.externalLinkPolicy = ExternalLinkPolicy(schemes: ["recipes"], hosts: ["products"])
        _ = try await fixture.router.navigate(toPath: "/home").result.get()
        let error = await fixture.router.open(link: "recipes://products/42").error
        #expect(error?.code == .routeNotFound && error?.path == "/42")
        #expect(error?.reason.contains("the link's host 'products' is not part of the path") == true, "\(String(describing: error))")
        #expect(error?.reason.contains("hostIsFirstSegment") == true)
    }
}
