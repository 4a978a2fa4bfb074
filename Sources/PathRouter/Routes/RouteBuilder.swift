/// A route's own way to build its view model: a closure the app wrote, over the parameters or
/// a typed route's value, that captures what the view model needs (a repository, a logger).
final class RouteBuilder: Sendable {
    /// The view model's type.
    let modelType: any Any.Type
    let requiredParameters: [String]?
    let parameterTypes: [String: ParameterType]
    /// The typed route's value type, if the closure takes one.
    let routeValue: TypedRouteInfo?
    /// Reads what the closure takes from a navigation's parameters, and returns the build.
    let prepare: @Sendable ([String: String]) throws(NavigationError) -> ViewModelBuild

    init(
        modelType: any Any.Type, routeValue: TypedRouteInfo? = nil,
        prepare: @escaping @Sendable ([String: String]) throws(NavigationError) -> ViewModelBuild
    ) {
        self.modelType = modelType
        self.routeValue = routeValue
        self.prepare = prepare
        // A typed route's required fields and their types are checked like a view model's
        // declared ones, so a path that does not fit is refused with the same messages.
        let fields = (try? routeValue?.shape.get())?.fields ?? []
        let required = fields.filter { !$0.optional }.map(\.name)
        requiredParameters = required.isEmpty ? nil : required
        parameterTypes = Dictionary(fields.map { ($0.name, $0.type) }) { first, _ in first }
    }
}
