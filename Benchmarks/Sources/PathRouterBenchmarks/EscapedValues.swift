/// Hits with parameters read when the values carry percent-escapes, PathRouter only:
/// `--profile escaped-values`.
///
/// A deep link's values are often escaped (`/search/caf%C3%A9`, `/users/a%40b.com`): each such
/// segment is decoded and checked as UTF-8 when the path is scanned, and again when its value
/// is read. This times the workload's parameter-route hits (no catch-all) with every parameter
/// read, as they are and with each value escaped (an `é` appended as `%C3%A9`, or a space as
/// `%20`), side by side.
///
/// ```
/// swift run -c release --package-path Benchmarks PathRouterBenchmarks --profile escaped-values
/// ```
enum EscapedValues {
    /// The parameter routes' hits (no catch-all), each value followed by `suffix`; allocated
    /// in the order they are read. Also `--profile lookup --which escaped-params`.
    static func paths(of workload: Workload, suffix: String) -> [String] {
        workload.hits.compactMap { hit -> String? in
            let pattern = workload.patterns[hit.expected]
            guard pattern.contains(":"), !pattern.contains("*") else { return nil }
            let names = pattern.split(separator: "/")
            let values = hit.path.split(separator: "/")
            let path = "/" + zip(names, values).map { $0.hasPrefix(":") ? $1 + suffix : $1 }.joined(separator: "/")
            return String(decoding: Array(path.utf8), as: UTF8.self)
        }
    }

    static func run(routeCounts: [Int], rounds: Int) {
        print("| routes | round | values as they are ns | each value + `%C3%A9` ns | each value + `%20` ns |")
        print("|---:|---:|---:|---:|---:|")
        for count in routeCounts {
            let workload = Workload(routeCount: count)
            let router = PathRouterImplementation(patterns: workload.patterns)
            let suffixes = [("", ""), ("%C3%A9", "é"), ("%20", " ")]
            let pools = suffixes.map { paths(of: workload, suffix: $0.0) }
            // Every path resolves, and every value reads decoded.
            for (pool, suffix) in zip(pools, suffixes) {
                for path in pool.prefix(1_000) {
                    let parameters = try! router.registry.resolve(path).parameters
                    precondition(!parameters.isEmpty && parameters.values.allSatisfy { $0.hasSuffix(suffix.1) }, "\(path): \(parameters)")
                }
            }
            for round in 1...rounds {
                let figures = pools.map { timeLookups(router, .readingParameters, paths: $0, count: 1_000_000, cap: .seconds(3)).ns }
                print("| \(count) | \(round) | " + figures.map { format($0) }.joined(separator: " | ") + " |")
            }
        }
    }
}
