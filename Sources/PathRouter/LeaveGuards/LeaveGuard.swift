/// One guard: where it applies, its priority, and how it decides.
struct LeaveGuard: Sendable {
    let id: UInt64
    /// The route pattern whose screens it guards, or `nil` for one screen's own guard.
    let pattern: String?
    let priority: NavigationInterceptionPriority
    let decide: @Sendable (LeaveRequest) async -> LeaveDecision

    var name: String { pattern.map { "leave guard #\(id) on '\($0)'" } ?? "the screen's own leave guard" }
}
