/// A view model of a typed route that takes the route's new value when a navigation reuses its
/// screen (``ReusePolicy``, for instance `.singleTop()`): the typed counterpart of
/// ``ScreenViewModel/navigationReused(parameters:)``, called instead of it, before the screen is
/// brought forward. Without it, a reused screen reads back the new value while the view model
/// its route built keeps the old one.
///
/// ```swift
/// struct ProductModel: RouteValueScreenViewModel {
///     var navigationInterceptionExecutionFlow: NavigationInterceptionFlow?
///     var product: Product
///     mutating func navigationReused(with value: Product) { product = value }
/// }
/// ```
public protocol RouteValueScreenViewModel<Route>: ScreenViewModel {
    /// The typed route whose screens this view model shows.
    associatedtype Route: RouteValue
    /// Called when a navigation to `value` reuses this screen.
    mutating func navigationReused(with value: Route)
}

/// The main-actor form of ``RouteValueScreenViewModel``: called on the main actor once the reuse
/// is committed.
///
/// ```swift
/// @Observable
/// final class ProductModel: MainActorRouteValueScreenViewModel {
///     var navigationInterceptionExecutionFlow: NavigationInterceptionFlow?
///     var product: Product
///     init(product: Product) { self.product = product }
///     func navigationReused(with value: Product) { product = value }
/// }
/// ```
@MainActor
public protocol MainActorRouteValueScreenViewModel<Route>: MainActorScreenViewModel {
    associatedtype Route: RouteValue
    func navigationReused(with value: Route)
}

extension RouteValueScreenViewModel {
    /// The reuse with `parameters`, read as the route's value (a value that does not read is
    /// left out: the navigation was admitted with the same parameters, so it reads).
    mutating func reused(parameters: [String: String]) {
        if let value = try? Route(RouteFields(parameters)) { navigationReused(with: value) }
    }
}

extension MainActorRouteValueScreenViewModel {
    func reused(parameters: [String: String]) {
        if let value = try? Route(RouteFields(parameters)) { navigationReused(with: value) }
    }
}
