import Hummingbird
import HummingbirdWebSocket
import Logging
import NIOCore
import PathRouter

/// A live view of every scene of a registry in a browser: each scene drawn as a device would
/// show it, its event log and failures, and (when the app allows it) controls that act as its
/// UI would. One call starts it; the handle stops it.
///
/// ```swift
/// let inspector = try await NavigationInspector.start(for: registry)
/// print("inspect at \(inspector.url)")   // http://127.0.0.1:PORT/?token=…
/// // …
/// await inspector.stop()
/// ```
///
/// It listens on loopback with a random token unless ``InspectorConfiguration`` says otherwise.
/// Until a page connects, it registers on the registry only what keeps its event history (the
/// last ``InspectorConfiguration/eventHistory`` events of each scene, for a page that connects
/// later); with `eventHistory` 0, nothing.
public final class NavigationInspector: Sendable {
    /// The page's address, token included.
    public let url: String
    /// The port it listens on.
    public let port: Int
    /// The token every request needs.
    public let token: String
    private let server: Task<Void, Never>
    private let pages: BoundedCount
    private let history: EventHistory?

    private init(url: String, port: Int, token: String, server: Task<Void, Never>, pages: BoundedCount, history: EventHistory?) {
        self.url = url
        self.port = port
        self.token = token
        self.server = server
        self.pages = pages
        self.history = history
    }

    /// How many pages are connected now. With none, the inspector has nothing registered on
    /// the registry or its routers: navigations cost what they cost without it.
    public var connectedPages: Int { pages.value }

    /// Starts an inspector for every scene of `registry` (scenes opened later included) and
    /// returns once it listens.
    /// - Throws: when the address cannot be bound, or the page's files are missing.
    public static func start(
        for registry: NavigationRegistry, configuration: InspectorConfiguration = InspectorConfiguration()
    ) async throws -> NavigationInspector {
        let token = configuration.token.map(AccessToken.init) ?? AccessToken.random()
        let history = configuration.eventHistory > 0 ? EventHistory(perScene: configuration.eventHistory) : nil
        let server = InspectorServer(registry: registry, configuration: configuration, token: token, files: try PageFiles(), history: history)
        let router = server.router()
        var logger = Logger(label: "PathRouterInspector")
        // Stopping cancels the server, which its log reports as errors; what matters (an
        // address that cannot be bound) is thrown instead.
        logger.logLevel = .critical
        let (started, signal) = AsyncStream<Result<Int, any Error>>.makeStream()
        let app = Application(
            router: router,
            server: .http1WebSocketUpgrade(
                webSocketRouter: router, configuration: .init(ws: .init(maxFrameSize: 1 << 20))),
            configuration: .init(address: .hostname(configuration.host, port: configuration.port), serverName: nil),
            onServerRunning: { channel in signal.yield(.success(channel.localAddress?.port ?? configuration.port)) },
            logger: logger)
        let task = Task {
            do {
                try await app.run()
            } catch {
                signal.yield(.failure(error))
            }
            signal.finish()
        }
        var iterator = started.makeAsyncIterator()
        guard let first = await iterator.next() else {
            throw InspectorError(code: "notStarted", message: "the inspector's server stopped before it listened")
        }
        let port: Int
        do {
            port = try first.get()
        } catch {
            task.cancel()
            throw error
        }
        history?.start(registry)
        let host = configuration.host.contains(":") ? "[\(configuration.host)]" : configuration.host
        return NavigationInspector(
            url: "http://\(host):\(port)/?token=\(token.value)", port: port, token: token.value, server: task, pages: server.pages, history: history)
    }

    /// Stops listening and closes every page's connection (their registrations end with them).
    public func stop() async {
        history?.stop()
        server.cancel()
        await server.value
    }
}
