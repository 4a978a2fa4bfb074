import SwiftSyntax
import SwiftSyntaxBuilder
import SwiftSyntaxMacros

/// The memberwise initialiser of a `public` or `package` typed route, at the struct's access
/// level: Swift's own is internal, so another module could not make a value.
///
/// ```swift
/// @TypedRoute("/products/:id")
/// public struct Product {
///     public var id: Int
///     public var tab: String?
///     public var page: Int = 1
///
///     // Written by the macro:
///     public init(id: Int, tab: String? = nil, page: Int = 1) {
///         self.id = id
///         self.tab = tab
///         self.page = page
///     }
/// }
/// ```
///
/// It takes the stored properties Swift's would, in their order and with the same defaults: a
/// property's initial value, or `nil` for a `var` written `T?` or `T!`. An initialiser in a
/// type's body stops Swift writing its own, so the macro writes none where it is not needed: for
/// a struct of another access level (Swift's is as visible as the struct), for a struct that
/// declares an initialiser, and for one whose properties it refuses (the conformance's errors
/// say why).
extension TypedRouteMacro: MemberMacro {
    /// The memberwise initialiser, or nothing where Swift's serves (the extension role says
    /// what the macro refuses).
    public static func expansion(
        of node: AttributeSyntax, providingMembersOf declaration: some DeclGroupSyntax, conformingTo protocols: [TypeSyntax],
        in context: some MacroExpansionContext
    ) throws -> [DeclSyntax] {
        guard declaration.is(StructDeclSyntax.self), let access = accessLevel(of: declaration), !declaresInitializer(declaration) else { return [] }
        let stored = StoredFields(of: declaration)
        guard stored.refusals.isEmpty else { return [] }
        let parameters = stored.fields.map { field in
            "\(field.code): \(field.type.trimmedDescription)" + (field.defaultValue.map { " = " + $0 } ?? "")
        }
        let assignments = stored.fields.map { "self.\($0.code) = \($0.code)" }
        let initializer: DeclSyntax = """
            /// A value of the given fields: the memberwise initialiser, \(raw: access) like the struct.
            \(raw: access) init(\(raw: parameters.joined(separator: ", "))) \(raw: block(assignments, levels: 0))
            """
        return [initializer]
    }

    /// Whether the struct declares an initialiser in its body (then Swift writes no memberwise
    /// one, and the macro does not either).
    static func declaresInitializer(_ declaration: some DeclGroupSyntax) -> Bool {
        declaration.memberBlock.members.contains { $0.decl.is(InitializerDeclSyntax.self) }
    }
}
