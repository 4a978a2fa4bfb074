/// A view model that lives on the main actor: a `@MainActor` class, or an `@Observable` class
/// for SwiftUI, written the way SwiftUI code is written, with no `nonisolated` escapes.
///
/// The protocol is `@MainActor`, so a class that conforms is main-actor isolated without
/// saying so. The router builds it on the main actor: at once when the scene's navigation runs
/// on the main actor (the usual case, a UI navigating), otherwise the navigation hops to the
/// main actor to build it and the scene applies nothing else meanwhile, so navigations still
/// land in the order they were called. Everything else is as for ``RoutableViewModel``: the same
/// routes, rules, interceptors and flows.
///
/// ```swift
/// @Observable
/// final class ProfileViewModel: MainActorRoutableViewModel {
///     static let requiredParameters: [String]? = ["id"]
///     var navigationInterceptionExecutionFlow: NavigationInterceptionFlow?
///     let userID: String
///     var name = ""
///
///     init(parameters: [String: String]?) {
///         userID = parameters?["id"] ?? ""
///     }
/// }
///
/// try registry.bind(route: NavigationRoute(path: "/profiles/:id", type: ProfileViewModel.self,
///                                          requiresAuthentication: false))
/// ```
///
/// A value type (a `struct`) that needs no actor conforms to ``RoutableViewModel`` instead: it
/// is built right where the navigation runs.
///
/// Do not block the main thread waiting for a navigation (with a semaphore, say): a navigation
/// that runs elsewhere and lands on such a route waits for the main actor, so it would never
/// land. Await its handle instead.
@MainActor
public protocol MainActorRoutableViewModel: MainActorScreenViewModel {
    /// The parameters a navigation must provide (from the path or its query), or `nil`.
    /// Checked before anything is built, on any thread.
    nonisolated static var requiredParameters: [String]? { get }

    /// The types some parameters must read as, checked before anything is built (see
    /// ``RoutableViewModel/parameterTypes``).
    nonisolated static var parameterTypes: [String: ParameterType] { get }

    /// Creates the view model from the navigation's parameters, on the main actor.
    init(parameters: [String: String]?)
}

extension MainActorRoutableViewModel {
    /// No required parameters.
    public nonisolated static var requiredParameters: [String]? { nil }
    /// No declared types.
    public nonisolated static var parameterTypes: [String: ParameterType] { [:] }
}
