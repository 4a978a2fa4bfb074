import PathRouter
import PathRouterTestSupport
import Testing

/// Route values that do not fit their patterns, each with one mistake.
enum Mistaken {
    /// Its pattern says `:id`; it reads `productID`.
    struct Renamed: RouteValue {
        static let pattern = "/renamed/:id"
        var productID: Int
        init(_ fields: RouteFields) throws(NavigationError) { productID = try fields.value("productID") }
        func encode(to fields: inout RouteFields) { fields.set("productID", productID) }
    }

    /// Its path parameter is optional.
    struct OptionalPathField: RouteValue {
        static let pattern = "/optional/:id"
        var id: Int?
        init(_ fields: RouteFields) throws(NavigationError) { id = try fields.value("id") }
        func encode(to fields: inout RouteFields) { fields.set("id", id) }
    }

    /// Reads `page`, never writes it.
    struct Unwritten: RouteValue {
        static let pattern = "/unwritten/:id"
        var id: Int
        var page: Int
        init(_ fields: RouteFields) throws(NavigationError) {
            id = try fields.value("id")
            page = try fields.value("page")
        }
        func encode(to fields: inout RouteFields) { fields.set("id", id) }
    }

    /// Writes `debug`, never reads it.
    struct Unread: RouteValue {
        static let pattern = "/unread/:id"
        var id: Int
        init(_ fields: RouteFields) throws(NavigationError) { id = try fields.value("id") }
        func encode(to fields: inout RouteFields) {
            fields.set("id", id)
            fields.set("debug", true)
        }
    }

    /// Writes its id off by one.
    struct OffByOne: RouteValue {
        static let pattern = "/off/:id"
        var id: Int
        init(_ fields: RouteFields) throws(NavigationError) { id = try fields.value("id") }
        func encode(to fields: inout RouteFields) { fields.set("id", id &+ 1) }
    }

    /// A price that prints whole units only: its text loses the cents.
    struct Price: RouteField {
        var cents: Int
        init(cents: Int) { self.cents = cents }
        init?(routeText: String) {
            guard let units = Int(routeText) else { return nil }
            cents = units * 100
        }
        var routeText: String { String(cents / 100) }
        static let routeSamples = [Price(cents: 500), Price(cents: 999)]
    }

    struct Priced: RouteValue {
        static let pattern = "/priced/:price"
        var price: Price
        init(_ fields: RouteFields) throws(NavigationError) { price = try fields.value("price") }
        func encode(to fields: inout RouteFields) { fields.set("price", price) }
    }

    /// A text id where `/named/new` is bound too.
    struct Named: RouteValue {
        static let pattern = "/named/:name"
        var name: String
        init(_ fields: RouteFields) throws(NavigationError) { name = try fields.value("name") }
        func encode(to fields: inout RouteFields) { fields.set("name", name) }
    }

    /// An integer id.
    struct Numbered: RouteValue {
        static let pattern = "/numbered/:id"
        var id: Int
        init(_ fields: RouteFields) throws(NavigationError) { id = try fields.value("id") }
        func encode(to fields: inout RouteFields) { fields.set("id", id) }
    }

    /// A file path in a catch-all.
    struct File: RouteValue {
        static let pattern = "/files/**path"
        var path: String
        init(_ fields: RouteFields) throws(NavigationError) { path = try fields.value("path") }
        func encode(to fields: inout RouteFields) { fields.set("path", path) }
    }

    struct Wild: RouteValue {
        static let pattern = "/wild/*"
        init(_ fields: RouteFields) throws(NavigationError) {}
        func encode(to fields: inout RouteFields) {}
    }

    /// An enum that lists no samples (without `CaseIterable` it must list them; it did, none).
    enum Color: String, RouteField {
        case red, green
        static var routeSamples: [Color] { [] }
    }

    struct Colored: RouteValue {
        static let pattern = "/colored/:color"
        var color: Color
        init(_ fields: RouteFields) throws(NavigationError) { color = try fields.value("color") }
        func encode(to fields: inout RouteFields) { fields.set("color", color) }
    }
}

/// Binding checks a route value's type before anything runs: refused with a message naming
/// the field, and nothing bound.
@Suite("Typed routes: checked when bound")
struct RouteValueBindingTests {
    static func typed<Value: RouteValue>(_ type: Value.Type) -> NavigationRoute {
        NavigationRoute(type, requiresAuthentication: false) { ValuePage(value: $0) }
    }

    static let refusals: [(route: NavigationRoute, reason: String)] = [
        (
            typed(Mistaken.Renamed.self),
            "Renamed: its pattern '/renamed/:id' has parameter 'id', which init(_:) does not read as a field (it reads: 'productID')"
        ),
        (typed(Mistaken.OptionalPathField.self), "OptionalPathField: field 'id' is optional, but its pattern '/optional/:id' always has parameter 'id'"),
        (typed(Mistaken.Unwritten.self), "Unwritten: field 'page' is read by init(_:) but encode(to:) does not write it"),
        (typed(Mistaken.Unread.self), "Unread: encode(to:) writes field 'debug', which init(_:) does not read"),
        (typed(Mistaken.OffByOne.self), "OffByOne: field 'id' is read from '0' but encode(to:) writes it as '1'"),
        (typed(Mistaken.Priced.self), "Priced: field 'price': Price's sample Price(cents: 999) prints as '9', which reads back as Price(cents: 900)"),
        (typed(Mistaken.Wild.self), "Wild: its pattern '/wild/*' has a '*'"),
        (typed(Mistaken.Colored.self), "Colored: field 'color': Color has no sample values"),
    ]

    @Test("a value type that does not fit its pattern is refused, naming the field", arguments: refusals.indices)
    func refused(index: Int) throws {
        let (route, reason) = Self.refusals[index]
        let registry = NavigationRegistry()
        let error = #expect(throws: NavigationError.self) { try registry.bind(routes: [route]) }
        #expect(error?.code == .invalidRouteValue)
        #expect(error?.reason.hasPrefix(reason) == true, "\(error?.reason ?? "")")
        #expect(registry.routes.isEmpty)
        #expect(throws: NavigationError.self) { try registry.bind(route: route) }
        #expect(registry.routes.isEmpty)
    }

    @Test("a text field whose path a literal route takes is refused, whichever is bound first; nothing of the batch is bound")
    func shadowedByLiteral() throws {
        let registry = NavigationRegistry()
        try registry.bind(route: route("/named/new"))
        let error = #expect(throws: NavigationError.self) { try registry.bind(routes: [route("/other"), Self.typed(Mistaken.Named.self)]) }
        #expect(error?.reason == "Named: field 'name' can be 'new', whose path '/named/new' the route '/named/new' takes")
        #expect(registry.routes.map(\.path) == ["/named/new"])

        let later = NavigationRegistry()
        try later.bind(route: Self.typed(Mistaken.Named.self))
        let literal = #expect(throws: NavigationError.self) { try later.bind(route: route("/named/new")) }
        #expect(literal?.code == .invalidRouteValue && literal?.reason.contains("field 'name' can be 'new'") == true)
        #expect(later.routes.map(\.path) == ["/named/:name"])
    }

    @Test("a literal the field's type cannot hold is no threat; one it can hold is")
    func literalsByType() throws {
        let registry = NavigationRegistry()
        try registry.bind(routes: [route("/numbered/new"), route("/numbered/latest/items"), Self.typed(Mistaken.Numbered.self)])
        let error = #expect(throws: NavigationError.self) { try registry.bind(route: route("/numbered/0")) }
        #expect(error?.reason == "Numbered: field 'id' can be '0', whose path '/numbered/0' the route '/numbered/0' takes")
    }

    @Test("a catch-all field is checked against the longer routes under it")
    func catchAll() throws {
        let registry = NavigationRegistry()
        try registry.bind(route: Self.typed(Mistaken.File.self))
        let error = #expect(throws: NavigationError.self) { try registry.bind(route: route("/files/readme/:version")) }
        #expect(error?.reason == "File: field 'path' can be 'readme/x', whose path '/files/readme/x' the route '/files/readme/:version' takes")
    }

    @Test("changing the options checks typed routes again: a literal that folds onto a value is refused, the options kept")
    func options() throws {
        let registry = NavigationRegistry()
        try registry.bind(routes: [route("/sorted/NEWEST"), Self.typed(Mistaken.Sorted.self)])
        let error = #expect(throws: NavigationError.self) { try registry.setOptions(.init(caseInsensitiveLiterals: true)) }
        #expect(error?.reason == "Sorted: field 'order' can be 'newest', whose path '/sorted/newest' the route '/sorted/NEWEST' takes")
        #expect(registry.options.caseInsensitiveLiterals == false)
        #expect(try registry.resolve("/sorted/newest").route.path == "/sorted/:order")
    }

    @Test("an unbound typed route's type is no longer printed; bound again, it is checked again")
    func unbindRebind() throws {
        let registry = NavigationRegistry()
        try registry.bind(route: Self.typed(Mistaken.Numbered.self))
        #expect(registry.unbind(path: "/numbered/:id") != nil)
        // Unbound: the literal that would shadow it binds, and the typed route is then refused.
        try registry.bind(route: route("/numbered/1"))
        #expect(throws: NavigationError.self) { try registry.bind(route: Self.typed(Mistaken.Numbered.self)) }
        #expect(throws: NavigationError.self) { try registry.path(for: Mistaken.Numbered(id: 1)) }
    }
}

extension Mistaken {
    /// An enum field.
    struct Sorted: RouteValue {
        static let pattern = "/sorted/:order"
        var order: SortOrder
        init(_ fields: RouteFields) throws(NavigationError) { order = try fields.value("order") }
        func encode(to fields: inout RouteFields) { fields.set("order", order) }
    }
}

extension Mistaken.Numbered {
    init(id: Int) { self.id = id }
}
