import PathRouterAuth

/// Which external links a registry accepts: the schemes, and the hosts.
///
/// The default accepts nothing: an app opts in to its own scheme and universal-link hosts.
/// Links pass the policy, then navigate with `externally: true`, so they reach only routes
/// marked `allowedExternally`.
///
/// ```swift
/// registry.externalLinkPolicy = ExternalLinkPolicy(schemes: ["myapp", "https"], hosts: ["example.com", "open"])
/// // accepted: myapp://open/users/42, myapp:/users/42, https://example.com/users/42
/// // refused:  https://evil.example/users/42, http://example.com/…, myapp://user@open/…
/// ```
public struct ExternalLinkPolicy: Sendable, Hashable {
    /// Accepted schemes, lowercased (`myapp`, `https`).
    public var allowedSchemes: Set<String>
    /// Accepted hosts in their ASCII form (see ``init(schemes:hosts:)``). A link with a host
    /// must name one of them; a link without
    /// one (`myapp:/users/42`) is accepted only for schemes other than `http` and `https`.
    public var allowedHosts: Set<String>

    /// Creates a policy. Schemes and hosts are compared as ASCII without case; a host with
    /// other characters matches only a link naming the same characters (or its IDNA `xn--`
    /// form, which the policy may name instead): `\u{212A}iosk.example.com`, with a Kelvin
    /// sign, is not `kiosk.example.com`.
    public init(schemes: Set<String> = [], hosts: Set<String> = []) {
        allowedSchemes = Set(schemes.map { HostName.asciiForm($0) })
        allowedHosts = Set(hosts.map { HostName.asciiForm($0) })
    }

    /// Checks a parsed link against the policy.
    func check(_ link: ExternalLink) throws(NavigationError) {
        guard allowedSchemes.contains(link.scheme) else {
            throw NavigationError(
                code: .externalNavigationRefused, path: link.text,
                reason: "the scheme '\(link.scheme)' is not allowed (allowed: \(allowedSchemes.sorted().joined(separator: ", ")))")
        }
        if let host = link.host {
            guard allowedHosts.contains(host) else {
                throw NavigationError(
                    code: .externalNavigationRefused, path: link.text,
                    reason: "the host '\(host)' is not allowed")
            }
        } else if link.scheme == "http" || link.scheme == "https" {
            throw NavigationError(
                code: .externalNavigationRefused, path: link.text,
                reason: "a web link must name an allowed host")
        }
    }
}
