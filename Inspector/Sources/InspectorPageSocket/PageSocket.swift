#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation
import PathRouterLocking

/// A page's end of the inspector's WebSocket, for the inspector's tests and its cost probe: a
/// blocking client on a thread of its own (RFC 6455: the opening handshake, masked text frames
/// out, text frames in, ping and close answered). Small on purpose: the inspector's own build
/// then needs no TLS stack, which a general WebSocket client brings along. Everything that
/// blocks runs on its thread, never on Swift's cooperative pool (which the inspector's server
/// needs to answer).
///
/// ```swift
/// let socket = PageSocket(port: inspector.port, target: "/ws?token=\(inspector.token)") { text in print(text) }
/// socket.send("{\"type\":\"back\"}")   // sent once the connection is open
/// socket.close()
/// ```
public final class PageSocket: Sendable {
    /// The frames ``send(_:)`` keeps while the connection is not open yet; one more ends the
    /// connection (``hasEnded``) rather than growing the list.
    public static let maximumPendingFrames = 1_024
    /// The longest message (or frame) it reads from the inspector; a longer one ends the
    /// connection before anything of it is read.
    public static let maximumMessageBytes = 16 << 20

    private let descriptor: Int32
    private let writing = Locked.make(())
    private let state = Locked.make(State())

    private struct State {
        var open = false
        var closed = false
        var ended = false
        /// Frames sent before the connection opened, in order.
        var pending: [[UInt8]] = []
    }

    /// Whether the connection has ended (refused, or closed by either side).
    public var hasEnded: Bool { state.withLock { $0.ended } }

    /// Connects to `127.0.0.1:port` on the socket's thread, asks for `target` with `headers`
    /// (`Origin`, `Host`), and calls `received` with each text message, in order, on that thread
    /// (after `readDelay`, when given: a slow page). A refused upgrade ends the connection.
    public init(
        port: Int, target: String, headers: [(String, String)] = [], readDelay: Duration? = nil,
        received: @escaping @Sendable (String) -> Void
    ) {
        #if canImport(Darwin)
        descriptor = socket(AF_INET, SOCK_STREAM, 0)
        #else
        descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        #endif
        var request = "GET \(target) HTTP/1.1\r\n"
        if !headers.contains(where: { $0.0.lowercased() == "host" }) { request += "Host: 127.0.0.1:\(port)\r\n" }
        for (name, value) in headers { request += "\(name): \(value)\r\n" }
        request += "Upgrade: websocket\r\nConnection: Upgrade\r\nSec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\nSec-WebSocket-Version: 13\r\n\r\n"
        let upgrade = Array(request.utf8)
        let thread = Thread { [self] in
            guard open(port: port) else { return end() }
            write(upgrade)
            var reader = Reader(descriptor: descriptor)
            guard let head = reader.head(), head.hasPrefix("HTTP/1.1 101") else { return end() }
            // The frames sent meanwhile go first, in order; the connection counts as open once
            // none is left.
            while true {
                let pending = state.withLock { state -> [[UInt8]] in
                    if state.pending.isEmpty { state.open = true }
                    defer { state.pending = [] }
                    return state.pending
                }
                if pending.isEmpty { break }
                for frame in pending { write(frame) }
            }
            read(with: &reader, readDelay: readDelay, received: received)
        }
        thread.start()
    }

    private func open(port: Int) -> Bool {
        guard descriptor >= 0 else { return false }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = in_port_t(UInt16(port).bigEndian)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        return withUnsafePointer(to: &address) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { connectSocket(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        } == 0
    }

    /// Sends `text` as one text message (unless the connection has ended).
    public func send(_ text: String) {
        frame(opcode: 0x1, Array(text.utf8))
    }

    /// Sends a close frame; the connection ends when the inspector answers it.
    public func close() {
        let first = state.withLock { state -> Bool in
            defer { state.closed = true }
            return !state.closed
        }
        if first { frame(opcode: 0x8, [0x03, 0xE8]) }
    }

    private func read(with reader: inout Reader, readDelay: Duration?, received: @Sendable (String) -> Void) {
        var message: [UInt8] = []
        reading: while let (final, opcode, payload) = reader.frame() {
            switch opcode {
            case 0x0, 0x1:
                // A message longer than the bound ends the connection.
                guard message.count + payload.count <= Self.maximumMessageBytes else { break reading }
                message += payload
                guard final else { continue }
                received(String(decoding: message, as: UTF8.self))
                message = []
                if let readDelay { Thread.sleep(forTimeInterval: Double(readDelay.components.seconds) + Double(readDelay.components.attoseconds) / 1e18) }
            case 0x8:
                close()
                end()
                return
            case 0x9:
                frame(opcode: 0xA, payload)
            default:
                continue
            }
        }
        end()
    }

    private func end() {
        let first = state.withLock { state -> Bool in
            defer { state.ended = true }
            return !state.ended
        }
        if first && descriptor >= 0 { shutdown(descriptor, Int32(SHUT_RDWR)) }
    }

    deinit {
        if descriptor >= 0 { closeSocket(descriptor) }
    }

    /// One masked frame (a client masks every frame it sends).
    private func frame(opcode: UInt8, _ payload: [UInt8]) {
        guard !hasEnded else { return }
        var bytes: [UInt8] = [0x80 | opcode]
        switch payload.count {
        case ..<126: bytes.append(0x80 | UInt8(payload.count))
        case ..<65_536: bytes += [0x80 | 126, UInt8(payload.count >> 8), UInt8(payload.count & 0xFF)]
        default: bytes += [0x80 | 127] + (0..<8).reversed().map { UInt8((UInt64(payload.count) >> (8 * UInt64($0))) & 0xFF) }
        }
        let mask: [UInt8] = [0x37, 0xFA, 0x21, 0x3D]
        bytes += mask
        bytes += payload.enumerated().map { $0.element ^ mask[$0.offset % 4] }
        // Before the connection opens, the frame waits its turn, unless too many wait already.
        enum Turn { case now, later, tooMany }
        let turn = state.withLock { state -> Turn in
            if state.open { return .now }
            guard state.pending.count < Self.maximumPendingFrames else { return .tooMany }
            state.pending.append(bytes)
            return .later
        }
        switch turn {
        case .now: write(bytes)
        case .later: break
        case .tooMany: end()
        }
    }

    private func write(_ bytes: [UInt8]) {
        writing.withLock { _ in
            var sent = 0
            while sent < bytes.count {
                let count = bytes[sent...].withUnsafeBytes { sendBytes(descriptor, $0.baseAddress, $0.count) }
                guard count > 0 else { return }
                sent += count
            }
        }
    }

    /// Reads the response head and frames from the socket, buffered.
    private struct Reader: @unchecked Sendable {
        let descriptor: Int32
        var buffer: [UInt8] = []

        /// The response head (up to the blank line), or `nil` when the connection ended first.
        mutating func head() -> String? {
            while true {
                if let end = buffer.indices.dropLast(3).first(where: { buffer[$0..<$0 + 4] == [13, 10, 13, 10] }) {
                    let head = String(decoding: buffer[..<end], as: UTF8.self)
                    buffer.removeFirst(end + 4)
                    return head
                }
                guard fill() else { return nil }
            }
        }

        /// The next frame: whether it is final, its opcode and its payload; `nil` at the end.
        mutating func frame() -> (Bool, UInt8, [UInt8])? {
            guard let header = take(2) else { return nil }
            var length = Int(header[1] & 0x7F)
            if length == 126 {
                guard let extended = take(2) else { return nil }
                length = Int(extended[0]) << 8 | Int(extended[1])
            } else if length == 127 {
                guard let extended = take(8) else { return nil }
                length = extended.reduce(0) { $0 << 8 | Int($1) }
            }
            // A frame longer than a message may be is not read (nor its room reserved).
            guard length <= PageSocket.maximumMessageBytes, let payload = take(length) else { return nil }
            return (header[0] & 0x80 != 0, header[0] & 0x0F, payload)
        }

        private mutating func take(_ count: Int) -> [UInt8]? {
            while buffer.count < count { guard fill() else { return nil } }
            let taken = Array(buffer[..<count])
            buffer.removeFirst(count)
            return taken
        }

        private mutating func fill() -> Bool {
            var chunk = [UInt8](repeating: 0, count: 65_536)
            let count = chunk.withUnsafeMutableBytes { recv(descriptor, $0.baseAddress, $0.count, 0) }
            guard count > 0 else { return false }
            buffer += chunk[..<count]
            return true
        }
    }
}

// The C calls, under names the class's own methods (`close()`, `send(_:)`) do not hide.

private func connectSocket(_ descriptor: Int32, _ address: UnsafePointer<sockaddr>, _ length: socklen_t) -> Int32 {
    connect(descriptor, address, length)
}

private func closeSocket(_ descriptor: Int32) {
    _ = close(descriptor)
}

private func sendBytes(_ descriptor: Int32, _ bytes: UnsafeRawPointer?, _ count: Int) -> Int {
    #if canImport(Darwin)
    send(descriptor, bytes, count, 0)
    #else
    send(descriptor, bytes, count, Int32(MSG_NOSIGNAL))
    #endif
}
