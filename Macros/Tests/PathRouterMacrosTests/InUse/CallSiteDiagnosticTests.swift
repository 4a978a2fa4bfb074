import Foundation
import Testing

/// What the compiler says at an app's call site of a typed route's initialiser, found by
/// type-checking app code with this package's modules and macro plugin (the build's own, next
/// to the test binary): an error names the memberwise initialiser and the field, never the
/// conformance's `init(_:)`.
@Suite("The @TypedRoute macro's call sites: errors name the memberwise initialiser")
struct CallSiteDiagnosticTests {
    /// The build folder that holds this package's modules and the macro's plugin.
    struct Build {
        let folder: URL

        /// Found by walking up from the running test binary; `nil` when no folder above it has
        /// both (a layout this test does not know).
        static func find() -> Build? {
            let binary = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
            var folder = binary.deletingLastPathComponent()
            for _ in 0..<6 {
                let modules = folder.appendingPathComponent("Modules/PathRouterMacros.swiftmodule")
                let plugin = folder.appendingPathComponent("PathRouterMacrosPlugin-tool")
                if FileManager.default.fileExists(atPath: modules.path), FileManager.default.fileExists(atPath: plugin.path) {
                    return Build(folder: folder)
                }
                folder = folder.deletingLastPathComponent()
            }
            return nil
        }

        /// The compiler's diagnostics for `source`, type-checked as an app module that imports
        /// `PathRouterMacros` (and `OtherModuleRoutes`, the routes of another module).
        func diagnostics(of source: String) throws -> String {
            let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("call-site-\(UUID().uuidString)")
            try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
            defer { try? FileManager.default.removeItem(at: scratch) }
            let file = scratch.appendingPathComponent("App.swift")
            try source.write(to: file, atomically: true, encoding: .utf8)
            // The library's C modules (its atomics and retain helpers), by the build's maps (the
            // target's, not the copies built for the macro's host, `-tool.build`).
            let maps = try FileManager.default.contentsOfDirectory(atPath: folder.path)
                .filter { !$0.hasSuffix("-tool.build") }
                .map { folder.appendingPathComponent("\($0)/module.modulemap") }
                .filter { FileManager.default.fileExists(atPath: $0.path) }
                .flatMap { ["-Xcc", "-fmodule-map-file=\($0.path)"] }
            let process = Process()
            process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
            process.arguments =
                [
                    "swiftc", "-typecheck", "-swift-version", "6", "-module-name", "App",
                    "-I", folder.appendingPathComponent("Modules").path,
                    "-load-plugin-executable", folder.appendingPathComponent("PathRouterMacrosPlugin-tool").path + "#PathRouterMacrosPlugin",
                ] + maps + [file.path]
            let output = Pipe()
            process.standardOutput = output
            process.standardError = output
            try process.run()
            let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            process.waitUntilExit()
            return text
        }
    }

    /// The errors of `diagnostics` (the `error:` lines, with the compiler's notes dropped).
    static func errors(in diagnostics: String) -> [Substring] {
        diagnostics.split(separator: "\n").filter { $0.contains(": error: ") }
    }

    static let routes = """
        import PathRouterMacros
        import OtherModuleRoutes

        @TypedRoute("/payments/:from")
        public struct Payment {
            public var from: Int
            public var kind: String
        }

        @TypedRoute("/moves/:from/:to")
        struct Move {
            var from: Int
            var to: Int
        }

        """

    @Test(
        "a call that lacks a field, or gives one the wrong type, is reported against the memberwise initialiser",
        arguments: [
            ("Payment(from: 7)", "missing argument for parameter 'kind' in call"),
            ("Move(from: 7)", "missing argument for parameter 'to' in call"),
            ("Payment(from: \"7\", kind: \"card\")", "cannot convert value of type 'String' to expected argument type 'Int'"),
            ("NewPaymentRoute(from: \"7\")", "cannot convert value of type 'String' to expected argument type 'Int'"),
            ("NewPaymentRoute(note: \"rent\")", "missing argument for parameter 'from' in call"),
        ])
    func reportedAgainstTheMemberwiseInitializer(call: String, expected: String) throws {
        let build = try #require(Build.find(), "no build folder with the macro's plugin above \(CommandLine.arguments[0])")
        let diagnostics = try build.diagnostics(of: Self.routes + "let value = \(call)\n")
        let errors = Self.errors(in: diagnostics)
        #expect(errors.count == 1 && errors[0].hasSuffix(expected), "\(call):\n\(diagnostics)")
        #expect(!diagnostics.contains("routeFields") && !diagnostics.contains("RouteFields"), "\(call):\n\(diagnostics)")
    }

    @Test("the same calls type-check when every required field is given")
    func wellFormedCalls() throws {
        let build = try #require(Build.find(), "no build folder with the macro's plugin above \(CommandLine.arguments[0])")
        let diagnostics = try build.diagnostics(
            of: Self.routes + "let values: [any RouteValue] = [Payment(from: 7, kind: \"card\"), Move(from: 1, to: 2), NewPaymentRoute(from: 7)]\n")
        #expect(Self.errors(in: diagnostics).isEmpty, "\(diagnostics)")
    }
}
