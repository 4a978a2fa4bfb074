import SwiftDiagnostics
import SwiftParser
import SwiftSyntax
import SwiftSyntaxBuilder
import SwiftSyntaxMacros

/// `@TypedRoute("/products/:id")`: the conformance to `RouteValue`, written from the struct's
/// stored properties, or compile errors that name what does not fit the pattern; and for a
/// `public` or `package` struct, a memberwise initialiser of that access level
/// (`TypedRouteMacro+Memberwise.swift`).
public struct TypedRouteMacro: ExtensionMacro {
    /// The extension that makes the struct a `RouteValue`, or none, with errors, when the
    /// struct does not fit its pattern.
    public static func expansion(
        of node: AttributeSyntax, attachedTo declaration: some DeclGroupSyntax, providingExtensionsOf type: some TypeSyntaxProtocol,
        conformingTo protocols: [TypeSyntax], in context: some MacroExpansionContext
    ) throws -> [ExtensionDeclSyntax] {
        guard declaration.is(StructDeclSyntax.self) else {
            context.diagnose(Diagnostic(node: node, message: TypedRouteMessage.notAStruct))
            return []
        }
        guard let pattern = patternText(of: node) else {
            context.diagnose(Diagnostic(node: node, message: TypedRouteMessage.patternNotALiteral))
            return []
        }
        let placeholders = PatternPlaceholders(pattern)
        let stored = StoredFields(of: declaration)
        let fields = stored.fields
        // This role says what the macro refuses; the member role, which reads the same
        // properties, says nothing, so that each error is said once.
        stored.refusals.forEach(context.diagnose)
        var failed = !stored.refusals.isEmpty
        if placeholders.hasWildcard {
            context.diagnose(Diagnostic(node: node, message: TypedRouteMessage.wildcard(pattern)))
            failed = true
        }
        for name in placeholders.names {
            guard let field = fields.first(where: { $0.name == name }) else {
                context.diagnose(Diagnostic(node: node, message: TypedRouteMessage.missingField(name, pattern, fields.map(\.name))))
                failed = true
                continue
            }
            if field.isOptional {
                context.diagnose(Diagnostic(node: node, message: TypedRouteMessage.optionalPathField(name, pattern)))
                failed = true
            }
        }
        guard !failed else { return [] }
        let checks = FieldChecks.lines(for: fields, pathNames: placeholders.names, pattern: pattern)
        let reads = checks + fields.map { "self.\($0.code) = try fields.value(\(SwiftText.literal($0.name)))" }
        let writes = fields.map { "fields.set(\(SwiftText.literal($0.name)), self.\($0.code))" }
        let access = accessLevel(of: declaration).map { $0 + " " } ?? ""
        // `init(_:)` takes no label, as no memberwise initialiser does: a call such as
        // `Payment(from: 7)` that lacks another field is reported against the memberwise
        // initialiser, never against this one.
        let source: DeclSyntax = """
            extension \(type.trimmed): PathRouter.RouteValue {
                \(raw: access)static var pattern: String { \(raw: SwiftText.literal(pattern)) }

                \(raw: access)init(_ fields: PathRouter.RouteFields) throws(PathRouter.NavigationError) \(raw: block(reads, levels: 1))

                \(raw: access)func encode(to fields: inout PathRouter.RouteFields) \(raw: block(writes, levels: 1))
            }
            """
        guard let ext = source.as(ExtensionDeclSyntax.self) else { return [] }
        return [ext]
    }

    /// The pattern, when the attribute's argument is a string literal without interpolation:
    /// the string it stands for, its escapes read (`"/caf\u{E9}"` is `/café`).
    static func patternText(of node: AttributeSyntax) -> String? {
        guard case .argumentList(let arguments) = node.arguments, arguments.count == 1,
            let literal = arguments.first?.expression.as(StringLiteralExprSyntax.self)
        else { return nil }
        return literal.representedLiteralValue
    }

    /// `public` or `package` when the struct is, so that what the macro writes is too; `nil`
    /// for any other access level, whose members need no modifier.
    static func accessLevel(of declaration: some DeclGroupSyntax) -> String? {
        for modifier in declaration.modifiers {
            switch modifier.name.tokenKind {
            case .keyword(.public), .keyword(.open): return "public"
            case .keyword(.package): return "package"
            default: continue
            }
        }
        return nil
    }

    /// A body of `lines`, in braces, for a declaration `levels` levels of four spaces in.
    static func block(_ lines: [String], levels: Int) -> String {
        guard !lines.isEmpty else { return "{}" }
        let indent = String(repeating: " ", count: 4 * levels)
        return "{\n" + lines.map { indent + "    " + $0 + "\n" }.joined() + indent + "}"
    }
}
