import SwiftSyntaxMacrosGenericTestSupport
import Testing

/// The checks `@TypedRoute` leaves to the compiler: a type of its own or an alias, which the
/// macro cannot resolve, is a `RouteField` or an optional of one, and not optional for a path
/// parameter.
@Suite("The @TypedRoute macro: the checks the compiler makes")
struct FieldChecksExpansionTests {
    @Test("a query field of an alias is checked as a RouteField or an optional of one, and read as either")
    func aliasQueryField() {
        expandTypedRoute(
            """
            @TypedRoute("/notes")
            struct Notes {
                var note: MaybeNote
            }
            """,
            """
            struct Notes {
                var note: MaybeNote
            }

            extension Notes: PathRouter.RouteValue {
                static var pattern: String {
                    "/notes"
                }

                init(_ fields: PathRouter.RouteFields) throws(PathRouter.NavigationError) {
                    func field_note_isARouteField<T: PathRouter.RouteField>(_: T.Type) {
                    }
                    func field_note_isARouteField<T: PathRouter.RouteField>(_: T?.Type) {
                    }
                    field_note_isARouteField((MaybeNote).self)
                    self.note = try fields.value("note")
                }

                func encode(to fields: inout PathRouter.RouteFields) {
                    fields.set("note", self.note)
                }
            }
            """)
    }

    @Test("a path field of an alias has an unavailable optional overload: an optional alias does not compile, and the error names the field")
    func aliasPathField() {
        expandTypedRoute(
            #"""
            @TypedRoute("/items/:id/\"new\"")
            struct Item {
                var id: MaybeID
            }
            """#,
            #"""
            struct Item {
                var id: MaybeID
            }

            extension Item: PathRouter.RouteValue {
                static var pattern: String {
                    "/items/:id/\"new\""
                }

                init(_ fields: PathRouter.RouteFields) throws(PathRouter.NavigationError) {
                    func field_id_isARouteField<T: PathRouter.RouteField>(_: T.Type) {
                    }
                    @available(*, unavailable, message: "property 'id' is optional, but pattern '/items/:id/\"new\"' always has parameter 'id': make it required")
                    func field_id_isARouteField<T: PathRouter.RouteField>(_: T?.Type) {
                    }
                    field_id_isARouteField((MaybeID).self)
                    self.id = try fields.value("id")
                }

                func encode(to fields: inout PathRouter.RouteFields) {
                    fields.set("id", self.id)
                }
            }
            """#)
    }

    @Test("a field of a standard type, optional or not, needs no check")
    func standardTypes() {
        expandTypedRoute(
            """
            @TypedRoute("/a/:id")
            struct A {
                var id: UUID
                var page: Optional<Int>
            }
            """,
            """
            struct A {
                var id: UUID
                var page: Optional<Int>
            }

            extension A: PathRouter.RouteValue {
                static var pattern: String {
                    "/a/:id"
                }

                init(_ fields: PathRouter.RouteFields) throws(PathRouter.NavigationError) {
                    self.id = try fields.value("id")
                    self.page = try fields.value("page")
                }

                func encode(to fields: inout PathRouter.RouteFields) {
                    fields.set("id", self.id)
                    fields.set("page", self.page)
                }
            }
            """)
    }

    @Test("a pattern with a control character is written as a one-line literal")
    func controlCharacter() {
        expandTypedRoute(
            #"""
            @TypedRoute("/a\tb")
            struct A {
            }
            """#,
            #"""
            struct A {
            }

            extension A: PathRouter.RouteValue {
                static var pattern: String {
                    "/a\u{9}b"
                }

                init(_ fields: PathRouter.RouteFields) throws(PathRouter.NavigationError) {
                }

                func encode(to fields: inout PathRouter.RouteFields) {
                }
            }
            """#)
    }
}
