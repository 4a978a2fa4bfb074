/// A view model that a route can build from the parameters of a path.
///
/// The router builds a fresh view model for every navigation with ``init(parameters:)``,
/// passing the path parameters and the query parameters (values exactly as they were in the
/// path, percent-decoded), then sets ``ScreenViewModel/navigationInterceptionExecutionFlow`` when the
/// navigation was started by an interceptor, right where the navigation runs (any thread).
/// View models cross tasks inside the router, so they are `Sendable`: a struct of values, or
/// an immutable `final class`. For a `@MainActor` or `@Observable` class, conform to
/// ``MainActorRoutableViewModel`` instead: the router builds it on the main actor. A view model
/// that needs more than the parameters (a repository, a logger) is built by its route instead
/// (`NavigationRoute(path: "/products/:id") { parameters in … }`, or a typed route: see
/// ``RouteValue``); it is then a ``ScreenViewModel``.
///
/// ```swift
/// struct UserViewModel: RoutableViewModel {
///     static let requiredParameters: [String]? = ["id"]
///     var navigationInterceptionExecutionFlow: NavigationInterceptionFlow?
///     let userID: String
///
///     init(parameters: [String: String]?) {
///         userID = parameters?["id"] ?? ""
///     }
/// }
/// ```
public protocol RoutableViewModel: ScreenViewModel {
    /// The parameters a navigation must provide (from the path or its query), or `nil`.
    ///
    /// The router refuses a navigation that lacks any of them with
    /// ``NavigationError/Code/missingParameters``, naming every missing one. The default
    /// is `nil`: no requirement.
    static var requiredParameters: [String]? { get }

    /// The types some parameters must read as (`["id": .int]`), checked before the view
    /// model is built: a navigation whose value does not read as its type is refused with
    /// ``NavigationError/Code/invalidParameter``, naming the parameter and the value. A
    /// parameter that is absent is not checked here (``requiredParameters`` says whether it
    /// must be there). Default: none.
    static var parameterTypes: [String: ParameterType] { get }

    /// Creates the view model from the navigation's parameters.
    init(parameters: [String: String]?)
}

extension RoutableViewModel {
    /// No required parameters.
    public static var requiredParameters: [String]? { nil }
    /// No declared types.
    public static var parameterTypes: [String: ParameterType] { [:] }
}
