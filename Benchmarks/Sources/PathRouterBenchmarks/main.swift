#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import PathRouter

// PathRouter benchmark: route lookup and registration against RoutingKit, Hummingbird and a
// linear scan (10 to 100,000 routes; the scan stops at 10,000),
// and end-to-end navigation figures. `--json` prints one JSON document instead of the tables;
// `--json-out FILE` also writes it to FILE.
//
//   swift run -c release --package-path Benchmarks PathRouterBenchmarks [--json] [--quick] [--rounds N]
//   (`--help` lists every option: Usage.swift)
//
// Every (implementation, route count) cell is measured in each round, implementations
// alternating inside a round, and the table reports the median over rounds.

let arguments = CommandLine.arguments.dropFirst()
Usage.check(arguments)
let json = arguments.contains("--json")
let quick = arguments.contains("--quick")
let rounds = arguments.firstIndex(of: "--rounds").flatMap { Int(arguments[arguments.index(after: $0)]) } ?? (quick ? 1 : 3)
let routeCounts =
    arguments.firstIndex(of: "--routes")
    .map { arguments[arguments.index(after: $0)].split(separator: ",").compactMap { Int($0) } }
    ?? (quick ? [10, 1_000] : [10, 100, 1_000, 10_000, 100_000])
let lookupCount = quick ? 200_000 : 1_000_000
let lookupCap: Duration = quick ? .milliseconds(500) : .seconds(5)

func log(_ text: String) {
    if !json { print(text) }
}

struct Cell {
    var registerMs: [Double] = []
    var registerOneByOneMs: [Double] = []
    var hitNs: [Double] = []
    var missNs: [Double] = []
    var hitWithParametersNs: [Double] = []
    var bytesPerRoute: [Double] = []
    var hitLookups = 0
    var missLookups = 0
}

var cells: [String: Cell] = [:]
let implementations =
    arguments.firstIndex(of: "--impl")
    .map { arguments[arguments.index(after: $0)].split(separator: ",").map(String.init) }
    ?? ["PathRouter", "RoutingKit", "Hummingbird", "Linear"]

func check<R: BenchmarkedRouter>(_ router: R, _ workload: Workload, expected: (Int) -> Int) {
    for (path, index) in workload.hits where router.lookup(path) != expected(index) {
        fatalError("\(R.name) resolved \(path) wrongly")
    }
    for path in workload.misses where router.lookup(path) != -1 {
        fatalError("\(R.name) matched the miss \(path)")
    }
}

/// Times lookups and registration, and measures the heap each route adds: what `build` keeps
/// allocated minus what `empty` (the same structure with no routes) keeps, per route.
func measure<R: BenchmarkedRouter>(
    _ type: R.Type, _ workload: Workload, into cell: inout Cell,
    empty: () -> Any, build: () -> Any
) {
    let router = R(patterns: workload.patterns)
    let hitPaths = workload.hits.map(\.path)
    let hits = timeLookups(router, .match, paths: hitPaths, count: lookupCount, cap: lookupCap)
    let misses = timeLookups(router, .match, paths: workload.misses, count: lookupCount, cap: lookupCap)
    let withParameters = timeLookups(router, .readingParameters, paths: hitPaths, count: lookupCount, cap: lookupCap)
    cell.hitNs.append(hits.ns)
    cell.missNs.append(misses.ns)
    cell.hitWithParametersNs.append(withParameters.ns)
    cell.hitLookups = hits.lookups
    cell.missLookups = misses.lookups
    cell.registerMs.append(timeBuilds(build))
    // Small tables are built many times over (all kept alive), so that glibc's per-thread
    // cache, whose blocks mallinfo2 does not see change hands, cannot hide them.
    let copies = max(1, 1_000 / workload.patterns.count)
    let bytes = retainedHeapBytes { (0..<copies).map { _ in build() } }
    let emptyBytes = retainedHeapBytes { (0..<copies).map { _ in empty() } }
    cell.bytesPerRoute.append(Double(bytes - emptyBytes) / Double(copies * workload.patterns.count))
}

// `--profile hits|misses|hits10|misses10|navigate|pushes|navigate-tab|deeplink|deeplink-over-chain|register|register1`: only that PathRouter
// work (lookups, one push, or registering 10,000 routes (`--routes N`) in one call or one by one,
// `--repeat K` times, `--sorted` for the patterns in sorted order), for a profiler such as
// callgrind. `--profile hit-kinds [--routes N,M]`: hits timed by the kind of route they reach
// (HitKinds.swift). `--profile escaped-values [--routes N,M]`: parameter hits whose values are
// escaped (EscapedValues.swift). `--profile push-shapes`: pushes of paths with a query, an
// escape or a trailing `/`, beside the plain push (PushShapes.swift).
if let index = arguments.firstIndex(of: "--profile") {
    let kind = arguments[arguments.index(after: index)]
    if kind == "navigate" {
        print(NavigationBenchmark.pushNs(blocks: 20_000))
        exit(0)
    }
    if kind == "pushes" {
        // Pushes only (no resets): 40,000 onto one stack, five times.
        for _ in 0..<5 { print(NavigationBenchmark.deepStackMs(pushes: 40_000, observed: false)) }
        exit(0)
    }
    if kind == "observed-pushes" {
        // `--depth D --pushes P`: P pushes onto a stack of D screens with one event observer
        // (instructions.sh takes the difference of two P to count one push at that depth).
        func value(_ name: String) -> Int { Int(arguments[arguments.firstIndex(of: name)! + 1])! }
        print(NavigationBenchmark.observedPushes(depth: value("--depth"), pushes: value("--pushes")))
        exit(0)
    }
    if kind == "typed-pushes" {
        // `--typed 0|1 --pushes P`: P pushes onto one stack, to a typed route, by its value or
        // by its path (instructions.sh takes the difference of two P: one push).
        func value(_ name: String) -> Int { Int(arguments[arguments.firstIndex(of: name)! + 1])! }
        print(TypedRouteBenchmark.pushes(value("--pushes"), typed: value("--typed") == 1))
        exit(0)
    }
    if kind == "bindings" {
        // `--depth D --pushes P`: P pushes onto a stack of D screens, each projected and planned
        // for a UI (instructions.sh takes the difference of two P: one push's projection and plan).
        func value(_ name: String) -> Int { Int(arguments[arguments.firstIndex(of: name)! + 1])! }
        print(BindingsBenchmark.projectAndPlan(depth: value("--depth"), pushes: value("--pushes")))
        exit(0)
    }
    if kind == "model" {
        // `--depth D --pushes P [--controllers 1]`: P pushes onto a stack of D screens, each
        // followed by a SceneModel until it settled (with a ControllerDriver: the coordinator's
        // loop); instructions.sh takes the difference of two P: one push end to end.
        func value(_ name: String) -> Int { arguments.firstIndex(of: name).map { Int(arguments[$0 + 1])! } ?? 0 }
        let (depth, pushes, controllers) = (value("--depth"), value("--pushes"), value("--controllers") == 1)
        Task { @MainActor in
            print(await ModelBenchmark.follow(depth: depth, pushes: pushes, controllers: controllers))
            exit(0)
        }
        ModelBenchmark.serveMainQueue()
    }
    if kind == "navigate-tab" {
        print(NavigationBenchmark.tabPushNs(blocks: 20_000))
        exit(0)
    }
    if kind == "deeplink" {
        print(NavigationBenchmark.deepLinkNs(blocks: 2_000))
        exit(0)
    }
    if kind == "deeplink-over-chain" {
        print(NavigationBenchmark.deepLinkOverChainNs(blocks: 2_000))
        exit(0)
    }
    if kind == "lookup" {
        // `--profile lookup --impl NAME --routes N --which hits|misses|params|literal-hits|parameter-hits|query-hits|query-params|escaped-params --repeat K`: K passes
        // over the workload's queries with one implementation (instructions.sh runs two K and
        // subtracts, so that building the router and the workload cancel out).
        func option(_ name: String) -> String? {
            arguments.firstIndex(of: name).map { arguments[arguments.index(after: $0)] }
        }
        let name = option("--impl") ?? "PathRouter"
        let count = option("--routes").flatMap { Int($0) } ?? 10_000
        let which = option("--which") ?? "hits"
        let passes = option("--repeat").flatMap { Int($0) } ?? 1
        let workload = Workload(routeCount: count)
        // `literal-hits` and `parameter-hits`: only the hits on all-literal routes, or on the others;
        // `query-hits` and `query-params`: every hit with a query of two pairs (`?tab=reviews&page=2`);
        // `escaped-params`: the parameter routes' hits with `%C3%A9` after each value, read.
        func isLiteral(_ route: Int) -> Bool { !workload.patterns[route].contains(":") && !workload.patterns[route].contains("*") }
        let paths =
            switch which {
            case "misses": workload.misses
            case "literal-hits": workload.hits.filter { isLiteral($0.expected) }.map(\.path)
            case "parameter-hits": workload.hits.filter { !isLiteral($0.expected) }.map(\.path)
            case "query-hits", "query-params": workload.hits.map { $0.path + "?tab=reviews&page=2" }
            case "escaped-params": EscapedValues.paths(of: workload, suffix: "%C3%A9")
            default: workload.hits.map(\.path)
            }
        // Which lookup is decided once, not by comparing strings on every query (that cost up
        // to 30 instructions a query, counted against every implementation).
        let readingParameters = which == "params" || which == "query-params" || which == "escaped-params"
        func run<R: BenchmarkedRouter>(_ router: R) -> Int {
            var sink = 0
            for pass in 0..<passes {
                for path in paths {
                    sink &+= (readingParameters ? router.lookupReadingParameters(path) : router.lookup(path)) &+ pass
                }
            }
            return sink
        }
        switch name {
        case "RoutingKit": print(run(RoutingKitImplementation(patterns: workload.patterns)), paths.count)
        case "Hummingbird": print(run(HummingbirdImplementation(patterns: workload.patterns)), paths.count)
        case "Linear": print(run(LinearImplementation(patterns: workload.patterns)), paths.count)
        default: print(run(PathRouterImplementation(patterns: workload.patterns)), paths.count)
        }
        exit(0)
    }
    if kind == "hit-kinds" {
        let counts =
            arguments.firstIndex(of: "--routes")
            .map { arguments[arguments.index(after: $0)].split(separator: ",").compactMap { Int($0) } } ?? [10_000, 100_000]
        HitKinds.run(routeCounts: counts, rounds: rounds)
        exit(0)
    }
    if kind == "push-shapes" {
        PushShapes.run(rounds: rounds)
        exit(0)
    }
    if kind == "escaped-values" {
        let counts =
            arguments.firstIndex(of: "--routes")
            .map { arguments[arguments.index(after: $0)].split(separator: ",").compactMap { Int($0) } } ?? [10_000]
        EscapedValues.run(routeCounts: counts, rounds: rounds)
        exit(0)
    }
    if kind == "register" || kind == "register1" {
        let count = arguments.firstIndex(of: "--routes").flatMap { Int(arguments[arguments.index(after: $0)]) } ?? 10_000
        let patterns = Workload(routeCount: count).patterns
        let routes = (arguments.contains("--sorted") ? patterns.sorted() : patterns).map {
            NavigationRoute(path: $0, type: BenchmarkViewModel.self, requiresAuthentication: false)
        }
        let builds = arguments.firstIndex(of: "--repeat").flatMap { Int(arguments[arguments.index(after: $0)]) } ?? 5
        // `--recycle-pages`: freed memory stays with the allocator, so every build after the
        // first reuses pages (by default glibc gives a large table's pages back to the kernel
        // and keeps a small one's). `--keep-tables`: every build stays alive, so every build
        // lands in fresh pages, as at an app's start. See `register-scale.sh`.
        if arguments.contains("--recycle-pages") { PageFaults.keepFreedPages() }
        var kept: [NavigationRegistry] = []
        for _ in 0..<builds {
            // Minor page faults (fresh pages the kernel zeroes on first touch) are counted
            // around the build alone, so that the part of its time that is the kernel's shows.
            let faultsBefore = PageFaults.minorCount()
            let start = ContinuousClock.now
            let registry =
                kind == "register"
                ? PathRouterImplementation.register(routes)
                : PathRouterImplementation.registerOneByOne(routes)
            let elapsed = ContinuousClock.now - start
            let faults = PageFaults.minorCount() - faultsBefore
            print(registry.routes.count, "routes in", elapsed, "with", faults, "page faults")
            if arguments.contains("--keep-tables") { kept.append(registry) }
        }
        withExtendedLifetime(kept) {}
        exit(0)
    }
    let workload = Workload(routeCount: kind.hasSuffix("10") ? 10 : 10_000)
    let router = PathRouterImplementation(patterns: workload.patterns)
    let paths = kind.hasPrefix("misses") ? workload.misses : workload.hits.map(\.path)
    var sink = 0
    for round in 0..<20 { for path in paths { sink &+= router.lookup(path) &+ round } }
    print(sink)
    exit(0)
}

// Navigation figures (issue: headless scenes and the per-scene router).
let navigateOnly = arguments.contains("--navigate-only")
var navigationRounds: [NavigationBenchmark.Figures] = []
for round in 1...rounds {
    log("Navigation round \(round) of \(rounds)…")
    // Timed side by side (alternating blocks), so that their ratios hold under a changing load.
    let sideBySide = NavigationBenchmark.sideBySide(blocks: quick ? 5_000 : 30_000)
    navigationRounds.append(
        NavigationBenchmark.Figures(
            pushNs: sideBySide.push,
            navigationsPerSecond: await NavigationBenchmark.navigationsPerSecond(scenes: 1_000, perScene: quick ? 200 : 1_000),
            bytesPerScene: NavigationBenchmark.bytesPerScene(scenes: 1_000),
            deepStackMs: NavigationBenchmark.deepStackMs(pushes: 40_000, observed: false),
            deepStackObservedMs: NavigationBenchmark.deepStackMs(pushes: 40_000, observed: true),
            tabPushNs: sideBySide.tabPush,
            deepLinkNs: sideBySide.deepLink,
            deepLinkOverChainNs: sideBySide.deepLinkOverChain))
}
let navigation = NavigationBenchmark.Figures(
    pushNs: median(navigationRounds.map(\.pushNs)),
    navigationsPerSecond: median(navigationRounds.map(\.navigationsPerSecond)),
    bytesPerScene: median(navigationRounds.map(\.bytesPerScene)),
    deepStackMs: median(navigationRounds.map(\.deepStackMs)),
    deepStackObservedMs: median(navigationRounds.map(\.deepStackObservedMs)),
    tabPushNs: median(navigationRounds.map(\.tabPushNs)),
    deepLinkNs: median(navigationRounds.map(\.deepLinkNs)),
    deepLinkOverChainNs: median(navigationRounds.map(\.deepLinkOverChainNs)))

/// The heap an empty registry holds (its tables, locks and interceptor table), averaged over many.
let emptyRegistryBytes = retainedHeapBytes { (0..<1_000).map { _ in NavigationRegistry() } } / 1_000

let workloads = navigateOnly ? [:] : Dictionary(uniqueKeysWithValues: routeCounts.map { ($0, Workload(routeCount: $0)) })
for count in routeCounts where !navigateOnly {
    let workload = workloads[count]!
    let pathRouter = PathRouterImplementation(patterns: workload.patterns)
    check(pathRouter, workload) { _ in 1 }
    precondition(workload.hits.allSatisfy { pathRouter.index($0.path) == $0.expected })
    check(RoutingKitImplementation(patterns: workload.patterns), workload) { $0 }
    check(HummingbirdImplementation(patterns: workload.patterns), workload) { $0 }
    if count <= 10_000 { check(LinearImplementation(patterns: workload.patterns), workload) { $0 } }
}

/// The linear scan is left out past 10,000 routes (a lookup there takes about a millisecond).
func measured(_ name: String, _ count: Int) -> Bool { name != "Linear" || count <= 10_000 }
log("Checked: every implementation resolves every hit to its route and misses every miss.")

for round in 1...rounds where !navigateOnly {
    log("Round \(round) of \(rounds)…")
    for count in routeCounts {
        let workload = workloads[count]!
        let routes = workload.patterns.map {
            NavigationRoute(path: $0, type: BenchmarkViewModel.self, requiresAuthentication: false)
        }
        for name in implementations where measured(name, count) {
            let key = "\(name)/\(count)"
            var cell = cells[key] ?? Cell()
            switch name {
            case "PathRouter":
                measure(
                    PathRouterImplementation.self, workload, into: &cell,
                    empty: { PathRouterImplementation.register([]) }
                ) { PathRouterImplementation.register(routes) }
                cell.registerOneByOneMs.append(timeBuilds { PathRouterImplementation.registerOneByOne(routes) })
            case "RoutingKit":
                measure(
                    RoutingKitImplementation.self, workload, into: &cell,
                    empty: { RoutingKitImplementation(patterns: []) }
                ) { RoutingKitImplementation(patterns: workload.patterns) }
            case "Hummingbird":
                measure(
                    HummingbirdImplementation.self, workload, into: &cell,
                    empty: { HummingbirdImplementation(patterns: []) }
                ) { HummingbirdImplementation(patterns: workload.patterns) }
            default:
                measure(
                    LinearImplementation.self, workload, into: &cell,
                    empty: { LinearImplementation(patterns: []) }
                ) { LinearImplementation(patterns: workload.patterns) }
            }
            cells[key] = cell
        }
    }
}

func format(_ value: Double, _ digits: Int = 0) -> String {
    guard value.isFinite else { return "-" }
    var text = String(Int((value * pow10(digits)).rounded()))
    if digits > 0 {
        while text.count <= digits { text = "0" + text }
        text.insert(".", at: text.index(text.endIndex, offsetBy: -digits))
    }
    return text
}

func pow10(_ digits: Int) -> Double { (0..<digits).reduce(1.0) { value, _ in value * 10 } }

@MainActor
func jsonDocument() -> String {
    var entries: [String] = []
    for count in routeCounts where !navigateOnly {
        for name in implementations where measured(name, count) {
            let cell = cells["\(name)/\(count)"]!
            var fields = [
                "\"impl\": \"\(name)\"",
                "\"routes\": \(count)",
                "\"hitNs\": \(format(median(cell.hitNs), 1))",
                "\"missNs\": \(format(median(cell.missNs), 1))",
                "\"hitWithParametersNs\": \(format(median(cell.hitWithParametersNs), 1))",
                "\"registerMs\": \(format(median(cell.registerMs), 3))",
                "\"bytesPerRoute\": \(format(median(cell.bytesPerRoute), 1))",
                "\"hitLookups\": \(cell.hitLookups)",
                "\"missLookups\": \(cell.missLookups)",
            ]
            if !cell.registerOneByOneMs.isEmpty {
                fields.append("\"registerOneByOneMs\": \(format(median(cell.registerOneByOneMs), 3))")
            }
            entries.append("    {" + fields.joined(separator: ", ") + "}")
        }
    }
    let navigate =
        "{\"pushNs\": \(format(navigation.pushNs, 1)), \"navigationsPerSecond\": \(format(navigation.navigationsPerSecond)), \"bytesPerScene\": \(format(navigation.bytesPerScene)), \"deepStackMs\": \(format(navigation.deepStackMs, 1)), \"deepStackObservedMs\": \(format(navigation.deepStackObservedMs, 1)), \"tabPushNs\": \(format(navigation.tabPushNs, 1)), \"deepLinkNs\": \(format(navigation.deepLinkNs, 1)), \"deepLinkOverChainNs\": \(format(navigation.deepLinkOverChainNs, 1))}"
    return
        ("{\n  \"rounds\": \(rounds),\n  \"lookup\": [\n" + entries.joined(separator: ",\n") + "\n  ],\n  \"navigate\": " + navigate
        + ",\n  \"emptyRegistryBytes\": \(emptyRegistryBytes)\n}")
}

if let index = arguments.firstIndex(of: "--json-out"), arguments.indices.contains(index + 1) {
    let document = jsonDocument()
    let path = arguments[arguments.index(after: index)]
    if let file = fopen(path, "w") {
        fputs(document + "\n", file)
        fclose(file)
    }
}

if json {
    print(jsonDocument())
} else {
    print("")
    print(
        "| impl | routes | hit ns | miss ns | hit + read params ns | register ms (one call) | register ms (one by one) | heap bytes/route (beyond an empty table) | lookups timed (hit/miss) |"
    )
    print("|---|---:|---:|---:|---:|---:|---:|---:|---:|")
    for count in routeCounts where !navigateOnly {
        for name in implementations where measured(name, count) {
            let cell = cells["\(name)/\(count)"]!
            print(
                "| \(name) | \(count) | \(format(median(cell.hitNs))) | \(format(median(cell.missNs))) | \(format(median(cell.hitWithParametersNs))) | \(format(median(cell.registerMs), 2)) | \(cell.registerOneByOneMs.isEmpty ? "-" : format(median(cell.registerOneByOneMs), 2)) | \(format(median(cell.bytesPerRoute))) | \(cell.hitLookups)/\(cell.missLookups) |"
            )
        }
    }
    print("\nMedians over \(rounds) round(s); \(lookupCount) lookups per loop unless a loop reached its \(lookupCap) cap.")
    print("An empty PathRouter registry holds \(emptyRegistryBytes) heap bytes.")
    print("")
    print("| navigation | median |")
    print("|---|---:|")
    print("| one push, end to end (resolve, view model, push, notify an observer) | \(format(navigation.pushNs)) ns |")
    print("| navigations per second, 1,000 scenes navigating concurrently | \(format(navigation.navigationsPerSecond)) |")
    print("| heap per idle scene with a 10-screen stack (view models excluded) | \(format(navigation.bytesPerScene)) bytes |")
    print("| 40,000 pushes onto one stack | \(format(navigation.deepStackMs, 1)) ms |")
    print("| 40,000 pushes onto one stack, `observable` read first | \(format(navigation.deepStackObservedMs, 1)) ms |")
    print("| one push into the selected tab of a tabbed scene, end to end | \(format(navigation.tabPushNs)) ns |")
    print("| a deep link in a tab at its root that builds two parents under its target, end to end | \(format(navigation.deepLinkNs)) ns |")
    print("| the same deep link when the tab shows the previous product's chain (popped first) | \(format(navigation.deepLinkOverChainNs)) ns |")
    print("")
    print(
        "Push, push into a tab and the deep links are timed side by side, in alternating blocks: a push into a tab costs \(format(navigation.tabPushNs / navigation.pushNs, 2))× a push, the deep link \(format(navigation.deepLinkNs / navigation.pushNs, 2))×, the deep link over a chain \(format(navigation.deepLinkOverChainNs / navigation.pushNs, 2))× (target: at most 2×)."
    )
}
