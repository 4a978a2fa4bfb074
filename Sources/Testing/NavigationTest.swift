import PathRouter
import PathRouterModules

/// A navigation test's world in one call: a registry loaded from your modules, the scenes you
/// name, a scripted login, and predictable screen ids (`#1`, `#2`, … per scene). Each scene is a
/// ``SceneUnderTest`` that records what happened, checks its state against the tree text
/// `state.description` prints, and follows its transition records with a
/// ``MirrorRenderer`` (a UI built from the records must stay in sync).
///
/// ```swift
/// import PathRouterTesting
/// import Testing
///
/// @Test func productDeepLink() async throws {
///     let test = try NavigationTest(modules: [CatalogModule.self])
///     let main = try test.scene()
///     try await main.navigate(to: "/products/42")
///     try main.expectTransitions(["push +/products/42"])
///     try main.expectState("""
///         root: stack
///         └─ /products/42 [ProductViewModel]
///         """)
///     try test.finish()
/// }
/// ```
///
/// In ``Mode/exhaustive`` mode (the default), every transition and event a scene reports must
/// be expected before the next action and before ``finish()``; ``Mode/relaxed`` checks only
/// what the test asks for.
public final class NavigationTest: Sendable {
    /// How strictly a test accounts for what happened.
    public enum Mode: Sendable {
        /// Every transition and event must be expected (like an exhaustive `TestStore`).
        case exhaustive
        /// Only what the test asks about is checked.
        case relaxed
    }

    /// The user's session at the start, and what a login does.
    public enum Login: Sendable {
        /// Logged in; logins succeed.
        case loggedIn
        /// Logged out; logins succeed at once.
        case succeeds
        /// Logged out; logins fail at once.
        case fails
        /// Logged out; a login waits until the test calls ``NavigationTest/finishLogin(succeeding:)``.
        case waits
    }

    public let registry: NavigationRegistry
    /// The scripted authentication handler the registry uses.
    public let authentication: InMemoryAuthenticationHandler
    public let mode: Mode
    private let scenes: [String: SceneUnderTest]
    private let order: [String]

    /// Builds the registry from `modules`, sets the scripted login, runs `configure`, and makes
    /// the scenes.
    ///
    /// The scripted login is the registry's handler unless `configure` sets the app's own,
    /// which is then kept (``authentication`` is still the scripted handler, unused).
    /// - Throws: the error of a module that fails to load, or what `configure` throws.
    @_disfavoredOverload  // `modules: []` is the other one's
    public convenience init(
        modules: [any RoutableModule.Type], scenes: [String] = ["main"], login: Login = .succeeds,
        mode: Mode = .exhaustive, configure: (NavigationRegistry) throws -> Void = { _ in }
    ) throws {
        try self.init(modules: modules.map { $0.init() }, scenes: scenes, login: login, mode: mode, configure: configure)
    }

    /// The same, with modules that hold their dependencies (``FeatureModule``): a test makes
    /// the app's modules with a stand-in for the dependency it replaces, for this test only.
    ///
    /// ```swift
    /// var dependencies = ShopDependencies.live
    /// dependencies.products = StubProducts(["42": "Teapot"])
    /// let test = try NavigationTest(modules: ShopModules.all(dependencies))
    /// ```
    public init(
        modules: [any FeatureModule], scenes: [String] = ["main"], login: Login = .succeeds,
        mode: Mode = .exhaustive, configure: (NavigationRegistry) throws -> Void = { _ in }
    ) throws {
        let registry = NavigationRegistry()
        try RoutableModulesFactory.load(modules, into: registry)
        let authentication = InMemoryAuthenticationHandler(authenticated: login == .loggedIn)
        authentication.nextLoginSucceeds = login != .fails
        authentication.completesLoginImmediately = login != .waits
        registry.authenticationHandler = authentication
        try configure(registry)
        self.registry = registry
        self.authentication = authentication
        self.mode = mode
        order = scenes
        var made: [String: SceneUnderTest] = [:]
        for id in scenes where made[id] == nil {
            made[id] = SceneUnderTest(
                router: NavigationRouter(scene: NavigationScene(id: id), registry: registry, screenIDs: Screen.ID.Source()),
                mode: mode)
        }
        self.scenes = made
    }

    /// The scene named `id` (default: the first scene).
    /// - Throws: ``NavigationTestFailure`` naming the scenes the test has, for an unknown id.
    public func scene(_ id: String? = nil, fileID: String = #fileID, line: Int = #line) throws -> SceneUnderTest {
        guard let name = id ?? order.first, let scene = scenes[name] else {
            throw NavigationTestFailure(
                "the test has no scene '\(id ?? "")'; its scenes: \(order.joined(separator: ", "))", fileID: fileID, line: line)
        }
        return scene
    }

    /// Completes the login a navigation waits for (with ``Login/waits``), then waits until every
    /// scene is idle.
    public func finishLogin(succeeding: Bool) async {
        authentication.finishLogin(succeeding: succeeding)
        await settle()
    }

    /// Logs out (protected screens leave every scene), then waits until every scene is idle.
    public func logout() async {
        await registry.logout()
        await settle()
    }

    /// Waits until every scene has applied (or parked) everything asked of it, without sleeping.
    public func settle() async {
        for id in order { await scenes[id]!.router.idle() }
    }

    /// Ends the test: in exhaustive mode every scene's transitions and events must have been
    /// expected; in both modes every scene's mirror must agree with its state.
    public func finish(fileID: String = #fileID, line: Int = #line) throws {
        for id in order { try scenes[id]!.finish(fileID: fileID, line: line) }
    }
}
