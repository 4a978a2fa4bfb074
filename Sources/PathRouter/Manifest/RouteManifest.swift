#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Every route of a registry as data: for link allow-lists (universal-link files), docs and
/// checks in CI. `Codable`; ``json()`` prints it.
///
/// ```swift
/// let manifest = registry.manifest()
/// for route in manifest.routes where route.allowedExternally { print(route.pattern) }
/// print(try manifest.json())
/// ```
public struct RouteManifest: Codable, Hashable, Sendable {
    /// An interceptor that applies to every path of a route.
    public struct Interceptor: Codable, Hashable, Sendable {
        /// The pattern it was registered for (`/**`, `/users/:id`).
        public var pattern: String
        /// `before` or `after`.
        public var point: String
        /// `low`, `medium`, `high` or `mandatory`.
        public var priority: String
        /// Whether it runs only for an authenticated user.
        public var requiresAuthentication: Bool
    }

    /// One bound route.
    public struct Route: Codable, Hashable, Sendable {
        /// The pattern, as written.
        public var pattern: String
        /// The view model's type name; `nil` for a redirect.
        public var viewModel: String?
        /// For a typed route: the value type's name (``RouteValue``).
        public var routeValue: String?
        public var requiresAuthentication: Bool
        public var allowedExternally: Bool
        /// Its tab and parent pattern (``RoutePlacement``), if placed.
        public var tab: String?
        public var parent: String?
        /// Its reuse policy, unless it is `alwaysNew`.
        public var reuse: String?
        /// For a redirect: the pattern navigations are sent on to.
        public var redirectsTo: String?
        /// The parameters its view model requires, and the types it declares for some.
        public var requiredParameters: [String]?
        public var parameterTypes: [String: String]?
        /// The interceptors that apply to every path of the route, in running order
        /// (interceptors registered for particular values, such as `/users/42`, are not
        /// listed under `/users/:id`). Left out of the JSON when there are none.
        public var interceptors: [Interceptor]

        enum CodingKeys: String, CodingKey {
            case pattern, viewModel, routeValue, requiresAuthentication, allowedExternally, tab, parent, reuse, redirectsTo
            case requiredParameters, parameterTypes, interceptors
        }

        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            pattern = try container.decode(String.self, forKey: .pattern)
            viewModel = try container.decodeIfPresent(String.self, forKey: .viewModel)
            routeValue = try container.decodeIfPresent(String.self, forKey: .routeValue)
            requiresAuthentication = try container.decode(Bool.self, forKey: .requiresAuthentication)
            allowedExternally = try container.decode(Bool.self, forKey: .allowedExternally)
            tab = try container.decodeIfPresent(String.self, forKey: .tab)
            parent = try container.decodeIfPresent(String.self, forKey: .parent)
            reuse = try container.decodeIfPresent(String.self, forKey: .reuse)
            redirectsTo = try container.decodeIfPresent(String.self, forKey: .redirectsTo)
            requiredParameters = try container.decodeIfPresent([String].self, forKey: .requiredParameters)
            parameterTypes = try container.decodeIfPresent([String: String].self, forKey: .parameterTypes)
            interceptors = try container.decodeIfPresent([Interceptor].self, forKey: .interceptors) ?? []
        }

        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(pattern, forKey: .pattern)
            try container.encodeIfPresent(viewModel, forKey: .viewModel)
            try container.encodeIfPresent(routeValue, forKey: .routeValue)
            try container.encode(requiresAuthentication, forKey: .requiresAuthentication)
            try container.encode(allowedExternally, forKey: .allowedExternally)
            try container.encodeIfPresent(tab, forKey: .tab)
            try container.encodeIfPresent(parent, forKey: .parent)
            try container.encodeIfPresent(reuse, forKey: .reuse)
            try container.encodeIfPresent(redirectsTo, forKey: .redirectsTo)
            try container.encodeIfPresent(requiredParameters, forKey: .requiredParameters)
            try container.encodeIfPresent(parameterTypes, forKey: .parameterTypes)
            if !interceptors.isEmpty { try container.encode(interceptors, forKey: .interceptors) }
        }

        init(
            pattern: String, viewModel: String?, routeValue: String?, requiresAuthentication: Bool, allowedExternally: Bool, tab: String?,
            parent: String?, reuse: String?, redirectsTo: String?, requiredParameters: [String]?,
            parameterTypes: [String: String]?, interceptors: [Interceptor]
        ) {
            self.pattern = pattern
            self.viewModel = viewModel
            self.routeValue = routeValue
            self.requiresAuthentication = requiresAuthentication
            self.allowedExternally = allowedExternally
            self.tab = tab
            self.parent = parent
            self.reuse = reuse
            self.redirectsTo = redirectsTo
            self.requiredParameters = requiredParameters
            self.parameterTypes = parameterTypes
            self.interceptors = interceptors
        }
    }

    /// The routes, in registration order.
    public var routes: [Route]

    /// The manifest as pretty-printed JSON with sorted keys (stable from run to run).
    public func json() throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return String(decoding: try encoder.encode(self), as: UTF8.self)
    }
}

extension NavigationRegistry {
    /// Every bound route as data (see ``RouteManifest``).
    public func manifest() -> RouteManifest {
        RouteManifest(
            routes: routes.map { route in
                // A pattern is itself a path its own route accepts (`:id` is a segment like any
                // other), so the interceptors found for it are those of every path of the route.
                let context = navigationContext(for: route.path)
                let interceptors = (context.before + context.after).map { interceptor in
                    RouteManifest.Interceptor(
                        pattern: interceptor.pattern, point: "\(interceptor.point)",
                        priority: "\(interceptor.priority)", requiresAuthentication: interceptor.requiresAuthentication)
                }
                let redirect = route.redirectTarget
                let types = route.factory.parameterTypes
                return RouteManifest.Route(
                    pattern: route.path, viewModel: redirect == nil ? "\(route.type)" : nil, routeValue: route.routeValue?.typeName,
                    requiresAuthentication: route.requiresAuthentication, allowedExternally: route.allowedExternally,
                    tab: route.placementTab, parent: route.parentLink?.text,
                    reuse: route.reuse == .alwaysNew ? nil : "\(route.reuse)", redirectsTo: redirect,
                    requiredParameters: route.factory.requiredParameters,
                    parameterTypes: types.isEmpty ? nil : types.mapValues(\.name),
                    interceptors: interceptors)
            })
    }
}
