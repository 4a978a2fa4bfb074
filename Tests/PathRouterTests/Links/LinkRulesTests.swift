#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import PathRouter
import PathRouterLocking
import PathRouterTestSupport
import Testing

/// A handler written as NavigationRouter's documentation shows it: the callback methods take
/// a `URL`.
final class URLCallbackHandler: NavigationRouterAuthenticationHandler {
    private let handled = Locked<[String]>.make([])
    var isAuthenticated: Bool { false }
    var handledHosts: [String] { handled.withLock { $0 } }
    func login(completion: (@Sendable () -> Void)?) { completion?() }
    func logout(completion: (@Sendable () -> Void)?) { completion?() }
    func canHandleCallbackUrl(_ url: URL) -> Bool { url.host == "oauth" }
    func handleCallbackUrl(_ url: URL) { handled.withLock { $0.append(url.host ?? "") } }
}

/// Links meet the policy before anything else, callbacks are matched by their parts, a link
/// never crosses registries, and a buffered link is checked again when it is delivered.
@Suite("Link rules")
struct LinkRulesTests {
    @Test("a callback link whose host the policy does not allow is refused before the handler sees it")
    func policyBeforeCallbacks() async throws {
        let fixture = try await Fixture.acceptingLinks()
        let auth = try #require(fixture.auth)
        auth.acceptCallbacks(scheme: "myapp", host: "oauth")
        let error = await fixture.router.open(link: "myapp://oauth/callback?code=abc").error
        #expect(error?.code == .externalNavigationRefused)
        #expect(auth.handledCallbacks.isEmpty)
    }

    struct CallbackCase: Sendable, CustomTestStringConvertible {
        let accepted: String
        let link: String
        let handled: Bool
        var testDescription: String { "\(accepted) \(handled ? "takes" : "does not take") \(link)" }
    }

    static let callbackCases: [CallbackCase] = [
        CallbackCase(accepted: "myapp://oauth", link: "myapp://oauth/callback?code=1", handled: true),
        CallbackCase(accepted: "myapp://oauth", link: "MYAPP://OAUTH/callback", handled: true),
        CallbackCase(accepted: "myapp://oauth", link: "myapp://oauth.evil/callback", handled: false),
        CallbackCase(accepted: "myapp://oauth", link: "myapp://oauthx/callback", handled: false),
        CallbackCase(accepted: "myapp://oauth", link: "myapp://user@oauth/callback", handled: false),
        CallbackCase(accepted: "myapp://oauth/done", link: "myapp://oauth/done?code=1", handled: true),
        CallbackCase(accepted: "myapp://oauth/done", link: "myapp://oauth/done/more", handled: true),
        CallbackCase(accepted: "myapp://oauth/done", link: "myapp://oauth/donexyz", handled: false),
        CallbackCase(accepted: "myapp://oauth/done", link: "myapp://oauth/", handled: false),
        CallbackCase(accepted: "myapp://oauth", link: "other://oauth/callback", handled: false),
    ]

    @Test("the in-memory handler matches callbacks by scheme, host and path, not by string prefix", arguments: callbackCases)
    func callbackMatching(testCase: CallbackCase) {
        let auth = InMemoryAuthenticationHandler()
        auth.acceptCallbacks(withPrefix: testCase.accepted)
        #expect(auth.canHandleCallbackUrl(testCase.link) == testCase.handled)
    }

    @Test("a handler whose callback methods take a URL, as NavigationRouter documented, is called")
    func urlCallbackHandler() async throws {
        let fixture = try await Fixture.acceptingLinks()
        fixture.registry.externalLinkPolicy.allowedHosts.insert("oauth")
        let handler = URLCallbackHandler()
        fixture.registry.authenticationHandler = handler
        let result = try await fixture.router.open(link: "myapp://oauth/callback?code=abc").result.get()
        guard case .handledByAuthentication = result else {
            Issue.record("not handled by the handler: \(result)")
            return
        }
        #expect(handler.handledHosts == ["oauth"])
        _ = try await fixture.router.open(link: "myapp://open/products/1").result.get()
        #expect(handler.handledHosts == ["oauth"])
    }

    @Test("a link sent to a router of another registry is refused")
    func otherRegistry() async throws {
        let fixture = try await Fixture.acceptingLinks()
        let other = try await Fixture.acceptingLinks()
        let error = await fixture.registry.open(link: "myapp://open/products/1", in: .scene(other.router)).error
        #expect(error?.code == .invalidLink)
        #expect(other.paths() == ["/home"])
    }

    @Test("a buffered link is checked against the policy in force when it is delivered")
    func bufferedLinkRechecked() async throws {
        let fixture = try await Fixture.acceptingLinks(ready: false)
        let link = fixture.router.open(link: "myapp://open/products/1")
        fixture.registry.externalLinkPolicy = ExternalLinkPolicy(schemes: ["https"], hosts: ["example.com"])
        _ = try await fixture.router.navigate(toPath: "/home").result.get()
        #expect(await link.error?.code == .externalNavigationRefused)
        #expect(fixture.paths() == ["/home"])
    }

    @Test("a buffered link lands only on a route still allowed externally")
    func bufferedLinkRouteRebound() async throws {
        let fixture = try await Fixture.acceptingLinks(ready: false)
        let link = fixture.router.open(link: "myapp://open/products/1")
        fixture.registry.unbind(path: "/products/:id")
        try fixture.registry.bind(route: NavigationRoute(path: "/products/:id", type: ScreenModel.self, requiresAuthentication: false))
        _ = try await fixture.router.navigate(toPath: "/home").result.get()
        #expect(await link.error?.code == .externalNavigationRefused)
        #expect(fixture.paths() == ["/home"])
    }

    @Test("a cold scene flooded with links holds a bounded number and refuses the rest with a typed error")
    func floodedColdScene() async throws {
        let fixture = try await Fixture.acceptingLinks(ready: false)
        var refused = 0
        for index in 0..<5_000 {
            if case .failure(let error)? = fixture.router.open(link: "myapp://open/products/\(index)").currentResult {
                #expect(error.code == .limitExceeded)
                refused += 1
            }
        }
        #expect(refused == 4_000)
        fixture.router.close()
    }
}
