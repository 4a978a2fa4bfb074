/// How a route builds its view model: with the view model's `init(parameters:)` (where the
/// navigation runs, or on the main actor), or with the route's own closure
/// (``RouteBuilder``: dependencies, a typed route's value).
enum ViewModelFactory: Sendable {
    case anywhere(any RoutableViewModel.Type)
    case mainActor(any MainActorRoutableViewModel.Type)
    case built(RouteBuilder)

    var type: any Any.Type {
        switch self {
        case .anywhere(let type): type
        case .mainActor(let type): type
        case .built(let builder): builder.modelType
        }
    }

    var requiredParameters: [String]? {
        switch self {
        case .anywhere(let type): type.requiredParameters
        case .mainActor(let type): type.requiredParameters
        case .built(let builder): builder.requiredParameters
        }
    }

    var parameterTypes: [String: ParameterType] {
        switch self {
        case .anywhere(let type): type.parameterTypes
        case .mainActor(let type): type.parameterTypes
        case .built(let builder): builder.parameterTypes
        }
    }

    /// The typed route value the route reads its parameters as, if it is a typed route.
    var routeValue: TypedRouteInfo? {
        if case .built(let builder) = self { builder.routeValue } else { nil }
    }

    /// How a navigation with `parameters` (already checked against the view model's declared
    /// requirements) builds its view model. A route's closure reads what it needs here; a
    /// typed route's value that does not read from the parameters refuses the navigation.
    @inline(__always)
    func build(for parameters: [String: String]) throws(NavigationError) -> ViewModelBuild {
        switch self {
        case .anywhere(let type): .anywhere(type)
        case .mainActor(let type): .mainActor(type)
        case .built(let builder): try builder.prepare(parameters)
        }
    }
}
