/// A route as a value: its pattern, and how its fields map to the path's parameters.
///
/// A field whose name the pattern has (`:id`) is a path parameter; any other is a query
/// parameter, absent when an optional field is `nil`. Bind the value's type with a view model
/// (`NavigationRoute(Product.self) { product in … }`), navigate to a value
/// (``NavigationRouter/navigate(to:replace:externally:embedInNavigationView:modal:shouldPreventDismissal:interceptionExecutionFlow:animation:reuse:)``),
/// and read it back from a screen (``Screen/routeValue(as:)``). A typed navigation is the
/// navigation to the path the value prints: every rule applies the same, and links and saved
/// states stay paths (renaming the type breaks nothing).
///
/// ```swift
/// struct Product: RouteValue {
///     static let pattern = "/products/:id"
///     var id: Int
///     var ref: String? = nil
///
///     init(id: Int, ref: String? = nil) { self.id = id; self.ref = ref }
///     init(_ fields: RouteFields) throws(NavigationError) {
///         id = try fields.value("id")
///         ref = try fields.value("ref")
///     }
///     func encode(to fields: inout RouteFields) {
///         fields.set("id", id)
///         fields.set("ref", ref)
///     }
/// }
///
/// router.navigate(to: Product(id: 42, ref: "home"))   // the navigation to /products/42?ref=home
/// ```
///
/// Binding checks the type before anything runs, and refuses it with
/// ``NavigationError/Code/invalidRouteValue`` naming the field: a pattern parameter it does not
/// read as a required field, a field it reads but does not write (or the reverse), a value of
/// its samples that does not read back as itself once printed and parsed, or one whose path
/// another route takes (a `String` field where `/products/new` is bound beside
/// `/products/:id`). `init(_:)` must be a function of the fields alone.
public protocol RouteValue: Hashable, Sendable {
    /// The pattern the value's paths take (see ``RoutePattern``; no `*`).
    static var pattern: String { get }
    /// Reads the value from its fields (`try fields.value("id")`, see ``RouteFields``).
    ///
    /// It takes no label, as no memberwise initialiser does: a call of the value's own
    /// initialiser that lacks a field or gives a wrong one (`Payment(from: 7)` for a `Payment`
    /// that needs a `kind` too) is never reported against this one, whatever the fields' names.
    ///
    /// ```swift
    /// let product = try Product(RouteFields(screen.parameters))
    /// ```
    init(_ fields: RouteFields) throws(NavigationError)
    /// Writes every field the value has (`fields.set("id", id)`, see ``RouteFields``).
    func encode(to fields: inout RouteFields)
}

extension RouteValue {
    /// The value's fields as text, by name (path and query parameters together).
    public var fieldTexts: [String: String] {
        var fields = RouteFields()
        encode(to: &fields)
        return fields.writtenTexts
    }
}
