import SwiftSyntax

/// What the macro reads from Swift's syntax, and how it writes Swift's literals.
enum SwiftText {
    /// A name without the backticks that let it be a keyword.
    static func unquoted(_ text: String) -> String {
        text.hasPrefix("`") && text.hasSuffix("`") && text.count > 1 ? String(text.dropFirst().dropLast()) : text
    }

    /// Whether the type is written optional: `T?`, `T!` or `Optional<T>`.
    static func isOptional(_ type: TypeSyntax) -> Bool {
        if type.is(OptionalTypeSyntax.self) || type.is(ImplicitlyUnwrappedOptionalTypeSyntax.self) { return true }
        if let identifier = type.as(IdentifierTypeSyntax.self), identifier.name.text == "Optional" { return true }
        return false
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

    /// `text` as a one-line Swift string literal: quotes and backslashes escaped, and control
    /// characters written as `\u{…}`.
    static func literal(_ text: String) -> String {
        var escaped = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\\": escaped += "\\\\"
            case "\"": escaped += "\\\""
            case _ where scalar.value < 0x20 || scalar.value == 0x7F: escaped += "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
            default: escaped.unicodeScalars.append(scalar)
            }
        }
        return escaped + "\""
    }
}
