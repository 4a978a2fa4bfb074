#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation
import InspectorPageSocket
import PathRouterLocking
import Testing

/// The test page's socket keeps every list bounded: frames sent before the connection opens,
/// and what it reads from the other end. Past a bound the connection ends; nothing grows.
@Suite("Page socket bounds")
struct PageSocketBoundsTests {
    @Test("frames sent to a connection that never opens are kept up to the bound; one more ends the connection")
    func pendingFrames() throws {
        // The server takes the connection and never answers the upgrade: the socket never opens.
        let server = try RawServer { connection in RawServer.drain(connection) }
        let socket = PageSocket(port: server.port, target: "/ws") { _ in }
        for index in 0..<PageSocket.maximumPendingFrames { socket.send("frame \(index)") }
        #expect(!socket.hasEnded)
        socket.send("one too many")
        #expect(socket.hasEnded)
    }

    @Test("a frame that says it is longer than a message may be ends the connection; none of it is read")
    func oversizedFrame() async throws {
        let server = try RawServer { connection in
            RawServer.readHead(connection)
            let length = UInt64(1) << 40
            let frame = [0x81, 127] + (0..<8).reversed().map { UInt8((length >> (8 * UInt64($0))) & 0xFF) }
            RawServer.write(connection, Array("HTTP/1.1 101 Switching Protocols\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n\r\n".utf8) + frame)
            RawServer.drain(connection)
        }
        let received = Locked<[String]>.make([])
        let socket = PageSocket(port: server.port, target: "/ws") { text in received.withLock { $0.append(text) } }
        // Looks, not clock time: a busy machine makes this slower, never a different verdict.
        var looks = 0
        while !socket.hasEnded && looks < 6_000 {
            try await Task.sleep(for: .milliseconds(10))
            looks += 1
        }
        #expect(socket.hasEnded)
        #expect(received.withLock { $0 }.isEmpty)
    }
}

/// A listening socket on 127.0.0.1 that serves one connection by hand, on a thread of its own.
private final class RawServer: Sendable {
    let port: Int
    private let listener: Int32

    struct Failure: Error {}

    init(serve: @escaping @Sendable (Int32) -> Void) throws {
        #if canImport(Darwin)
        let listener = socket(AF_INET, SOCK_STREAM, 0)
        #else
        let listener = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        #endif
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = 0
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafeMutablePointer(to: &address) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { address in
                bind(listener, address, length) == 0 && listen(listener, 4) == 0 && getsockname(listener, address, &length) == 0
            }
        }
        guard listener >= 0, bound else { throw Failure() }
        self.listener = listener
        port = Int(UInt16(bigEndian: address.sin_port))
        Thread {
            let connection = accept(listener, nil, nil)
            guard connection >= 0 else { return }
            serve(connection)
            close(connection)
        }.start()
    }

    deinit {
        close(listener)
    }

    /// Reads until the other end closes.
    static func drain(_ connection: Int32) {
        var buffer = [UInt8](repeating: 0, count: 4_096)
        while buffer.withUnsafeMutableBytes({ recv(connection, $0.baseAddress, $0.count, 0) }) > 0 {}
    }

    /// Reads the request head, up to its blank line.
    static func readHead(_ connection: Int32) {
        var head: [UInt8] = []
        var byte: UInt8 = 0
        while !head.suffix(4).elementsEqual([13, 10, 13, 10]), recv(connection, &byte, 1, 0) == 1 { head.append(byte) }
    }

    static func write(_ connection: Int32, _ bytes: [UInt8]) {
        _ = bytes.withUnsafeBytes { send(connection, $0.baseAddress, $0.count, 0) }
    }
}
