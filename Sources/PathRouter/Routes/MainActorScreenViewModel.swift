/// A view model that lives on the main actor (a `@MainActor` or `@Observable` class), built
/// by its route, on the main actor (see ``ScreenViewModel``; ``MainActorRoutableViewModel``
/// refines it for view models the router builds from the parameters alone).
///
/// ```swift
/// @Observable
/// final class CartModel: MainActorScreenViewModel {
///     var navigationInterceptionExecutionFlow: NavigationInterceptionFlow?
///     let cart: any CartService
///     init(cart: any CartService) { self.cart = cart }
/// }
///
/// NavigationRoute(path: "/cart") { _ in CartModel(cart: cart) }
/// ```
@MainActor
public protocol MainActorScreenViewModel: AnyObject, Sendable {
    /// The interception flow handed over by the interceptor that navigated here, if any.
    var navigationInterceptionExecutionFlow: NavigationInterceptionFlow? { get set }

    /// Called on the main actor when a navigation reuses this screen (``ReusePolicy``) with
    /// `parameters` (path and query). Default: nothing.
    func navigationReused(parameters: [String: String])
}

extension MainActorScreenViewModel {
    /// Keeps the view model as it is.
    public func navigationReused(parameters: [String: String]) {}
}
