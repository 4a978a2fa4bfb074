import SwiftSyntaxMacrosGenericTestSupport
import Testing

/// What `@TypedRoute` writes as the conformance, and what it refuses at compile time.
@Suite("The @TypedRoute macro: expansion and compile-time refusals")
struct TypedRouteExpansionTests {
    @Test("a struct's stored properties become its fields: pattern parameters and query, required or optional")
    func fields() {
        expandTypedRoute(
            """
            @TypedRoute("/products/:id")
            struct Product {
                var id: Int
                var tab: String?
                var title: String { "x" }
                static let shared = 1
            }
            """,
            """
            struct Product {
                var id: Int
                var tab: String?
                var title: String { "x" }
                static let shared = 1
            }

            extension Product: PathRouter.RouteValue {
                static var pattern: String {
                    "/products/:id"
                }

                init(_ fields: PathRouter.RouteFields) throws(PathRouter.NavigationError) {
                    self.id = try fields.value("id")
                    self.tab = try fields.value("tab")
                }

                func encode(to fields: inout PathRouter.RouteFields) {
                    fields.set("id", self.id)
                    fields.set("tab", self.tab)
                }
            }
            """)
    }

    @Test("a pattern parameter without a stored property of its name does not compile, and says which")
    func misspelled() {
        expandTypedRoute(
            """
            @TypedRoute("/products/:id")
            struct Product {
                var identifier: Int
            }
            """,
            """
            struct Product {
                var identifier: Int
            }
            """,
            diagnostics: [
                DiagnosticSpec(
                    message: "pattern '/products/:id' has parameter 'id', but the struct has no stored property 'id' (its properties: 'identifier')",
                    line: 1, column: 1)
            ])
    }

    @Test("an optional property for a pattern parameter, a '*', an untyped property and a 'let' with a value do not compile")
    func refusals() {
        expandTypedRoute(
            """
            @TypedRoute("/files/:id/*")
            struct File {
                var id: Int?
                var name = "x"
                let kind: Int = 1
            }
            """,
            """
            struct File {
                var id: Int?
                var name = "x"
                let kind: Int = 1
            }
            """,
            diagnostics: [
                DiagnosticSpec(
                    message: "property 'name' needs its type written (a RouteField, such as Int or String?) to be read from a path",
                    line: 4, column: 9),
                DiagnosticSpec(
                    message: "'kind' is a 'let' with a value, so it cannot be read from a path: make it 'var', or remove the value",
                    line: 5, column: 9),
                DiagnosticSpec(message: "pattern '/files/:id/*' has a '*', which matches many paths: a route value prints one", line: 1, column: 1),
                DiagnosticSpec(
                    message: "property 'id' is optional, but pattern '/files/:id/*' always has parameter 'id': make it required",
                    line: 1, column: 1),
            ])
    }

    @Test("only a struct, and only a literal pattern")
    func shapes() {
        expandTypedRoute(
            """
            @TypedRoute("/a")
            class A {}
            """,
            """
            class A {}
            """,
            diagnostics: [DiagnosticSpec(message: "@TypedRoute applies to a struct", line: 1, column: 1)])
        expandTypedRoute(
            """
            @TypedRoute(somePattern)
            struct B {}
            """,
            """
            struct B {}
            """,
            diagnostics: [
                DiagnosticSpec(message: "@TypedRoute takes its pattern as a string literal, such as \"/products/:id\"", line: 1, column: 1)
            ])
    }

    @Test("a pattern's escapes are read; a backticked name is its name; 'var x, y: Int' types both; a custom type is checked by name")
    func whatSwiftTakes() {
        expandTypedRoute(
            #"""
            @TypedRoute("/caf\u{E9}/:default/:x/:y")
            struct Place {
                var `default`: Int
                var x, y: Int
                var kind: Kind?
            }
            """#,
            """
            struct Place {
                var `default`: Int
                var x, y: Int
                var kind: Kind?
            }

            extension Place: PathRouter.RouteValue {
                static var pattern: String {
                    "/caf\u{E9}/:default/:x/:y"
                }

                init(_ fields: PathRouter.RouteFields) throws(PathRouter.NavigationError) {
                    func field_kind_isARouteField<T: PathRouter.RouteField>(_: T.Type) {
                    }
                    func field_kind_isARouteField<T: PathRouter.RouteField>(_: T?.Type) {
                    }
                    field_kind_isARouteField((Kind).self)
                    self.`default` = try fields.value("default")
                    self.x = try fields.value("x")
                    self.y = try fields.value("y")
                    self.kind = try fields.value("kind")
                }

                func encode(to fields: inout PathRouter.RouteFields) {
                    fields.set("default", self.`default`)
                    fields.set("x", self.x)
                    fields.set("y", self.y)
                    fields.set("kind", self.kind)
                }
            }
            """)
    }
}
