@testable import PathRouter
import PathRouterFuzzing
import Testing

/// A path with a query or a fragment: the one-pass resolve of the part before them, once they
/// are checked, against the full scan and walk of the whole path. Seeded; a failure prints
/// the shortest case.
@Suite("Paths with a query or a fragment resolve as the full walk does")
struct QueryResolveTests {
    /// Queries and fragments, well formed and not: a path with one resolves its part before
    /// the `?` or `#` in one pass once they are checked, or takes the full resolve.
    static let queries = [
        "?q=1", "?a=%C3%A9&b", "#top", "?x#y", "?", "#", "?tab=a&tab=b", "?k%20ey=v%26w#f",
        "?%zz", "?a b", "?%C3", "#a b", "?a=%00", "?a=\u{7F}", "?é=ü", "#?x",
    ]

    @Test(
        "a path with a query or a fragment resolves to the route, query and miss the full scan and walk give",
        arguments: [(31, false), (32, true)] as [(UInt64, Bool)])
    func queriesAgree(seed: UInt64, caseInsensitive: Bool) throws {
        var random = SeededGenerator(seed: seed)
        var matched = 0
        var failures: [String] = []
        try FastPathTests.forEachRandomTable(&random, caseInsensitive: caseInsensitive) { table, patterns, random in
            let base = random.below(3) == 0 ? FastPathTests.path(&random) : FastPathTests.path(matching: random.pick(patterns), &random)
            let path = base + random.pick(Self.queries)
            var copy = path
            copy.makeContiguousUTF8()
            let full = copy.utf8.withContiguousStorageIfAvailable { table.resolve(bytes: $0, maximumLength: 8_192) }!
            let fast: Result<RouteMatch, NavigationError> = Result { () throws(NavigationError) in try table.resolveWithoutRedirects(path) }
            switch fast {
            case .success(let match):
                if match.routeIndex != full.routeIndex || match.queryMark != full.queryMark {
                    failures.append(
                        "\(path) against \(patterns): route \(match.routeIndex), query at \(match.queryMark); full walk \(full.routeIndex), \(full.queryMark)")
                } else {
                    matched += 1
                    let rescanned = RouteMatch(path: path, table: table, routeIndex: full.routeIndex, queryMark: full.queryMark)
                    if match.parameters != rescanned.parameters {
                        failures.append("\(path) against \(patterns): parameters \(match.parameters), scanned \(rescanned.parameters)")
                    }
                }
            case .failure(let error):
                let expected = full.failure.map { $0.error(for: path, maximumLength: 8_192) }
                let failedSegment =
                    full.miss.failedSegmentStart < 0
                    ? nil
                    : String(decoding: Array(path.utf8)[Int(full.miss.failedSegmentStart)..<Int(full.miss.failedSegmentEnd)], as: UTF8.self)
                let same =
                    full.routeIndex < 0
                    && (expected.map { error.code == $0.code && error.reason == $0.reason }
                        ?? (error.code == .routeNotFound && (error.failedSegment == failedSegment || failedSegment?.contains("%") == true)))
                if !same {
                    failures.append("\(path) against \(patterns): \(error); full walk \(full.routeIndex) \(String(describing: full.failure)) \(full.miss)")
                }
            }
        }
        let shortest = failures.min { $0.count < $1.count }
        #expect(shortest == nil, "\(failures.count) disagreements; shortest: \(shortest ?? "")")
        #expect(matched > 1_000, "only \(matched) paths with a query matched")
    }
}
