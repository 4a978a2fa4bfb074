import PathRouter

/// The sample's screens with parameters, as values: `navigate(to: ProductRoute(id: 42))` is the
/// navigation to `/products/42`. Links and saved states stay paths.

/// A product page. Product ids are numbers: `/products/abc` is refused before anything is built.
public struct ProductRoute: RouteValue {
    public static let pattern = "/products/:id"
    public var id: Int
    /// The page's tab (`specs`, `reviews`), a query parameter.
    public var tab: String?

    public init(id: Int, tab: String? = nil) {
        self.id = id
        self.tab = tab
    }

    public init(_ fields: RouteFields) throws(NavigationError) {
        id = try fields.value("id")
        tab = try fields.value("tab")
    }

    public func encode(to fields: inout RouteFields) {
        fields.set("id", id)
        fields.set("tab", tab)
    }
}

/// A product's reviews, shown over the product.
public struct ReviewsRoute: RouteValue {
    public static let pattern = "/products/:id/reviews"
    public var id: Int

    public init(id: Int) { self.id = id }
    public init(_ fields: RouteFields) throws(NavigationError) { id = try fields.value("id") }
    public func encode(to fields: inout RouteFields) { fields.set("id", id) }
}

/// An account, behind the login. (A link's other query parameters, such as `?tab=orders`,
/// stay in the screen's parameters; the value reads only its own.)
public struct AccountRoute: RouteValue {
    public static let pattern = "/accounts/:id"
    public var id: Int

    public init(id: Int) { self.id = id }
    public init(_ fields: RouteFields) throws(NavigationError) { id = try fields.value("id") }
    public func encode(to fields: inout RouteFields) { fields.set("id", id) }
}
