/// The parts of a callback URL that decide whether a handler takes it: scheme, host, path.
///
/// Parsed strictly: `scheme://host/path?query#fragment`, with no user information, no port and
/// no escaped host; anything else is not a callback address.
struct CallbackAddress: Sendable, Hashable {
    let scheme: String
    let host: String
    let path: String

    init(scheme: String, host: String, path: String) {
        self.scheme = scheme
        self.host = host
        self.path = path
    }

    init?(parsing text: String) {
        guard let schemeEnd = text.firstIndex(of: ":"), schemeEnd != text.startIndex else { return nil }
        let scheme = text[..<schemeEnd]
        guard scheme.unicodeScalars.allSatisfy({ $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0) || "+-.".unicodeScalars.contains($0)) })
        else { return nil }
        let rest = text[text.index(after: schemeEnd)...]
        guard rest.hasPrefix("//") else { return nil }
        let afterSlashes = rest.dropFirst(2)
        let authorityEnd = afterSlashes.firstIndex { $0 == "/" || $0 == "?" || $0 == "#" } ?? afterSlashes.endIndex
        let host = afterSlashes[..<authorityEnd]
        guard !host.isEmpty, !host.contains("@"), !host.contains(":"), !host.contains("%"),
            !text.unicodeScalars.contains(where: { $0.value <= 0x20 || $0.value == 0x7F })
        else { return nil }
        let tail = afterSlashes[authorityEnd...]
        let pathEnd = tail.firstIndex { $0 == "?" || $0 == "#" } ?? tail.endIndex
        let path = tail[..<pathEnd]
        self.init(scheme: HostName.asciiForm(scheme), host: HostName.asciiForm(host), path: path.isEmpty ? "/" : String(path))
    }

    /// Whether `other` is this address or below its path at a segment boundary.
    func accepts(_ other: CallbackAddress) -> Bool {
        guard scheme == other.scheme, host == other.host else { return false }
        if path == "/" || other.path == path { return true }
        let base = path.hasSuffix("/") ? path : path + "/"
        return other.path.hasPrefix(base)
    }
}
