/// What the router asks of every view model it shows: to take the interception flow of the
/// interceptor that navigated here, and to hear when a navigation reuses its screen.
///
/// A view model that its route builds (with the app's dependencies, or from a typed route
/// value) conforms to this protocol; one the router builds from the path's parameters alone
/// conforms to ``RoutableViewModel``, which refines it. A `@MainActor` or `@Observable` class
/// conforms to ``MainActorScreenViewModel`` instead.
///
/// ```swift
/// struct ProductViewModel: ScreenViewModel {
///     var navigationInterceptionExecutionFlow: NavigationInterceptionFlow?
///     let product: Product
///     let repository: any ProductRepository
/// }
///
/// NavigationRoute(Product.self, requiresAuthentication: false) { product in
///     ProductViewModel(product: product, repository: repository)
/// }
/// ```
public protocol ScreenViewModel: Sendable {
    /// The interception flow handed over by the interceptor that navigated here, if any.
    /// Continue it to resume the navigation that was intercepted.
    var navigationInterceptionExecutionFlow: NavigationInterceptionFlow? { get set }

    /// Called when a navigation reuses this screen (``ReusePolicy``) with `parameters` (path
    /// and query), before the screen is brought forward. Default: nothing.
    mutating func navigationReused(parameters: [String: String])
}

extension ScreenViewModel {
    /// Keeps the view model as it is.
    public mutating func navigationReused(parameters: [String: String]) {}
}
