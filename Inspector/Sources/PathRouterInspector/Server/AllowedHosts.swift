/// The host names a request to the inspector may name in its `Host` header and, from a browser,
/// in its `Origin`: the loopback names (`127.0.0.1`, `localhost`, `::1`), the address the
/// inspector listens on, and the names the app adds
/// (``InspectorConfiguration/allowedHostNames``). Names are compared without case; the port is
/// not compared (the listening socket already decided it).
///
/// ```swift
/// let hosts = AllowedHosts(listeningOn: "127.0.0.1", names: [])
/// hosts.accepts(authority: "localhost:8123")              // true
/// hosts.accepts(authority: "evil.example:8123")           // false: DNS rebinding
/// hosts.accepts(origin: "http://127.0.0.1:8123")          // true
/// hosts.accepts(origin: "http://evil.example")             // false
/// ```
struct AllowedHosts: Sendable {
    let names: Set<String>

    init(listeningOn address: String, names extra: [String]) {
        var names: Set<String> = ["127.0.0.1", "localhost", "::1"]
        if address != "0.0.0.0" && address != "::" { names.insert(Self.name(address)) }
        for name in extra { names.insert(Self.name(name)) }
        self.names = names
    }

    /// Whether a `Host` value (`name` or `name:port`, `[v6]:port`) names an allowed host.
    func accepts(authority: String) -> Bool {
        names.contains(Self.name(Self.hostPart(of: Substring(authority))))
    }

    /// Whether an `Origin` (`scheme://host[:port]`) is a page of an allowed host (`http`,
    /// `https`; non-browser clients may name `ws` or `wss`). `null` and other schemes are not.
    func accepts(origin: String) -> Bool {
        let lowered = origin.lowercased()
        guard let scheme = ["http://", "https://", "ws://", "wss://"].first(where: { lowered.hasPrefix($0) }) else { return false }
        let authority = origin.dropFirst(scheme.count)
        guard !authority.contains("/"), !authority.contains("@") else { return false }
        return names.contains(Self.name(Self.hostPart(of: authority)))
    }

    /// The host of `name:port` or `[v6]:port`, without brackets or port.
    private static func hostPart(of authority: Substring) -> String {
        if authority.hasPrefix("[") {
            guard let end = authority.firstIndex(of: "]") else { return "" }
            return String(authority[authority.index(after: authority.startIndex)..<end])
        }
        if let colon = authority.lastIndex(of: ":") { return String(authority[..<colon]) }
        return String(authority)
    }

    private static func name(_ text: String) -> String {
        var name = text.lowercased()
        if name.hasPrefix("[") && name.hasSuffix("]") { name = String(name.dropFirst().dropLast()) }
        return name
    }
}
