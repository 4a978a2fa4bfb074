import PathRouter

/// A typed navigation against the same navigation by its path (issue 58: at most 15% more).
enum TypedRouteBenchmark {
    /// The item route as a value.
    struct Item: RouteValue {
        static let pattern = "/items/:id"
        var id: Int
        init(id: Int) { self.id = id }
        init(_ fields: RouteFields) throws(NavigationError) { id = try fields.value("id") }
        func encode(to fields: inout RouteFields) { fields.set("id", id) }
    }

    /// The item's view model, built by its route from the value.
    struct ItemViewModel: ScreenViewModel {
        var navigationInterceptionExecutionFlow: NavigationInterceptionFlow?
        let id: Int
    }

    static func makeRegistry() -> NavigationRegistry {
        let registry = NavigationRegistry()
        try! registry.bind(routes: [
            NavigationRoute(path: "/home", type: BenchmarkViewModel.self, requiresAuthentication: false),
            NavigationRoute(Item.self, requiresAuthentication: false) { item in ItemViewModel(id: item.id) },
        ])
        return registry
    }

    static let ids = (0..<9).map { $0 * 7919 }
    static let paths = ids.map { "/items/\($0)" }

    /// `pushes` pushes onto one stack, typed (`navigate(to: Item(id:))`) or by path
    /// (`navigate(toPath: "/items/…")`), to the same typed route; returns the screens shown.
    /// instructions.sh takes the difference of two counts of pushes: one push's instructions.
    static func pushes(_ pushes: Int, typed: Bool) -> Int {
        let router = NavigationRouter(scene: NavigationScene(id: "typed"), registry: makeRegistry())
        router.navigate(toPath: "/home")
        if typed {
            for index in 0..<pushes { router.navigate(to: Item(id: ids[index % ids.count])) }
        } else {
            for index in 0..<pushes { router.navigate(toPath: paths[index % paths.count]) }
        }
        let count = router.state.allScreens.count
        precondition(count == pushes + 1)
        return count
    }
}
