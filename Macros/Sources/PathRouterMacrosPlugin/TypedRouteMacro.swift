import SwiftDiagnostics
import SwiftSyntax
import SwiftSyntaxBuilder
import SwiftSyntaxMacros

/// `@TypedRoute("/products/:id")`: the conformance to `RouteValue`, written from the struct's
/// stored properties, or compile errors that name what does not fit the pattern.
public struct TypedRouteMacro: ExtensionMacro {
    /// One stored property, as the macro reads it.
    struct Field {
        let name: String
        let type: TypeSyntax
        let isOptional: Bool
    }

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
        var fields: [Field] = []
        var failed = false
        for member in declaration.memberBlock.members {
            guard let variable = member.decl.as(VariableDeclSyntax.self) else { continue }
            let isStatic = variable.modifiers.contains { $0.name.tokenKind == .keyword(.static) || $0.name.tokenKind == .keyword(.class) }
            if isStatic { continue }
            for binding in variable.bindings {
                guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.trimmedDescription else { continue }
                // Computed properties are not fields.
                if let accessors = binding.accessorBlock, !isObservers(accessors) { continue }
                guard let type = binding.typeAnnotation?.type else {
                    context.diagnose(Diagnostic(node: binding, message: TypedRouteMessage.untyped(name)))
                    failed = true
                    continue
                }
                if variable.bindingSpecifier.tokenKind == .keyword(.let), binding.initializer != nil {
                    context.diagnose(Diagnostic(node: binding, message: TypedRouteMessage.constantWithValue(name)))
                    failed = true
                    continue
                }
                fields.append(Field(name: name, type: type.trimmed, isOptional: isOptional(type)))
            }
        }
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
        let reads = fields.map { "        self.\($0.name) = try fields.value(\(literal($0.name)))" }.joined(separator: "\n")
        let writes = fields.map { "        fields.set(\(literal($0.name)), self.\($0.name))" }.joined(separator: "\n")
        let access = accessLevel(of: declaration)
        let source: DeclSyntax = """
            extension \(type.trimmed): PathRouter.RouteValue {
                \(raw: access)static var pattern: String { \(raw: literal(pattern)) }

                \(raw: access)init(from fields: PathRouter.RouteFields) throws(PathRouter.NavigationError) {
            \(raw: reads.isEmpty ? "" : reads)
                }

                \(raw: access)func encode(to fields: inout PathRouter.RouteFields) {
            \(raw: writes.isEmpty ? "" : writes)
                }
            }
            """
        guard let ext = source.as(ExtensionDeclSyntax.self) else { return [] }
        return [ext]
    }

    /// The pattern, when the attribute's argument is a plain string literal.
    static func patternText(of node: AttributeSyntax) -> String? {
        guard case .argumentList(let arguments) = node.arguments, arguments.count == 1,
            let literal = arguments.first?.expression.as(StringLiteralExprSyntax.self),
            literal.segments.count == 1, case .stringSegment(let segment)? = literal.segments.first
        else { return nil }
        return segment.content.text
    }

    static func isOptional(_ type: TypeSyntax) -> Bool {
        if type.is(OptionalTypeSyntax.self) || type.is(ImplicitlyUnwrappedOptionalTypeSyntax.self) { return true }
        if let identifier = type.as(IdentifierTypeSyntax.self), identifier.name.text == "Optional" { return true }
        return false
    }

    /// Whether an accessor block only observes a stored property (`willSet`, `didSet`).
    static func isObservers(_ block: AccessorBlockSyntax) -> Bool {
        guard case .accessors(let accessors) = block.accessors else { return false }
        return accessors.allSatisfy { [.keyword(.willSet), .keyword(.didSet)].contains($0.accessorSpecifier.tokenKind) }
    }

    /// `public ` or `package ` when the struct is, so that the conformance's members are too.
    static func accessLevel(of declaration: some DeclGroupSyntax) -> String {
        for modifier in declaration.modifiers {
            switch modifier.name.tokenKind {
            case .keyword(.public), .keyword(.open): return "public "
            case .keyword(.package): return "package "
            default: continue
            }
        }
        return ""
    }

    /// `text` as a Swift string literal.
    static func literal(_ text: String) -> String {
        var escaped = "\""
        for character in text {
            switch character {
            case "\\": escaped += "\\\\"
            case "\"": escaped += "\\\""
            default: escaped.append(character)
            }
        }
        return escaped + "\""
    }
}
