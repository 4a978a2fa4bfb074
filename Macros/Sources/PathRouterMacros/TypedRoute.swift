@_exported public import PathRouter

/// Makes a struct a typed route (``PathRouter/RouteValue``) of `pattern`: writes its
/// `pattern`, `init(_:)` and `encode(to:)` from its stored properties, and refuses at compile
/// time a pattern parameter without a stored property of that name, an optional property for a
/// pattern parameter, a `*`, and a property it cannot read (no type written, or a `let` with a
/// value).
///
/// ```swift
/// import PathRouterMacros
///
/// @TypedRoute("/products/:id")
/// public struct Product {
///     public var id: Int           // `:id`, a path parameter
///     public var tab: String?      // a query parameter, absent when nil
/// }
///
/// router.navigate(to: Product(id: 42, tab: "reviews"))   // /products/42?tab=reviews
/// ```
///
/// A property whose name the pattern has is a path parameter; any other stored property is a
/// query parameter (required unless optional). Every property's type is a
/// ``PathRouter/RouteField`` or an optional of one; the compiler says so where one is not, naming
/// the property, and refuses a path parameter whose type is an optional spelled through a type
/// alias. The pattern's escapes are read, backticked names and `var x, y: Int` are fields like
/// any other.
///
/// A `public` (or `package`) struct that declares no initialiser in its body gets a memberwise
/// initialiser of its own access level, in place of Swift's internal one: `public init(id: Int,
/// tab: String? = nil)` here. Its defaults are Swift's: a property's initial value, and `nil`
/// for a `var` written `T?` or `T!`. Another struct keeps Swift's memberwise initialiser.
/// Binding the route checks the rest (``PathRouter/RouteValue``).
@attached(member, names: named(init))
@attached(extension, conformances: RouteValue, names: named(pattern), named(init(_:)), named(encode(to:)))
public macro TypedRoute(_ pattern: String) = #externalMacro(module: "PathRouterMacrosPlugin", type: "TypedRouteMacro")
