import Foundation
import PathRouter
import PathRouterInspector
import Testing

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// The inspector's defaults: loopback only, a random token on every request and the
/// WebSocket, read-only unless the app allows control, and nothing registered without a page.
@Suite("Inspector security defaults")
struct SecurityDefaultTests {
    private func status(_ url: String) async throws -> Int {
        let (_, response) = try await URLSession.shared.data(from: URL(string: url)!)
        return (response as! HTTPURLResponse).statusCode
    }

    @Test("it listens on loopback with a random 128-bit token")
    func loopbackAndToken() async throws {
        let first = try await InspectedApp.start()
        let second = try await InspectedApp.start()
        #expect(first.inspector.url.hasPrefix("http://127.0.0.1:\(first.inspector.port)/?token="))
        #expect(first.inspector.token.count == 32 && first.inspector.token.allSatisfy(\.isHexDigit))
        #expect(first.inspector.token != second.inspector.token)
        await first.inspector.stop()
        await second.inspector.stop()
    }

    @Test("every request needs the token")
    func requestsNeedTheToken() async throws {
        let app = try await InspectedApp.start()
        let base = "http://127.0.0.1:\(app.inspector.port)"
        let wrong = String(app.inspector.token.reversed())
        for path in ["/", "/inspector.js", "/renderer.js", "/api/state"] {
            #expect(try await status(base + path) == 401, "\(path) without a token")
            #expect(try await status(base + path + "?token=" + wrong) == 401, "\(path) with a wrong token")
            #expect(try await status(base + path + "?token=" + app.inspector.token) == 200, "\(path) with the token")
        }
        // The WebSocket too: a page without the token gets nothing, and nothing is registered.
        let intruder = PageClient(app.inspector, token: wrong)
        #expect(await intruder.ends())
        #expect(intruder.received.isEmpty)
        #expect(app.inspector.connectedPages == 0)
        await app.inspector.stop()
    }

    @Test("a read-only inspector refuses every change and still checks")
    func readOnly() async throws {
        let app = try await InspectedApp.start(allowsControl: false)
        let page = PageClient(app.inspector)
        let hello = try await page.waitFor("hello") { $0.contains { $0.type == .hello } }.first!
        #expect(hello.controls == false && hello.actions == [])
        let before = app.main.state
        let commands: [InspectorCommand] = [
            .init(id: 1, type: .navigate, scene: "main", path: "/items/1"),
            .init(id: 2, type: .openLink, scene: "main", link: "myapp://open/home"),
            .init(id: 3, type: .close, scene: "main"),
            .init(id: 4, type: .selectTab, scene: "main", tab: "home"),
            .init(id: 5, type: .back, scene: "main", screen: before.topScreen!.id.rawValue),
        ]
        for command in commands {
            page.send(command)
            #expect(try await page.reply(to: command.id!).error?.code == "readOnly")
        }
        page.send(InspectorCommand(id: 6, type: .check, scene: "main"))
        #expect(try await page.reply(to: 6).error == nil)
        try await page.waitFor("check") { $0.contains { $0.type == .check } }
        await app.main.idle()
        #expect(app.main.state == before)
        await page.close()
        await app.inspector.stop()
    }

    @Test("nothing is registered until a page connects, and nothing stays after it leaves")
    func registersOnlyWhileAPageIsOpen() async throws {
        let app = try await InspectedApp.start()
        #expect(app.inspector.connectedPages == 0)
        let page = PageClient(app.inspector)
        try await page.waitFor("snapshot") { $0.contains { $0.type == .snapshot } }
        #expect(app.inspector.connectedPages == 1)
        await page.close()
        for _ in 0..<200 where app.inspector.connectedPages > 0 { try await Task.sleep(for: .milliseconds(10)) }
        #expect(app.inspector.connectedPages == 0)
        // The page's observers went with it: a change now reaches nobody.
        let count = page.received.count
        _ = await app.main.navigate(toPath: "/items/9").result
        try await Task.sleep(for: .milliseconds(100))
        #expect(page.received.count == count)
        await app.inspector.stop()
    }

    private func status(_ url: String, host: String) async throws -> Int {
        var request = URLRequest(url: URL(string: url)!)
        request.setValue(host, forHTTPHeaderField: "Host")
        let (_, response) = try await URLSession.shared.data(for: request)
        return (response as! HTTPURLResponse).statusCode
    }

    @Test("a Host or an Origin that is not the inspector's is refused, even with the token (DNS rebinding)")
    func hostAndOriginChecked() async throws {
        let app = try await InspectedApp.start()
        let port = app.inspector.port
        let page = "http://127.0.0.1:\(port)/?token=\(app.inspector.token)"
        #expect(try await status(page, host: "evil.example:\(port)") == 403)
        #expect(try await status(page, host: "localhost:\(port)") == 200)
        // The WebSocket: a page of another origin, or a request naming another host, gets
        // nothing, and nothing is registered.
        for headers in [[("Origin", "http://evil.example")], [("Origin", "null")]] {
            let intruder = PageClient(app.inspector, headers: headers)
            #expect(await intruder.ends(), "\(headers)")
            #expect(intruder.received.isEmpty)
            #expect(app.inspector.connectedPages == 0)
        }
        // A page of this host is let in.
        let own = PageClient(app.inspector, headers: [("Origin", "http://127.0.0.1:\(port)")])
        try await own.waitFor("the hello") { $0.contains { $0.type == .hello } }
        await own.close()
        await app.inspector.stop()
    }
}
