import Foundation

/// The program a newcomer gets by pasting README.md: its package manifest (the Installation
/// block), its `main.swift` (every other Swift block, in order), and the output the README's
/// comments promise.
///
/// Expected output, in order: the trailing comment of a line that calls `print(`, the comment
/// lines right below a `print(` line that has none (its output, line by line), and the text after
/// `// prints: ` (output printed elsewhere, by an observer, for the statement above it). In an
/// expected line, ` … ` (or a trailing ` …`) stands for any text.
struct ReadmeProgram {
    let manifest: String
    let main: String
    let expectedOutput: [String]
    /// Blocks whose first line names their file (`// Tests/AppTests/NavigationTests.swift`):
    /// that path in the package, and the block's text.
    let files: [(path: String, text: String)]

    init(readme: String) throws {
        var blocks: [[String]] = []
        var current: [String]?
        for line in readme.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
            if current == nil, line.hasPrefix("```swift") {
                current = []
            } else if current != nil, line.hasPrefix("```") {
                blocks.append(current!)
                current = nil
            } else if current != nil {
                current!.append(line)
            }
        }
        guard let manifestIndex = blocks.firstIndex(where: { $0.first?.hasPrefix("// swift-tools-version") == true }) else {
            throw ReadmeError("the README has no Package.swift block (one starting with // swift-tools-version)")
        }
        manifest = blocks[manifestIndex].joined(separator: "\n") + "\n"
        func namedFile(_ block: [String]) -> String? {
            guard let first = block.first, first.hasPrefix("// "), first.hasSuffix(".swift"), first.contains("/") else { return nil }
            return String(first.dropFirst(3))
        }
        let program = blocks.enumerated().filter { $0.offset != manifestIndex && namedFile($0.element) == nil }.map(\.element)
        main = program.map { $0.joined(separator: "\n") }.joined(separator: "\n\n") + "\n"
        expectedOutput = Self.expectedOutput(of: program.flatMap { $0 })
        files = blocks.compactMap { block in namedFile(block).map { ($0, block.joined(separator: "\n") + "\n") } }
    }

    static func expectedOutput(of lines: [String]) -> [String] {
        var expected: [String] = []
        var afterPrint = false
        for line in lines {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if trimmed.hasPrefix("// prints: ") {
                expected.append(String(trimmed.dropFirst("// prints: ".count)))
                afterPrint = false
            } else if trimmed.hasPrefix("//") {
                // `// ` then the output as printed, its own indentation kept.
                let text = trimmed.dropFirst(2)
                if afterPrint { expected.append(String(text.first == " " ? text.dropFirst() : text)) }
            } else if trimmed.contains("print("), let comment = trimmed.range(of: "   // ") {
                expected.append(String(trimmed[comment.upperBound...]))
                afterPrint = false
            } else {
                afterPrint = trimmed.contains("print(")
            }
        }
        return expected
    }

    /// Whether `actual` is what `expected` promises (` … ` stands for any text).
    static func matches(_ actual: String, _ expected: String) -> Bool {
        let parts = expected.components(separatedBy: " …")
        guard parts.count > 1 else { return actual == expected }
        var rest = Substring(actual)
        for (index, part) in parts.enumerated() {
            let piece = index == 0 ? part : String(part.drop(while: { $0 == " " }))
            if index == 0 {
                guard rest.hasPrefix(piece) else { return false }
                rest = rest.dropFirst(piece.count)
            } else if index == parts.count - 1 {
                return piece.isEmpty || rest.hasSuffix(piece)
            } else {
                guard let found = rest.range(of: piece) else { return false }
                rest = rest[found.upperBound...]
            }
        }
        return true
    }
}

struct ReadmeError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
