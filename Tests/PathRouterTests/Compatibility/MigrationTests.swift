import Foundation
import PathRouter
import PathRouterTestSupport
import Testing

/// Code written against NavigationRouter's API fails to compile with a message that says what
/// to write instead, rather than compiling into something that silently does nothing. Each
/// case type-checks a snippet against the modules this test was built with.
@Suite("Migrating from NavigationRouter")
struct MigrationTests {
    /// The folder of the built modules, beside the test binary (`swift build`'s layout on Linux).
    static let modules: URL? = {
        let binary = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
        let folder = binary.deletingLastPathComponent().appendingPathComponent("Modules")
        return FileManager.default.fileExists(atPath: folder.appendingPathComponent("PathRouter.swiftmodule").path) ? folder : nil
    }()

    struct Case: Sendable, CustomTestStringConvertible {
        let old: String
        let code: String
        let message: String
        var testDescription: String { old }
    }

    static let cases: [Case] = [
        Case(
            old: "loadRoutableModules() with no list", code: "RoutableModulesFactory.loadRoutableModules()",
            message: "list the module types"),
        Case(old: "dismissModalIfNeeded()", code: "NavigationRouter.main.dismissModalIfNeeded()", message: "use dismiss()"),
        Case(
            old: "viewControllerFor(path:)", code: "_ = NavigationRouter.main.viewControllerFor(path: \"/home\")",
            message: "use viewModel(forPath:)"),
        Case(old: "viewFor(path:)", code: "_ = NavigationRouter.main.viewFor(path: \"/home\")", message: "use viewModel(forPath:)"),
        Case(old: ".up transition", code: "let t: NavigationTransition = .up", message: "renamed to 'top'"),
        Case(old: ".down transition", code: "let t: NavigationTransition = .down", message: "renamed to 'bottom'"),
        Case(old: ".function transition", code: "let t: NavigationTransition = .function({})", message: ".custom(name)"),
        Case(old: "RouterErrorHandler", code: "func f(_ h: RouterErrorHandler) {}", message: "NavigationError"),
        Case(old: "NavigationRouter.errorHandler", code: "_ = NavigationRouter.errorHandler", message: "handle"),
        Case(old: "RoutingError", code: "func f(_ e: RoutingError) {}", message: "renamed to 'NavigationError'"),
        Case(
            old: "RouterAuthenticationHandler", code: "func f(_ h: any RouterAuthenticationHandler) {}",
            message: "renamed to 'NavigationRouterAuthenticationHandler'"),
    ]

    /// Type-checks `code` (after `import PathRouter`) against the built modules: the
    /// compiler's status and output. PathRouter's modules import the C module
    /// `PathRouterAtomics` (the atomics of `PathRouterLocking`), whose module map SwiftPM
    /// writes beside the modules' folder.
    static func typecheck(_ code: String) throws -> (status: Int32, output: String) {
        let folder = try #require(modules)
        let atomics = folder.deletingLastPathComponent().appendingPathComponent("PathRouterAtomics.build/module.modulemap")
        let source = FileManager.default.temporaryDirectory.appendingPathComponent("typecheck-\(UUID().uuidString).swift")
        try ("import PathRouter\n" + code + "\n").write(to: source, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: source) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["swiftc", "-typecheck", "-I", folder.path, "-Xcc", "-fmodule-map-file=\(atomics.path)", source.path]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = output
        try process.run()
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return (process.terminationStatus, text)
    }

    @Test(
        "an old name or call is a compile error that says what to write instead",
        .enabled(if: modules != nil && FileManager.default.isExecutableFile(atPath: "/usr/bin/env")), arguments: cases)
    func compileMessage(testCase: Case) throws {
        let (status, text) = try Self.typecheck("import PathRouterModules\n" + testCase.code)
        #expect(status != 0, "it compiled: \(testCase.code)")
        #expect(text.contains("unavailable") && text.contains(testCase.message), "\(text)")
    }

    @Test(
        "a RouteValue written for init(from:) fails to compile, naming init(_:); Value(parameters:) warns, saying what to write",
        .enabled(if: modules != nil && FileManager.default.isExecutableFile(atPath: "/usr/bin/env")))
    func routeValueInitializer() throws {
        let old = """
            struct Old: RouteValue {
                static let pattern = "/old/:id"
                var id: Int
                init(from fields: RouteFields) throws(NavigationError) { id = try fields.value("id") }
                func encode(to fields: inout RouteFields) { fields.set("id", id) }
            }
            """
        let (status, text) = try Self.typecheck(old)
        #expect(status != 0, "it compiled")
        #expect(
            text.contains("initializer 'init(from:)' has different argument labels from those required by protocol 'RouteValue' ('init(_:)')"),
            "\(text)")
        let renamed = old.replacingOccurrences(of: "init(from fields", with: "init(_ fields")
        let (fixed, warnings) = try Self.typecheck(renamed + "\nlet value = try? Old(parameters: [\"id\": \"1\"])")
        #expect(fixed == 0, "\(warnings)")
        #expect(warnings.contains("'init(parameters:)' is deprecated: read it with Value(RouteFields(parameters))"), "\(warnings)")
    }

    @Test("the static interceptNavigation guards every path by default, like the registry's")
    func staticInterceptorDefault() async throws {
        let registry = NavigationRegistry()
        try registry.bind(route: NavigationRoute(path: "/a/b", type: RecordingViewModel.self, requiresAuthentication: false))
        try NavigationRegistry.$current.withValue(registry) {
            _ = try NavigationRouter.interceptNavigation { _, next in next(true) }
        }
        let router = NavigationRouter(scene: NavigationScene(id: "migration"), registry: registry)
        guard case .failure(let error) = await router.navigate(toPath: "/a/b").result else {
            Issue.record("the default pattern did not guard /a/b")
            return
        }
        #expect(error.code == .interceptorCancelled)
    }
}
