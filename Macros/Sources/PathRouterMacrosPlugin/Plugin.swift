import SwiftCompilerPlugin
import SwiftSyntaxMacros

/// The compiler plugin: the macros it provides.
@main
struct PathRouterMacrosPlugin: CompilerPlugin {
    let providingMacros: [any Macro.Type] = [TypedRouteMacro.self]
}
