import Foundation
import Testing

/// Keeps README.md honest: every Swift block is compiled and run (it stands in
/// `ReadmeExamples.swift`), and the installation snippet names real products.
@Suite("README")
struct ReadmeTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    static func read(_ path: String) throws -> String {
        try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
    }

    /// The ```swift blocks of the README, each as its trimmed, non-empty lines.
    static func swiftBlocks() throws -> [[String]] {
        var blocks: [[String]] = []
        var current: [String]?
        for line in try Self.read("README.md").split(separator: "\n", omittingEmptySubsequences: false) {
            if current == nil, line.hasPrefix("```swift") {
                current = []
            } else if current != nil, line.hasPrefix("```") {
                blocks.append(current!)
                current = nil
            } else if current != nil {
                let trimmed = line.trimmingCharacters(in: .whitespaces)
                if !trimmed.isEmpty { current!.append(trimmed) }
            }
        }
        return blocks
    }

    @Test("every Swift block of the README stands, line for line, in the compiled examples")
    func blocksAreCompiled() throws {
        let examples = try Self.read("Tests/PathRouterTests/ReadmeExamples.swift")
            .split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
        let blocks = try Self.swiftBlocks().filter { $0.first != "// Package.swift" }
        #expect(blocks.count >= 9)
        for block in blocks {
            let found = examples.indices.contains { start in
                start + block.count <= examples.count && Array(examples[start..<(start + block.count)]) == block
            }
            #expect(found, "README block not in ReadmeExamples.swift:\n\(block.joined(separator: "\n"))")
        }
    }

    @Test("the installation snippet names products the package declares")
    func installationSnippet() throws {
        let manifest = try Self.read("Package.swift")
        let snippet = try #require(try Self.swiftBlocks().first { $0.first == "// Package.swift" })
        for product in ["PathRouter", "PathRouterModules"] {
            #expect(snippet.contains { $0.contains("name: \"\(product)\"") })
            #expect(manifest.contains(".library(name: \"\(product)\""))
        }
    }

    @Test("the README's commands are the CI's")
    func commands() throws {
        let readme = try Self.read("README.md")
        #expect(readme.contains("swift run Sample"))
        #expect(readme.contains("swift test"))
        #expect(try Self.read(".ci/run").contains("swift test"))
    }
}
