/// The code that makes the compiler check a field's type where the macro cannot: whether it is a
/// `RouteField` (or an optional one), and for a path field whether it is optional after all,
/// spelled through an alias (`typealias MaybeID = Int?`), which the macro cannot resolve.
///
/// Each field whose type is not a standard one gets local functions named after it, so that an
/// error names the property:
///
/// ```swift
/// // A query field: a RouteField, or an optional of one.
/// func field_note_isARouteField<T: PathRouter.RouteField>(_: T.Type) {}
/// func field_note_isARouteField<T: PathRouter.RouteField>(_: T?.Type) {}
/// field_note_isARouteField((MaybeNote).self)
///
/// // A path field: the optional overload is the one an optional type picks, and it is
/// // unavailable, with the message the macro gives a path field written `Int?`.
/// func field_id_isARouteField<T: PathRouter.RouteField>(_: T.Type) {}
/// @available(*, unavailable, message: "property 'id' is optional, …")
/// func field_id_isARouteField<T: PathRouter.RouteField>(_: T?.Type) {}
/// field_id_isARouteField((MaybeID).self)
/// ```
///
/// A type that is neither gets `local function 'field_kind_isARouteField' requires that 'Kind'
/// conform to 'RouteField'`.
enum FieldChecks {
    /// The checks' lines, at the start of `init(_:)`'s body, for the fields whose type is not
    /// a standard one. `pathNames` are the pattern's parameters.
    static func lines(for fields: [StoredFields.Field], pathNames: [String], pattern: String) -> [String] {
        fields.filter { !isStandardField(SwiftText.unwrapped($0.type)) }.flatMap { field in
            let check = "field_\(field.name)_isARouteField"
            let optionalOverload = "func \(check)<T: PathRouter.RouteField>(_: T?.Type) {}"
            var lines = ["func \(check)<T: PathRouter.RouteField>(_: T.Type) {}"]
            if pathNames.contains(field.name) {
                let message = TypedRouteMessage.optionalPathField(field.name, pattern).message
                lines.append("@available(*, unavailable, message: \(SwiftText.literal(message)))")
            }
            lines.append(optionalOverload)
            lines.append("\(check)((\(SwiftText.unwrapped(field.type))).self)")
            return lines
        }
    }

    /// Whether the type is one of the standard `RouteField` types, which need no check.
    static func isStandardField(_ type: String) -> Bool {
        let standard: Set<String> = [
            "String", "Bool", "Double", "Float", "UUID", "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64",
        ]
        return standard.contains(type)
    }
}
