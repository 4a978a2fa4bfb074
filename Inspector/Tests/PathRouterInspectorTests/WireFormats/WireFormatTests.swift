import Foundation
import PathRouterLocking
import PathRouter
import PathRouterInspector
import Testing

/// The JSON the inspector and the page exchange: every format survives a round trip, and the
/// records carry all a page needs to rebuild each scene.
@Suite("Wire formats")
struct WireFormatTests {
    @Test("states of every container kind survive JSON and rebuild the same scene")
    func statesRoundTrip() async throws {
        let world = try await WireWorld.make()
        for router in world.routers {
            let wire = WireState(router.state)
            let decoded = try JSONDecoder().decode(WireState.self, from: JSONEncoder().encode(wire))
            #expect(decoded == wire)
            let rebuilt = try #require(decoded.sceneState, "scene \(router.scene.id)")
            #expect(WireState(rebuilt) == wire.withoutViewModels)
            #expect(rebuilt.description.count > 0)
        }
        let layouts: Set<Presentation.Layout> = Set(
            world.routers.flatMap { router in
                ([router.state.root] + router.state.modals.map { Optional($0.presentation) }).compactMap { $0?.layout }
            })
        #expect(layouts == [.single, .stack, .tabs, .split])
    }

    @Test("records decoded from JSON rebuild each scene from its first state")
    func recordsRebuildScenes() async throws {
        let world = try await WireWorld.make()
        for index in world.routers.indices {
            let (router, start, records) = (world.routers[index], world.starts[index], world.records[index])
            var mirror = try #require(WireState(start).sceneState)
            for record in records.records.withLock({ $0 }) {
                let wire = WireTransition(record)
                let decoded = try JSONDecoder().decode(WireTransition.self, from: JSONEncoder().encode(wire))
                #expect(decoded == wire)
                try mirror.apply(try #require(decoded.sceneTransition, "\(record)"))
            }
            #expect(WireState(mirror) == WireState(router.state).withoutViewModels, "scene \(router.scene.id)")
        }
        let kinds = Set(world.records.flatMap { $0.records.withLock { $0 }.flatMap { [$0.kind] + $0.steps.map(\.kind) } })
        for kind: SceneTransition.Kind in [
            .push, .present, .pop, .dismiss, .replaceRoot, .selectTab, .sequence, .updateScreen, .restore, .showInSecondary, .setCollapsed,
        ] {
            #expect(kinds.contains(kind), "no \(kind) record was exercised")
        }
    }

    @Test("messages and commands keep every field through JSON")
    func messagesRoundTrip() throws {
        var message = InspectorMessage(type: .record, scene: "main")
        message.seq = 7
        message.transition = WireTransition(kind: .push, added: [WireScreen(id: 3, pattern: "/a/:id", path: "/a/1", parameters: ["id": "1"])])
        var failure = InspectorMessage(type: .failure, scene: "main")
        failure.failure = WireFailure(source: "navigation", code: "routeNotFound", path: "/x", message: "routeNotFound '/x'")
        var event = InspectorMessage(type: .event, scene: "main")
        event.event = WireEvent(navigation: 4, phase: "screenViewed", path: "/a/1", route: "/a/:id", screen: 3, target: true)
        var reply = InspectorMessage(type: .reply)
        reply.request = 2
        reply.error = InspectorError(.unknownScene, "no open scene is named 'w'")
        let messages = [message, failure, event, reply]
        #expect(try JSONDecoder().decode([InspectorMessage].self, from: JSONEncoder().encode(messages)) == messages)
        let commands = [
            InspectorCommand(id: 1, type: .navigate, scene: "main", path: "/a", modal: true),
            InspectorCommand(id: 2, type: .openLink, scene: "main", link: "myapp://open/a"),
            InspectorCommand(id: 3, type: .back, scene: "main", screen: 9),
            InspectorCommand(type: .action, scene: "main", action: "Log in"),
        ]
        #expect(try JSONDecoder().decode([InspectorCommand].self, from: JSONEncoder().encode(commands)) == commands)
        // The page writes commands by hand: the documented form decodes.
        let written = #"{"id": 3, "type": "back", "scene": "main", "screen": 14}"#
        #expect(try JSONDecoder().decode(InspectorCommand.self, from: Data(written.utf8)) == InspectorCommand(id: 3, type: .back, scene: "main", screen: 14))
    }

    @Test("a state that is not well formed is refused, not rebuilt")
    func malformedStates() {
        let screen = WireScreen(id: 1, pattern: "/a", path: "/a")
        #expect(WireState(root: WirePresentation(layout: .stack, screens: [])).sceneState == nil)
        #expect(WireState(root: WirePresentation(layout: .tabs, tabs: [.init(name: "a", screens: [], rootPath: nil)], selected: "a")).sceneState == nil)
        #expect(WireState(root: WirePresentation(layout: .stack, screens: [screen, screen])).sceneState == nil)
        #expect(
            WireState(root: nil, modals: [.init(presentation: WirePresentation(layout: .single, screens: [screen]), preventsDismissal: false)]).sceneState
                == nil)
    }
}
