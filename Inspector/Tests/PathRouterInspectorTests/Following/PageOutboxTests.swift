import PathRouter
import Testing

@testable import PathRouterInspector

/// The outbox between the router's threads and a page: bounded whatever the page's pace, and
/// what it sends always rebuilds the scene.
@Suite("Inspector outbox")
struct PageOutboxTests {
    @Test("a page that never reads holds at most its capacity; a snapshot replaces what was left out")
    func boundedAndCorrect() async throws {
        let app = try await InspectedApp.start()
        let outbox = PageOutbox(capacity: 100)
        let session = PageSession(registry: app.registry, outbox: outbox)
        session.start()
        var most = 0
        for index in 0..<5_000 {
            _ = await app.main.navigate(toPath: "/items/\(index)").result
            if index.isMultiple(of: 3) { _ = await app.main.pop().result }
            most = max(most, outbox.waiting)
        }
        session.stop()
        #expect(most <= 101, "the outbox held \(most) items")
        var messages: [InspectorMessage] = []
        while true {
            let batch = outbox.takeBatch()
            if batch.isEmpty { break }
            #expect(batch.count <= outbox.batchSize)
            messages += batch
        }
        let mirror = PageMirror(messages)
        #expect(mirror.problems == [])
        #expect(mirror.wire("main") == WireState(app.main.state).withoutViewModels)
        let dropped = messages.filter { $0.type == .dropped }
        #expect(!dropped.isEmpty && dropped.allSatisfy { $0.note?.contains("left out") == true })
        await app.inspector.stop()
    }
}
