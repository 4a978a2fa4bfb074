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

    @Test("answers, errors and checks stay inside the bound too: a page that sends and never reads cannot grow it")
    func answersAndChecksBounded() async throws {
        let app = try await InspectedApp.start()
        let outbox = PageOutbox(capacity: 100)
        let session = PageSession(registry: app.registry, outbox: outbox)
        session.start()
        var checked = 0
        for index in 0..<10_000 {
            var error = InspectorMessage(type: .error)
            error.error = InspectorError(.malformedMessage, "not a command: \(index)")
            outbox.send(error)
            if outbox.check(scene: "main", marks: SceneMarks(app.main)) { checked += 1 }
        }
        #expect(outbox.waiting <= 100, "the outbox held \(outbox.waiting) items")
        #expect(checked < 100)
        session.stop()
        let messages = outbox.takeBatch()
        let notice = try #require(messages.first { $0.type == .dropped && $0.scene == nil })
        #expect(notice.note?.contains("answers were left out") == true)
        #expect((notice.count ?? 0) > 9_000)
        await app.inspector.stop()
    }

    @Test("events left out are told to their own scene only")
    func droppedEventsPerScene() async throws {
        let app = try await InspectedApp.start()
        let other = NavigationRouter(scene: NavigationScene(id: "other"), registry: app.registry)
        _ = await other.navigate(toPath: "/home").result
        let outbox = PageOutbox(capacity: 50)
        let session = PageSession(registry: app.registry, outbox: outbox)
        session.start()
        for index in 0..<200 { _ = await app.main.navigate(toPath: "/items/\(index)").result }
        session.stop()
        var messages: [InspectorMessage] = []
        while true {
            let batch = outbox.takeBatch()
            if batch.isEmpty { break }
            messages += batch
        }
        let notices = messages.filter { $0.type == .dropped && $0.note?.contains("events") == true }
        #expect(!notices.isEmpty)
        #expect(notices.allSatisfy { $0.scene == "main" }, "\(notices.map { $0.scene ?? "none" })")
        other.close()
        await app.inspector.stop()
    }
}
