import PathRouterLocking

/// The table of routes that routers resolve paths against.
///
/// ``shared`` is the registry that ``NavigationRouter``'s static API (`bind`, `unbind`) uses,
/// as in NavigationRouter. Create other instances to keep separate tables, for example one per
/// test.
///
/// ```swift
/// let registry = NavigationRegistry()
/// try registry.bind(routes: [
///     NavigationRoute(path: "/users/new", type: NewUserViewModel.self, requiresAuthentication: false),
///     NavigationRoute(path: "/users/:id", type: UserViewModel.self, requiresAuthentication: false),
/// ])
/// let match = try registry.resolve("/users/42?tab=posts")
/// print(match.route.path, match.parameters)   // /users/:id ["id": "42", "tab": "posts"]
/// ```
///
/// A registry is `Sendable`: binding takes a lock and publishes a new immutable table;
/// resolving reads the current table without holding the lock during the walk, so a resolve
/// sees the table either before or after a registration, never half of it.
public final class NavigationRegistry: Sendable {
    /// How a registry matches paths.
    public struct Options: Sendable, Hashable {
        /// The default limit on the length of a path, in UTF-8 bytes: 8 KiB.
        public static let defaultMaximumPathLength = 8 * 1024

        /// Whether literal segments match regardless of ASCII letter case (`/About` matches
        /// `/about`). Parameter values are never changed in case. Default `false`.
        public var caseInsensitiveLiterals: Bool
        /// The longest path accepted, in UTF-8 bytes. Longer paths fail with
        /// ``NavigationError/Code/pathTooLong``. Default 8 KiB.
        public var maximumPathLength: Int

        /// Creates options.
        public init(caseInsensitiveLiterals: Bool = false, maximumPathLength: Int = Options.defaultMaximumPathLength) {
            self.caseInsensitiveLiterals = caseInsensitiveLiterals
            self.maximumPathLength = maximumPathLength
        }
    }

    struct State: Sendable {
        var table: RouteTable
        /// Routable modules loaded into this registry (see `PathRouterModules`).
        var loadedModules: Set<ObjectIdentifier> = []
        /// Routes bound since a staging copy was made, in order; `nil` when not staging.
        var stagedRoutes: [NavigationRoute]?
        /// Interceptors registered since a staging copy was made; `nil` when not staging.
        var stagedInterceptors: [UInt64]?
    }

    let state: Locked<State>
    /// ``State/table``, readable without the lock (see ``currentTable()``). Every change of
    /// the table publishes here, under the lock.
    let tableSlot: RouteTableSlot
    let services: Locked<RegistryServices>
    /// The handler and session epoch while there are no interceptors, readable without the
    /// services' lock; republished under it by every change of the three.
    let servicesSlot: PublishedSlot<ServicesSnapshot>
    /// Stamps scene activity (for links sent to the most recently active scene).
    let activityCounter = AtomicBox<UInt64>(0)
    /// Counts changes to anything that admits a screen (routes, options, interceptors, the
    /// handler, the link policy, logouts). A navigation re-checks its admission when it lands
    /// only if this moved since it was admitted (see `NavigationRouter.readmit`). Bumped after
    /// each change is published, so a change whose call has returned is always seen.
    let rulesVersion = AtomicBox<UInt64>(0)
    /// See ``addFailureObserver(_:)``.
    let failureObservers = FailureObservers()
    let eventObservers = EventObservers()
    /// See ``guardLeaving(_:priority:decide:)``.
    let leaveGuards: LeaveGuards
    /// For a staging copy (modules loading): the registry it stages for, whose interceptor and
    /// leave-guard ids it uses and where its tokens act once the modules are loaded.
    let stagingOrigin: NavigationRegistry?

    /// Notes that a rule changed (after the change is published).
    func rulesChanged() {
        rulesVersion.add(1, ordering: .sequentiallyConsistent)
    }

    /// The registry used by ``NavigationRouter``'s static API and by routers created without
    /// a registry of their own.
    public static let shared = NavigationRegistry()

    /// The registry that ``NavigationRouter``'s static `bind` and `unbind` calls use in the
    /// current task: ``shared`` unless a caller scoped another one, as
    /// `RoutableModulesFactory.loadRoutableModules(_:into:)` does while modules register.
    ///
    /// ```swift
    /// try NavigationRegistry.$current.withValue(testRegistry) {
    ///     try NavigationRouter.bind(route: route)   // binds into testRegistry
    /// }
    /// ```
    @TaskLocal public static var current: NavigationRegistry = .shared

    /// Creates an empty registry.
    public init(options: Options = Options()) {
        let table = RouteTable(trie: RouteTrie(caseInsensitive: options.caseInsensitiveLiterals), options: options)
        state = Locked.make(State(table: table))
        tableSlot = RouteTableSlot(table)
        let services = RegistryServices(options: options)
        servicesSlot = PublishedSlot(ServicesSnapshot.of(services))
        self.services = Locked.make(services)
        leaveGuards = LeaveGuards(options: options)
        stagingOrigin = nil
    }

    private init(state: State, stagingFor origin: NavigationRegistry) {
        self.state = Locked.make(state)
        tableSlot = RouteTableSlot(state.table)
        let services = RegistryServices(options: state.table.options)
        servicesSlot = PublishedSlot(ServicesSnapshot.of(services))
        self.services = Locked.make(services)
        leaveGuards = LeaveGuards(options: state.table.options, idSource: origin.leaveGuards)
        stagingOrigin = origin
    }

    // MARK: - Reading

    /// The options in force.
    public var options: Options {
        state.withLock { $0.table.options }
    }

    /// The bound routes, in registration order.
    public var routes: [NavigationRoute] {
        currentTable().trie.boundEntries.map(\.route)
    }

    /// The route bound with the shape of `pattern` (parameter names aside), or `nil`.
    public func route(forPattern pattern: String) -> NavigationRoute? {
        guard let parsed = try? RoutePattern(pattern) else { return nil }
        let trie = currentTable().trie
        return trie.routeIndex(forShapeOf: parsed).flatMap { trie.entry(at: $0)?.route }
    }

    /// Resolves a path to its route and parameters.
    ///
    /// The most specific route wins whatever the registration order: at each segment a literal
    /// beats a parameter, which beats `*`, which beats `**`, with backtracking when a more
    /// specific branch dead-ends.
    ///
    /// ```swift
    /// let match = try registry.resolve("/users/42")
    /// ```
    ///
    /// - Complexity: O(length of the path), independent of the number of routes.
    /// - Throws: ``NavigationError`` with code ``NavigationError/Code/invalidPath``,
    ///   ``NavigationError/Code/pathTooLong``, ``NavigationError/Code/invalidPercentEncoding``
    ///   or ``NavigationError/Code/routeNotFound`` (naming the nearest pattern).
    public func resolve(_ path: String) throws(NavigationError) -> RouteMatch {
        try currentTable().resolve(path)
    }

    /// The current table: from ``tableSlot`` without the lock, or under the lock while a
    /// change is being made (which waits for it).
    @inline(__always)
    func currentTable() -> RouteTable {
        if let table = tableSlot.load() { return table }
        return state.withLock { $0.table }
    }

    // MARK: - Binding

    /// Binds one route.
    ///
    /// - Throws: ``NavigationError/Code/invalidPattern`` for a bad pattern,
    ///   ``NavigationError/Code/routeConflict`` (naming both patterns) when a route with the
    ///   same shape is already bound. Nothing changes when it throws.
    public func bind(route: NavigationRoute) throws(NavigationError) {
        try PatternParser.validate(route.path)
        try mutate { trie, options throws(NavigationError) in
            let checksTypedRoutes = route.routeValue != nil || !trie.typedRoutes.isEmpty
            let backup = route.redirectTarget == nil && !checksTypedRoutes ? nil : trie
            try trie.insert(route, validated: true)
            if let backup { try Self.check(&trie, restoring: backup, options: options) }
        }
        rulesChanged()
        state.withLock { state in state.stagedRoutes?.append(route) }
    }

    /// Binds several routes at once: all of them, or none if any is invalid or conflicts with
    /// a bound route or with another route of the list.
    public func bind(routes: [NavigationRoute]) throws(NavigationError) {
        try mutate { trie, options throws(NavigationError) in
            let checksTypedRoutes = !trie.typedRoutes.isEmpty || routes.contains { $0.routeValue != nil }
            if routes.count == 1 && !routes[0].isRedirect && !checksTypedRoutes {
                try trie.insert(routes[0])
                return
            }
            // Each pattern is checked right before it is inserted (while its text is in the
            // cache); a bad one puts the backup back, so a batch still changes all or nothing.
            let backup = trie
            trie.beginBatch(ofRoutes: routes.count)
            for route in routes {
                do throws(NavigationError) {
                    try trie.insert(route)
                } catch {
                    trie = backup
                    throw error
                }
            }
            trie.finishBatch(trimming: routes.count >= 64)
            // The trie counts the redirects it holds, so the batch's routes are not read again.
            if trie.redirectCount != backup.redirectCount || checksTypedRoutes {
                try Self.check(&trie, restoring: backup, options: options)
            }
        }
        rulesChanged()
        state.withLock { state in state.stagedRoutes?.append(contentsOf: routes) }
    }

    /// Removes the route bound with the shape of `route.path`.
    /// - Returns: the route that was removed, or `nil` if none was bound there.
    @discardableResult
    public func unbind(route: NavigationRoute) -> NavigationRoute? {
        unbind(path: route.path)
    }

    /// Removes the routes bound with the shapes of `routes`' paths.
    /// - Returns: the routes that were removed.
    @discardableResult
    public func unbind(routes: [NavigationRoute]) -> [NavigationRoute] {
        routes.compactMap { unbind(path: $0.path) }
    }

    /// Removes the route bound with the shape of `pattern`.
    /// - Returns: the route that was removed, or `nil` if none was bound there (or the pattern
    ///   is invalid, so nothing can be bound there).
    @discardableResult
    public func unbind(path pattern: String) -> NavigationRoute? {
        guard let parsed = try? RoutePattern(pattern) else { return nil }
        defer { rulesChanged() }
        return mutate { trie, _ in
            let removed = trie.remove(shapeOf: parsed)
            // Unbinding empties a slot and leaves the nodes; once empty slots outnumber live
            // routes, rebuild, so churn never makes later binds (or copies) pay for the dead.
            if removed != nil, trie.entries.count - trie.liveRouteCount > max(64, trie.liveRouteCount) {
                trie = trie.compacted()
            }
            return removed
        }
    }

    /// Removes every route and forgets which modules were loaded.
    public func removeAll() {
        state.withLock { state in
            state.table = RouteTable(
                trie: RouteTrie(caseInsensitive: state.table.options.caseInsensitiveLiterals),
                options: state.table.options)
            tableSlot.publish(state.table)
            state.loadedModules = []
        }
        rulesChanged()
    }

    /// Changes the options, rebuilding the route table, the interceptor table and the leave
    /// guards' table, so that routes, interceptors and guards always match with the same case
    /// folding and length limit.
    ///
    /// ```swift
    /// try registry.setOptions(.init(caseInsensitiveLiterals: true))
    /// ```
    ///
    /// - Throws: ``NavigationError/Code/routeConflict`` if bound routes collide under the new
    ///   options (for example `/About` and `/about` with case-insensitive literals); the
    ///   options and both tables are then left as they were.
    public func setOptions(_ options: Options) throws(NavigationError) {
        // Lock order everywhere: services, then state. Holding `services` keeps interceptor
        // registrations from reading the old options while the tables change.
        try services.withLock { services throws(NavigationError) in
            try state.withLock { state throws(NavigationError) in
                var rebuilt = RouteTrie(caseInsensitive: options.caseInsensitiveLiterals)
                rebuilt.beginBatch(ofRoutes: state.table.trie.liveRouteCount)
                for entry in state.table.trie.boundEntries {
                    try rebuilt.insert(entry.route, validated: true)
                }
                rebuilt.finishBatch(trimming: false)
                let table = RouteTable(trie: rebuilt, options: options)
                try table.checkTypedRoutes()
                state.table = table
                tableSlot.publish(state.table)
            }
            services.interceptors.rebuild(options: options)
        }
        leaveGuards.rebuild(options: options)
        rulesChanged()
    }

    /// Runs `body` on the trie under the lock. The trie is mutated in place when no resolve
    /// holds the current table (the common case), and copied first otherwise.
    private func mutate<Result, Failure: Error>(
        _ body: (inout RouteTrie, Options) throws(Failure) -> Result
    ) throws(Failure) -> Result {
        try state.withLock { state throws(Failure) -> Result in
            let options = state.table.options
            var trie = state.table.trie
            // Drop the table's references (the state's and the slot's) so that `trie` is the
            // only owner of its storage; readers meanwhile wait on the lock.
            state.table = Self.placeholder
            tableSlot.publish(nil)
            defer {
                state.table = RouteTable(trie: trie, options: options)
                tableSlot.publish(state.table)
            }
            return try body(&trie, options)
        }
    }

    /// Refuses redirects that go round or cannot be printed (``RouteTable/checkRedirects()``),
    /// and typed routes whose values do not print and read back on their own routes
    /// (``RouteTable/checkTypedRoutes()``), putting `backup` back first.
    private static func check(_ trie: inout RouteTrie, restoring backup: RouteTrie, options: Options) throws(NavigationError) {
        do throws(NavigationError) {
            let table = RouteTable(trie: trie, options: options)
            if trie.redirectCount > 0 { try table.checkRedirects() }
            try table.checkTypedRoutes()
        } catch {
            trie = backup
            throw error
        }
    }

    private static let placeholder = RouteTable(trie: RouteTrie(caseInsensitive: false), options: Options())

    // MARK: - Module bookkeeping (for PathRouterModules)

    /// Marks the modules as loaded and returns those that were not loaded before.
    package func claimModules(_ identifiers: [ObjectIdentifier]) -> [ObjectIdentifier] {
        state.withLock { state in
            identifiers.filter { state.loadedModules.insert($0).inserted }
        }
    }

    /// Forgets that the modules were loaded (after a failed load).
    package func releaseModules(_ identifiers: [ObjectIdentifier]) {
        state.withLock { state in
            for identifier in identifiers { state.loadedModules.remove(identifier) }
        }
    }

    /// A registry that starts as a copy of this one (sharing storage until it changes) and
    /// records the routes bound into it, so they can be bound here afterwards in one step.
    package func makeStagingCopy() -> NavigationRegistry {
        let copy = state.withLock { state in
            State(table: state.table, loadedModules: [], stagedRoutes: [], stagedInterceptors: [])
        }
        return NavigationRegistry(state: copy, stagingFor: self)
    }

    /// The routes bound into a staging copy since it was made.
    package var stagedRoutes: [NavigationRoute] {
        state.withLock { $0.stagedRoutes ?? [] }
    }
}
