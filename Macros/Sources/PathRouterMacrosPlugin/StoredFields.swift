import SwiftDiagnostics
import SwiftSyntax

/// A struct's stored properties as `@TypedRoute` reads them: its fields, and what it cannot read
/// (each refusal names the property).
struct StoredFields {
    /// One stored property.
    struct Field {
        /// The name as the pattern and the fields spell it (without backticks).
        let name: String
        /// The name as the struct's code spells it (`` `default` `` with its backticks).
        let code: String
        let type: TypeSyntax
        /// Whether the type is written optional (`T?`, `T!`, `Optional<T>`). An alias of an
        /// optional is not: the macro cannot see through it.
        let isOptional: Bool
        /// The default argument the memberwise initialiser gives it, as Swift's own does: the
        /// property's initial value, or `nil` for a `var` whose type is written `T?` or `T!`.
        let defaultValue: String?
    }

    private(set) var fields: [Field] = []
    /// The properties the macro cannot read, as errors on them.
    private(set) var refusals: [Diagnostic] = []

    init(of declaration: some DeclGroupSyntax) {
        for member in declaration.memberBlock.members {
            guard let variable = member.decl.as(VariableDeclSyntax.self) else { continue }
            let isStatic = variable.modifiers.contains { $0.name.tokenKind == .keyword(.static) || $0.name.tokenKind == .keyword(.class) }
            if isStatic { continue }
            read(variable)
        }
    }

    private mutating func read(_ variable: VariableDeclSyntax) {
        let isLet = variable.bindingSpecifier.tokenKind == .keyword(.let)
        let bindings = Array(variable.bindings)
        for (position, binding) in bindings.enumerated() {
            guard let identifier = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier else { continue }
            let name = SwiftText.unquoted(identifier.text)
            // Computed properties are not fields; observed ones are.
            if let accessors = binding.accessorBlock, !Self.isObservers(accessors) { continue }
            // `var x, y: Int`: a binding without a type (nor a value) takes the next one's.
            let written =
                binding.typeAnnotation?.type
                ?? (binding.initializer == nil
                    ? bindings[(position + 1)...].prefix { $0.initializer == nil }.lazy.compactMap(\.typeAnnotation?.type).first
                    : nil)
            guard let type = written?.trimmed else {
                refusals.append(Diagnostic(node: binding, message: TypedRouteMessage.untyped(name)))
                continue
            }
            if isLet, binding.initializer != nil {
                refusals.append(Diagnostic(node: binding, message: TypedRouteMessage.constantWithValue(name)))
                continue
            }
            let isSugaredOptional = type.is(OptionalTypeSyntax.self) || type.is(ImplicitlyUnwrappedOptionalTypeSyntax.self)
            fields.append(
                Field(
                    name: name, code: identifier.text, type: type, isOptional: SwiftText.isOptional(type),
                    defaultValue: binding.initializer?.value.trimmedDescription ?? (!isLet && isSugaredOptional ? "nil" : nil)))
        }
    }

    /// Whether an accessor block only observes a stored property (`willSet`, `didSet`).
    private static func isObservers(_ block: AccessorBlockSyntax) -> Bool {
        guard case .accessors(let accessors) = block.accessors else { return false }
        return accessors.allSatisfy { [.keyword(.willSet), .keyword(.didSet)].contains($0.accessorSpecifier.tokenKind) }
    }
}
