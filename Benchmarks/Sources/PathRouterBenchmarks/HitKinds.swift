import PathRouter

/// Hits split by the kind of route they reach, PathRouter only: `--profile hit-kinds`.
///
/// An all-literal route (`/section12/item3/comments`) resolves with one hash of the whole path
/// (the whole-path index); a route with a parameter or a catch-all (`/users7/:id`) goes down
/// the trie a segment at a time. The benchmark's hits mix both, about 60/40, in random order;
/// this times each kind alone, then the mix with all literal hits first (the same strings),
/// so that what the mixing costs (mispredicted branches) shows apart from the kinds' own cost.
///
/// ```
/// swift run -c release --package-path Benchmarks PathRouterBenchmarks --profile hit-kinds
/// ```
enum HitKinds {
    static func run(routeCounts: [Int], rounds: Int) {
        print("| routes | round | mixed ns (as the main table) | literal-route hits ns | parameter-route hits ns | both, literal first ns |")
        print("|---:|---:|---:|---:|---:|---:|")
        for count in routeCounts {
            let workload = Workload(routeCount: count)
            let router = PathRouterImplementation(patterns: workload.patterns)
            func isLiteral(_ route: Int) -> Bool {
                !workload.patterns[route].contains(":") && !workload.patterns[route].contains("*")
            }
            // Fresh copies, allocated in the order they are read (as the workload's own are).
            func pool(_ paths: [String]) -> [String] { paths.map { String(decoding: Array($0.utf8), as: UTF8.self) } }
            let mixed = workload.hits.map(\.path)
            let literal = pool(workload.hits.filter { isLiteral($0.expected) }.map(\.path))
            let parameter = pool(workload.hits.filter { !isLiteral($0.expected) }.map(\.path))
            let grouped = pool(literal + parameter)
            for round in 1...rounds {
                let figures = [mixed, literal, parameter, grouped].map {
                    timeLookups(router, .match, paths: $0, count: 1_000_000, cap: .seconds(3)).ns
                }
                print("| \(count) | \(round) | " + figures.map { format($0) }.joined(separator: " | ") + " |")
            }
        }
    }
}
