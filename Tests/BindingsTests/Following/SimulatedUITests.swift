import PathRouterBindings
import Testing

/// Seeded random runs of a UI with SwiftUI's limits against a router that navigates, logs in
/// and out and opens links at the same time (``SimulatedUI``): the UI never shows a screen the
/// router did not have, never shows one again that the router removed, shows no sheet twice,
/// ends in the router's state when things settle, and every gesture is reported once or
/// dropped with its reason.
@Suite("A UI with SwiftUI's limits")
struct SimulatedUITests {
    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
    @Test("seeded random runs keep every promise", arguments: Array(UInt64(1)...20))
    @MainActor
    func randomRuns(seed: UInt64) async throws {
        let events = SimulatedUI.events(seed: seed, count: 400)
        let ui = try SimulatedUI()
        if let broken = await ui.run(events) {
            let shortest = await SimulatedUI.shrink(events)
            let replay = try SimulatedUI()
            Issue.record(
                "seed \(seed): \(broken)\nshortest reproduction (\(shortest.count) events): \(shortest)\n\(await replay.run(shortest) ?? "")")
            return
        }
        #expect(ui.gestures > 50, "the user did little (\(ui.gestures) gestures)")
        #expect(ui.reported > 0 && ui.dropped > 0, "reported \(ui.reported), dropped \(ui.dropped)")
    }
}
