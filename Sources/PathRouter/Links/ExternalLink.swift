import PathRouterAuth

/// A parsed external link: `scheme://host/path?query#fragment` (or `scheme:/path`).
///
/// Parsing is strict, because links come from untrusted sources: the scheme must be valid,
/// user information (`user@host`) and ports are refused, and the path must start with `/`.
/// The path keeps its percent-escapes and query; the router parses it like any path.
///
/// ```swift
/// let link = try ExternalLink("myapp://open/users/42?tab=posts")
/// link.scheme   // "myapp"
/// link.host     // "open"
/// link.path     // "/users/42?tab=posts"
/// ```
public struct ExternalLink: Sendable, Hashable, CustomStringConvertible {
    /// The link as given.
    public let text: String
    /// The scheme, lowercased.
    public let scheme: String
    /// The host in its ASCII form (ASCII letters lowercased, a label with other characters as
    /// `xn--` and its Punycode), or `nil` when the link has none.
    public let host: String?
    /// The path with its query (and fragment), after the host.
    public let path: String
    /// What the router navigates to: ``path``, or the host and the path when the registry's
    /// policy reads the host as the first segment (``ExternalLinkPolicy/hostIsFirstSegment``).
    var navigationPath: String

    /// Parses a link.
    /// - Throws: ``NavigationError/Code/invalidLink`` naming the link and the problem.
    public init(_ text: String) throws(NavigationError) {
        self.text = text
        func invalid(_ reason: String) -> NavigationError {
            NavigationError(code: .invalidLink, path: text, reason: reason)
        }
        let bytes = Array(text.utf8)
        guard bytes.count <= NavigationRegistry.Options.defaultMaximumPathLength else {
            throw invalid("the link is longer than \(NavigationRegistry.Options.defaultMaximumPathLength) bytes")
        }
        guard let colon = bytes.firstIndex(of: UInt8(ascii: ":")), colon > 0,
            PatternParser.isLetter(bytes[0]),
            bytes[..<colon].allSatisfy({
                PatternParser.isLetter($0) || PatternParser.isDigit($0) || $0 == UInt8(ascii: "+") || $0 == UInt8(ascii: "-") || $0 == UInt8(ascii: ".")
            })
        else {
            throw invalid("a link starts with a scheme such as 'myapp:' or 'https:'")
        }
        if let bad = bytes.firstIndex(where: { $0 <= 0x20 || $0 == 0x7F }) {
            throw invalid("a control character or space at byte \(bad) is not allowed")
        }
        scheme = HostName.asciiForm(String(decoding: bytes[..<colon], as: UTF8.self))
        var rest = bytes[(colon + 1)...]
        if rest.starts(with: [UInt8(ascii: "/"), UInt8(ascii: "/")]) {
            rest = rest.dropFirst(2)
            let authorityEnd = rest.firstIndex { $0 == UInt8(ascii: "/") || $0 == UInt8(ascii: "?") || $0 == UInt8(ascii: "#") } ?? rest.endIndex
            let authority = rest[..<authorityEnd]
            if authority.contains(UInt8(ascii: "@")) { throw invalid("links with user information ('user@host') are refused") }
            if authority.contains(UInt8(ascii: ":")) { throw invalid("links with a port are refused") }
            if authority.contains(UInt8(ascii: "%")) { throw invalid("an escaped host is refused") }
            host = authority.isEmpty ? nil : HostName.asciiForm(String(decoding: authority, as: UTF8.self))
            rest = rest[authorityEnd...]
        } else {
            host = nil
        }
        let path = String(decoding: rest, as: UTF8.self)
        if path.isEmpty || path.hasPrefix("?") || path.hasPrefix("#") {
            self.path = "/" + path
        } else if path.hasPrefix("/") {
            self.path = path
        } else {
            throw invalid("the path of a link must start with '/'")
        }
        navigationPath = self.path
    }

    public var description: String { text }

    /// `error` with, for a path no route matches, a word on the host this link dropped: an app
    /// whose links carry the first segment in the host learns how to say so.
    func explaining(_ error: NavigationError) -> NavigationError {
        guard error.code == .routeNotFound, let host, navigationPath == path else { return error }
        return NavigationError(
            code: error.code, path: error.path,
            reason: error.reason
                + "; the link's host '\(host)' is not part of the path (if it is the first segment, as in \(scheme)://\(host)/…, "
                + "name the scheme in ExternalLinkPolicy's hostIsFirstSegment)",
            nearestPattern: error.nearestPattern, failedSegment: error.failedSegment)
    }
}
