/// Following redirects (``NavigationRoute/redirect(from:to:)``) and finding the ones that go
/// round when they are bound.
extension RouteTable {
    /// The most redirects one resolve follows (bound redirects never form a cycle; this bounds
    /// a long chain).
    static let maximumRedirects = 8

    /// Follows the redirects from `first` (a redirect's match) to the route that shows: each
    /// hop prints the new pattern with the parameters of the same names and carries the query.
    func followRedirects(from first: RouteMatch) throws(NavigationError) -> RouteMatch {
        let query = Self.query(of: first.path)
        var match = first
        var hops = 0
        while match.entry.isRedirect, let target = match.entry.route.redirectPattern {
            hops += 1
            guard hops <= Self.maximumRedirects else {
                throw NavigationError(
                    code: .redirectCycle, path: first.path,
                    reason: "more than \(Self.maximumRedirects) redirects in a row")
            }
            let next: String
            do throws(NavigationError) {
                let pattern = try target.get()
                let names = Set(pattern.parameterNames)
                next = try pattern.path(with: match.pathParameters.filter { names.contains($0.key) }) + query
                match = try resolveWithoutRedirects(next)
            } catch {
                throw NavigationError(
                    code: error.code, path: first.path,
                    reason: "redirected by '\(match.route.path)' to '\(match.entry.route.redirectTarget ?? "")': \(error.reason)",
                    nearestPattern: error.nearestPattern, missingParameters: error.missingParameters)
            }
        }
        return RouteMatch(
            path: match.path, table: self, routeIndex: match.routeIndex, queryMark: match.queryMark,
            redirectedFrom: first.path)
    }

    /// The query of `path`, with its `?` (empty when it has none); the fragment is dropped.
    private static func query(of path: String) -> String {
        let utf8 = path.utf8
        guard let question = utf8.firstIndex(where: { $0 == UInt8(ascii: "?") || $0 == UInt8(ascii: "#") }),
            utf8[question] == UInt8(ascii: "?")
        else { return "" }
        let end = utf8[question...].firstIndex(of: UInt8(ascii: "#")) ?? utf8.endIndex
        return String(path[question..<end])
    }

    /// Checks every bound redirect: its target is a pattern that can be printed from the old
    /// one's parameters, and following it never comes back to a redirect it passed.
    func checkRedirects() throws(NavigationError) {
        for entry in trie.boundEntries where entry.isRedirect {
            let route = entry.route
            let source = try RoutePattern(route.path)
            let target = try route.redirectPattern!.get()
            let available = Set(source.parameterNames)
            let lacking = target.parameterNames.filter { !available.contains($0) }
            if !lacking.isEmpty {
                throw .invalidPattern(
                    route.path, "the redirect to '\(target)' needs \(lacking.map { "'\($0)'" }.joined(separator: ", ")), which '\(source)' does not capture")
            }
            if target.segments.contains(where: \.isWildcard) {
                throw .invalidPattern(route.path, "the redirect target '\(target)' has a '*', which matches many paths: there is no single one to send to")
            }
            // Follow it from a sample path, with a sample value for each parameter.
            let sample = Dictionary(uniqueKeysWithValues: source.parameterNames.map { ($0, "x") })
            guard let start = try? source.path(with: sample), var match = try? resolveWithoutRedirects(start),
                match.entry.isRedirect
            else { continue }
            var passed = [match.route.path]
            while let next = try? match.entry.route.redirectPattern?.get() {
                let names = Set(next.parameterNames)
                guard let printed = try? next.path(with: match.pathParameters.filter { names.contains($0.key) }),
                    let reached = try? resolveWithoutRedirects(printed), reached.entry.isRedirect
                else { break }
                let seen = passed.contains(reached.route.path)
                passed.append(reached.route.path)
                if seen {
                    throw NavigationError(code: .redirectCycle, path: route.path, reason: "redirects go round: \(passed.joined(separator: " → "))")
                }
                if passed.count > Self.maximumRedirects {
                    throw NavigationError(
                        code: .redirectCycle, path: route.path,
                        reason: "redirects go further than \(Self.maximumRedirects) hops: \(passed.joined(separator: " → "))")
                }
                match = reached
            }
        }
    }
}
