/// A registry's interceptors and the table of their patterns: one part of the registry's
/// services, changed only under their lock.
///
/// Invariants: the table holds exactly the shapes of the live interceptors' patterns, each
/// mapped to the interceptors that share it (a pattern leaves with its last interceptor, and
/// the table is rebuilt once more than half of it is dead); ids are never reused.
struct InterceptorSet: Sendable {
    private var byID: [UInt64: Interceptor] = [:]
    /// Interceptor patterns, compiled with the route matcher.
    private var table: RouteTable
    private var byShape: [Int32: [UInt64]] = [:]
    private var lastID: UInt64 = 0

    init(options: NavigationRegistry.Options) {
        table = RouteTable.emptyPatternTable(options: options)
    }

    var isEmpty: Bool { byID.isEmpty }

    /// Every interceptor, in the order they would run for a path they all match.
    var all: [Interceptor] { byID.values.sorted(by: Interceptor.runsBefore) }

    subscript(id: UInt64) -> Interceptor? { byID[id] }

    /// A new id.
    mutating func makeID() -> UInt64 {
        lastID += 1
        return lastID
    }

    /// Adds an interceptor on `pattern` (its text `text`), with `id` or a new one.
    mutating func add(
        _ pattern: RoutePattern, text: String, point: NavigationInterceptorPoint, priority: NavigationInterceptionPriority,
        requiresAuthentication: Bool, handler: Interceptor.Handler, id: UInt64?
    ) throws(NavigationError) -> UInt64 {
        let (table, shape) = try table.addingShape(of: pattern, text: text)
        self.table = table
        let id = id ?? makeID()
        byID[id] = Interceptor(
            id: id, pattern: text, point: point, priority: priority, requiresAuthentication: requiresAuthentication, handler: handler)
        byShape[shape, default: []].append(id)
        return id
    }

    /// Removes the interceptor `id`; `false` when there was none.
    mutating func remove(_ id: UInt64) -> Bool {
        guard byID.removeValue(forKey: id) != nil else { return false }
        for (shape, ids) in byShape where ids.contains(id) {
            let rest = ids.filter { $0 != id }
            guard rest.isEmpty else {
                byShape[shape] = rest
                continue
            }
            byShape[shape] = nil
            var trie = table.trie
            if let route = trie.entry(at: shape)?.route, let pattern = try? RoutePattern(route.path) {
                _ = trie.remove(shapeOf: pattern)
                table = RouteTable(trie: trie, options: table.options)
            }
        }
        let trie = table.trie
        if trie.entries.count - trie.liveRouteCount > max(64, trie.liveRouteCount) { rebuild(options: table.options) }
        return true
    }

    mutating func removeAll() {
        self = InterceptorSet(options: table.options)
    }

    /// The interceptors whose pattern matches `path`, before and after, in running order.
    func matching(_ path: String) -> (before: [Interceptor], after: [Interceptor]) {
        var before: [Interceptor] = [], after: [Interceptor] = []
        for shape in table.resolveAll(path) {
            for id in byShape[shape] ?? [] {
                guard let interceptor = byID[id] else { continue }
                if interceptor.point == .before { before.append(interceptor) } else { after.append(interceptor) }
            }
        }
        return (before.sorted(by: Interceptor.runsBefore), after.sorted(by: Interceptor.runsBefore))
    }

    /// Recompiles the patterns under `options` (the registry's new options), so that
    /// interceptors match exactly as routes do. Patterns that become one shape (`/Admin` and
    /// `/admin` once literals fold case) share it.
    mutating func rebuild(options: NavigationRegistry.Options) {
        let old = table.trie
        var trie = RouteTrie(caseInsensitive: options.caseInsensitiveLiterals)
        var rebuilt: [Int32: [UInt64]] = [:]
        for (oldShape, ids) in byShape.sorted(by: { $0.key < $1.key }) {
            guard let route = old.entry(at: oldShape)?.route, let pattern = try? RoutePattern(route.path) else { continue }
            let shape: Int32
            if let existing = trie.routeIndex(forShapeOf: pattern) {
                shape = existing
            } else {
                shape = Int32(trie.entries.count)
                guard (try? trie.insert(route, validated: true)) != nil else { continue }
            }
            rebuilt[shape, default: []].append(contentsOf: ids)
        }
        table = RouteTable(trie: trie, options: options)
        byShape = rebuilt
    }
}
