import PathRouterAuth

/// A navigation's chain: the screens it shows under its target (a placed route's parents, or
/// the paths a multi-path navigation lists), each admitted by the rules a navigation to it
/// would meet. ``admit(path:externally:link:explicitParents:shape:tab:reuse:)`` asks for it
/// only when the target has parents or a tab to land in.
extension NavigationRouter {
    /// One screen of a navigation's chain, under its target: admitted with the target's
    /// rules version and context (a parent runs no interceptors), so it keeps only what is
    /// its own. A reference: a chain is read several times on its way to the commit.
    final class ChainLink: Sendable {
        /// The path as the chain made it (its screen's `requestedPath`).
        let path: String
        /// The path normalised (its screen's `path`).
        let normalizedPath: String
        let checked: CheckedNavigation
        /// Its route is protected, or a before-interceptor that requires authentication
        /// applies to its path.
        let needsAuthentication: Bool
        /// The mandatory before-interceptors that apply to its path: they may veto the whole
        /// navigation, as they would a navigation to this screen.
        let vetoes: [Interceptor]

        var route: NavigationRoute { checked.route }

        init(
            path: String, normalizedPath: String? = nil, checked: CheckedNavigation, needsAuthentication: Bool,
            vetoes: [Interceptor] = []
        ) {
            self.path = path
            self.normalizedPath = normalizedPath ?? NormalizedPath.of(path)
            self.checked = checked
            self.needsAuthentication = needsAuthentication
            self.vetoes = vetoes
        }
    }

    /// How deep a placement chain may go (a cycle of parents stops here, with an error).
    static let maximumChainDepth = 32

    /// The chain under a target (`checked`, at `path`), outermost first, and the tab it lands
    /// in: each screen is admitted by the same rules as a navigation (route, required
    /// parameters, a deep link's parents must be allowed externally, authentication by route
    /// or by the interceptors that apply, fail closed); the whole navigation needs a login if
    /// any of them does. A parent runs only its mandatory before-interceptors (as vetoes), and
    /// shares the target's rules version and context otherwise.
    ///
    /// A placed route's chain is walked upwards from the target, each parent's path the start
    /// of its child's (or rendered from its pattern with its child's parameters).
    func chain(
        under checked: CheckedNavigation, path: String, externally: Bool, hasHandler: Bool,
        explicitParents: [String]?
    ) throws(NavigationError) -> (parents: [ChainLink], tab: String?) {
        func admitted(_ checked: CheckedNavigation, path: String, normalizedPath: String? = nil) throws(NavigationError) -> ChainLink {
            let (needs, vetoes) = parentRules(checked, path: path)
            if needs && !hasHandler { throw authenticationRequired(path: path, route: checked.route) }
            // A parent reached through a redirect shows where the redirect led.
            let shown = checked.redirectedPath.map { NormalizedPath.of($0) } ?? normalizedPath
            return ChainLink(path: path, normalizedPath: shown, checked: checked, needsAuthentication: needs, vetoes: vetoes)
        }
        var tab = checked.route.placementTab
        if let explicitParents {
            var links: [ChainLink] = []
            links.reserveCapacity(explicitParents.count)
            for parentPath in explicitParents {
                links.append(try admitted(try check(path: parentPath, externally: externally), path: parentPath))
            }
            return (links, tab)
        }
        // One snapshot of the routes for the whole walk (one lock, not one per parent).
        let table = registry.currentTable()
        var upwards: [ChainLink] = []
        upwards.reserveCapacity(4)
        // The child's fields are read through the last link (a reference), never copied whole.
        var link = checked.route.parentLink
        var childParameters = checked.parameters
        var childPath = path
        while let parent = link {
            guard upwards.count < Self.maximumChainDepth else {
                throw NavigationError(
                    code: .invalidPattern, path: path,
                    reason: "the placement chain of route '\(checked.route.path)' is deeper than \(Self.maximumChainDepth) parents (a cycle?)")
            }
            // The start of the child's path when the parent's pattern starts the child's (the
            // usual case: no rendering, escapes as written); else rendered from the pattern.
            let parentPath: String
            let isNormal: Bool
            if let segments = parent.prefixSegments, let prefix = NormalizedPath.prefix(of: childPath, segments: segments) {
                (parentPath, isNormal) = (prefix, true)
            } else {
                let child = upwards.last?.route ?? checked.route
                (parentPath, isNormal) = (try Self.render(parent.pattern, names: parent.names, from: childParameters, child: child), false)
            }
            let admittedParent = try admitted(
                checkParent(
                    path: parentPath, link: parent, childParameters: childParameters,
                    externally: externally, table: table),
                path: parentPath, normalizedPath: isNormal ? parentPath : nil)
            upwards.append(admittedParent)
            if tab == nil { tab = admittedParent.checked.route.placementTab }
            link = admittedParent.checked.route.parentLink
            childParameters = admittedParent.checked.parameters
            childPath = parentPath
        }
        upwards.reverse()
        return (upwards, tab)
    }

    /// What a parent at `path` needs beyond its route: a login (its route is protected, or a
    /// before-interceptor requiring authentication applies), and its mandatory vetoes. One
    /// atomic load when the registry has no interceptors.
    private func parentRules(_ checked: CheckedNavigation, path: String) -> (needsAuthentication: Bool, vetoes: [Interceptor]) {
        // Published services mean no interceptors (see ``ServicesSnapshot``).
        if registry.servicesSlot.isPublished { return (checked.route.requiresAuthentication, []) }
        let before = registry.interceptors(for: checked.effectivePath(path), at: .before)
        return (
            checked.route.requiresAuthentication || before.contains(where: \.requiresAuthentication),
            before.mandatory
        )
    }

    /// A parent's path printed from its pattern with the child's values of the same names; a
    /// parent pattern with a name the child lacks is a placement mistake (`invalidPattern`).
    private static func render(
        _ pattern: Result<RoutePattern, NavigationError>, names: [String], from values: [String: String],
        child: NavigationRoute
    ) throws(NavigationError) -> String {
        let parsed = try pattern.get()
        var parameters: [String: String] = [:]
        parameters.reserveCapacity(names.count)
        for name in names {
            guard let value = values[name] else {
                throw .invalidPattern(parsed.description, "the parent of route '\(child.path)' needs parameter '\(name)', which the child's path does not give")
            }
            parameters[name] = value
        }
        return try parsed.path(with: parameters)
    }

    /// ``check(path:externally:)`` for a parent whose path was made from its pattern with the
    /// child's parameters: when the path resolves to that very route (not a more specific one
    /// that shadows it), its parameters are the child's values of the parent's names, with no
    /// second decoding (``ParentLink/parameters(from:template:)``).
    private func checkParent(
        path: String, link: ParentLink, childParameters: [String: String],
        externally: Bool, table: RouteTable
    ) throws(NavigationError) -> CheckedNavigation {
        // Found without a resolve when no route can be preferred over the parent's for its path.
        let route: NavigationRoute
        var template: UnsafePointer<ParameterDictionaryTemplate>?
        let index = link.unshadowedRouteIndex(in: table)
        if index >= 0 {
            // Read in place: the table holds its entries and templates for as long as it lives.
            let entry = table.view.entries.baseAddress.unsafelyUnwrapped + Int(index)
            route = entry.pointee.route
            if entry.pointee.parameterTemplate >= 0 {
                template = table.view.parameterTemplates.baseAddress.unsafelyUnwrapped + Int(entry.pointee.parameterTemplate)
            }
        } else {
            route = try table.resolveOutOfLine(path).route
            guard route.path == link.text else { return try check(path: path, externally: externally) }
        }
        if externally && !route.allowedExternally {
            throw NavigationError.externalNavigationRefused(path, route: route)
        }
        let parameters = withExtendedLifetime(table) { link.parameters(from: childParameters, template: template) }
        let build = try route.admitParameters(parameters, path: path)
        return CheckedNavigation(route: route, parameters: parameters, build: build)
    }
}
