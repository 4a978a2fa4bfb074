import HeapUsage

/// Keeps results alive so the optimiser cannot drop the measured work.
nonisolated(unsafe) var blackHole = 0

/// What one timed lookup does with the match.
enum LookupKind {
    /// Resolve, and read one field of the matched route.
    case match
    /// Resolve, and read every parameter value.
    case readingParameters
}

/// Times `router`'s lookups over `paths`, cycling, for `count` lookups or until `cap` runs out.
/// Returns nanoseconds per lookup and how many lookups were timed.
///
/// Generic over the router, so every implementation's lookup is called directly (no closure
/// in between), and the paths are borrowed from the pool (not retained per call): the harness
/// adds the same small overhead to every implementation.
func timeLookups<Router: BenchmarkedRouter>(
    _ router: Router, _ kind: LookupKind, paths: [String], count: Int, cap: Duration
) -> (ns: Double, lookups: Int) {
    paths.withUnsafeBufferPointer { paths in
        @inline(__always) func lookup(_ path: String) -> Int {
            switch kind {
            case .match: router.lookup(path)
            case .readingParameters: router.lookupReadingParameters(path)
            }
        }
        let clock = ContinuousClock()
        // Warm-up: one pass over the pool, at most 10,000 lookups.
        var sink = 0
        let warmDeadline = clock.now.advanced(by: cap / 10)
        for index in 0..<min(paths.count, 10_000) {
            sink &+= lookup(paths[index])
            if index % 256 == 0 && clock.now > warmDeadline { break }
        }
        let start = clock.now
        let deadline = start.advanced(by: cap)
        var done = 0
        var index = 0
        while done < count {
            let batch = min(1_000, count - done)
            for _ in 0..<batch {
                sink &+= lookup(paths[index])
                index += 1
                if index == paths.count { index = 0 }
            }
            done += batch
            if clock.now > deadline { break }
        }
        let elapsed = clock.now - start
        blackHole &+= sink
        return (elapsed.nanoseconds / Double(done), done)
    }
}

/// The median duration, in milliseconds, of building with `build` again and again
/// (at least `minimumRuns` times and for at least `minimumTime`).
func timeBuilds<T>(minimumRuns: Int = 5, minimumTime: Duration = .milliseconds(300), _ build: () -> T) -> Double {
    let clock = ContinuousClock()
    var samples: [Double] = []
    let start = clock.now
    while samples.count < minimumRuns || clock.now - start < minimumTime {
        var built: T?
        let elapsed = clock.measure { built = build() }
        withExtendedLifetime(built) {}
        built = nil
        samples.append(elapsed.nanoseconds / 1_000_000)
        if samples.count >= 200 { break }
    }
    return median(samples)
}

/// Heap bytes still allocated after `build`, with its result kept alive.
func retainedHeapBytes<T>(_ build: () -> T) -> Int {
    let before = heap_usage_allocated_bytes()
    let built = build()
    let after = heap_usage_allocated_bytes()
    withExtendedLifetime(built) {}
    return Int(after) - Int(before)
}

func median(_ values: [Double]) -> Double {
    guard !values.isEmpty else { return .nan }
    let sorted = values.sorted()
    return sorted.count % 2 == 1 ? sorted[sorted.count / 2] : (sorted[sorted.count / 2 - 1] + sorted[sorted.count / 2]) / 2
}

extension Duration {
    var nanoseconds: Double {
        Double(components.seconds) * 1e9 + Double(components.attoseconds) / 1e9
    }
}
