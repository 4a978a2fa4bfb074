import Foundation
import PathRouter
import PathRouterInspector
import Testing

/// The page's renderer (`renderer.js`) against the Swift scene: seeded random walks over every
/// kind of change, each record applied in JavaScript (Node.js) and the result compared with the
/// scene's state after it.
@Suite("Inspector page renderer")
struct RendererConformanceTests {
    static let seeds: [UInt64] = [1, 2, 3, 4, 5, 6, 7, 8]

    @Test("renderer.js rebuilds every scene of seeded random walks, record by record")
    func rendererFollowsTheScene() async throws {
        var recordings: [RandomScene.Recording] = []
        for seed in Self.seeds { recordings.append(try await RandomScene.record(seed: seed, steps: 1_500)) }
        let kinds = Set(recordings.flatMap { $0.steps.flatMap { [$0.record.kind] + ($0.record.steps ?? []).map(\.kind) } })
        #expect(kinds.count >= 16, "the walks exercised only \(kinds.sorted { $0.rawValue < $1.rawValue })")

        let here = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        let script = here.appendingPathComponent("../../Renderer/conformance.js").standardizedFileURL
        let fixture = FileManager.default.temporaryDirectory.appendingPathComponent("renderer-\(UUID()).json")
        try JSONEncoder().encode(recordings).write(to: fixture)
        defer { try? FileManager.default.removeItem(at: fixture) }

        let node = Process()
        node.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        node.arguments = ["node", script.path, fixture.path]
        let output = Pipe()
        node.standardOutput = output
        node.standardError = output
        try node.run()
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        node.waitUntilExit()
        #expect(
            node.terminationStatus == 0,
            "renderer.js diverged (seeds \(Self.seeds); Node.js is needed: Debian's nodejs):\n\(text)")
        #expect(text.contains("every state as the scene's"))
    }
}
