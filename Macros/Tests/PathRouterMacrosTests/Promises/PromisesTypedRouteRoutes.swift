import PathRouter
import PathRouterMacros

// Types for the promises tests, written from the documentation only (Macros/README.md, the
// README's "Typed routes and dependencies", TypedRoutesAndDependencies.md).

/// A screen that shows a typed route's value.
struct PromisesPage<Value: RouteValue>: ScreenViewModel {
    var navigationInterceptionExecutionFlow: NavigationInterceptionFlow?
    let value: Value
}

/// A screen of a literal route.
struct PromisesPlain: ScreenViewModel {
    var navigationInterceptionExecutionFlow: NavigationInterceptionFlow?
}

/// Macros/README.md's `Product`: `Product(id: 42, tab: "reviews")` is `/products/42?tab=reviews`.
@TypedRoute("/products/:id")
struct PromisesReadmeProduct {
    var id: Int
    var tab: String?
}

/// "an optional spelled through a type alias (`typealias MaybeNote = String?; var note:
/// MaybeNote`), which is a query field like `String?`".
typealias PromisesMaybeNoteHere = String?

@TypedRoute("/promises/notes/:id")
struct PromisesNote {
    var id: Int
    var note: PromisesMaybeNoteHere
}

/// "a pattern with escapes (`"/caf\u{E9}/:id"` is `/café/:id`)".
@TypedRoute("/caf\u{E9}/:id")
struct PromisesCafe {
    var id: Int
}

/// "a backticked property (`` var `default`: Int `` is the field `default`)".
@TypedRoute("/promises/keywords/:default")
struct PromisesKeywords {
    var `default`: Int
    var `class`: String?
}

/// "several properties in one declaration (`var x, y: Int`)".
@TypedRoute("/promises/points/:x/:y")
struct PromisesPoint {
    var x, y: Int
    var a, b: String?
}

/// Fields named like the labels of `RouteValue`'s members.
@TypedRoute("/promises/named/:from/:to")
struct PromisesNamed {
    var from: Int
    var to: Int
    var fields: String?
    var routeFields: Int?
}

/// A `String` path field beside a literal route that would take one of its paths.
@TypedRoute("/promises/shadow/:id")
struct PromisesShadowed {
    var id: String
}

/// TypedRoutesAndDependencies.md's hand-written `Product`, with `init(_:)`.
struct PromisesHandProduct: RouteValue {
    static let pattern = "/products/:id"
    var id: Int
    var ref: String? = nil

    init(id: Int, ref: String? = nil) { self.id = id; self.ref = ref }
    init(_ fields: RouteFields) throws(NavigationError) {
        id = try fields.value("id")
        ref = try fields.value("ref")
    }
    func encode(to fields: inout RouteFields) {
        fields.set("id", id)
        fields.set("ref", ref)
    }
}

/// README.md's `Misspelled`, word for word.
struct Misspelled: RouteValue {
    static let pattern = "/misspelled/:id"
    var identifier: Int
    init(_ fields: RouteFields) throws(NavigationError) { identifier = try fields.value("identifier") }
    func encode(to fields: inout RouteFields) { fields.set("identifier", identifier) }
}
