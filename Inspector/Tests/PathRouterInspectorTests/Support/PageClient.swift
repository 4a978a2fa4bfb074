import Foundation
import InspectorPageSocket
import PathRouter
import PathRouterInspector
import PathRouterLocking

/// A page as the tests drive it: a WebSocket client that keeps every message the inspector
/// sends and sends commands (or any text). Its waits count their looks (10 ms apart) rather
/// than read a clock, so a busy machine slows them down without failing them.
final class PageClient: Sendable {
    /// What the connection's thread shares with the test.
    private final class Shared: Sendable {
        let received = Locked<[InspectorMessage]>.make([])
    }

    private let shared = Shared()
    private let socket: PageSocket

    /// Connects to `inspector`; `readDelay` makes a slow page (a pause after each message).
    /// `headers` are sent with the upgrade request (an `Origin`, another `Host`).
    init(_ inspector: NavigationInspector, token: String? = nil, readDelay: Duration? = nil, headers: [(String, String)] = []) {
        let shared = shared
        socket = PageSocket(
            port: inspector.port, target: "/ws?token=\(token ?? inspector.token)", headers: headers, readDelay: readDelay
        ) { text in
            guard let batch = try? JSONDecoder().decode([InspectorMessage].self, from: Data(text.utf8)) else { return }
            shared.received.withLock { $0 += batch }
        }
    }

    /// How many looks, 10 ms apart, make `seconds` on an idle machine.
    private static func looks(_ seconds: Double) -> Int { Int(seconds * 100) }

    /// Every message received so far.
    var received: [InspectorMessage] { shared.received.withLock { $0 } }

    func send(_ command: InspectorCommand) {
        socket.send(String(decoding: try! JSONEncoder().encode(command), as: UTF8.self))
    }

    func send(text: String) { socket.send(text) }

    /// Waits until the messages received satisfy `condition` (`seconds` of looks at most).
    @discardableResult
    func waitFor(
        _ what: String, seconds: Double = 60, _ condition: @Sendable ([InspectorMessage]) -> Bool
    ) async throws -> [InspectorMessage] {
        for _ in 0..<Self.looks(seconds) {
            let messages = received
            if condition(messages) { return messages }
            try await Task.sleep(for: .milliseconds(10))
        }
        let messages = received
        if condition(messages) { return messages }
        throw PageClientError(message: "no \(what) after \(Self.looks(seconds)) looks; received: \(messages.map(\.type))")
    }

    /// The reply to command `id`.
    func reply(to id: Int) async throws -> InspectorMessage {
        try await waitFor("reply to \(id)") { $0.contains { $0.type == .reply && $0.request == id } }
            .first { $0.type == .reply && $0.request == id }!
    }

    /// Ends the connection; returns once it is closed.
    func close() async {
        socket.close()
        _ = await ends()
    }

    /// Whether the connection ended (refused, or closed by the inspector) within `seconds` of
    /// looks.
    func ends(within seconds: Double = 60) async -> Bool {
        for _ in 0..<Self.looks(seconds) {
            if socket.hasEnded { return true }
            try? await Task.sleep(for: .milliseconds(10))
        }
        return socket.hasEnded
    }
}

struct PageClientError: Error, CustomStringConvertible {
    let message: String
    var description: String { message }
}
