/// Routes that build their view models themselves: with the app's dependencies, from the
/// parameters or from a typed route's value.
extension NavigationRoute {
    /// A route whose view model `build` makes from the navigation's parameters (path and
    /// query) and whatever it captures: the way to hand a view model its dependencies.
    ///
    /// ```swift
    /// struct SearchModule: FeatureModule {
    ///     let search: any SearchService
    ///     func registerRoutes() throws {
    ///         try NavigationRouter.bind(route: NavigationRoute(path: "/search", requiresAuthentication: false) { parameters in
    ///             SearchViewModel(query: parameters["q"] ?? "", search: search)
    ///         })
    ///     }
    /// }
    /// ```
    ///
    /// The closure runs where the navigation runs, once its parameters are checked; the
    /// router then hands the view model its interception flow, if any.
    public init<Model: ScreenViewModel>(
        path: String, requiresAuthentication: Bool = true, allowedExternally: Bool = false,
        placement: RoutePlacement? = nil, reuse: ReusePolicy = .alwaysNew,
        build: @escaping @Sendable ([String: String]) -> Model
    ) {
        let builder = RouteBuilder(modelType: Model.self) { parameters throws(NavigationError) in
            .here { flow in Self.built(build(parameters), flow: flow) }
        }
        self.init(
            path: path, factory: .built(builder), requiresAuthentication: requiresAuthentication,
            allowedExternally: allowedExternally, placement: placement, reuse: reuse)
    }

    /// A route whose view model lives on the main actor (an `@Observable` class), built by
    /// `build` there from the navigation's parameters and whatever it captures.
    ///
    /// ```swift
    /// NavigationRoute(path: "/cart") { _ in CartModel(cart: cart) }
    /// ```
    public init<Model: MainActorScreenViewModel>(
        path: String, requiresAuthentication: Bool = true, allowedExternally: Bool = false,
        placement: RoutePlacement? = nil, reuse: ReusePolicy = .alwaysNew,
        build: @escaping @MainActor @Sendable ([String: String]) -> Model
    ) {
        let builder = RouteBuilder(modelType: Model.self) { parameters throws(NavigationError) in
            .onMainActor { flow in Self.built(build(parameters), flow: flow) }
        }
        self.init(
            path: path, factory: .built(builder), requiresAuthentication: requiresAuthentication,
            allowedExternally: allowedExternally, placement: placement, reuse: reuse)
    }

    /// A typed route: `Value`'s pattern, with a view model that `build` makes from the value a
    /// navigation's path describes (and whatever it captures).
    ///
    /// ```swift
    /// NavigationRoute(Product.self, requiresAuthentication: false, allowedExternally: true) { product in
    ///     ProductViewModel(id: product.id, repository: repository)
    /// }
    /// ```
    ///
    /// A path whose parameters do not read as the value's fields is refused before anything
    /// is built (``NavigationError/Code/invalidParameter``, ``NavigationError/Code/missingParameters``);
    /// binding checks the value's type first (``RouteValue``).
    public init<Value: RouteValue, Model: ScreenViewModel>(
        _ value: Value.Type, requiresAuthentication: Bool = true, allowedExternally: Bool = false,
        placement: RoutePlacement? = nil, reuse: ReusePolicy = .alwaysNew,
        build: @escaping @Sendable (Value) -> Model
    ) {
        let builder = RouteBuilder(
            modelType: Model.self, routeValue: TypedRouteInfo(Value.self),
            prepare: { parameters throws(NavigationError) in
                let value = try Value(RouteFields(parameters))
                return .here { flow in Self.built(build(value), flow: flow) }
            })
        self.init(
            path: Value.pattern, factory: .built(builder), requiresAuthentication: requiresAuthentication,
            allowedExternally: allowedExternally, placement: placement, reuse: reuse)
    }

    /// A typed route whose view model lives on the main actor, built there by `build` from
    /// the value a navigation's path describes.
    ///
    /// ```swift
    /// NavigationRoute(Product.self) { product in ProductModel(product: product, repository: repository) }
    /// ```
    public init<Value: RouteValue, Model: MainActorScreenViewModel>(
        _ value: Value.Type, requiresAuthentication: Bool = true, allowedExternally: Bool = false,
        placement: RoutePlacement? = nil, reuse: ReusePolicy = .alwaysNew,
        build: @escaping @MainActor @Sendable (Value) -> Model
    ) {
        let builder = RouteBuilder(
            modelType: Model.self, routeValue: TypedRouteInfo(Value.self),
            prepare: { parameters throws(NavigationError) in
                let value = try Value(RouteFields(parameters))
                return .onMainActor { flow in Self.built(build(value), flow: flow) }
            })
        self.init(
            path: Value.pattern, factory: .built(builder), requiresAuthentication: requiresAuthentication,
            allowedExternally: allowedExternally, placement: placement, reuse: reuse)
    }

    private static func built<Model: ScreenViewModel>(_ model: Model, flow: NavigationInterceptionFlow?) -> Model {
        var model = model
        if let flow { model.navigationInterceptionExecutionFlow = flow }
        return model
    }

    @MainActor
    private static func built<Model: MainActorScreenViewModel>(_ model: Model, flow: NavigationInterceptionFlow?) -> Model {
        if let flow { model.navigationInterceptionExecutionFlow = flow }
        return model
    }
}
