#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import PathRouterFuzzing

// Long runs of the reliability checks (the bounded versions run in `swift test`):
//
//   swift run -c release PathRouterFuzz fuzz --inputs 10000000 --seed 1
//   swift run -c release PathRouterFuzz crosscheck --urls 100000 --seed 1
//   swift run -c release PathRouterFuzz simulate --steps 100000 --seed 1
//   swift run -c release PathRouterFuzz saved --documents 1000000 --seed 1
//   swift run -c release PathRouterFuzz explore --steps 1000000 --seed 1
//   swift run -c release PathRouterFuzz bounds --links 1000000
//   swift run -c release PathRouterFuzz stress --seconds 20
//
// `scripts/long-run.sh` runs all three. Exit status 1 when anything breaks a rule.

let arguments = Array(CommandLine.arguments.dropFirst())
func value(_ name: String, default fallback: Int) -> Int {
    arguments.firstIndex(of: name).flatMap { arguments.indices.contains($0 + 1) ? Int(arguments[$0 + 1]) : nil } ?? fallback
}
let seed = UInt64(value("--seed", default: 1))
let command = arguments.first ?? "help"
var failed = false

/// Runs seeded checks of `perRun` steps from `seed` on until `total` steps or a violation
/// (printed). Returns the steps done, the runs made and whether one failed.
func runSeeded(total: Int, perRun: Int, check: (UInt64, Int) async -> (steps: Int, failure: String?)) async -> (Int, UInt64, Bool) {
    var done = 0
    var runSeed = seed
    while done < total {
        let outcome = await check(runSeed, min(perRun, total - done))
        done += outcome.steps
        runSeed += 1
        if let failure = outcome.failure {
            print(failure)
            return (done, runSeed - seed, true)
        }
    }
    return (done, runSeed - seed, false)
}

switch command {
case "fuzz":
    let total = value("--inputs", default: 1_000_000)
    let fuzzer = try InputFuzzer()
    let batch = 1_000_000
    var done = 0
    var batchSeed = seed
    while done < total {
        let count = min(batch, total - done)
        let report = fuzzer.run(count: count, seed: batchSeed)
        done += count
        print("seed \(batchSeed): \(report)")
        for violation in report.violations.prefix(20) { print("  \(violation.prefix(300))") }
        failed = failed || !report.violations.isEmpty
        batchSeed += 1
    }
    print("fuzzed \(done) inputs: \(failed ? "VIOLATIONS FOUND" : "every input resolved or gave a typed error")")
case "crosscheck":
    let report = URLCrossCheck.run(count: value("--urls", default: 100_000), seed: seed)
    print(report)
    for mismatch in report.mismatches.prefix(20) { print("  \(mismatch)") }
    failed = !report.mismatches.isEmpty
case "simulate":
    let (done, runs, broke) = await runSeeded(total: value("--steps", default: 100_000), perRun: value("--steps-per-run", default: 500)) { seed, count in
        let report = await NavigationSimulation.check(seed: seed, count: count)
        return (report.steps, report.violation == nil ? nil : report.description)
    }
    failed = broke
    print("simulated \(done) steps in \(runs) seeded runs: \(failed ? "VIOLATION" : "no violation")")
case "roundtrip":
    // Paths printed for generated routes and values read back as the same route and values.
    var total = PathRoundTrip.Report()
    let pairs = value("--pairs", default: 100_000)
    var batch: UInt64 = 0
    while total.pairs < pairs {
        let report = PathRoundTrip.run(pairs: min(10_000, pairs - total.pairs), seed: seed &+ batch)
        total.pairs += report.pairs
        total.printed += report.printed
        total.refused += report.refused
        total.shadowed += report.shadowed
        total.mismatches += report.mismatches
        batch += 1
    }
    print(total)
    for mismatch in total.mismatches.prefix(20) { print("  \(mismatch)") }
    failed = !total.mismatches.isEmpty
case "saved":
    // Mutated saved-state JSON through decode and restore.
    let total = value("--documents", default: 1_000_000)
    var done = 0
    var batchSeed = seed
    var decoded = 0
    while done < total {
        let count = min(100_000, total - done)
        let report = await SavedStateFuzzer.run(count: count, seed: batchSeed)
        done += report.documents
        decoded += report.decoded
        for violation in report.violations.prefix(20) { print("  \(violation.prefix(300))") }
        failed = failed || !report.violations.isEmpty
        batchSeed += 1
        if failed { break }
    }
    print(
        "fuzzed \(done) saved-state documents (\(decoded) decoded and restored): \(failed ? "VIOLATIONS FOUND" : "no trap, every restore well formed and accounted for")"
    )
case "explore":
    // Interleavings of held interceptors, logins, logouts, restores and links with world changes.
    let (done, runs, broke) = await runSeeded(total: value("--steps", default: 1_000_000), perRun: value("--steps-per-run", default: 200)) { seed, count in
        let report = await InterleavingExplorer.check(seed: seed, count: count)
        return (report.steps, report.violation == nil ? nil : report.description)
    }
    failed = broke
    print("explored \(done) steps in \(runs) seeded runs: \(failed ? "VIOLATION" : "no violation")")
case "explore-replay":
    // Replays an explorer run (or some of its steps, --only 3,7,9) and says what broke.
    var steps = InterleavingExplorer.steps(count: value("--steps", default: 200), seed: seed)
    if let index = arguments.firstIndex(of: "--only"), arguments.indices.contains(index + 1) {
        steps = arguments[index + 1].split(separator: ",").compactMap { Int($0) }.map { steps[$0 - 1] }
    }
    for (index, step) in steps.enumerated() where steps.count <= 60 { print("\(index + 1). \(step)") }
    print(await InterleavingExplorer.describeRun(steps))
case "bounds":
    // A flood of links into a scene that is not ready, and the cost of describing a huge miss.
    let report = BoundsCheck.run(links: value("--links", default: 1_000_000))
    print("bounds: \(report)")
    failed = report.refusedLinks != report.links || report.residentGrowthKB > 16 * 1024
case "stress":
    // Many threads binding, resolving, navigating, observing and reading policies at once.
    // Meant for release builds, where the optimizer reorders reference counting.
    let seconds = Double(value("--seconds", default: 10))
    let report = await ConcurrencyStress.run(seconds: seconds, threads: value("--threads", default: 8))
    print("stress: \(report)")
    for violation in report.violations { print("  \(violation)") }
    failed = !report.violations.isEmpty
case "replay":
    // Replays the steps of a seed one by one, printing each outcome (for debugging).
    let count = value("--steps", default: 100)
    var steps = NavigationSimulation.steps(count: count, seed: seed)
    if arguments.contains("--full-first") { print("full run: \(await NavigationSimulation.describeRun(steps))") }
    if let index = arguments.firstIndex(of: "--only"), arguments.indices.contains(index + 1) {
        let keep = arguments[index + 1].split(separator: ",").compactMap { Int($0) }
        steps = keep.map { steps[$0] }
    }
    for (index, step) in steps.enumerated() where steps.count <= 40 { print("\(index + 1). \(step)") }
    let printer: @Sendable (String) -> Void = { print($0) }
    let outcome = await NavigationSimulation.describeRun(steps, trace: arguments.contains("--trace") ? printer : nil)
    print(outcome)
default:
    print(
        "usage: PathRouterFuzz fuzz --inputs N | crosscheck --urls N | simulate --steps N [--steps-per-run N] [--seed S] | saved --documents N | explore --steps N [--steps-per-run N] [--seed S] | bounds --links N | stress --seconds N [--threads N]"
    )
}
exit(failed ? 1 : 0)
