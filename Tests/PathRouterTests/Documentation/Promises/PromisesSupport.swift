import Foundation
import PathRouter
import Testing

// What the tests of the docs' promises share (Documentation/Promises): written from the
// documentation only (README.md, the DocC articles, api/public-api.txt), with public API alone.

/// A screen that needs nothing from its path.
struct AcceptanceScreen: RoutableViewModel {
    var navigationInterceptionExecutionFlow: NavigationInterceptionFlow?
    init(parameters: [String: String]?) {}
}

/// A thread-safe list an observer appends to.
final class AcceptanceRecorder<Element: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private var items: [Element] = []

    func append(_ element: Element) {
        lock.lock()
        items.append(element)
        lock.unlock()
    }

    var all: [Element] {
        lock.lock()
        defer { lock.unlock() }
        return items
    }
}

/// A bank: protected accounts and payments, each in its own tab, with chains of parents;
/// a login screen the router shows; links allowed for `bank://open/…`.
struct AcceptanceBank {
    static let tabs = [
        TabDefinition(name: "accounts", rootPath: "/accounts"),
        TabDefinition(name: "payments", rootPath: "/payments"),
    ]

    let registry: NavigationRegistry
    let login: LoginScreenAuthentication
    let failures = AcceptanceRecorder<NavigationFailure>()
    let events = AcceptanceRecorder<NavigationEvent>()

    init(policy: ExternalLinkPolicy = ExternalLinkPolicy(schemes: ["bank"], hosts: ["open"])) throws {
        registry = NavigationRegistry()
        func route(
            _ path: String, tab: String? = nil, parent: String? = nil, protected: Bool = true,
            external: Bool = true
        ) -> NavigationRoute {
            NavigationRoute(
                path: path, type: AcceptanceScreen.self, requiresAuthentication: protected,
                allowedExternally: external,
                placement: (tab == nil && parent == nil) ? nil : RoutePlacement(tab: tab, parent: parent))
        }
        try registry.bind(routes: [
            route("/accounts", tab: "accounts"),
            route("/accounts/:id", parent: "/accounts"),
            route("/accounts/:id/history", parent: "/accounts/:id"),
            route("/payments", tab: "payments"),
            route("/payments/:id", parent: "/payments"),
            route("/settings"),
            route("/home", tab: "home", protected: false),
            route("/help", protected: false),
            route("/login", protected: false, external: false),
        ])
        login = LoginScreenAuthentication()
        registry.authenticationHandler = login
        registry.loginPath = "/login"
        registry.externalLinkPolicy = policy
        let failures = self.failures
        registry.addFailureObserver { failures.append($0) }
        let events = self.events
        registry.addEventObserver { events.append($0) }
    }

    func window(_ id: String) -> NavigationRouter {
        NavigationRouter(scene: NavigationScene(id: id), registry: registry, screenIDs: Screen.ID.Source())
    }

    /// The user signs in; then each handle ends, and must have landed (an error is recorded,
    /// naming the handle). Returns the scene afterwards.
    func signInAndLand(
        _ handles: [any Landing], in window: NavigationRouter, sourceLocation: SourceLocation = #_sourceLocation
    ) async -> SceneState {
        login.signIn(as: "ada")
        for (index, handle) in handles.enumerated() {
            let error = await handle.landingError
            #expect(error == nil, "handle \(index): \(String(describing: error))", sourceLocation: sourceLocation)
        }
        return window.state
    }

    /// How many failures the registry's observers saw whose path mentions `path`.
    func failureCount(mentioning path: String) -> Int {
        failures.all.filter { $0.error.path.contains(path) }.count
    }
}

extension SceneState {
    /// The tab bar's tab names, or nil when the root is not a tab container.
    var acceptanceTabNames: [String]? { root?.tabs?.tabs.map(\.name) }

    /// The paths of one tab of the root's tab bar.
    func acceptancePaths(ofTab name: String) -> [String]? {
        root?.tabs?.tabs.first { $0.name == name }?.screens.map(\.path)
    }

    var acceptanceSelectedTab: String? { root?.tabs?.selectedTab.name }

    var acceptanceModalPaths: [[String]] { modals.map { $0.presentation.screens.map(\.path) } }

    var acceptanceAllPaths: [String] { allScreens.map(\.path) }
}

extension Result {
    var acceptanceError: Failure? {
        if case .failure(let error) = self { return error }
        return nil
    }
}

/// A handle whose end says whether it landed: a navigation's or a link's.
protocol Landing: Sendable {
    /// The error it ended with, or `nil` when it landed (waits for its end).
    var landingError: NavigationError? { get async }
}

extension NavigationHandle: Landing {
    var landingError: NavigationError? { get async { await result.acceptanceError } }
}

extension LinkHandle: Landing {
    var landingError: NavigationError? { get async { await result.acceptanceError } }
}
