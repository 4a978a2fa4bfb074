import PathRouterLocking
import Synchronization

/// A registry's leave guards, matched against a screen's path by the same resolver as routes.
/// With none registered, an operation checks one atomic count and nothing else.
final class LeaveGuards: Sendable {
    private struct State {
        var guards: [UInt64: LeaveGuard] = [:]
        var table: RouteTable
        var byShape: [Int32: [UInt64]] = [:]
    }

    private let state: Locked<State>
    private let nextID = Atomic<UInt64>(0)
    private let count = Atomic<Int>(0)

    init(options: NavigationRegistry.Options) {
        state = .make(State(table: RegistryServices.emptyInterceptorTable(options: options)))
    }

    @inline(__always)
    var isEmpty: Bool { count.load(ordering: .acquiring) == 0 }

    func add(pattern: String, priority: NavigationInterceptionPriority,
             decide: @escaping @Sendable (LeaveRequest) async -> LeaveDecision) throws(NavigationError) -> UInt64 {
        let parsed = try RoutePattern(pattern)
        let id = nextID.wrappingAdd(1, ordering: .relaxed).newValue
        try state.withLock { state throws(NavigationError) in
            let (table, shape) = try state.table.addingShape(of: parsed, text: pattern)
            state.table = table
            state.byShape[shape, default: []].append(id)
            state.guards[id] = LeaveGuard(id: id, pattern: pattern, priority: priority, decide: decide)
            count.store(state.guards.count, ordering: .releasing)
        }
        return id
    }

    func remove(_ id: UInt64) -> Bool {
        state.withLock { state in
            guard state.guards.removeValue(forKey: id) != nil else { return false }
            for shape in state.byShape.keys { state.byShape[shape]?.removeAll { $0 == id } }
            count.store(state.guards.count, ordering: .releasing)
            return true
        }
    }

    /// Rebuilds the pattern table under `options` (``NavigationRegistry/setOptions(_:)``), so
    /// that guards match with the same case folding and length limit as routes.
    func rebuild(options: NavigationRegistry.Options) {
        state.withLock { state in
            var table = RegistryServices.emptyInterceptorTable(options: options)
            var byShape: [Int32: [UInt64]] = [:]
            for guardEntry in state.guards.values.sorted(by: { $0.id < $1.id }) {
                // Every pattern was accepted when its guard was added; options change no
                // pattern's validity.
                guard let pattern = guardEntry.pattern, let parsed = try? RoutePattern(pattern),
                      let (next, shape) = try? table.addingShape(of: parsed, text: pattern) else { continue }
                table = next
                byShape[shape, default: []].append(guardEntry.id)
            }
            state.table = table
            state.byShape = byShape
        }
    }

    /// Every guard, in registration order (for moving a staging registry's guards).
    func all() -> [LeaveGuard] {
        state.withLock { $0.guards.values.sorted { $0.id < $1.id } }
    }

    /// The guards whose pattern matches `path`, in running order (priority, then registration).
    func guards(for path: String) -> [LeaveGuard] {
        guard !isEmpty else { return [] }
        return state.withLock { state in
            state.table.resolveAll(path).flatMap { state.byShape[$0] ?? [] }.compactMap { state.guards[$0] }
        }.sorted { $0.priority != $1.priority ? $0.priority > $1.priority : $0.id < $1.id }
    }
}
