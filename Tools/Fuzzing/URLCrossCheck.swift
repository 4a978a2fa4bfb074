import Foundation
import PathRouter

/// Compares PathRouter's link parsing with Foundation's `URLComponents` on valid URLs: the same
/// host, path and query, and the same decoded query items.
public enum URLCrossCheck {
    public struct Report: Sendable, CustomStringConvertible {
        public var checked = 0
        public var mismatches: [String] = []
        public var description: String { "\(checked) URLs cross-checked with URLComponents; mismatches: \(mismatches.count)" }
    }

    static let unreserved = Array("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-._~")

    static func component(_ random: inout SeededGenerator) -> String {
        var text = ""
        for _ in 0..<(1 + random.below(8)) {
            if random.chance(15) {
                text += random.pick(["%20", "%2F", "%25", "%26", "%3D", "%3F", "%23", "%2B", "%C3%A9", "%41", "%e2%9c%93"])
            } else {
                text.append(random.pick(unreserved))
            }
        }
        // "." and ".." are dot segments, which PathRouter refuses by design.
        return text.allSatisfy { $0 == "." } ? text + "a" : text
    }

    /// A valid URL: scheme, host, path segments, an optional query, an optional fragment.
    public static func url(_ random: inout SeededGenerator) -> String {
        let scheme = random.pick(["myapp", "https", "MyApp"])
        let host = random.pick(["open", "example.com", "Shop.Example.COM"])
        var url = "\(scheme)://\(host)"
        for _ in 0..<random.below(5) { url += "/" + component(&random) }
        if url.hasSuffix(host) { url += "/" }
        if random.chance(60) {
            var keys = Set<String>()
            var pairs: [String] = []
            for _ in 0..<(1 + random.below(4)) {
                let key = component(&random)
                guard keys.insert(key).inserted else { continue }
                pairs.append(key + "=" + component(&random))
            }
            url += "?" + pairs.joined(separator: "&")
        }
        if random.chance(20) { url += "#" + component(&random) }
        return url
    }

    public static func run(count: Int, seed: UInt64) -> Report {
        var random = SeededGenerator(seed: seed)
        var report = Report()
        let registry = NavigationRegistry()
        try? registry.bind(route: NavigationRoute(path: "/**", type: FuzzViewModel.self, requiresAuthentication: false))
        for _ in 0..<count {
            let text = url(&random)
            report.checked += 1
            guard let components = URLComponents(string: text) else {
                report.mismatches.append("URLComponents refused a valid URL: \(text)")
                continue
            }
            guard let link = try? ExternalLink(text) else {
                report.mismatches.append("PathRouter refused a valid URL: \(text)")
                continue
            }
            var path = link.path
            if let hash = path.firstIndex(of: "#") { path = String(path[..<hash]) }
            var query: String?
            if let question = path.firstIndex(of: "?") {
                query = String(path[path.index(after: question)...])
                path = String(path[..<question])
            }
            if link.host != components.host?.lowercased() { report.mismatches.append("host: \(text)") }
            if path != (components.percentEncodedPath.isEmpty ? "/" : components.percentEncodedPath) { report.mismatches.append("path: \(text)") }
            if query != components.percentEncodedQuery { report.mismatches.append("query: \(text)") }
            // The registry's route is a catch-all, which refuses an escaped '/' in its segments
            // (it would read as a separator): such links must be refused, the rest resolve.
            if path.lowercased().contains("%2f") {
                do {
                    _ = try registry.resolve(link.path)
                    report.mismatches.append("a catch-all accepted an escaped separator: \(text)")
                } catch {
                    if error.code != .invalidPath { report.mismatches.append("an escaped separator gave \(error.code): \(text)") }
                }
            } else if let match = try? registry.resolve(link.path) {
                var expected: [String: String] = [:]
                for item in components.queryItems ?? [] where !item.name.isEmpty && expected[item.name] == nil {
                    expected[item.name] = item.value ?? ""
                }
                if match.queryParameters != expected { report.mismatches.append("query items: \(text)") }
            } else {
                report.mismatches.append("the link's path did not resolve: \(text)")
            }
        }
        return report
    }
}
