import Foundation
import HTTPTypes
import HummingbirdWSClient
import Logging
import NIOWebSocket
import PathRouter
import PathRouterInspector
import PathRouterLocking

/// A page as the tests drive it: a WebSocket client that keeps every message the inspector
/// sends and sends commands (or any text).
final class PageClient: Sendable {
    /// What the connection shares with its task.
    private final class Shared: Sendable {
        let received = Locked<[InspectorMessage]>.make([])
        let finished = Locked.make(false)
    }

    private let shared = Shared()
    private let outgoing: AsyncStream<String>.Continuation
    private let connection: Task<Void, any Error>

    /// Connects to `inspector`; `readDelay` makes a slow page (a pause after each frame).
    /// `headers` are sent with the upgrade request (an `Origin`, another `Host`).
    init(_ inspector: NavigationInspector, token: String? = nil, readDelay: Duration? = nil, headers: HTTPFields = [:]) {
        let (stream, outgoing) = AsyncStream<String>.makeStream()
        self.outgoing = outgoing
        let shared = shared
        let url = "ws://127.0.0.1:\(inspector.port)/ws?token=\(token ?? inspector.token)"
        connection = Task {
            defer { shared.finished.withLock { $0 = true } }
            try await WebSocketClient.connect(url: url, configuration: .init(maxFrameSize: 1 << 22, additionalHeaders: headers), logger: Logger(label: "page"))
            { inbound, outbound, _ in
                try await withThrowingTaskGroup(of: Void.self) { group in
                    group.addTask {
                        for await text in stream { try await outbound.write(.text(text)) }
                        try await outbound.close(.normalClosure, reason: nil)
                    }
                    for try await message in inbound.messages(maxSize: 1 << 26) {
                        guard case .text(let text) = message else { continue }
                        let batch = try JSONDecoder().decode([InspectorMessage].self, from: Data(text.utf8))
                        shared.received.withLock { $0 += batch }
                        if let readDelay { try await Task.sleep(for: readDelay) }
                    }
                    group.cancelAll()
                }
            }
        }
    }

    /// Every message received so far.
    var received: [InspectorMessage] { shared.received.withLock { $0 } }

    func send(_ command: InspectorCommand) {
        outgoing.yield(String(decoding: try! JSONEncoder().encode(command), as: UTF8.self))
    }

    func send(text: String) { outgoing.yield(text) }

    /// Waits until the messages received satisfy `condition` (at most `seconds`).
    @discardableResult
    func waitFor(
        _ what: String, seconds: Double = 20, _ condition: @Sendable ([InspectorMessage]) -> Bool
    ) async throws -> [InspectorMessage] {
        let deadline = ContinuousClock.now + .seconds(seconds)
        while ContinuousClock.now < deadline {
            let messages = received
            if condition(messages) { return messages }
            try await Task.sleep(for: .milliseconds(10))
        }
        throw PageClientError(message: "no \(what) within \(seconds) s; received: \(received.map(\.type))")
    }

    /// Waits until nothing new arrived for `quiet` (at most `seconds`), and returns what did.
    func waitForQuiet(_ quiet: Duration = .milliseconds(400), seconds: Double = 60) async throws -> [InspectorMessage] {
        let deadline = ContinuousClock.now + .seconds(seconds)
        var count = -1
        while ContinuousClock.now < deadline {
            let now = received.count
            if now == count { return received }
            count = now
            try await Task.sleep(for: quiet)
        }
        throw PageClientError(message: "messages kept coming for \(seconds) s")
    }

    /// The reply to command `id`.
    func reply(to id: Int) async throws -> InspectorMessage {
        try await waitFor("reply to \(id)") { $0.contains { $0.type == .reply && $0.request == id } }
            .first { $0.type == .reply && $0.request == id }!
    }

    /// Ends the connection; returns once it is closed.
    func close() async {
        outgoing.finish()
        _ = try? await connection.value
    }

    /// Whether the connection ended within `seconds` (refused, or closed by the inspector).
    func ends(within seconds: Double = 10) async -> Bool {
        let deadline = ContinuousClock.now + .seconds(seconds)
        while ContinuousClock.now < deadline {
            if shared.finished.withLock({ $0 }) { return true }
            try? await Task.sleep(for: .milliseconds(10))
        }
        return false
    }
}

struct PageClientError: Error, CustomStringConvertible {
    let message: String
    var description: String { message }
}
