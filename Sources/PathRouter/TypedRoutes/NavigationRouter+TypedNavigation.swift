/// Navigating to typed route values (``RouteValue``): the navigation to the path the value
/// prints, through every rule a string navigation meets.
extension NavigationRouter {
    /// Navigates to the screen of `value`: exactly `navigate(toPath:)` with the path the value
    /// prints (`registry.path(for: value)`), with the same options.
    ///
    /// ```swift
    /// router.navigate(to: Product(id: 42))               // as navigate(toPath: "/products/42")
    /// router.navigate(to: Checkout(), modal: true)
    /// ```
    ///
    /// A value whose type no route is bound for, or that cannot be printed (an empty `String`
    /// in a path parameter), is refused at once (``NavigationError/Code/routeNotFound``,
    /// ``NavigationError/Code/invalidParameter``); nothing is queued.
    @discardableResult
    public func navigate<Value: RouteValue>(
        to value: Value,
        replace: Bool = false,
        externally: Bool = false,
        embedInNavigationView: Bool = true,
        modal: Bool = false,
        shouldPreventDismissal: Bool = false,
        interceptionExecutionFlow: NavigationInterceptionFlow? = nil,
        animation: NavigationTransition? = nil,
        reuse: ReusePolicy? = nil
    ) -> NavigationHandle {
        let path: String
        do throws(NavigationError) {
            path = try registry.path(for: value)
        } catch {
            return refusedNavigation(Value.pattern, error, cancelling: interceptionExecutionFlow)
        }
        return navigate(
            toPath: path, replace: replace, externally: externally, embedInNavigationView: embedInNavigationView,
            modal: modal, shouldPreventDismissal: shouldPreventDismissal,
            interceptionExecutionFlow: interceptionExecutionFlow, animation: animation, reuse: reuse)
    }
}

extension NavigationRegistry {
    /// The path `value` prints: its route's pattern with its path fields filled in and its
    /// other fields as the query (in key order). Binding proved that such paths read back as
    /// the same value on the same route (``RouteValue``).
    ///
    /// ```swift
    /// try registry.path(for: Product(id: 42, ref: "home"))   // /products/42?ref=home
    /// ```
    ///
    /// - Throws: ``NavigationError/Code/routeNotFound`` when no route is bound for the value's
    ///   type; ``NavigationError/Code/invalidParameter`` for a field that cannot be printed
    ///   (an empty `String` in a path parameter, a control character).
    public func path<Value: RouteValue>(for value: Value) throws(NavigationError) -> String {
        try printed(value)
    }

    /// The path `value` prints, by the printer of the route bound for its type.
    private func printed<Value: RouteValue>(_ value: Value) throws(NavigationError) -> String {
        let table = currentTable()
        guard let index = table.trie.typedRoutes[ObjectIdentifier(Value.self)],
            let printer = table.entries[Int(index)].route.routeValue?.printer
        else {
            throw NavigationError(
                code: .routeNotFound, path: Value.pattern,
                reason: "no route is bound for \(Value.self) (its pattern '\(Value.pattern)')")
        }
        var fields = RouteFields()
        value.encode(to: &fields)
        return try printer.path(fields)
    }
}

extension Screen {
    /// The typed route value this screen shows, read back from its parameters; `nil` when the
    /// screen is not of `Value`'s route (or its parameters do not read as a `Value`). Patterns
    /// are compared as the matcher reads them, byte for byte: of two patterns that differ only
    /// in Unicode normalisation, each reads back as its own type only.
    ///
    /// ```swift
    /// if let product = screen.routeValue(as: Product.self) { print(product.id) }
    /// ```
    public func routeValue<Value: RouteValue>(as type: Value.Type) -> Value? {
        guard pattern.isMatcherEqual(to: Value.pattern) else { return nil }
        return try? Value(RouteFields(parameters))
    }
}
