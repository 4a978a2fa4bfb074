#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import PathRouter
import PathRouterInspector
import SampleApp

// `swift run --package-path Inspector InspectorDemo` starts the sample app (tabs, login, links,
// a leave guard) and a mail window (a split), with the inspector, control allowed, and prints
// its address. `--port N` picks the port (default: any free one). It runs until interrupted.

let arguments = CommandLine.arguments
let port = arguments.firstIndex(of: "--port").flatMap { arguments.indices.contains($0 + 1) ? Int(arguments[$0 + 1]) : nil } ?? 0
// `--outbox N`: how many messages may wait for the page (default 2,000; the browser test also
// runs with 8, so that a flood drops most of what it sends).
let outbox = arguments.firstIndex(of: "--outbox").flatMap { arguments.indices.contains($0 + 1) ? Int(arguments[$0 + 1]) : nil } ?? 2_000

do {
    let app = try SampleApp()
    try app.registry.bind(routes: DemoMail.routes)
    let main = app.router(named: "main")
    // The onboarding the sample shows after the first visit of /home is finished at once.
    _ = await main.setTabs(SampleApp.tabs, selected: "home").result
    await main.idle()
    _ = await app.runCommand("continue", in: main)
    await DemoMail.open(in: app.router(named: "mail"))

    // What a user of the sample does beyond navigation, as buttons on the page.
    let commands = [
        ("Log in as ada", "login ada"), ("Give up the login", "login --fail"), ("Continue the flow", "continue"),
        ("Edit settings", "edit"), ("Save settings", "save"), ("Log out", "logout"),
    ]
    let mail = app.router(named: "mail")
    let configuration = InspectorConfiguration(
        port: port, allowsControl: true,
        // The sample's commands act on its main window only; the mail window's panel shows none.
        actions: commands.map { title, command in
            InspectorAction(title, scenes: ["main"]) { router in await app.runCommand(command, in: router) }
        }
            + [
                InspectorAction("Reopen the mail window", scenes: ["main"]) { _ in await DemoMail.reopen(mail, registry: app.registry) },
                InspectorAction("Flood", scenes: ["main"]) { _ in await DemoFlood.run(registry: app.registry) },
            ],
        maximumWaitingMessages: outbox)
    let inspector = try await NavigationInspector.start(for: app.registry, configuration: configuration)
    print("PathRouter inspector: \(inspector.url)")
    print("(scenes: main with tabs, mail with a split; loopback only; Ctrl-C stops it)")
    fflush(nil)
    while true { try await Task.sleep(for: .seconds(3600)) }
} catch {
    print("the demo failed: \(error)")
    exit(1)
}
