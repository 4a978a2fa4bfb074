import SwiftDiagnostics

/// What `@TypedRoute` refuses, as the compiler shows it.
enum TypedRouteMessage: DiagnosticMessage {
    case notAStruct
    case patternNotALiteral
    case untyped(String)
    case constantWithValue(String)
    case wildcard(String)
    case missingField(String, String, [String])
    case optionalPathField(String, String)

    var message: String {
        switch self {
        case .notAStruct:
            "@TypedRoute applies to a struct"
        case .patternNotALiteral:
            "@TypedRoute takes its pattern as a string literal, such as \"/products/:id\""
        case .untyped(let name):
            "property '\(name)' needs its type written (a RouteField, such as Int or String?) to be read from a path"
        case .constantWithValue(let name):
            "'\(name)' is a 'let' with a value, so it cannot be read from a path: make it 'var', or remove the value"
        case .wildcard(let pattern):
            "pattern '\(pattern)' has a '*', which matches many paths: a route value prints one"
        case .missingField(let name, let pattern, let fields):
            "pattern '\(pattern)' has parameter '\(name)', but the struct has no stored property '\(name)'"
                + (fields.isEmpty ? "" : " (its properties: \(fields.map { "'\($0)'" }.joined(separator: ", ")))")
        case .optionalPathField(let name, let pattern):
            "property '\(name)' is optional, but pattern '\(pattern)' always has parameter '\(name)': make it required"
        }
    }

    var diagnosticID: MessageID {
        let id: String =
            switch self {
            case .notAStruct: "notAStruct"
            case .patternNotALiteral: "patternNotALiteral"
            case .untyped: "untyped"
            case .constantWithValue: "constantWithValue"
            case .wildcard: "wildcard"
            case .missingField: "missingField"
            case .optionalPathField: "optionalPathField"
            }
        return MessageID(domain: "PathRouterMacros", id: id)
    }

    var severity: DiagnosticSeverity { .error }
}
