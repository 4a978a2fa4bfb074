/// Runs the main actor until `condition` holds: 60,000 looks a millisecond's sleep apart at
/// least, a bound for a hang only (a busy machine stretches the wait, it does not fail it).
@MainActor
func until(_ condition: () -> Bool) async -> Bool {
    for _ in 0..<60_000 {
        if condition() { return true }
        try? await Task.sleep(for: .milliseconds(1))
    }
    return condition()
}
