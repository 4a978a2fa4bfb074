import PathRouterLocking

/// A registry's leave guards, matched against a screen's path by the same resolver as routes.
/// With none registered, an operation checks one atomic count and nothing else.
///
/// Invariants: the pattern table holds exactly the shapes of the live guards (a removed
/// guard's pattern goes with it, so adding and removing guards in a loop keeps the table
/// small); `generation` changes with every change of the guards (scenes recompute which of
/// their screens are guarded when it moves).
final class LeaveGuards: Sendable {
    private struct State {
        var guards: [UInt64: LeaveGuard] = [:]
        var table: RouteTable
        var byShape: [Int32: [UInt64]] = [:]
    }

    private let state: Locked<State>
    /// Where ids come from: this registry's counter, or (a staging copy's guards, while modules
    /// load) the real registry's, so that a guard keeps its id and its token when it moves.
    private let idSource: LeaveGuards?
    private let nextID = AtomicBox<UInt64>(0)
    private let count = AtomicBox<Int>(0)
    private let generationCounter = AtomicBox<UInt64>(1)

    init(options: NavigationRegistry.Options, idSource: LeaveGuards? = nil) {
        state = .make(State(table: RouteTable.emptyPatternTable(options: options)))
        self.idSource = idSource
    }

    @inline(__always)
    var isEmpty: Bool { count.load(ordering: .acquiring) == 0 }

    /// Moves with every change of the guards; never 0.
    var generation: UInt64 { generationCounter.load(ordering: .acquiring) }

    private func makeID() -> UInt64 {
        idSource?.makeID() ?? nextID.wrappingAdd(1, ordering: .relaxed).newValue
    }

    func add(
        pattern: String, priority: NavigationInterceptionPriority, id: UInt64? = nil,
        decide: @escaping @Sendable (LeaveRequest) async -> LeaveDecision
    ) throws(NavigationError) -> UInt64 {
        let parsed = try RoutePattern(pattern)
        let id = id ?? makeID()
        try state.withLock { state throws(NavigationError) in
            let (table, shape) = try state.table.addingShape(of: parsed, text: pattern)
            state.table = table
            state.byShape[shape, default: []].append(id)
            state.guards[id] = LeaveGuard(id: id, pattern: pattern, priority: priority, decide: decide)
            count.store(state.guards.count, ordering: .releasing)
            generationCounter.add(1, ordering: .releasing)
        }
        return id
    }

    func remove(_ id: UInt64) -> Bool {
        state.withLock { state in
            guard state.guards.removeValue(forKey: id) != nil else { return false }
            var emptied = false
            for shape in state.byShape.keys {
                state.byShape[shape]?.removeAll { $0 == id }
                if state.byShape[shape]?.isEmpty == true { emptied = true }
            }
            // The pattern goes with its last guard.
            if emptied { Self.rebuild(&state, options: state.table.options) }
            count.store(state.guards.count, ordering: .releasing)
            generationCounter.add(1, ordering: .releasing)
            return true
        }
    }

    /// Rebuilds the pattern table under `options` (``NavigationRegistry/setOptions(_:)``), so
    /// that guards match with the same case folding and length limit as routes.
    func rebuild(options: NavigationRegistry.Options) {
        state.withLock { state in Self.rebuild(&state, options: options) }
        generationCounter.add(1, ordering: .releasing)
    }

    /// The table of the live guards' patterns, made anew.
    private static func rebuild(_ state: inout State, options: NavigationRegistry.Options) {
        var table = RouteTable.emptyPatternTable(options: options)
        var byShape: [Int32: [UInt64]] = [:]
        for guardEntry in state.guards.values.sorted(by: { $0.id < $1.id }) {
            // Every pattern was accepted when its guard was added; options change no
            // pattern's validity.
            guard let pattern = guardEntry.pattern, let parsed = try? RoutePattern(pattern),
                let (next, shape) = try? table.addingShape(of: parsed, text: pattern)
            else { continue }
            table = next
            byShape[shape, default: []].append(guardEntry.id)
        }
        state.table = table
        state.byShape = byShape
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

    /// How many patterns the table holds (the live guards' distinct shapes).
    var patternCount: Int { state.withLock { $0.table.trie.liveRouteCount } }

    /// Whether any guard's pattern matches `path`.
    func matches(_ path: String) -> Bool {
        guard !isEmpty else { return false }
        return state.withLock { state in state.table.resolveAll(path).contains { state.byShape[$0]?.isEmpty == false } }
    }
}
