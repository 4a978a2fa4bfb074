import Foundation
import InspectorPageSocket
import PathRouter
import PathRouterInspector
import PathRouterLocking

// What the inspector costs a navigation: the same pushes and pops timed without an inspector,
// with one started but no page, and with a page connected that reads everything (an in-process
// WebSocket client). Rounds alternate; the medians are printed. Build it in release:
//   swift run -c release --package-path Inspector InspectorCost [navigations per round]

struct Model: RoutableViewModel {
    var navigationInterceptionExecutionFlow: NavigationInterceptionFlow?
    init(parameters: [String: String]?) {}
}

let perRound = CommandLine.arguments.dropFirst().first.flatMap(Int.init) ?? 20_000
let registry = NavigationRegistry()
try registry.bind(routes: [
    NavigationRoute(path: "/home", type: Model.self, requiresAuthentication: false),
    NavigationRoute(path: "/items/:id", type: Model.self, requiresAuthentication: false),
])
let router = NavigationRouter(scene: NavigationScene(id: "main"), registry: registry)
_ = await router.navigate(toPath: "/home").result

/// Nanoseconds per navigation of one round: a push and a pop are two navigations.
func round() async -> Double {
    let clock = ContinuousClock()
    let start = clock.now
    for index in 0..<perRound / 2 {
        router.navigate(toPath: "/items/\(index)")
        router.pop()
    }
    await router.idle()
    let elapsed = clock.now - start
    return Double(elapsed.components.attoseconds / 1_000_000_000 + elapsed.components.seconds * 1_000_000_000) / Double(perRound)
}

func median(_ values: [Double]) -> Double { values.sorted()[values.count / 2] }

let received = Locked.make(0)
var without: [Double] = [], idle: [Double] = [], watched: [Double] = []
_ = await round()  // warm up
for _ in 0..<5 { without.append(await round()) }
let inspector = try await NavigationInspector.start(for: registry)
for _ in 0..<5 { idle.append(await round()) }
let page = PageSocket(port: inspector.port, target: "/ws?token=\(inspector.token)") { text in
    received.withLock { $0 += text.utf8.count }
}
while inspector.connectedPages == 0 { try await Task.sleep(for: .milliseconds(10)) }
for _ in 0..<5 { watched.append(await round()) }
try await Task.sleep(for: .milliseconds(300))
page.close()
await inspector.stop()

print("navigations per round: \(perRound) (pushes and pops), 5 rounds each, median ns per navigation")
print(String(format: "without an inspector:         %7.0f ns", median(without)))
print(String(format: "inspector started, no page:   %7.0f ns", median(idle)))
print(String(format: "inspector with a page open:   %7.0f ns", median(watched)))
print("the page received \(received.withLock { $0 } / 1024) KiB")
