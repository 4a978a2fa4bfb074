/// Navigates by path strings.
///
/// This release of PathRouter provides the route registration half of the router: the static
/// `bind` and `unbind` calls of NavigationRouter, which register into
/// ``NavigationRegistry/current`` (the shared registry unless a caller scoped another).
///
/// ```swift
/// try NavigationRouter.bind(routes: [
///     NavigationRoute(path: "/home", type: HomeViewModel.self, requiresAuthentication: false),
///     NavigationRoute(path: "/users/:id", type: UserViewModel.self, requiresAuthentication: false),
/// ])
/// ```
public final class NavigationRouter: Sendable {
    /// Binds one route into ``NavigationRegistry/current``.
    /// - Throws: ``NavigationError`` for a bad pattern or a conflicting route.
    public static func bind(route: NavigationRoute) throws(NavigationError) {
        try NavigationRegistry.current.bind(route: route)
    }

    /// Binds several routes into ``NavigationRegistry/current``: all of them or none.
    /// - Throws: ``NavigationError`` for a bad pattern or a conflicting route.
    public static func bind(routes: [NavigationRoute]) throws(NavigationError) {
        try NavigationRegistry.current.bind(routes: routes)
    }

    /// Removes a route from ``NavigationRegistry/current``.
    /// - Returns: the removed route, or `nil` if none was bound with that pattern's shape.
    @discardableResult
    public static func unbind(route: NavigationRoute) -> NavigationRoute? {
        NavigationRegistry.current.unbind(route: route)
    }

    /// Removes routes from ``NavigationRegistry/current``.
    /// - Returns: the routes that were removed.
    @discardableResult
    public static func unbind(routes: [NavigationRoute]) -> [NavigationRoute] {
        NavigationRegistry.current.unbind(routes: routes)
    }
}
