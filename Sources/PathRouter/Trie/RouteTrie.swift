/// The compiled route table: a trie stored in flat arrays.
///
/// Every node stands for one path depth. Literal children are found through one open-addressing
/// hash table shared by all nodes (keyed by parent node and the segment's FNV-1a hash), so a
/// lookup touches each path segment once and allocates nothing. A node has at most one
/// parameter child and one `*` child, because parameter names are not part of the shape; the
/// names live with each route.
///
/// The trie is a value: the registry mutates it only while it holds the only reference, and
/// publishes it wrapped in an immutable table, so readers never see a half-built state.
struct RouteTrie: Sendable {
    struct Node: Sendable {
        var parameterChild: Int32 = -1
        var wildcardChild: Int32 = -1
        /// The route whose pattern ends at this node.
        var route: Int32 = -1
        /// The route whose `**` starts at this node.
        var catchAllRoute: Int32 = -1
        /// Some route at or below this node, for "nearest pattern" diagnostics.
        var sampleRoute: Int32 = -1
        var hasLiteralChildren = false
    }

    struct Edge: Sendable {
        var parent: Int32
        var child: Int32
        var hash: UInt32
        var start: Int32
        var length: Int32
    }

    /// A bound route with the parameter names of its pattern, in capture order.
    struct Entry: Sendable {
        let route: NavigationRoute
        let parameterNames: [String]
        let endsWithCatchAll: Bool
    }

    private(set) var nodes: [Node] = [Node()]
    private(set) var edges: [Edge] = []
    private(set) var slots: [Int32] = Array(repeating: -1, count: 16)
    private(set) var literalBytes: [UInt8] = []
    /// Bound routes by index, in registration order; `nil` where a route was unbound.
    private(set) var entries: [Entry?] = []
    private(set) var liveRouteCount = 0
    let caseInsensitive: Bool

    init(caseInsensitive: Bool) {
        self.caseInsensitive = caseInsensitive
    }

    // MARK: - Hashing

    @inline(__always)
    static func hash(_ bytes: UnsafeBufferPointer<UInt8>, fold: Bool) -> UInt32 {
        var hash: UInt32 = 2_166_136_261
        if fold {
            for byte in bytes {
                hash = (hash ^ UInt32(foldASCII(byte))) &* 16_777_619
            }
        } else {
            for byte in bytes {
                hash = (hash ^ UInt32(byte)) &* 16_777_619
            }
        }
        return hash
    }

    @inline(__always)
    static func foldASCII(_ byte: UInt8) -> UInt8 {
        byte &- UInt8(ascii: "A") < 26 ? byte | 0x20 : byte
    }

    @inline(__always)
    static func slot(parent: Int32, hash: UInt32, mask: Int) -> Int {
        var mixed = hash ^ (UInt32(bitPattern: parent) &* 0x9E37_79B1)
        mixed ^= mixed >> 15
        return Int(mixed) & mask
    }

    // MARK: - Insertion

    /// Where a pattern's shape ends in the trie.
    enum Terminal {
        case route(node: Int32)
        case catchAll(node: Int32)
    }

    /// Adds `route` with its parsed `pattern`.
    ///
    /// On a conflict nothing has changed: a pattern with the same shape as a bound one creates
    /// no node before it reaches the bound terminal.
    mutating func insert(_ route: NavigationRoute, pattern: RoutePattern) throws(NavigationError) {
        let routeIndex = Int32(entries.count)
        var node: Int32 = 0
        var visited: [Int32] = [0]
        visited.reserveCapacity(pattern.segments.count + 1)
        var terminal = Terminal.route(node: 0)
        for segment in pattern.segments {
            switch segment.kind {
            case .literal(let text):
                node = literalChild(of: node, text: text)
            case .parameter:
                if nodes[Int(node)].parameterChild < 0 {
                    nodes[Int(node)].parameterChild = appendNode()
                }
                node = nodes[Int(node)].parameterChild
            case .wildcard:
                if nodes[Int(node)].wildcardChild < 0 {
                    nodes[Int(node)].wildcardChild = appendNode()
                }
                node = nodes[Int(node)].wildcardChild
            case .catchAll:
                terminal = .catchAll(node: node)
                continue
            }
            visited.append(node)
            terminal = .route(node: node)
        }
        switch terminal {
        case .route(let end):
            if let existing = entry(at: nodes[Int(end)].route) {
                throw conflict(route, existing: existing)
            }
            nodes[Int(end)].route = routeIndex
        case .catchAll(let end):
            if let existing = entry(at: nodes[Int(end)].catchAllRoute) {
                throw conflict(route, existing: existing)
            }
            nodes[Int(end)].catchAllRoute = routeIndex
        }
        for visitedNode in visited where entry(at: nodes[Int(visitedNode)].sampleRoute) == nil {
            nodes[Int(visitedNode)].sampleRoute = routeIndex
        }
        entries.append(Entry(route: route, parameterNames: pattern.parameterNames,
                             endsWithCatchAll: pattern.segments.last?.isCatchAll ?? false))
        liveRouteCount += 1
    }

    private func conflict(_ route: NavigationRoute, existing: Entry) -> NavigationError {
        let reason = existing.route.path == route.path
            ? "the pattern is already bound to \(existing.route.type)"
            : "the pattern has the same shape as the bound pattern '\(existing.route.path)' (only parameter names differ)"
        return NavigationError(code: .routeConflict, path: route.path, reason: reason, nearestPattern: existing.route.path)
    }

    func entry(at index: Int32) -> Entry? {
        index >= 0 ? entries[Int(index)] : nil
    }

    private mutating func appendNode() -> Int32 {
        nodes.append(Node())
        return Int32(nodes.count - 1)
    }

    private mutating func literalChild(of parent: Int32, text: String) -> Int32 {
        var bytes = Array(text.utf8)
        if caseInsensitive { bytes = bytes.map(Self.foldASCII) }
        let found = bytes.withUnsafeBufferPointer { findLiteral(parent: parent, segment: $0) }
        if found >= 0 { return found }

        let child = appendNode()
        let hash = bytes.withUnsafeBufferPointer { Self.hash($0, fold: false) }
        let edge = Edge(parent: parent, child: child, hash: hash,
                        start: Int32(literalBytes.count), length: Int32(bytes.count))
        literalBytes.append(contentsOf: bytes)
        edges.append(edge)
        nodes[Int(parent)].hasLiteralChildren = true
        if edges.count * 2 > slots.count {
            rehash(capacity: slots.count * 2)
        } else {
            place(edgeIndex: Int32(edges.count - 1))
        }
        return child
    }

    private mutating func rehash(capacity: Int) {
        slots = Array(repeating: -1, count: capacity)
        for index in edges.indices { place(edgeIndex: Int32(index)) }
    }

    private mutating func place(edgeIndex: Int32) {
        let edge = edges[Int(edgeIndex)]
        let mask = slots.count - 1
        var slot = Self.slot(parent: edge.parent, hash: edge.hash, mask: mask)
        while slots[slot] >= 0 { slot = (slot + 1) & mask }
        slots[slot] = edgeIndex
    }

    /// The literal child of `parent` for `segment` (already folded when case-insensitive), or -1.
    func findLiteral(parent: Int32, segment: UnsafeBufferPointer<UInt8>) -> Int32 {
        let hash = Self.hash(segment, fold: false)
        return slots.withUnsafeBufferPointer { slots in
            edges.withUnsafeBufferPointer { edges in
                literalBytes.withUnsafeBufferPointer { literals in
                    Self.probe(parent: parent, hash: hash, segment: segment, fold: false,
                               slots: slots, edges: edges, literals: literals)
                }
            }
        }
    }

    @inline(__always)
    static func probe(
        parent: Int32, hash: UInt32, segment: UnsafeBufferPointer<UInt8>, fold: Bool,
        slots: UnsafeBufferPointer<Int32>, edges: UnsafeBufferPointer<Edge>, literals: UnsafeBufferPointer<UInt8>
    ) -> Int32 {
        let mask = slots.count - 1
        var slot = Self.slot(parent: parent, hash: hash, mask: mask)
        while true {
            let edgeIndex = slots[slot]
            if edgeIndex < 0 { return -1 }
            let edge = edges[Int(edgeIndex)]
            if edge.parent == parent && edge.hash == hash && Int(edge.length) == segment.count
                && equalBytes(literals, from: Int(edge.start), segment, fold: fold) {
                return edge.child
            }
            slot = (slot + 1) & mask
        }
    }

    @inline(__always)
    static func equalBytes(_ literals: UnsafeBufferPointer<UInt8>, from start: Int,
                           _ segment: UnsafeBufferPointer<UInt8>, fold: Bool) -> Bool {
        var index = 0
        if fold {
            while index < segment.count {
                if literals[start + index] != foldASCII(segment[index]) { return false }
                index += 1
            }
        } else {
            while index < segment.count {
                if literals[start + index] != segment[index] { return false }
                index += 1
            }
        }
        return true
    }

    // MARK: - Removal

    /// The index of the route bound with `pattern`'s shape, or `nil`.
    func routeIndex(forShapeOf pattern: RoutePattern) -> Int32? {
        guard let terminal = terminal(forShapeOf: pattern) else { return nil }
        switch terminal {
        case .route(let node): return nodes[Int(node)].route >= 0 ? nodes[Int(node)].route : nil
        case .catchAll(let node): return nodes[Int(node)].catchAllRoute >= 0 ? nodes[Int(node)].catchAllRoute : nil
        }
    }

    private func terminal(forShapeOf pattern: RoutePattern) -> Terminal? {
        var node: Int32 = 0
        for segment in pattern.segments {
            switch segment.kind {
            case .literal(let text):
                var bytes = Array(text.utf8)
                if caseInsensitive { bytes = bytes.map(Self.foldASCII) }
                node = bytes.withUnsafeBufferPointer { findLiteral(parent: node, segment: $0) }
            case .parameter:
                node = nodes[Int(node)].parameterChild
            case .wildcard:
                node = nodes[Int(node)].wildcardChild
            case .catchAll:
                return .catchAll(node: node)
            }
            if node < 0 { return nil }
        }
        return .route(node: node)
    }

    /// Removes the route bound with `pattern`'s shape and returns it. Nodes stay (they cost a
    /// few bytes and keep the table valid); the route's slot is emptied.
    mutating func remove(shapeOf pattern: RoutePattern) -> NavigationRoute? {
        guard let terminal = terminal(forShapeOf: pattern) else { return nil }
        let index: Int32
        switch terminal {
        case .route(let node):
            index = nodes[Int(node)].route
            guard index >= 0 else { return nil }
            nodes[Int(node)].route = -1
        case .catchAll(let node):
            index = nodes[Int(node)].catchAllRoute
            guard index >= 0 else { return nil }
            nodes[Int(node)].catchAllRoute = -1
        }
        let removed = entries[Int(index)]?.route
        entries[Int(index)] = nil
        liveRouteCount -= 1
        return removed
    }

    /// Some live route at or below `node`, for diagnostics (slow path after unbinds).
    func nearestRoute(below node: Int32) -> Entry? {
        if let sample = entry(at: nodes[Int(node)].sampleRoute) { return sample }
        var stack: [Int32] = [node]
        while let current = stack.popLast() {
            let value = nodes[Int(current)]
            if let found = entry(at: value.route) ?? entry(at: value.catchAllRoute) { return found }
            if value.parameterChild >= 0 { stack.append(value.parameterChild) }
            if value.wildcardChild >= 0 { stack.append(value.wildcardChild) }
            if value.hasLiteralChildren {
                for edge in edges where edge.parent == current { stack.append(edge.child) }
            }
        }
        return nil
    }
}
