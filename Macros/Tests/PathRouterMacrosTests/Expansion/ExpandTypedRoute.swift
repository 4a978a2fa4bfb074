import PathRouterMacrosPlugin
import SwiftSyntax
import SwiftSyntaxBuilder
import SwiftSyntaxMacroExpansion
import SwiftSyntaxMacrosGenericTestSupport
import Testing

/// Expands `@TypedRoute` in `source` (both its roles, member and extension) and records an
/// issue where the result or the diagnostics differ from those expected.
func expandTypedRoute(_ source: String, _ expanded: String, diagnostics: [DiagnosticSpec] = [], sourceLocation: Testing.SourceLocation = #_sourceLocation) {
    assertMacroExpansion(
        source, expandedSource: expanded, diagnostics: diagnostics,
        macroSpecs: ["TypedRoute": MacroSpec(type: TypedRouteMacro.self, conformances: ["RouteValue"])],
        failureHandler: { failure in Issue.record(Comment(rawValue: failure.message), sourceLocation: sourceLocation) })
}
