import Foundation
import Testing

/// Keeps README.md true for a newcomer who pastes it: its Installation block is the package
/// manifest, every other Swift block goes, in order, into `main.swift`, and the program prints
/// what the README's comments say. Built from the README's text, not from a copy.
@Suite("README")
struct ReadmeTests {
    /// The repository: this file sits in Tests/PathRouterTests/Documentation.
    static let root = URL(fileURLWithPath: #filePath).appending(path: "../../../..").standardized

    static func read(_ path: String) throws -> String {
        try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
    }

    static var canBuild: Bool { FileManager.default.isExecutableFile(atPath: "/usr/bin/env") }

    /// Runs `arguments` (through `env`), returning its exit status and combined output.
    /// The first ```swift block of a doc comment in `file`, without its `/// ` prefixes.
    static func docExample(in file: String) throws -> String {
        let lines = try read(file).split(separator: "\n", omittingEmptySubsequences: false)
        guard let start = lines.firstIndex(where: { $0.trimmingCharacters(in: .whitespaces) == "/// ```swift" }),
            let end = lines[(start + 1)...].firstIndex(where: { $0.trimmingCharacters(in: .whitespaces) == "/// ```" })
        else { throw CocoaError(.fileReadCorruptFile) }
        return lines[(start + 1)..<end].map { line -> String in
            let trimmed = line.drop { $0 == " " }
            return trimmed.hasPrefix("/// ") ? String(trimmed.dropFirst(4)) : String(trimmed.dropFirst(3))
        }.joined(separator: "\n") + "\n"
    }

    static func run(_ arguments: [String], in folder: URL, timeout: Double = 900) throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = arguments
        process.currentDirectoryURL = folder
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        // A program that hangs fails the test instead of holding CI.
        let watchdog = DispatchWorkItem { if process.isRunning { process.terminate() } }
        DispatchQueue.global().asyncAfter(deadline: .now() + timeout, execute: watchdog)
        defer { watchdog.cancel() }
        let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return (process.terminationStatus, output)
    }

    @Test("the README's map of the rest lists every article of the catalog")
    func mapListsEveryArticle() throws {
        let readme = try Self.read("README.md")
        let map = try #require(readme.range(of: "## The map of the rest")).upperBound
        let table = readme[map...]
        let catalog = Self.root.appendingPathComponent("Sources/PathRouter/PathRouter.docc")
        let articles = try FileManager.default.contentsOfDirectory(atPath: catalog.path).filter { $0.hasSuffix(".md") && $0 != "PathRouter.md" }
        #expect(articles.count >= 14)
        for article in articles {
            let title = try Self.read("Sources/PathRouter/PathRouter.docc/" + article).split(separator: "\n")[0].dropFirst(2)
            #expect(table.contains("| \(title) |"), "the map leaves out '\(title)' (\(article))")
        }
    }

    @Test(
        "the README, pasted into a new package as it says, builds and prints what its comments say",
        .enabled(if: canBuild))
    func pastedPackage() throws {
        let program = try ReadmeProgram(readme: Self.read("README.md"))
        #expect(program.expectedOutput.count >= 15, "the README promises too little output to check: \(program.expectedOutput)")
        // The package sits where the README puts it: beside a checkout named PathRouter (a link
        // to this one), so the manifest is used exactly as written.
        let work = Self.root.appendingPathComponent(".build-readme")
        let package = work.appendingPathComponent("App")
        let sources = package.appendingPathComponent("Sources/App")
        try FileManager.default.createDirectory(at: sources, withIntermediateDirectories: true)
        let checkout = work.appendingPathComponent("PathRouter")
        if (try? FileManager.default.destinationOfSymbolicLink(atPath: checkout.path)) != Self.root.path {
            try? FileManager.default.removeItem(at: checkout)
            try FileManager.default.createSymbolicLink(at: checkout, withDestinationURL: Self.root)
        }
        #expect(program.manifest.contains(".package(path: \"../PathRouter\")"), "the Installation block no longer depends on ../PathRouter")
        try Self.writeIfChanged(program.manifest, to: package.appendingPathComponent("Package.swift"))
        try Self.writeIfChanged(program.main, to: sources.appendingPathComponent("main.swift"))
        // The authentication handler's DocC example, pasted as its own file: it must compile
        // as it is written (its imports included).
        try Self.writeIfChanged(
            try Self.docExample(in: "Sources/Auth/NavigationRouterAuthenticationHandler.swift"),
            to: sources.appendingPathComponent("SessionHandlerExample.swift"))
        // Blocks that name their file (a test file) go there, and `swift test` must pass.
        #expect(!program.files.isEmpty, "the README shows no test file")
        for file in program.files {
            let url = package.appendingPathComponent(file.path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Self.writeIfChanged(file.text, to: url)
        }

        let scratch = work.appendingPathComponent("scratch").path
        // (No cached build manifest: files added to PathRouter since the last run are seen.)
        let build = try Self.run(
            ["swift", "build", "--package-path", package.path, "--scratch-path", scratch, "--disable-build-manifest-caching"], in: package)
        try #require(build.status == 0, "the pasted README does not build:\n\(build.output.suffix(6_000))")
        let warnings = build.output.split(separator: "\n").filter { $0.contains("warning:") && $0.contains("main.swift") }
        #expect(warnings.isEmpty, "the pasted README builds with warnings:\n\(warnings.joined(separator: "\n"))")
        let binary = try Self.run(["swift", "build", "--package-path", package.path, "--scratch-path", scratch, "--show-bin-path"], in: package)
        let executable = URL(fileURLWithPath: binary.output.trimmingCharacters(in: .whitespacesAndNewlines)).appendingPathComponent("App")
        let ran = try Self.run([executable.path], in: package, timeout: 600)
        #expect(ran.status == 0, "the program failed:\n\(ran.output)")

        if !program.files.isEmpty {
            let tests = try Self.run(
                ["swift", "test", "--package-path", package.path, "--scratch-path", scratch, "--disable-build-manifest-caching"],
                in: package)
            #expect(tests.status == 0, "the README's tests fail:\n\(tests.output.suffix(6_000))")
            #expect(!tests.output.contains("✘"), "a README test failed:\n\(tests.output.suffix(6_000))")
        }

        let actual = ran.output.split(separator: "\n", omittingEmptySubsequences: false).map(String.init).dropLast(ran.output.hasSuffix("\n") ? 1 : 0)
        let expected = program.expectedOutput
        for index in 0..<max(actual.count, expected.count) {
            let got = index < actual.count ? actual[index] : "(nothing)"
            let want = index < expected.count ? expected[index] : "(nothing)"
            #expect(ReadmeProgram.matches(got, want), "line \(index + 1): the README says\n  \(want)\nthe program printed\n  \(got)")
        }
    }

    /// Writes only when the text changed, so that a second run (CI's ThreadSanitizer pass)
    /// rebuilds nothing.
    static func writeIfChanged(_ text: String, to url: URL) throws {
        if (try? String(contentsOf: url, encoding: .utf8)) == text { return }
        try text.write(to: url, atomically: true, encoding: .utf8)
    }

    struct OutputCase: Sendable, CustomTestStringConvertible {
        let code: String
        let expected: [String]
        var testDescription: String { code.split(separator: "\n").first.map(String.init) ?? "" }
    }

    @Test(
        "expected output is read from print comments, continuation lines and prints: notes",
        arguments: [
            OutputCase(code: "print(a)   // 1\n// not output", expected: ["1"]),
            OutputCase(code: "print(tree)\n// root\n// └─ leaf\nlet x = 1\n// a remark", expected: ["root", "└─ leaf"]),
            OutputCase(code: "router.pop()\n// prints: pop /a", expected: ["pop /a"]),
            OutputCase(code: "let y = 2   // a remark", expected: []),
        ])
    func outputRules(testCase: OutputCase) {
        #expect(ReadmeProgram.expectedOutput(of: testCase.code.split(separator: "\n").map(String.init)) == testCase.expected)
    }

    @Test("an ellipsis in an expected line stands for any text")
    func ellipsis() {
        #expect(ReadmeProgram.matches("failure(x: a long reason)", "failure(x: …)"))
        #expect(ReadmeProgram.matches("a b c d", "a … d"))
        #expect(!ReadmeProgram.matches("a b c", "a … d"))
        #expect(!ReadmeProgram.matches("ab", "abc"))
    }

    @Test("the installation snippet names products the package declares, and its platforms")
    func installationSnippet() throws {
        let manifest = try Self.read("Package.swift")
        let snippet = try ReadmeProgram(readme: Self.read("README.md")).manifest
        for product in ["PathRouter", "PathRouterModules"] {
            #expect(snippet.contains("name: \"\(product)\""))
            #expect(manifest.contains(".library(name: \"\(product)\""))
        }
        let platforms = try #require(manifest.split(separator: "\n").first { $0.contains("platforms:") })
        #expect(snippet.contains(platforms.trimmingCharacters(in: .whitespaces)))
    }

    @Test("the README's commands are the CI's")
    func commands() throws {
        let readme = try Self.read("README.md")
        #expect(readme.contains("swift run Sample"))
        #expect(readme.contains("swift test"))
        #expect(try Self.read(".ci/run").contains("swift test"))
    }
}
