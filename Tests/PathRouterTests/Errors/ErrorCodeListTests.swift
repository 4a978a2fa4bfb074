import Foundation
import Testing

/// The README lists every error code a user can meet.
@Suite("Error code list")
struct ErrorCodeListTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    /// Every `public static let NAME = Code(rawValue: "NAME")` of `NavigationError.Code`.
    static func declaredCodes() throws -> [String] {
        let source = try String(contentsOf: root.appendingPathComponent("Sources/PathRouter/Errors/NavigationError.swift"), encoding: .utf8)
        return source.split(separator: "\n").compactMap { line -> String? in
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            guard trimmed.hasPrefix("public static let "), trimmed.contains("= Code(rawValue:") else { return nil }
            return String(trimmed.dropFirst("public static let ".count).prefix { $0 != " " })
        }
    }

    @Test("every NavigationError.Code appears in the README's list of codes")
    func readmeListsEveryCode() throws {
        let codes = try Self.declaredCodes()
        #expect(codes.count >= 38, "read \(codes.count) codes: the parser no longer matches NavigationError.swift")
        let readme = try String(contentsOf: Self.root.appendingPathComponent("README.md"), encoding: .utf8)
        guard let start = readme.range(of: "\nCodes: ") else {
            Issue.record("the README has no 'Codes:' list")
            return
        }
        let list = readme[start.upperBound...].prefix { $0 != "#" }
        let missing = codes.filter { !list.contains("`\($0)`") }
        #expect(missing.isEmpty, "missing from the README's list: \(missing)")
    }

    /// Every `case NAME` of `SceneError.Code`.
    static func sceneCodes() throws -> [String] {
        let source = try String(contentsOf: root.appendingPathComponent("Sources/SceneHost/SceneError.swift"), encoding: .utf8)
        return source.split(separator: "\n").compactMap { line -> String? in
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            guard trimmed.hasPrefix("case "), !trimmed.contains("(") else { return nil }
            return String(trimmed.dropFirst("case ".count))
        }
    }

    @Test("every SceneError.Code appears in the README, beside the NavigationError codes")
    func readmeListsEverySceneCode() throws {
        let codes = try Self.sceneCodes()
        #expect(codes.count >= 11, "read \(codes.count) codes: the parser no longer matches SceneError.swift")
        let readme = try String(contentsOf: Self.root.appendingPathComponent("README.md"), encoding: .utf8)
        guard let start = readme.range(of: "throws `SceneError`, whose codes are ") else {
            Issue.record("the README has no list of SceneError codes")
            return
        }
        let list = readme[start.upperBound...].prefix { $0 != "#" }
        let missing = codes.filter { !list.contains("`\($0)`") }
        #expect(missing.isEmpty, "missing from the README's list of scene codes: \(missing)")
    }
}
