import Foundation
import Testing

/// An enum field's samples are all its cases: a `String`-raw enum conforms to `RouteField` by
/// being `CaseIterable`; without it, it must list its samples, and one that does neither is a
/// compile-time error naming `routeSamples` (binding could not check a value it cannot list).
@Suite("Typed routes: enum fields")
struct RouteFieldConformanceTests {
    /// Type-checks `code` against the built modules; the compiler's status and output.
    static func typecheck(_ code: String) throws -> (status: Int32, output: String) {
        let folder = try #require(MigrationTests.modules)
        let source = FileManager.default.temporaryDirectory.appendingPathComponent("field-\(UUID().uuidString).swift")
        try ("import PathRouter\n" + code + "\n").write(to: source, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: source) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["swiftc", "-typecheck", "-I", folder.path, source.path]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = output
        try process.run()
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return (process.terminationStatus, text)
    }

    @Test(
        "a String enum without CaseIterable is a compile error naming routeSamples; with it, or with its samples listed, it compiles",
        .enabled(if: MigrationTests.modules != nil && FileManager.default.isExecutableFile(atPath: "/usr/bin/env")))
    func enumConformance() throws {
        let refused = try Self.typecheck("enum Kind: String, RouteField { case book, film }")
        #expect(refused.status != 0 && refused.output.contains("routeSamples"), "\(refused.output)")
        let iterable = try Self.typecheck("enum Kind: String, RouteField, CaseIterable { case book, film }")
        #expect(iterable.status == 0, "\(iterable.output)")
        let listed = try Self.typecheck("enum Kind: String, RouteField { case book, film\n static var routeSamples: [Kind] { [.book, .film] } }")
        #expect(listed.status == 0, "\(listed.output)")
    }
}
