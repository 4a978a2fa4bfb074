import Foundation
import Testing

/// The stories' drawings (DESIGN.md, "One word, one meaning"): each sits in the `///` comment of
/// the type or function that runs its story, in a fenced block with `▼` arrows, and every code
/// name it draws (`name(…`, `Type.member`, an UpperCamelCase type) is a declaration of
/// `Sources/` that is not private, so a rename that forgets a drawing fails here. DESIGN.md's
/// copies are held to the same rule.
@Suite("Story drawings")
struct StoryDrawingTests {
    /// A drawing: where it is, its lines, and the declaration that carries it.
    struct Drawing: CustomStringConvertible {
        let file: String
        let line: Int
        let lines: [String]
        let declaration: String?

        var description: String { "\(file):\(line)" }
    }

    static let root = ReadmeTests.root

    /// Every Swift file under `Sources/`, by path relative to the root.
    static let sources: [(path: String, text: String)] = {
        let folder = root.appending(path: "Sources")
        guard let walker = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil) else { return [] }
        var files: [(String, String)] = []
        for case let url as URL in walker where url.pathExtension == "swift" {
            guard let text = try? String(contentsOf: url, encoding: .utf8) else { continue }
            files.append((String(url.standardized.path.dropFirst(root.path.count + 1)), text))
        }
        return files.sorted { $0.0 < $1.0 }
    }()

    /// The drawings in the doc comments of `Sources/`.
    static let drawings: [Drawing] = sources.flatMap { drawings(inSwift: $0.text, file: $0.path) }

    static func drawings(inSwift text: String, file: String) -> [Drawing] {
        let lines = text.components(separatedBy: "\n")
        var found: [Drawing] = []
        var index = 0
        while index < lines.count {
            guard lines[index].trimmingCharacters(in: .whitespaces).hasPrefix("///") else {
                index += 1
                continue
            }
            // One doc comment: its lines, then the declaration under it.
            let start = index
            var comment: [String] = []
            while index < lines.count, lines[index].trimmingCharacters(in: .whitespaces).hasPrefix("///") {
                comment.append(String(lines[index].trimmingCharacters(in: .whitespaces).dropFirst(3)))
                index += 1
            }
            // The declaration, with the attributes written on lines of their own before it.
            var declaration: String?
            var next = index
            while next < lines.count {
                let line = lines[next].trimmingCharacters(in: .whitespaces)
                declaration = declaration.map { $0 + " " + line } ?? line
                if !line.hasPrefix("@") { break }
                next += 1
            }
            for block in fencedBlocks(comment) where block.lines.contains(where: { $0.contains("▼") }) {
                found.append(Drawing(file: file, line: start + block.offset + 1, lines: block.lines, declaration: declaration))
            }
        }
        return found
    }

    static func fencedBlocks(_ lines: [String]) -> [(offset: Int, lines: [String])] {
        var blocks: [(Int, [String])] = []
        var open: (Int, [String])?
        for (offset, line) in lines.enumerated() {
            if line.trimmingCharacters(in: .whitespaces).hasPrefix("```") {
                if let block = open {
                    blocks.append(block)
                    open = nil
                } else {
                    open = (offset, [])
                }
            } else if open != nil {
                open!.1.append(line)
            }
        }
        return blocks
    }

    /// The code names a drawing draws: `name(`, `Type.member`, and UpperCamelCase types of
    /// two words or more; plain words are prose.
    static func names(in lines: [String]) -> (calls: Set<String>, members: Set<[String]>, types: Set<String>) {
        let text = lines.joined(separator: "\n")
        var calls = Set<String>()
        var members = Set<[String]>()
        var types = Set<String>()
        for match in text.matches(of: /([A-Z][A-Za-z0-9]*)\.([a-z_][A-Za-z0-9_]*)/) {
            members.insert([String(match.1), String(match.2)])
        }
        for match in text.matches(of: /(^|[^A-Za-z0-9_.])([a-z_][A-Za-z0-9_]*)\(/) {
            calls.insert(String(match.2))
        }
        for match in text.matches(of: /(^|[^A-Za-z0-9_.])([A-Z][a-z0-9]+(?:[A-Z][a-z0-9]*)+)(?![A-Za-z0-9_(])/) {
            types.insert(String(match.2))
        }
        return (calls, members, types)
    }

    /// Names declared in `Sources/` that are not private: every name, and per name the files
    /// that declare it.
    struct Declarations {
        var names: [String: Set<String>] = [:]
        /// The files that declare or extend each type.
        var typeFiles: [String: Set<String>] = [:]

        init(_ files: [(path: String, text: String)]) {
            let declaration =
                /(?m)^[ \t]*((?:@[A-Za-z_]+(?:\([^)\n]*\))?[ \t]+)*)((?:(?:public|package|internal|private|fileprivate|open|static|class|final|mutating|nonisolated|override|convenience|indirect|consuming|borrowing|lazy|weak|unowned|required|dynamic)(?:\([a-z]+\))?[ \t]+)*)(func|var|let|case|struct|class|enum|protocol|actor|typealias|extension|associatedtype|init)\b[ \t]*([A-Za-z_][A-Za-z0-9_]*)?/
            for (path, text) in files {
                for match in text.matches(of: declaration) {
                    let modifiers = String(match.2)
                    let kind = String(match.3)
                    let name = match.4.map(String.init) ?? kind
                    if kind == "extension" || ["struct", "class", "enum", "protocol", "actor"].contains(kind) {
                        typeFiles[name, default: []].insert(path)
                    }
                    if modifiers.contains("private") || kind == "extension" { continue }
                    names[name, default: []].insert(path)
                }
            }
        }

        func declares(_ name: String) -> Bool { names[name] != nil }

        /// `member` is declared, not private, in a file that declares or extends `type`.
        func declares(_ member: String, of type: String) -> Bool {
            guard let files = names[member], let typeFiles = typeFiles[type] else { return false }
            return !files.isDisjoint(with: typeFiles)
        }
    }

    static let declarations = Declarations(sources)

    /// The names of `drawing` that `Sources/` does not declare (or declares only privately).
    static func missing(in lines: [String]) -> [String] {
        let (calls, members, types) = names(in: lines)
        var missing: [String] = []
        for call in calls.sorted() where !declarations.declares(call) { missing.append("\(call)(…)") }
        for member in members.sorted(by: { $0.joined() < $1.joined() })
        where !declarations.declares(member[1], of: member[0]) {
            missing.append(member.joined(separator: "."))
        }
        for type in types.sorted() where !declarations.declares(type) { missing.append(type) }
        return missing
    }

    @Test("the push's and the bindings' stories are drawn on the code that runs them")
    func storiesAreDrawn() {
        let files = Set(Self.drawings.map(\.file))
        #expect(files.contains("Sources/PathRouter/Pipeline/NavigationPipeline.swift"), "\(files.sorted())")
        #expect(files.contains("Sources/Bindings/Following/RoundTrip.swift"), "\(files.sorted())")
    }

    @Test("every drawing sits on a declaration that is not private")
    func drawingsSitOnDeclarations() {
        for drawing in Self.drawings {
            let declaration = drawing.declaration ?? ""
            #expect(
                declaration.contains(/\b(func|struct|class|enum|protocol|actor|extension|init)\b/),
                "\(drawing): a drawing's comment documents the code that runs its story, not \(declaration)")
            #expect(!declaration.contains(/\b(private|fileprivate)\b/), "\(drawing) documents a private symbol")
        }
    }

    @Test("every name a drawing draws is declared, not private")
    func drawnNamesExist() {
        #expect(!Self.drawings.isEmpty)
        for drawing in Self.drawings {
            let missing = Self.missing(in: drawing.lines)
            #expect(missing.isEmpty, "\(drawing) draws names that Sources/ does not declare (or only privately): \(missing)")
        }
    }

    @Test("DESIGN.md's drawings name only what Sources/ declares")
    func designDrawingsNamesExist() throws {
        let design = try ReadmeTests.read("DESIGN.md").components(separatedBy: "\n")
        let blocks = Self.fencedBlocks(design).filter { $0.lines.contains { $0.contains("▼") } }
        #expect(!blocks.isEmpty)
        for block in blocks {
            let missing = Self.missing(in: block.lines)
            #expect(missing.isEmpty, "DESIGN.md:\(block.offset + 1) draws names that Sources/ does not declare: \(missing)")
        }
    }

    @Test("the checker sees a name that does not exist, a private one, and a member of another type")
    func checkerCatchesStaleNames() {
        #expect(Self.missing(in: ["  submit(_:followsPolicy:) ──▶ noSuchStage(_:)"]) == ["noSuchStage(…)"])
        #expect(Self.missing(in: ["  readmitAndPlace(_:) ▼"]) == ["readmitAndPlace(…)"], "a private function")
        #expect(Self.missing(in: ["  SceneRuntime.landHere ▼"]) == ["SceneRuntime.landHere"], "a member of another type")
        #expect(Self.missing(in: ["  NoSuchType ▼ the scene changes"]) == ["NoSuchType"])
        #expect(Self.missing(in: ["  SceneRuntime.commit ▼ LandingPlan"]) == [])
    }
}
