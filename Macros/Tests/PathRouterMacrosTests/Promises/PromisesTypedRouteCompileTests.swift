import Foundation
import Testing

/// Compile-time promises of `@TypedRoute`, checked by type-checking app code (module `App`) with
/// the build's modules and macro plugin, through `CallSiteDiagnosticTests.Build`.
@Suite("The @TypedRoute macro as its docs promise: at compile time", .serialized)
struct PromisesTypedRouteCompileTests {
    static let header = """
        import PathRouter
        import PathRouterMacros
        import OtherModuleRoutes

        """

    /// The compiler's output for `source` (after `header`).
    static func compile(_ source: String) throws -> String {
        let build = try #require(CallSiteDiagnosticTests.Build.find(), "no build folder with the macro's plugin")
        return try build.diagnostics(of: header + source)
    }

    /// The messages of the diagnostics of `kind` ("error", "note", "warning").
    static func messages(_ output: String, _ kinds: [String] = ["error"]) -> [String] {
        output.split(separator: "\n").compactMap { line in
            for kind in kinds {
                if let range = line.range(of: ": \(kind): ") { return String(line[range.upperBound...]) }
            }
            return nil
        }
    }

    /// The words no diagnostic of a call site may use (Macros/README.md, README.md).
    static func forbidden(in output: String) -> [String] {
        // Every diagnostic line, in either style ("file:line:col: note: …" or "`- note: …").
        let lines = output.split(separator: "\n").filter { $0.contains("error: ") || $0.contains("note: ") || $0.contains("warning: ") }
        return ["init(_:)", "RouteFields", "init(from:)"].filter { word in lines.contains { $0.contains(word) } }
    }

    // MARK: 1. The memberwise initialiser

    @Test("a public struct's memberwise initialiser is usable from another module, with Swift's defaults")
    func publicFromAnotherModule() throws {
        let output = try Self.compile(
            """
            let a = PromisesNewPaymentRoute(from: 7)
            let b = PromisesNewPaymentRoute(from: 7, note: "rent", page: 2)
            let c = PromisesNewPaymentRoute(from: 7, page: 2)
            let d = PromisesDefaults(id: 1, spelled: nil, aliased: nil, kind: "k")
            let e = PromisesDefaults(id: 1, plain: "p", picked: 2, spelled: 3, aliased: "a", kind: "k", page: 4)
            let values: [any RouteValue] = [a, b, c, d, e]
            """)
        #expect(Self.messages(output).isEmpty, "\(output)")
    }

    @Test(
        "the memberwise initialiser's parameters: no default for Optional<T> or an alias of an optional, a let without value is one, in order, computed properties are not",
        arguments: [
            ("PromisesDefaults(id: 1, aliased: nil, kind: \"k\")", "missing argument for parameter 'spelled' in call"),
            ("PromisesDefaults(id: 1, spelled: nil, kind: \"k\")", "missing argument for parameter 'aliased' in call"),
            ("PromisesDefaults(id: 1, spelled: nil, aliased: nil)", "missing argument for parameter 'kind' in call"),
            ("PromisesDefaults(id: 1, spelled: nil, aliased: nil, kind: \"k\", picked: 2)", "argument 'picked' must precede argument 'spelled'"),
            ("PromisesDefaults(id: 1, spelled: nil, aliased: nil, kind: \"k\", title: \"t\")", "extra argument 'title' in call"),
        ])
    func memberwiseParameters(call: String, expected: String) throws {
        let output = try Self.compile("let value = \(call)\n")
        let errors = Self.messages(output)
        #expect(errors == [expected], "\(call):\n\(output)")
        #expect(Self.forbidden(in: output).isEmpty, "\(call):\n\(output)")
    }

    @Test("a public struct that declares an initialiser gets none from the macro (no redeclaration)")
    func ownInitializer() throws {
        let output = try Self.compile(
            """
            @TypedRoute("/promises/own/:from")
            public struct OwnInit {
                public var from: Int
                public var note: String?
                public init(from: Int, note: String? = nil) { self.from = from; self.note = note }
            }
            let value = OwnInit(from: 1)
            """)
        #expect(Self.messages(output).isEmpty, "\(output)")
    }

    @Test("a public struct that declares another initialiser has no memberwise one")
    func ownInitializerOnly() throws {
        let output = try Self.compile(
            """
            @TypedRoute("/promises/own/:number")
            public struct OwnAccount {
                public var number: Int
                public var tab: String?
                public init(_ number: Int) { self.number = number; tab = nil }
            }
            let value = OwnAccount(number: 1, tab: nil)
            """)
        #expect(!Self.messages(output).isEmpty, "\(output)")
    }

    @Test("a public initialiser's default argument may use only public names: 'var page: Int = defaultPage' needs defaultPage public")
    func publicDefaultNames() throws {
        let internalName = try Self.compile(
            """
            let defaultPage = 1
            @TypedRoute("/promises/paged/:id")
            public struct Paged {
                public var id: Int
                public var page: Int = defaultPage
            }
            """)
        let errors = Self.messages(internalName)
        #expect(!errors.isEmpty && errors.allSatisfy { $0.contains("defaultPage") }, "\(internalName)")
        let publicName = try Self.compile(
            """
            public let defaultPage = 1
            @TypedRoute("/promises/paged/:id")
            public struct Paged {
                public var id: Int
                public var page: Int = defaultPage
            }
            let value = Paged(id: 1)
            """)
        #expect(Self.messages(publicName).isEmpty, "\(publicName)")
    }

    @Test("a public struct's backticked properties and 'var x, y: Int' are parameters")
    func publicBackticksAndPairs() throws {
        let output = try Self.compile(
            """
            @TypedRoute("/promises/places/:default/:x/:y")
            public struct Place {
                public var `default`: Int
                public var x, y: Int
                public var `class`: String?
            }
            let p = Place(default: 1, x: 2, y: 3)
            let q = Place(default: 1, x: 2, y: 3, class: "c")
            """)
        #expect(Self.messages(output).isEmpty, "\(output)")
    }

    @Test("an internal or fileprivate struct keeps Swift's memberwise initialiser")
    func internalKeepsSwifts() throws {
        let output = try Self.compile(
            """
            @TypedRoute("/promises/internal/:from")
            struct Internal {
                var from: Int
                var note: String?
            }
            @TypedRoute("/promises/fileprivate/:from")
            fileprivate struct FilePrivate {
                var from: Int
                var note: String?
            }
            let i = Internal(from: 1)
            private let f = FilePrivate(from: 1, note: "n")
            """)
        #expect(Self.messages(output).isEmpty, "\(output)")
    }

    // MARK: 2. Call sites: fields named like RouteValue's labels

    static let labelled = """
        @TypedRoute("/promises/moves/:from/:to")
        public struct PMove {
            public var from: Int
            public var to: Int
        }
        @TypedRoute("/promises/fields/:fields")
        struct PFields {
            var fields: Int
            var kind: String
        }
        @TypedRoute("/promises/tally/:routeFields")
        struct Tally {
            var routeFields: Int
            var kind: String
        }
        @TypedRoute("/promises/only/:from")
        struct OnlyFrom {
            var from: Int
        }
        @TypedRoute("/promises/only-route-fields/:routeFields")
        struct OnlyTally {
            var routeFields: Int
        }
        @TypedRoute("/promises/filters/:parameters")
        struct Filter {
            var parameters: String
            var kind: String
        }

        """

    @Test("well-formed calls of structs with fields named from, to, fields, routeFields type-check")
    func labelledWellFormed() throws {
        let output = try Self.compile(
            Self.labelled + """
                let values: [any RouteValue] = [PMove(from: 7, to: 8), PFields(fields: 1, kind: "k"), Tally(routeFields: 1, kind: "k"), OnlyFrom(from: 7), OnlyTally(routeFields: 1), Filter(parameters: "p", kind: "k"), PromisesNewPaymentRoute(from: 7)]
                """)
        #expect(Self.messages(output).isEmpty, "\(output)")
    }

    @Test(
        "a call that lacks a field or gives a wrong type is reported against the memberwise initialiser, never naming init(_:), RouteFields or init(from:)",
        arguments: [
            ("PMove(from: 7)", "missing argument for parameter 'to' in call"),
            ("PMove(to: 7)", "missing argument for parameter 'from' in call"),
            ("PMove(from: \"7\", to: 8)", "cannot convert value of type 'String' to expected argument type 'Int'"),
            ("PFields(fields: 1)", "missing argument for parameter 'kind' in call"),
            ("PFields(kind: \"k\")", "missing argument for parameter 'fields' in call"),
            ("OnlyFrom(from: \"7\")", "cannot convert value of type 'String' to expected argument type 'Int'"),
            ("PromisesNewPaymentRoute(from: 7.5)", "cannot convert value of type 'Double' to expected argument type 'Int'"),
            ("PromisesNewPaymentRoute(page: 2)", "missing argument for parameter 'from' in call"),
        ])
    func labelledCallSites(call: String, expected: String) throws {
        let output = try Self.compile(Self.labelled + "let value = \(call)\n")
        let errors = Self.messages(output)
        #expect(errors.count == 1 && errors.first?.hasSuffix(expected) == true, "\(call):\n\(output)")
        #expect(Self.forbidden(in: output).isEmpty, "\(call):\n\(output)")
    }

    @Test(
        "the same for a field named routeFields, once a label of RouteValue's initialiser (a field named parameters meets the deprecated init(parameters:), as the README says)",
        arguments: [
            ("Tally(routeFields: 1)", "missing argument for parameter 'kind' in call"),
            ("Tally(kind: \"k\")", "missing argument for parameter 'routeFields' in call"),
            ("Tally(routeFields: \"1\", kind: \"k\")", "cannot convert value of type 'String' to expected argument type 'Int'"),
            ("OnlyTally(routeFields: \"1\")", "cannot convert value of type 'String' to expected argument type 'Int'"),
        ])
    func routeValueLabelCallSites(call: String, expected: String) throws {
        let output = try Self.compile(Self.labelled + "let value = \(call)\n")
        let errors = Self.messages(output)
        #expect(errors.count == 1 && errors.first?.hasSuffix(expected) == true, "\(call):\n\(output)")
        #expect(Self.forbidden(in: output).isEmpty, "\(call):\n\(output)")
    }

    // MARK: 3. An optional spelled through an alias

    @Test("an alias of an optional as a path field is refused with the documented message, naming the field")
    func aliasPathField() throws {
        let output = try Self.compile(
            """
            typealias MaybeID = Int?
            @TypedRoute("/items/:id")
            struct Item {
                var id: MaybeID
            }
            """)
        let errors = Self.messages(output)
        #expect(
            errors == [
                "'field_id_isARouteField' is unavailable: property 'id' is optional, but pattern '/items/:id' always has parameter 'id': make it required"
            ], "\(output)")
    }

    @Test("an alias of a non-optional RouteField as a path field, and an alias of an optional as a query field, compile")
    func aliasesThatFit() throws {
        let output = try Self.compile(
            """
            typealias ItemID = Int
            typealias MaybeNote = String?
            @TypedRoute("/items/:id")
            struct Item {
                var id: ItemID
                var note: MaybeNote
            }
            let item = Item(id: 1, note: nil)
            """)
        #expect(Self.messages(output).isEmpty, "\(output)")
    }

    // MARK: 4. Refusals

    @Test(
        "the refusals Macros/README.md lists are compile errors naming the property or parameter",
        arguments: [
            ("a placeholder without a property", "@TypedRoute(\"/products/:id\") struct Product { var identifier: Int }", "'id'"),
            (
                "an optional for a placeholder", "@TypedRoute(\"/items/:id\") struct Item { var id: Int? }",
                "property 'id' is optional, but pattern '/items/:id' always has parameter 'id': make it required"
            ),
            ("Optional<T> for a placeholder", "@TypedRoute(\"/items/:id\") struct Item { var id: Optional<Int> }", "'id'"),
            ("a '*'", "@TypedRoute(\"/files/*/:id\") struct File { var id: Int }", "*"),
            ("an untyped property", "@TypedRoute(\"/named/:id\") struct Named { var id: Int; var name = \"x\" }", "'name'"),
            ("a let with a value", "@TypedRoute(\"/kinds/:id\") struct Kinded { var id: Int; let kind: Int = 1 }", "'kind'"),
        ])
    func refusals(what: String, source: String, named: String) throws {
        let output = try Self.compile(source + "\n")
        let errors = Self.messages(output)
        #expect(!errors.isEmpty && errors.contains { $0.contains(named) }, "\(what):\n\(output)")
    }

    @Test("a type that is not a RouteField is reported through the check named after the property")
    func notARouteField() throws {
        let output = try Self.compile(
            """
            struct Kind: Hashable, Sendable {}
            @TypedRoute("/things/:id")
            struct Thing {
                var id: Int
                var kind: Kind
            }
            """)
        let errors = Self.messages(output)
        #expect(errors.contains("local function 'field_kind_isARouteField' requires that 'Kind' conform to 'RouteField'"), "\(output)")
        let optional = try Self.compile(
            """
            struct Kind: Hashable, Sendable {}
            @TypedRoute("/things/:id")
            struct Thing {
                var id: Int
                var kind: Kind?
            }
            """)
        #expect(Self.messages(optional).contains { $0.contains("field_kind_isARouteField") }, "\(optional)")
    }

    @Test(
        "the macro applies only to a struct, and takes only a literal pattern (undocumented words)",
        arguments: [
            ("a class", "@TypedRoute(\"/a\") final class A {}"),
            ("an enum", "@TypedRoute(\"/b\") enum B { case one }"),
            ("a pattern in a constant", "let somePattern = \"/c\"\n@TypedRoute(somePattern) struct C {}"),
            ("an interpolated pattern", "let prefix = \"/d\"\n@TypedRoute(\"\\(prefix)/:id\") struct D { var id: Int }"),
        ])
    func shapes(what: String, source: String) throws {
        let output = try Self.compile(source + "\n")
        #expect(!Self.messages(output).isEmpty, "\(what):\n\(output)")
    }

    // MARK: 6. The old label

    @Test("a conformance written with the old init(from:) fails to compile, naming init(_:)")
    func oldLabel() throws {
        let output = try Self.compile(
            """
            struct Old: RouteValue {
                static let pattern = "/old/:id"
                var id: Int
                init(from fields: RouteFields) throws(NavigationError) { id = try fields.value("id") }
                func encode(to fields: inout RouteFields) { fields.set("id", id) }
            }
            """)
        #expect(!Self.messages(output).isEmpty, "\(output)")
        let expected = "initializer 'init(from:)' has different argument labels from those required by protocol 'RouteValue' ('init(_:)')"
        #expect(Self.messages(output, ["error", "note", "warning"]).contains { $0.hasPrefix(expected) }, "\(output)")
    }

    @Test("the same conformance renamed to init(_:) compiles: 'rename its label, nothing else changes'")
    func renamedLabel() throws {
        let output = try Self.compile(
            """
            struct Renamed: RouteValue {
                static let pattern = "/old/:id"
                var id: Int
                init(_ fields: RouteFields) throws(NavigationError) { id = try fields.value("id") }
                func encode(to fields: inout RouteFields) { fields.set("id", id) }
            }
            """)
        #expect(Self.messages(output).isEmpty, "\(output)")
    }
}
