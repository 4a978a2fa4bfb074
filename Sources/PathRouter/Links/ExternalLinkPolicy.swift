import PathRouterAuth

/// Which external links a registry accepts: the schemes, and the hosts.
///
/// The default accepts nothing: an app opts in to its own scheme and universal-link hosts.
/// Links pass the policy, then navigate with `externally: true`, so they reach only routes
/// marked `allowedExternally`.
///
/// ```swift
/// registry.externalLinkPolicy = ExternalLinkPolicy(schemes: ["myapp", "https"], hosts: ["example.com", "open"])
/// // accepted: myapp://open/users/42, https://example.com/users/42
/// // refused:  https://evil.example/users/42, http://example.com/…, myapp://user@open/…,
/// //           myapp:/users/42 and myapp:///users/42 (no host)
/// ```
///
/// A link must name an allowed scheme and an allowed host. An app whose links have no host
/// (`myapp:/users/42`) says so: `ExternalLinkPolicy(schemes: ["myapp"], acceptsLinksWithoutHost: true)`
/// (never for `http` and `https`). An app whose custom-scheme links carry the first path segment
/// in the host (`recipes://recipes/42`, as many do) names those schemes in
/// `hostIsFirstSegment`: the host is then read as the path's first segment (`/recipes/42`),
/// not checked against `hosts` (the routes decide, as for any path).
///
/// ```swift
/// registry.externalLinkPolicy = ExternalLinkPolicy(schemes: ["recipes"], hostIsFirstSegment: ["recipes"])
/// // recipes://recipes/42?servings=4 navigates to /recipes/42?servings=4
/// ```
public struct ExternalLinkPolicy: Sendable, Hashable {
    /// Accepted schemes, lowercased (`myapp`, `https`).
    public var allowedSchemes: Set<String>
    /// Accepted hosts in their ASCII form (see ``init(schemes:hosts:acceptsLinksWithoutHost:hostIsFirstSegment:)``).
    /// A link with a host must name one of them.
    public var allowedHosts: Set<String>
    /// Whether a link without a host (`myapp:/users/42`, `myapp:///users/42`) is accepted for
    /// an allowed scheme other than `http` and `https` (default: no, it is refused).
    public var acceptsLinksWithoutHost: Bool
    /// The schemes whose links carry the path's first segment in the host (lowercased, never
    /// `http` or `https`): `recipes://recipes/42` navigates to `/recipes/42`.
    public var hostIsFirstSegment: Set<String>

    /// Creates a policy. Schemes and hosts are compared as ASCII without case; a host with
    /// other characters matches only a link naming the same characters (or its IDNA `xn--`
    /// form, which the policy may name instead): `\u{212A}iosk.example.com`, with a Kelvin
    /// sign, is not `kiosk.example.com`.
    ///
    /// - Parameters:
    ///   - schemes: The schemes accepted (`myapp`, `https`).
    ///   - hosts: The hosts accepted; a link that names a host must name one of them.
    ///   - acceptsLinksWithoutHost: Accept links that name no host (never for `http` and
    ///     `https`).
    ///   - hostIsFirstSegment: The schemes whose host is the path's first segment (`http` and
    ///     `https` are left out: a web link's host is a host).
    public init(
        schemes: Set<String> = [], hosts: Set<String> = [], acceptsLinksWithoutHost: Bool = false, hostIsFirstSegment: Set<String> = []
    ) {
        allowedSchemes = Set(schemes.map { HostName.asciiForm($0) })
        allowedHosts = Set(hosts.map { HostName.asciiForm($0) })
        self.acceptsLinksWithoutHost = acceptsLinksWithoutHost
        self.hostIsFirstSegment = Set(hostIsFirstSegment.map { HostName.asciiForm($0) }).subtracting(["http", "https"])
    }

    /// Whether `link`'s host is read as its path's first segment.
    func readsHostAsSegment(_ link: ExternalLink) -> Bool {
        link.host != nil && hostIsFirstSegment.contains(link.scheme) && link.scheme != "http" && link.scheme != "https"
    }

    /// The path `link` navigates to: its path, or, for a scheme whose host is the first
    /// segment, the host and then the path (`recipes://recipes/42?x` → `/recipes/42?x`).
    func navigationPath(of link: ExternalLink) -> String {
        guard readsHostAsSegment(link), let host = link.host else { return link.path }
        let rest = link.path == "/" ? "" : link.path.hasPrefix("/?") || link.path.hasPrefix("/#") ? String(link.path.dropFirst()) : link.path
        return "/" + host + rest
    }

    /// Checks a parsed link against the policy.
    func check(_ link: ExternalLink) throws(NavigationError) {
        guard allowedSchemes.contains(link.scheme) else {
            throw NavigationError(
                code: .externalNavigationRefused, path: link.text,
                reason: "the scheme '\(link.scheme)' is not allowed (allowed: \(allowedSchemes.sorted().joined(separator: ", ")))")
        }
        if readsHostAsSegment(link) {
            // The host is a path segment: the routes decide.
        } else if let host = link.host {
            guard allowedHosts.contains(host) else {
                throw NavigationError(
                    code: .externalNavigationRefused, path: link.text,
                    reason: "the host '\(host)' is not allowed")
            }
        } else if link.scheme == "http" || link.scheme == "https" {
            throw NavigationError(
                code: .externalNavigationRefused, path: link.text,
                reason: "a web link must name an allowed host")
        } else if !acceptsLinksWithoutHost {
            throw NavigationError(
                code: .externalNavigationRefused, path: link.text,
                reason: "the link names no host (the policy accepts links without a host only with acceptsLinksWithoutHost)")
        }
    }
}
