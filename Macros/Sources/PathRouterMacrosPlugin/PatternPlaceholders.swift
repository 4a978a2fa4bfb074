/// The parameter names of a route pattern, read as the router reads them (`:id`, `{id}`,
/// `**path`), and whether it has a `*`: enough for the macro to check a struct against it. The
/// router parses the pattern fully when the route is bound.
struct PatternPlaceholders: Equatable {
    var names: [String] = []
    var hasWildcard = false

    init(_ pattern: String) {
        for segment in pattern.split(separator: "/", omittingEmptySubsequences: true) {
            if segment == "*" {
                hasWildcard = true
            } else if segment.hasPrefix(":") {
                names.append(String(segment.dropFirst()))
            } else if segment.hasPrefix("**") {
                if segment.count > 2 { names.append(String(segment.dropFirst(2))) }
            } else if segment.hasPrefix("{"), segment.hasSuffix("}"), segment.count > 2 {
                names.append(String(segment.dropFirst().dropLast()))
            }
        }
    }
}
