import PathRouterMacros

/// A typed route whose field `from` has the label of `RouteValue`'s `init(_:)`: the macro
/// writes a public memberwise initialiser, so that `NewPaymentRoute(from: 7)` is a value in any
/// module.
@TypedRoute("/payments/new/:from")
public struct NewPaymentRoute {
    public var from: Int
    public var note: String?
    public var page: Int = 1
}

/// An optional spelled through an alias, as a query field.
public typealias MaybeMemo = String?

/// A `package` typed route: its memberwise initialiser is `package`, and its query field's
/// optional type is an alias (absent when `nil`).
@TypedRoute("/transfers/:id")
package struct Transfer {
    package var id: UInt32
    package var memo: MaybeMemo
}

/// A public typed route with an initialiser of its own: the macro writes none.
@TypedRoute("/accounts/:number")
public struct Account {
    public var number: Int
    public var tab: String?

    /// The account of `number`, on its first tab.
    public init(_ number: Int) {
        self.number = number
        tab = nil
    }
}
