import PathRouterMacros

// Typed routes of another module, written from Macros/README.md only, for the promises tests
// (Tests/PathRouterMacrosTests/Promises): what an app's other modules can use of them.

/// The README's own example, under another name: `NewPaymentRoute(from: 7)` is
/// `/payments/7?page=1` "in any module".
@TypedRoute("/payments/:from")
public struct PromisesNewPaymentRoute {
    public var from: Int
    public var note: String?
    public var page: Int = 1
}

/// An optional spelled through an alias (a query field like `String?`, without a default).
public typealias PromisesMaybeNote = String?

/// Swift's defaults, as the README lists them: an initial value, `nil` for `T?` and `T!`, none
/// for `Optional<T>` nor an alias of an optional; a `let` without a value is a parameter;
/// computed and static properties are not.
@TypedRoute("/promises/defaults/:id")
public struct PromisesDefaults {
    public var id: Int
    public var plain: String?
    public var picked: Int!
    public var spelled: Optional<Int>
    public var aliased: PromisesMaybeNote
    public let kind: String
    public var page: Int = 3
    public var title: String { "computed" }
    public static let shared = 1
}

/// A `package` struct whose fields are named `to` and `fields`: its memberwise initialiser is
/// `package`.
@TypedRoute("/promises/package/:to")
package struct PromisesPackageMove {
    package var to: Int
    package var fields: Int
    package var note: PromisesMaybeNote
}
