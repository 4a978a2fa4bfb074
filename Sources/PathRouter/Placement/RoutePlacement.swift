/// Where a route's screen lives in an app: its tab, and the route it sits under.
///
/// A navigation to a placed route selects its tab (when the scene has tabs), builds the part
/// of its parent chain the tab does not show yet, then shows the route's screen — one atomic
/// change, one transition record listing each step. A parent's path is the parent pattern with
/// the child's parameters filled in (`/products/:id` under `/products/:id/reviews` gets the
/// child's `id`); a route with no tab of its own lives in its nearest parent's tab. A parent
/// the stack shows is kept, whatever query it was shown with: the payee picker placed under
/// `/payments/new` lands above the form the user fills, `/payments/new?from=7`, which keeps
/// its query and its view model (a parent given with a query, in `navigate(toPaths:)`, is
/// matched with that query only).
///
/// ```swift
/// NavigationRoute(path: "/products", type: ProductListViewModel.self, placement: .init(tab: "catalog"))
/// NavigationRoute(path: "/products/:id", type: ProductViewModel.self, placement: .init(parent: "/products"))
/// NavigationRoute(path: "/products/:id/reviews", type: ReviewsViewModel.self, placement: .init(parent: "/products/:id"))
/// ```
public struct RoutePlacement: Hashable, Sendable {
    /// The name of the tab the route's screens live in, or `nil` (its parent's tab, if any).
    public let tab: String?
    /// The pattern of the route this one sits under, or `nil`. Its parameters must be among
    /// the child pattern's parameters.
    public let parent: String?

    /// The parent pattern, parsed once.
    let parentPattern: Result<RoutePattern, NavigationError>?
    /// The parent pattern's parameter names, listed once.
    let parentParameterNames: [String]

    public init(tab: String? = nil, parent: String? = nil) {
        self.tab = tab
        self.parent = parent
        let parsed = parent.map { pattern in Result { () throws(NavigationError) in try RoutePattern(pattern) } }
        self.parentPattern = parsed
        self.parentParameterNames = (try? parsed?.get())?.parameterNames ?? []
    }

    public static func == (lhs: RoutePlacement, rhs: RoutePlacement) -> Bool {
        lhs.tab == rhs.tab && lhs.parent == rhs.parent
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(tab)
        hasher.combine(parent)
    }
}
