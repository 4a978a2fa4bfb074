import SwiftDiagnostics
import SwiftParser
import SwiftSyntax
import SwiftSyntaxBuilder
import SwiftSyntaxMacros

/// `@TypedRoute("/products/:id")`: the conformance to `RouteValue`, written from the struct's
/// stored properties, or compile errors that name what does not fit the pattern.
public struct TypedRouteMacro: ExtensionMacro {
    /// One stored property, as the macro reads it.
    struct Field {
        /// The name as the pattern and the fields spell it (without backticks).
        let name: String
        let type: TypeSyntax
        let isOptional: Bool
        /// The name as the struct's code spells it (`` `default` `` with its backticks).
        let code: String
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
            let bindings = Array(variable.bindings)
            for (position, binding) in bindings.enumerated() {
                guard let identifier = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier else { continue }
                let name = Self.unquoted(identifier.text)
                // Computed properties are not fields.
                if let accessors = binding.accessorBlock, !isObservers(accessors) { continue }
                // `var x, y: Int`: a binding without a type (nor a value) takes the next one's.
                let written =
                    binding.typeAnnotation?.type
                    ?? (binding.initializer == nil
                        ? bindings[(position + 1)...].prefix { $0.initializer == nil }.lazy.compactMap(\.typeAnnotation?.type).first
                        : nil)
                guard let type = written else {
                    context.diagnose(Diagnostic(node: binding, message: TypedRouteMessage.untyped(name)))
                    failed = true
                    continue
                }
                if variable.bindingSpecifier.tokenKind == .keyword(.let), binding.initializer != nil {
                    context.diagnose(Diagnostic(node: binding, message: TypedRouteMessage.constantWithValue(name)))
                    failed = true
                    continue
                }
                fields.append(Field(name: name, type: type.trimmed, isOptional: isOptional(type), code: identifier.text))
            }
        }
        if let access = publicAccess(of: declaration), !declaresInitializer(declaration) {
            let parameters = fields.map { "\($0.code): \($0.type.trimmedDescription)\($0.isOptional ? " = nil" : "")" }.joined(separator: ", ")
            context.diagnose(Diagnostic(node: node, message: TypedRouteMessage.internalInitializer(access, parameters)))
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
        // A field whose type is not one of the standard ones is checked by a local function named
        // after it, so that a type that is no RouteField gets an error naming the property.
        let checks = fields.filter { !Self.isStandardField($0.type) }.map { field in
            let check = "field_\(field.name)_isARouteField"
            return "        func \(check)<T: PathRouter.RouteField>(_: T.Type) {}\n        \(check)((\(Self.unwrapped(field.type))).self)"
        }
        let reads = (checks + fields.map { "        self.\($0.code) = try fields.value(\(literal($0.name)))" }).joined(separator: "\n")
        let writes = fields.map { "        fields.set(\(literal($0.name)), self.\($0.code))" }.joined(separator: "\n")
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

    /// The pattern, when the attribute's argument is a string literal without interpolation:
    /// the string it stands for, its escapes read (`"/caf\u{E9}"` is `/café`).
    static func patternText(of node: AttributeSyntax) -> String? {
        guard case .argumentList(let arguments) = node.arguments, arguments.count == 1,
            let literal = arguments.first?.expression.as(StringLiteralExprSyntax.self)
        else { return nil }
        return literal.representedLiteralValue
    }

    /// A name without the backticks that let it be a keyword.
    static func unquoted(_ text: String) -> String {
        text.hasPrefix("`") && text.hasSuffix("`") && text.count > 1 ? String(text.dropFirst().dropLast()) : text
    }

    /// The standard `RouteField` types (and their optionals), which need no check of their own.
    static func isStandardField(_ type: TypeSyntax) -> Bool {
        let standard: Set<String> = [
            "String", "Bool", "Double", "Float", "UUID", "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64",
        ]
        return standard.contains(unwrapped(type))
    }

    /// The type's text without an optional's `?`, `!` or `Optional<…>`.
    static func unwrapped(_ type: TypeSyntax) -> String {
        if let optional = type.as(OptionalTypeSyntax.self) { return optional.wrappedType.trimmedDescription }
        if let implicit = type.as(ImplicitlyUnwrappedOptionalTypeSyntax.self) { return implicit.wrappedType.trimmedDescription }
        if let identifier = type.as(IdentifierTypeSyntax.self), identifier.name.text == "Optional",
            let argument = identifier.genericArgumentClause?.arguments.first
        {
            return argument.argument.trimmedDescription
        }
        return type.trimmedDescription
    }

    /// Whether the struct declares an initialiser in its body (then Swift writes no memberwise one).
    static func declaresInitializer(_ declaration: some DeclGroupSyntax) -> Bool {
        declaration.memberBlock.members.contains { $0.decl.is(InitializerDeclSyntax.self) }
    }

    /// `public` or `package` when the struct is (its memberwise initialiser stays internal).
    static func publicAccess(of declaration: some DeclGroupSyntax) -> String? {
        let access = accessLevel(of: declaration)
        return access.isEmpty ? nil : String(access.dropLast())
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
