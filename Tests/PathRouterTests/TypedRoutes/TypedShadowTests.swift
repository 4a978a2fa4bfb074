import PathRouter
import PathRouterTestSupport
import Testing

/// A literal route that would take a typed value's path is refused, for every case of an enum
/// field (not a sample of them) and under case-insensitive literals.
@Suite("Typed routes: shadowed by literals")
struct TypedShadowTests {
    enum Order: String, RouteField, CaseIterable {
        case c0, c1, c2, c3, c4, c5, c6, c7, c8, c9, c10, c11, c12, c13, c14, c15, c16, c17, c18, c19
    }

    struct Sorted: RouteValue {
        static let pattern = "/sorted/:order"
        var order: Order
        init(order: Order) { self.order = order }
        init(_ fields: RouteFields) throws(NavigationError) { order = try fields.value("order") }
        func encode(to fields: inout RouteFields) { fields.set("order", order) }
    }

    struct Page: RoutableViewModel {
        var navigationInterceptionExecutionFlow: NavigationInterceptionFlow?
        init(parameters: [String: String]?) {}
    }

    static func registry(caseInsensitive: Bool) throws -> NavigationRegistry {
        let registry = NavigationRegistry()
        try registry.setOptions(.init(caseInsensitiveLiterals: caseInsensitive))
        return registry
    }

    static let typed = NavigationRoute(Sorted.self, requiresAuthentication: false) { ValuePage(value: $0) }
    static func literal(_ path: String) -> NavigationRoute { NavigationRoute(path: path, type: Page.self, requiresAuthentication: false) }

    @Test("a literal for the 15th case is refused, typed route first or second, whatever the literals' case rule", arguments: [false, true])
    func lateCase(caseInsensitive: Bool) throws {
        for literal in caseInsensitive ? ["/sorted/C14", "/sorted/c14"] : ["/sorted/c14"] {
            let typedFirst = try Self.registry(caseInsensitive: caseInsensitive)
            try typedFirst.bind(route: Self.typed)
            #expect(throws: NavigationError.self, "\(literal) beside the typed route") { try typedFirst.bind(route: Self.literal(literal)) }
            let literalFirst = try Self.registry(caseInsensitive: caseInsensitive)
            try literalFirst.bind(route: Self.literal(literal))
            #expect(throws: NavigationError.self, "the typed route beside \(literal)") { try literalFirst.bind(route: Self.typed) }
        }
        // A literal no case prints stays allowed.
        let registry = try Self.registry(caseInsensitive: caseInsensitive)
        try registry.bind(route: Self.typed)
        try registry.bind(route: Self.literal("/sorted/all"))
        #expect(try registry.resolve("/sorted/c14").route.path == Sorted.pattern)
    }

    @Test("the refusal names the field and the case")
    func refusalNamesTheCase() throws {
        let registry = try Self.registry(caseInsensitive: true)
        try registry.bind(route: Self.typed)
        do {
            try registry.bind(route: Self.literal("/sorted/C14"))
            Issue.record("bound")
        } catch {
            #expect(error.code == .invalidRouteValue && error.reason.contains("field 'order' can be 'c14'"), "\(error)")
        }
    }
}

/// Patterns that differ only in Unicode normalisation are two routes to the matcher (it reads
/// bytes), and each screen reads back as its own type only.
@Suite("Typed routes: patterns as the matcher reads them")
struct TypedNormalisationTests {
    struct Composed: RouteValue {
        static let pattern = "/caf\u{E9}/:id"
        var id: Int
        init(id: Int) { self.id = id }
        init(_ fields: RouteFields) throws(NavigationError) { id = try fields.value("id") }
        func encode(to fields: inout RouteFields) { fields.set("id", id) }
    }

    struct Decomposed: RouteValue {
        static let pattern = "/cafe\u{301}/:id"
        var id: Int
        init(id: Int) { self.id = id }
        init(_ fields: RouteFields) throws(NavigationError) { id = try fields.value("id") }
        func encode(to fields: inout RouteFields) { fields.set("id", id) }
    }

    @Test("each screen reads back as its own type, not as the other whose pattern == calls equal")
    func ownTypeOnly() async throws {
        #expect(Composed.pattern == Decomposed.pattern)  // Swift's canonical equivalence
        let registry = NavigationRegistry()
        try registry.bind(route: NavigationRoute(Composed.self, requiresAuthentication: false) { ValuePage(value: $0) })
        try registry.bind(route: NavigationRoute(Decomposed.self, requiresAuthentication: false) { ValuePage(value: $0) })
        let router = NavigationRouter(scene: NavigationScene(id: "main"), registry: registry, screenIDs: Screen.ID.Source())
        let composed = try #require(try await router.navigate(to: Composed(id: 1)).result.get().screen)
        let decomposed = try #require(try await router.navigate(to: Decomposed(id: 2)).result.get().screen)
        #expect(composed.routeValue(as: Composed.self)?.id == 1 && composed.routeValue(as: Decomposed.self) == nil)
        #expect(decomposed.routeValue(as: Decomposed.self)?.id == 2 && decomposed.routeValue(as: Composed.self) == nil)
        #expect(Array(composed.pattern.unicodeScalars) == Array(Composed.pattern.unicodeScalars))
        #expect(Array(decomposed.pattern.unicodeScalars) == Array(Decomposed.pattern.unicodeScalars))
    }
}
