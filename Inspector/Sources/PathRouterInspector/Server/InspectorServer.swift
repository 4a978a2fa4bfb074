import Foundation
import Hummingbird
import HummingbirdWebSocket
import Logging
import NIOCore
import PathRouter

/// The HTTP and WebSocket routes: the page's files, the live state as JSON, and `/ws`, where a
/// page follows the registry. Every route needs the token.
struct InspectorServer: Sendable {
    let registry: NavigationRegistry
    let configuration: InspectorConfiguration
    let token: AccessToken
    let files: PageFiles
    /// The events kept for pages that connect later (`nil`: none kept).
    let history: EventHistory?
    /// The pages connected now.
    let pages = BoundedCount()
    /// The host names requests may name in `Host` and `Origin`.
    var hosts: AllowedHosts { AllowedHosts(listeningOn: configuration.host, names: configuration.allowedHostNames) }

    /// How many commands of one page may wait for their answer at once.
    static let maximumWaitingCommands = 16

    func router() -> Router<BasicWebSocketRequestContext> {
        let router = Router(context: BasicWebSocketRequestContext.self)
        router.get("/") { request, _ in try serve("index.html", request) }
        router.get("/:file") { request, context in
            try serve(context.parameters.get("file") ?? "", request)
        }
        router.get("/api/state") { request, _ in
            try authorize(request)
            var scenes: [String: WireState] = [:]
            for router in registry.routers { scenes[router.scene.id] = WireState(router.state) }
            return response(try String(decoding: JSONEncoder().encode(scenes), as: UTF8.self), type: "application/json")
        }
        router.ws("/ws") { request, _ in
            try authorize(request)
            return .upgrade([:])
        } onUpgrade: { inbound, outbound, _ in
            try await follow(inbound: inbound, outbound: outbound)
        }
        return router
    }

    /// Every request: the token (401 without it), then the `Host` and, when a browser sends one,
    /// the `Origin` (403 unless they name this inspector's host): a page of another site that
    /// points one of its own names at this machine (DNS rebinding) is refused even with a token
    /// it somehow learned, as notebook servers refuse it.
    private func authorize(_ request: Request) throws {
        guard token.accepts(request.uri.queryParameters["token"].map(String.init)) else {
            throw HTTPError(.unauthorized, message: "this inspector needs the token it printed at start (?token=…)")
        }
        // HTTP/1's `Host` header is the request's authority here.
        let host = request.head.authority
        guard let host, hosts.accepts(authority: host) else {
            throw HTTPError(.forbidden, message: "the Host '\(host ?? "")' is not this inspector's")
        }
        for origin in request.headers[values: .origin] where !hosts.accepts(origin: origin) {
            throw HTTPError(.forbidden, message: "the Origin '\(origin)' is not this inspector's page")
        }
    }

    private func serve(_ name: String, _ request: Request) throws -> Response {
        try authorize(request)
        guard let file = files.file(name, token: token) else { throw HTTPError(.notFound) }
        return response(file.text, type: file.contentType)
    }

    private func response(_ text: String, type: String) -> Response {
        var headers = HTTPFields()
        headers[.contentType] = type
        headers[.cacheControl] = "no-store"
        // The token is in the page's address: it must not leave in a Referer header.
        headers[.init("Referrer-Policy")!] = "no-referrer"
        headers[.init("X-Content-Type-Options")!] = "nosniff"
        headers[.contentSecurityPolicy] = "default-src 'self'; connect-src 'self'; frame-ancestors 'none'"
        return Response(status: .ok, headers: headers, body: ResponseBody(byteBuffer: ByteBuffer(string: text)))
    }

    /// One page's connection: a writer sends batches from its outbox; the reader takes its
    /// commands until it leaves.
    private func follow(inbound: WebSocketInboundStream, outbound: WebSocketOutboundWriter) async throws {
        _ = pages.enter()
        defer { pages.leave() }
        let outbox = PageOutbox(capacity: configuration.maximumWaitingMessages)
        let session = PageSession(registry: registry, outbox: outbox, history: history)
        var hello = InspectorMessage(type: .hello)
        hello.controls = configuration.allowsControl
        hello.actions = configuration.allowsControl ? configuration.actions.map(\.title) : []
        if configuration.allowsControl {
            var scenes: [String: [String]] = [:]
            for action in configuration.actions { scenes[action.title] = action.scenes?.sorted() }
            hello.actionScenes = scenes
        }
        hello.loginPath = registry.loginPath
        outbox.send(hello)
        session.start()
        defer { session.stop() }
        let performer = CommandPerformer(registry: registry, configuration: configuration, outbox: outbox)
        try await withThrowingTaskGroup(of: Void.self) { group in
            group.addTask {
                let encoder = JSONEncoder()
                for await _ in outbox.rings {
                    // What arrives meanwhile goes in the same frames: a busy app sends a page
                    // at most about 50 batches a second, not one frame per change.
                    try await Task.sleep(for: Self.batchInterval)
                    while true {
                        let batch = outbox.takeBatch()
                        if batch.isEmpty { break }
                        for frame in try Self.frames(of: batch, encoder: encoder) { try await outbound.write(.text(frame)) }
                    }
                }
            }
            try await read(inbound, performer: performer, outbox: outbox)
            session.stop()
            try await group.waitForAll()
        }
    }

    /// How long the writer waits after the first message of a batch for the rest.
    static let batchInterval = Duration.milliseconds(20)

    /// The largest frame the writer makes (a single larger message is sent alone).
    static let frameSize = 256 * 1024

    /// `messages` as JSON arrays of at most ``frameSize`` bytes each.
    static func frames(of messages: [InspectorMessage], encoder: JSONEncoder) throws -> [String] {
        var frames: [String] = []
        var current: [String] = []
        var size = 0
        for message in messages {
            let text = String(decoding: try encoder.encode(message), as: UTF8.self)
            if !current.isEmpty && size + text.utf8.count > frameSize {
                frames.append("[" + current.joined(separator: ",") + "]")
                current = []
                size = 0
            }
            current.append(text)
            size += text.utf8.count + 1
        }
        if !current.isEmpty { frames.append("[" + current.joined(separator: ",") + "]") }
        return frames
    }

    /// Reads the page's messages (a message may span frames), answering each.
    private func read(_ inbound: WebSocketInboundStream, performer: CommandPerformer, outbox: PageOutbox) async throws {
        let waiting = BoundedCount()
        try await withThrowingTaskGroup(of: Void.self) { group in
            var message = ByteBuffer()
            var tooLarge = false
            for try await frame in inbound {
                if frame.opcode != .continuation {
                    message.clear()
                    tooLarge = false
                }
                if !tooLarge {
                    if message.readableBytes + frame.data.readableBytes > configuration.maximumMessageSize {
                        tooLarge = true
                        message.clear()
                    } else {
                        var data = frame.data
                        message.writeBuffer(&data)
                    }
                }
                guard frame.fin else { continue }
                if tooLarge {
                    outbox.send(
                        errorMessage(InspectorError(.messageTooLarge, "a message may hold \(configuration.maximumMessageSize) bytes")))
                    continue
                }
                let command: InspectorCommand
                do {
                    command = try JSONDecoder().decode(InspectorCommand.self, from: Data(message.readableBytesView))
                } catch {
                    outbox.send(errorMessage(InspectorError(.malformedMessage, "not a command: \(error)")))
                    continue
                }
                guard waiting.enter(limit: Self.maximumWaitingCommands) else {
                    outbox.send(
                        .reply(
                            to: command.id,
                            .failure(
                                InspectorError(.tooManyRequests, "\(Self.maximumWaitingCommands) commands wait for their answer already")))
                    )
                    continue
                }
                group.addTask {
                    let outcome = await performer.perform(command)
                    waiting.leave()
                    outbox.send(.reply(to: command.id, outcome))
                }
            }
            group.cancelAll()
        }
    }

    private func errorMessage(_ error: InspectorError) -> InspectorMessage {
        var message = InspectorMessage(type: .error)
        message.error = error
        return message
    }
}
