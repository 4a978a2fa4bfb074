import PathRouter
import PathRouterTestSupport
import Testing

@Suite("Registry")
struct NavigationRegistryTests {
    @Test(
        "binding a pattern twice, or one that differs only in parameter names, is a conflict naming both",
        arguments: [
            ("/a/:id", "/a/:id"),
            ("/a/:id", "/a/{key}"),
            ("/a/:id/b", "/a/{x}/b/"),
            ("/files/**", "/files/**rest"),
            ("/", "/"),
            ("/a/*", "/a/*"),
        ])
    func conflicts(first: String, second: String) throws {
        let registry = try registry([first])
        let error = #expect(throws: NavigationError.self) { try registry.bind(route: route(second)) }
        #expect(error?.code == .routeConflict)
        #expect(error?.path == second)
        #expect(error?.nearestPattern == first)
        #expect(error?.description.contains(first) == true)
        #expect(registry.routes.map(\.path) == [first])
    }

    @Test(
        "patterns of different shapes do not conflict",
        arguments: [
            ("/a/:id", "/a/*"),
            ("/a/:id", "/a/new"),
            ("/a/**", "/a"),
            ("/a/**", "/a/*"),
            ("/a/:id", "/a/:id/b"),
        ])
    func noConflict(first: String, second: String) throws {
        let registry = try registry([first, second])
        #expect(registry.routes.map(\.path) == [first, second])
    }

    @Test("bind(routes:) binds all or none")
    func batchIsAtomic() throws {
        let registry = try registry(["/existing"])
        let batchWithInternalConflict = ["/new/1", "/new/2", "/new/:x", "/new/{y}"].map(route)
        #expect(throws: NavigationError.self) { try registry.bind(routes: batchWithInternalConflict) }
        // The bad pattern is checked after "/ok" went in: the batch puts its backup back.
        let batchWithBadPattern = ["/ok", "/bad//pattern"].map(route)
        let bad = #expect(throws: NavigationError.self) { try registry.bind(routes: batchWithBadPattern) }
        #expect(bad?.code == .invalidPattern)
        #expect(bad?.path == "/bad//pattern")
        #expect(throws: NavigationError.self) { try registry.resolve("/ok") }
        let batchWithExistingConflict = ["/fresh", "/existing"].map(route)
        #expect(throws: NavigationError.self) { try registry.bind(routes: batchWithExistingConflict) }
        #expect(registry.routes.map(\.path) == ["/existing"])
        #expect(throws: NavigationError.self) { try registry.resolve("/new/1") }
        #expect(throws: NavigationError.self) { try registry.resolve("/fresh") }
    }

    @Test("unbind removes the route by shape; the table keeps working")
    func unbind() throws {
        let registry = try registry(["/users/new", "/users/:id", "/files/**"])
        #expect(registry.unbind(path: "/users/new")?.path == "/users/new")
        #expect(try registry.resolve("/users/new").route.path == "/users/:id")
        #expect(registry.unbind(route: route("/users/{other}"))?.path == "/users/:id")
        let error = #expect(throws: NavigationError.self) { try registry.resolve("/users/42") }
        #expect(error?.code == .routeNotFound)
        #expect(registry.unbind(routes: [route("/files/**"), route("/missing")]).map(\.path) == ["/files/**"])
        #expect(registry.unbind(path: "/never/bound") == nil)
        #expect(registry.unbind(path: "not a pattern") == nil)
        #expect(registry.routes.isEmpty)
        try registry.bind(route: route("/users/:id"))
        #expect(try registry.resolve("/users/7").parameters == ["id": "7"])
    }

    @Test("a miss after unbinding still names a live nearest pattern")
    func nearestAfterUnbind() throws {
        let registry = try registry(["/a/b", "/a/c/d"])
        registry.unbind(path: "/a/b")
        let error = #expect(throws: NavigationError.self) { try registry.resolve("/a") }
        #expect(error?.nearestPattern == "/a/c/d")
    }

    @Test("route(forPattern:) finds a route by shape")
    func lookupByPattern() throws {
        let registry = try registry(["/users/:id", "/files/**"])
        #expect(registry.route(forPattern: "/users/{x}")?.path == "/users/:id")
        #expect(registry.route(forPattern: "/files/**rest")?.path == "/files/**")
        #expect(registry.route(forPattern: "/users") == nil)
        #expect(registry.route(forPattern: "bad") == nil)
    }

    @Test("removeAll empties the registry")
    func removeAll() throws {
        let registry = try registry(["/a", "/b"])
        registry.removeAll()
        #expect(registry.routes.isEmpty)
        try registry.bind(route: route("/a"))
        #expect(registry.routes.count == 1)
    }

    @Test("the required-parameters check names every missing parameter")
    func requiredParameters() throws {
        let registry = NavigationRegistry()
        try registry.bind(route: NavigationRoute(path: "/items/:id", type: RequiringViewModel.self))
        let complete = try registry.resolve("/items/1?tab=info")
        #expect(complete.missingParameters.isEmpty)
        try complete.checkRequiredParameters()

        let incomplete = try registry.resolve("/items/1")
        #expect(incomplete.missingParameters == ["tab"])
        let error = #expect(throws: NavigationError.self) { try incomplete.checkRequiredParameters() }
        #expect(error?.code == .missingParameters)
        #expect(error?.missingParameters == ["tab"])
        #expect(error?.path == "/items/1")
        #expect(error?.reason.contains("'tab'") == true)

        let route = NavigationRoute(path: "/x", type: RequiringViewModel.self)
        #expect(route.missingParameters(in: [:]) == ["id", "tab"])
        #expect(NavigationRoute(path: "/y", type: RecordingViewModel.self).missingParameters(in: [:]).isEmpty)
    }

    @Test("routes require authentication and refuse external navigation unless told otherwise")
    func routeDefaults() {
        let route = NavigationRoute(path: "/a", type: RecordingViewModel.self)
        #expect(route.requiresAuthentication)
        #expect(!route.allowedExternally)
    }

    @Test("the static NavigationRouter API binds into the current registry")
    func staticAPIUsesCurrentRegistry() throws {
        let scoped = NavigationRegistry()
        try NavigationRegistry.$current.withValue(scoped) {
            try NavigationRouter.bind(route: route("/scoped"))
            try NavigationRouter.bind(routes: [route("/scoped/a"), route("/scoped/b")])
            #expect(NavigationRouter.unbind(route: route("/scoped/a"))?.path == "/scoped/a")
            #expect(NavigationRouter.unbind(routes: [route("/scoped/b")]).count == 1)
        }
        #expect(scoped.routes.map(\.path) == ["/scoped"])
        #expect(NavigationRegistry.shared.route(forPattern: "/scoped") == nil)
    }

    @Test("concurrent binds and resolves never see a half-built table", .timeLimit(.minutes(10)))
    func concurrentBindAndResolve() async throws {
        let registry = try registry(["/stable/:id"])
        let writers = 8
        let routesPerWriter = 200
        await withTaskGroup(of: Int.self) { group in
            for writer in 0..<writers {
                group.addTask {
                    for index in 0..<routesPerWriter {
                        try? registry.bind(routes: [route("/w\(writer)/r\(index)"), route("/w\(writer)/r\(index)/:p")])
                    }
                    return 0
                }
            }
            for _ in 0..<4 {
                group.addTask {
                    var failures = 0
                    for index in 0..<2_000 {
                        // The stable route always resolves.
                        if (try? registry.resolve("/stable/\(index)"))?.parameters["id"] != "\(index)" { failures += 1 }
                        // A batch is visible whole or not at all.
                        let writer = index % writers
                        let slot = (index / writers) % routesPerWriter
                        // Both routes come in one batch. The batch may land between the two
                        // reads, so read the parameter route first: seeing it and then not the
                        // literal one would mean a half-applied batch.
                        let parameter = try? registry.resolve("/w\(writer)/r\(slot)/x")
                        let literal = try? registry.resolve("/w\(writer)/r\(slot)")
                        if parameter != nil, literal == nil { failures += 1 }
                    }
                    return failures
                }
            }
            var totalFailures = 0
            for await failures in group { totalFailures += failures }
            #expect(totalFailures == 0)
        }
        #expect(registry.routes.count == 1 + writers * routesPerWriter * 2)
        for writer in 0..<writers {
            for index in stride(from: 0, to: routesPerWriter, by: 37) {
                #expect(try registry.resolve("/w\(writer)/r\(index)/v").parameters == ["p": "v"])
            }
        }
    }

    @Test("concurrent binds of the same pattern: exactly one wins")
    func concurrentConflictingBinds() async throws {
        let registry = NavigationRegistry()
        let successes = await withTaskGroup(of: Bool.self) { group in
            for index in 0..<16 {
                group.addTask { (try? registry.bind(route: route(index % 2 == 0 ? "/same/:a" : "/same/{b}"))) != nil }
            }
            var count = 0
            for await success in group where success { count += 1 }
            return count
        }
        #expect(successes == 1)
        #expect(registry.routes.count == 1)
    }
}
