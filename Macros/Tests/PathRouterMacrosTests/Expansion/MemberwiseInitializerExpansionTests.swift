import SwiftSyntaxMacrosGenericTestSupport
import Testing

/// The memberwise initialiser `@TypedRoute` writes for a `public` or `package` struct, and where
/// it writes none.
@Suite("The @TypedRoute macro: the memberwise initialiser")
struct MemberwiseInitializerExpansionTests {
    @Test("a public struct gets a public memberwise initialiser: stored properties in order, with Swift's defaults")
    func publicStruct() {
        expandTypedRoute(
            """
            @TypedRoute("/payments/:from")
            public struct Payment {
                public var from: Int
                public var note: String?
                public var page: Int = 1
                public var sort: Sort = .newest
                let kind: Kind
                var count: Int? { didSet {} }
                var picked: Int!
                var spelled: Optional<Int>
                var title: String { "x" }
                static let shared = 1
            }
            """,
            """
            public struct Payment {
                public var from: Int
                public var note: String?
                public var page: Int = 1
                public var sort: Sort = .newest
                let kind: Kind
                var count: Int? { didSet {} }
                var picked: Int!
                var spelled: Optional<Int>
                var title: String { "x" }
                static let shared = 1

                /// A value of the given fields: the memberwise initialiser, public like the struct.
                public init(from: Int, note: String? = nil, page: Int = 1, sort: Sort = .newest, kind: Kind, count: Int? = nil, picked: Int! = nil, spelled: Optional<Int>) {
                    self.from = from
                    self.note = note
                    self.page = page
                    self.sort = sort
                    self.kind = kind
                    self.count = count
                    self.picked = picked
                    self.spelled = spelled
                }
            }

            extension Payment: PathRouter.RouteValue {
                public static var pattern: String {
                    "/payments/:from"
                }

                public init(_ fields: PathRouter.RouteFields) throws(PathRouter.NavigationError) {
                    func field_sort_isARouteField<T: PathRouter.RouteField>(_: T.Type) {
                    }
                    func field_sort_isARouteField<T: PathRouter.RouteField>(_: T?.Type) {
                    }
                    field_sort_isARouteField((Sort).self)
                    func field_kind_isARouteField<T: PathRouter.RouteField>(_: T.Type) {
                    }
                    func field_kind_isARouteField<T: PathRouter.RouteField>(_: T?.Type) {
                    }
                    field_kind_isARouteField((Kind).self)
                    self.from = try fields.value("from")
                    self.note = try fields.value("note")
                    self.page = try fields.value("page")
                    self.sort = try fields.value("sort")
                    self.kind = try fields.value("kind")
                    self.count = try fields.value("count")
                    self.picked = try fields.value("picked")
                    self.spelled = try fields.value("spelled")
                }

                public func encode(to fields: inout PathRouter.RouteFields) {
                    fields.set("from", self.from)
                    fields.set("note", self.note)
                    fields.set("page", self.page)
                    fields.set("sort", self.sort)
                    fields.set("kind", self.kind)
                    fields.set("count", self.count)
                    fields.set("picked", self.picked)
                    fields.set("spelled", self.spelled)
                }
            }
            """)
    }

    @Test("a package struct gets a package memberwise initialiser; backticked names and 'var x, y: Int' are parameters like the others")
    func packageStruct() {
        expandTypedRoute(
            """
            @TypedRoute("/points/:x/:y")
            package struct Point {
                var x, y: Int
                var `default`: Bool = false
            }
            """,
            """
            package struct Point {
                var x, y: Int
                var `default`: Bool = false

                /// A value of the given fields: the memberwise initialiser, package like the struct.
                package init(x: Int, y: Int, `default`: Bool = false) {
                    self.x = x
                    self.y = y
                    self.`default` = `default`
                }
            }

            extension Point: PathRouter.RouteValue {
                package static var pattern: String {
                    "/points/:x/:y"
                }

                package init(_ fields: PathRouter.RouteFields) throws(PathRouter.NavigationError) {
                    self.x = try fields.value("x")
                    self.y = try fields.value("y")
                    self.`default` = try fields.value("default")
                }

                package func encode(to fields: inout PathRouter.RouteFields) {
                    fields.set("x", self.x)
                    fields.set("y", self.y)
                    fields.set("default", self.`default`)
                }
            }
            """)
    }

    @Test("an internal or fileprivate struct keeps Swift's memberwise initialiser: the macro writes none")
    func internalStruct() {
        for access in ["", "internal ", "fileprivate "] {
            expandTypedRoute(
                """
                @TypedRoute("/a")
                \(access)struct A {
                    var page: Int = 1
                }
                """,
                """
                \(access)struct A {
                    var page: Int = 1
                }

                extension A: PathRouter.RouteValue {
                    static var pattern: String {
                        "/a"
                    }

                    init(_ fields: PathRouter.RouteFields) throws(PathRouter.NavigationError) {
                        self.page = try fields.value("page")
                    }

                    func encode(to fields: inout PathRouter.RouteFields) {
                        fields.set("page", self.page)
                    }
                }
                """)
        }
    }

    @Test("a public struct that declares an initialiser gets none from the macro, nor a warning")
    func publicWithInitializer() {
        expandTypedRoute(
            """
            @TypedRoute("/a/:id")
            public struct A {
                var id: Int
                public init(id: Int) { self.id = id }
            }
            """,
            """
            public struct A {
                var id: Int
                public init(id: Int) { self.id = id }
            }

            extension A: PathRouter.RouteValue {
                public static var pattern: String {
                    "/a/:id"
                }

                public init(_ fields: PathRouter.RouteFields) throws(PathRouter.NavigationError) {
                    self.id = try fields.value("id")
                }

                public func encode(to fields: inout PathRouter.RouteFields) {
                    fields.set("id", self.id)
                }
            }
            """)
    }

    @Test("a public struct without fields gets 'public init()'")
    func publicWithoutFields() {
        expandTypedRoute(
            """
            @TypedRoute("/home")
            public struct Home {
            }
            """,
            """
            public struct Home {

                /// A value of the given fields: the memberwise initialiser, public like the struct.
                public init() {
                }
            }

            extension Home: PathRouter.RouteValue {
                public static var pattern: String {
                    "/home"
                }

                public init(_ fields: PathRouter.RouteFields) throws(PathRouter.NavigationError) {
                }

                public func encode(to fields: inout PathRouter.RouteFields) {
                }
            }
            """)
    }

    @Test("a public struct with a property the macro refuses gets no initialiser: the error says why, once")
    func publicWithRefusal() {
        expandTypedRoute(
            """
            @TypedRoute("/a")
            public struct A {
                var name = "x"
            }
            """,
            """
            public struct A {
                var name = "x"
            }
            """,
            diagnostics: [
                DiagnosticSpec(
                    message: "property 'name' needs its type written (a RouteField, such as Int or String?) to be read from a path",
                    line: 3, column: 9)
            ])
    }
}
