import PathRouter
import PathRouterLocking
import Testing

/// A view model that remembers the parameters it was reused with.
struct ReusableModel: RoutableViewModel {
    var navigationInterceptionExecutionFlow: NavigationInterceptionFlow?
    var parameters: [String: String]
    var reuseCount = 0
    init(parameters: [String: String]?) { self.parameters = parameters ?? [:] }
    mutating func navigationReused(parameters: [String: String]) {
        self.parameters = parameters
        reuseCount += 1
    }
}

/// A view model that counts how often each of its parameter sets was built.
struct BuildCountingModel: RoutableViewModel {
    static let builds = Locked.make([String: Int]())
    var navigationInterceptionExecutionFlow: NavigationInterceptionFlow?
    init(parameters: [String: String]?) {
        let key = (parameters ?? [:]).sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }.joined(separator: "&")
        Self.builds.withLock { $0[key, default: 0] += 1 }
    }
    static func count(_ key: String) -> Int { builds.withLock { $0[key] ?? 0 } }
}

/// A tabbed app: Home, Catalog (products → product → reviews, placed), Account (protected).
struct TabbedApp {
    let registry = NavigationRegistry()
    let router: NavigationRouter
    let auth = InMemoryAuthenticationHandler()

    init(productReuse: ReusePolicy = .alwaysNew, tabs: Bool = true) async throws {
        func open(_ path: String, placement: RoutePlacement? = nil, external: Bool = true, reuse: ReusePolicy = .alwaysNew) -> NavigationRoute {
            NavigationRoute(
                path: path, type: ReusableModel.self, requiresAuthentication: false, allowedExternally: external,
                placement: placement, reuse: reuse)
        }
        try registry.bind(routes: [
            open("/home"), open("/news"), open("/settings", external: false),
            open("/products", placement: RoutePlacement(tab: "catalog")),
            open("/products/:id", placement: RoutePlacement(parent: "/products"), reuse: productReuse),
            open("/products/:id/reviews", placement: RoutePlacement(parent: "/products/:id")),
            open("/drafts/:id", placement: RoutePlacement(parent: "/settings")),
            NavigationRoute(path: "/account", type: ReusableModel.self, placement: RoutePlacement(tab: "account")),
        ])
        registry.authenticationHandler = auth
        registry.externalLinkPolicy = ExternalLinkPolicy(schemes: ["app"], hosts: ["open"])
        router = NavigationRouter(scene: NavigationScene(id: "tabbed"), registry: registry)
        if tabs {
            _ = try await router.setTabs([
                TabDefinition(name: "home", rootPath: "/home"),
                TabDefinition(name: "catalog", rootPath: "/products"),
                TabDefinition(name: "account", rootPath: "/account"),
            ]).result.get()
        } else {
            _ = try await router.navigate(toPath: "/home").result.get()
        }
    }

    func tab(_ name: String) -> [String] {
        router.state.root?.tabs?.tabs.first { $0.name == name }?.screens.map(\.path) ?? []
    }
}

@Suite("Tabs, placement and reuse")
struct TabNavigationTests {
    @Test("setTabs makes the root a tab container showing the selected tab's root; the others wait")
    func declared() async throws {
        let app = try await TabbedApp()
        #expect(
            app.router.state.description == """
                root: tabs
                tab home (selected)
                   └─ /home [ReusableModel]
                tab catalog: not shown yet
                tab account: not shown yet
                """)
        #expect(app.router.tabDefinitions.map(\.name) == ["home", "catalog", "account"])
    }

    @Test("switching tabs keeps each stack; the first visit builds the root; re-selecting pops to it")
    func switching() async throws {
        let app = try await TabbedApp()
        _ = try await app.router.navigate(toPath: "/news").result.get()
        let first = try await app.router.selectTab("catalog").result.get()
        #expect(first.transition.kind == .selectTab && first.transition.added.map(\.path) == ["/products"])
        _ = try await app.router.selectTab("home").result.get()
        #expect(app.router.state.topScreen?.path == "/news", "home kept its stack")
        let again = try await app.router.selectTab("home").result.get()
        #expect(again.transition.kind == .popTabToRoot)
        #expect(app.tab("home") == ["/home"])
        let unknown = await app.router.selectTab("cart").result
        #expect(throws: NavigationError.self) { try unknown.get() }
    }

    @Test("a protected tab goes through the login the first time it is shown")
    func protectedTab() async throws {
        let app = try await TabbedApp()
        let outcome = try await app.router.selectTab("account").result.get()
        #expect(app.auth.loginCalls == 1)
        #expect(outcome.state.selectedTab == "account" && app.tab("account") == ["/account"])
    }

    @Test("a deep link to a placed route closes the modals, selects its tab and builds its parents, as one change")
    func deepLinkBuildsBackStack() async throws {
        let app = try await TabbedApp()
        _ = try await app.router.navigate(toPath: "/settings", modal: true).result.get()
        let changes = Locked.make([SceneTransition]())
        let observation = app.router.addObserver { change in changes.withLock { $0.append(change.transition) } }
        let link = try await app.router.open(link: "app://open/products/42/reviews").result.get()
        observation.cancel()
        guard case .navigated(let outcome, _) = link else {
            Issue.record("not navigated: \(link)")
            return
        }
        #expect(app.router.state.modals.isEmpty && app.router.state.selectedTab == "catalog")
        #expect(app.tab("catalog") == ["/products", "/products/42", "/products/42/reviews"])
        let recorded = changes.withLock { $0 }
        #expect(recorded.count == 1, "one change for the whole chain")
        let transition = try #require(recorded.first)
        #expect(transition.kind == .sequence)
        #expect(transition.steps.map(\.kind) == [.dismissAll, .selectTab, .push])
        #expect(transition.added.map(\.path) == ["/products", "/products/42", "/products/42/reviews"])
        #expect(transition.removed.map(\.path) == ["/settings"])
        #expect(outcome.screen?.parameters["id"] == "42")
        #expect(app.router.state.isWellFormed)
    }

    @Test("a chain continues from the deepest screen the tab already shows")
    func continuesStack() async throws {
        let app = try await TabbedApp()
        _ = try await app.router.navigate(toPath: "/products/7").result.get()
        #expect(app.tab("catalog") == ["/products", "/products/7"])
        let outcome = try await app.router.navigate(toPath: "/products/42/reviews").result.get()
        #expect(app.tab("catalog") == ["/products", "/products/42", "/products/42/reviews"])
        #expect(outcome.transition.removed.map(\.path) == ["/products/7"])
        // A placed screen always lands right above its parent chain: from the reviews, the
        // product's route pops back to /products and shows a new /products/42.
        let old = app.router.state.topScreen
        let product = try await app.router.navigate(toPath: "/products/42").result.get()
        #expect(app.tab("catalog") == ["/products", "/products/42"])
        #expect(product.screen?.id != old?.id && !product.reused)
    }

    struct Refusal: Sendable, CustomTestStringConvertible {
        let name: String
        let act: @Sendable (TabbedApp) async -> NavigationError?
        let code: NavigationError.Code
        let path: String
        var testDescription: String { name }
    }

    static let refusals: [Refusal] = [
        Refusal(
            name: "a deep link whose parent is not allowed externally",
            act: { app in
                if case .failure(let error) = await app.router.open(link: "app://open/drafts/1").result { return error }
                return nil
            }, code: .externalNavigationRefused, path: "/settings"),
        Refusal(
            name: "a parent pattern the child cannot fill (refused when bound)",
            act: { app in
                do {
                    try app.registry.bind(
                        route: NavigationRoute(
                            path: "/orphans/:x", type: ReusableModel.self, requiresAuthentication: false,
                            placement: RoutePlacement(parent: "/products/:id")))
                } catch { return error as? NavigationError }
                return nil
            }, code: .invalidPattern, path: "/orphans/:x"),
        Refusal(
            name: "a multi-path navigation with an unknown path",
            act: { app in
                if case .failure(let error) = await app.router.navigate(toPaths: ["/products", "/nowhere", "/products/1"]).result { return error }
                return nil
            }, code: .routeNotFound, path: "/nowhere"),
    ]

    @Test("a chain that fails anywhere changes nothing, and the error names the screen that failed", arguments: refusals)
    func allOrNothing(refusal: Refusal) async throws {
        let app = try await TabbedApp()
        let before = app.router.state
        let error = try #require(await refusal.act(app))
        #expect(error.code == refusal.code)
        #expect(error.path == refusal.path)
        #expect(app.router.state == before)
    }

    @Test("a reused screen is brought forward from another tab, gets the new parameters, and is never duplicated")
    func reuse() async throws {
        let app = try await TabbedApp(productReuse: .reuse())
        let created = try await app.router.navigate(toPath: "/products/42").result.get()
        _ = try await app.router.navigate(toPath: "/products/42/reviews").result.get()
        _ = try await app.router.selectTab("home").result.get()
        _ = try await app.router.navigate(toPath: "/settings", modal: true).result.get()
        let reused = try await app.router.navigate(toPath: "/products/42?tab=specs").result.get()
        #expect(reused.reused && !created.reused)
        #expect(reused.screen?.id == created.screen?.id)
        #expect(app.router.state.modals.isEmpty && app.router.state.selectedTab == "catalog")
        #expect(app.tab("catalog") == ["/products", "/products/42?tab=specs"])
        let model = try #require(app.router.state.topScreen?.viewModel as? ReusableModel)
        #expect(model.parameters == ["id": "42", "tab": "specs"] && model.reuseCount == 1)
        #expect(reused.transition.steps.map(\.kind) == [.dismissAll, .selectTab, .pop, .updateScreen])
        let other = try await app.router.navigate(toPath: "/products/43").result.get()
        #expect(!other.reused)
        let forced = try await app.router.navigate(toPath: "/products/43", reuse: .alwaysNew).result.get()
        #expect(!forced.reused && forced.screen?.id != other.screen?.id)
    }

    @Test("single top reuses only the visible screen")
    func singleTop() async throws {
        let app = try await TabbedApp(productReuse: .singleTop())
        let first = try await app.router.navigate(toPath: "/products/1").result.get()
        let again = try await app.router.navigate(toPath: "/products/1").result.get()
        #expect(again.reused && again.screen?.id == first.screen?.id)
        _ = try await app.router.navigate(toPath: "/products/1/reviews").result.get()
        let below = try await app.router.navigate(toPath: "/products/1", reuse: .singleTop()).result.get()
        #expect(!below.reused)
    }

    @Test("several paths in one step, in a scene without tabs")
    func multiPath() async throws {
        let app = try await TabbedApp(tabs: false)
        let outcome = try await app.router.navigate(toPaths: ["/news", "/settings"]).result.get()
        #expect(app.router.state.allScreens.map(\.path) == ["/home", "/news", "/settings"])
        #expect(outcome.transition.kind == .push && outcome.transition.added.map(\.path) == ["/news", "/settings"])
        // Without tabs a placed route's parents still build under it.
        _ = try await app.router.navigate(toPath: "/products/5/reviews").result.get()
        #expect(app.router.state.allScreens.map(\.path).suffix(3) == ["/products", "/products/5", "/products/5/reviews"])
    }

    @Test("logout, links, save and restore understand tabs")
    func everythingElse() async throws {
        let app = try await TabbedApp()
        _ = try await app.router.selectTab("account").result.get()
        _ = try await app.router.navigate(toPath: "/products/3").result.get()
        _ = try await app.router.selectTab("home").result.get()
        // A link to a screen in a tab that is not selected finds its scene.
        let other = NavigationRouter(scene: NavigationScene(id: "other"), registry: app.registry)
        _ = try await other.navigate(toPath: "/home").result.get()
        other.activate()
        let link = try await app.registry.open(link: "app://open/products/3", in: .showingTarget).result.get()
        if case .navigated(_, let scene) = link { #expect(scene == app.router.scene) }
        // Save and restore keep the tabs, the selection and each stack.
        let saved = app.router.savedState()
        let copy = NavigationRouter(scene: NavigationScene(id: "copy"), registry: app.registry)
        let report = await copy.restore(saved)
        #expect(report.failures.isEmpty)
        #expect(copy.state.description == app.router.state.description)
        // Logout removes protected screens from every tab.
        await app.registry.logout()
        #expect(app.tab("account").isEmpty)
        #expect(app.router.state.isWellFormed)
        #expect(!app.router.canNavigate(toPath: "/drafts/1", externally: true), "canNavigate checks the chain")
    }

    @Test("a parent path that a more specific route shadows is shown as that route, as a navigation to it would be")
    func shadowedParent() async throws {
        let app = try await TabbedApp(tabs: false)
        try app.registry.bind(route: NavigationRoute(path: "/products/new", type: ReusableModel.self, requiresAuthentication: false))
        _ = try await app.router.navigate(toPath: "/products/new/reviews").result.get()
        // The literal route has no placement of its own: the chain stops at it.
        #expect(app.router.state.allScreens.map(\.pattern) == ["/home", "/products/new", "/products/:id/reviews"])
        _ = try await app.router.navigate(toPath: "/products/7/reviews").result.get()
        let product = try #require(app.router.state.allScreens.first { $0.path == "/products/7" })
        #expect(product.pattern == "/products/:id" && product.parameters == ["id": "7"])
    }

    @Test("a parent that no route can shadow is found without a resolve until a bind makes one that can")
    func shadowingAfterBind() async throws {
        let app = try await TabbedApp(tabs: false)
        _ = try await app.router.navigate(toPath: "/products/new/reviews").result.get()
        #expect(app.router.state.allScreens.map(\.pattern) == ["/home", "/products", "/products/:id", "/products/:id/reviews"])
        // (A chain continues a stack from a screen with the same path whatever its route: start afresh.)
        try app.registry.bind(route: NavigationRoute(path: "/products/new", type: ReusableModel.self, requiresAuthentication: false))
        _ = try await app.router.navigate(toPath: "/home", replace: true).result.get()
        _ = try await app.router.navigate(toPath: "/products/new/reviews").result.get()
        #expect(app.router.state.allScreens.map(\.pattern) == ["/home", "/products/new", "/products/:id/reviews"])
        _ = app.registry.unbind(route: NavigationRoute(path: "/products/new", type: ReusableModel.self, requiresAuthentication: false))
        _ = try await app.router.navigate(toPath: "/home", replace: true).result.get()
        _ = try await app.router.navigate(toPath: "/products/new/reviews").result.get()
        #expect(app.router.state.allScreens.map(\.pattern) == ["/home", "/products", "/products/:id", "/products/:id/reviews"])
    }

    @Test("a deep link builds only the missing part of its chain: the parents its tab shows get no new view model or screen")
    func buildsOnlyTheMissingParents() async throws {
        let registry = NavigationRegistry()
        func counted(_ path: String, _ placement: RoutePlacement) -> NavigationRoute {
            NavigationRoute(path: path, type: BuildCountingModel.self, requiresAuthentication: false, placement: placement)
        }
        try registry.bind(routes: [
            NavigationRoute(path: "/lobby", type: ReusableModel.self, requiresAuthentication: false),
            counted("/shelves", RoutePlacement(tab: "shelves")),
            counted("/shelves/:shelf", RoutePlacement(parent: "/shelves")),
            counted("/shelves/:shelf/books/:book", RoutePlacement(parent: "/shelves/:shelf")),
        ])
        let router = NavigationRouter(scene: NavigationScene(id: "missing-parents"), registry: registry)
        _ = try await router.setTabs([TabDefinition(name: "lobby", rootPath: "/lobby"), TabDefinition(name: "shelves", rootPath: "/shelves")]).result.get()
        _ = try await router.selectTab("shelves").result.get()
        let root = try #require(router.state.topScreen)
        _ = try await router.selectTab("lobby").result.get()
        let rootBuilds = BuildCountingModel.count("")
        let outcome = try await router.navigate(toPath: "/shelves/s1/books/b1").result.get()
        // The tab's root is shown: it stays as it is; the shelf and the book are built once each.
        #expect(BuildCountingModel.count("") == rootBuilds)
        #expect(BuildCountingModel.count("shelf=s1") == 1 && BuildCountingModel.count("book=b1&shelf=s1") == 1)
        #expect(router.state.root?.tabs?.selectedTab.screens.map(\.path) == ["/shelves", "/shelves/s1", "/shelves/s1/books/b1"])
        #expect(router.state.root?.tabs?.selectedTab.screens.first?.id == root.id)
        #expect(outcome.change.transition.added.map(\.path) == ["/shelves/s1", "/shelves/s1/books/b1"])
        // Over a shown chain: the shown shelf stays, only the new book is built, the old one popped.
        let shelf = try #require(router.state.root?.tabs?.selectedTab.screens[1])
        let again = try await router.navigate(toPath: "/shelves/s1/books/b2").result.get()
        #expect(BuildCountingModel.count("shelf=s1") == 1 && BuildCountingModel.count("book=b2&shelf=s1") == 1)
        let book = try #require(again.screen)
        #expect(router.state.root?.tabs?.selectedTab.screens.map(\.id) == [root.id, shelf.id, book.id])
        #expect(again.change.transition.removed.map(\.path) == ["/shelves/s1/books/b1"])
    }

    @Test("a scene whose tabs a logout emptied gets its tab bar back with the next navigation into a tab")
    func tabsComeBack() async throws {
        let registry = NavigationRegistry()
        try registry.bind(routes: [
            NavigationRoute(path: "/inbox", type: ReusableModel.self, placement: RoutePlacement(tab: "inbox")),
            NavigationRoute(path: "/profile", type: ReusableModel.self, placement: RoutePlacement(tab: "profile")),
        ])
        let auth = InMemoryAuthenticationHandler(authenticated: true)
        registry.authenticationHandler = auth
        let router = NavigationRouter(scene: NavigationScene(id: "protected-tabs"), registry: registry)
        _ = try await router.setTabs([TabDefinition(name: "inbox", rootPath: "/inbox"), TabDefinition(name: "profile", rootPath: "/profile")]).result.get()
        await registry.logout()
        #expect(router.state.isEmpty)
        _ = try await router.selectTab("profile").result.get()
        #expect(router.state.rootLayout == .tabs && router.state.selectedTab == "profile")
        #expect(router.state.root?.tabs?.tabs.map(\.screens.count) == [0, 1])
    }

    @Test("a split: the primary column shows its path, pushes land in the detail column, collapsed ones in the primary")
    func split() async throws {
        let app = try await TabbedApp(tabs: false)
        _ = try await app.router.setSplit(primaryPath: "/home").result.get()
        _ = try await app.router.navigate(toPath: "/news").result.get()
        #expect(app.router.state.root?.split?.primary.map(\.path) == ["/home"])
        #expect(app.router.state.root?.split?.secondary.map(\.path) == ["/news"])
        _ = try await app.router.pop().result.get()
        _ = try await app.router.setCollapsed(true).result.get()
        _ = try await app.router.navigate(toPath: "/settings").result.get()
        #expect(app.router.state.root?.split?.primary.map(\.path) == ["/home", "/settings"])
        let saved = app.router.savedState()
        let copy = NavigationRouter(scene: NavigationScene(id: "split-copy"), registry: app.registry)
        _ = await copy.restore(saved)
        #expect(copy.state.description == app.router.state.description)
        let plain = try await TabbedApp(tabs: false)
        #expect(throws: NavigationError.self) { try plainResult(plain) }
    }
}

private func plainResult(_ app: TabbedApp) throws {
    if case .failure(let error)? = app.router.setCollapsed(true).currentResult { throw error }
}
