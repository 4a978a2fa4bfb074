/// The compiled route table: a trie stored in flat arrays.
///
/// Every node stands for one path depth. Literal children are found through one open-addressing
/// hash table shared by all nodes (keyed by parent node and a hash of the segment), so a
/// lookup touches each path segment once and allocates nothing. A node has at most one
/// parameter child and one `*` child, because parameter names are not part of the shape; the
/// names live with each route.
///
/// The trie is a value: the registry mutates it only while it holds the only reference, and
/// publishes it wrapped in an immutable table, so readers never see a half-built state.
@usableFromInline
struct RouteTrie: Sendable {
    /// A node: 16 bytes, so that four share a cache line. The diagnostic sample route lives
    /// apart, in ``RouteTrie/samples``, because lookups never read it.
    struct Node: Sendable {
        var parameterChild: Int32 = -1 {
            didSet { refreshAlternatives() }
        }
        var wildcardChild: Int32 = -1 {
            didSet { refreshAlternatives() }
        }
        /// The route whose pattern ends at this node.
        var route: Int32 = -1
        /// Bit 31: the node has literal children. Bit 30: it has a parameter child, a `*`
        /// child or a `**` route (``alternativesFlag``). Bits 0–29: the route whose `**` starts
        /// at this node, plus one (zero for none); route indices stay below 2^30 - 1, far more
        /// routes than any table holds.
        private(set) var packed: UInt32 = 0

        /// The route whose `**` starts at this node, or -1.
        var catchAllRoute: Int32 {
            get { Int32(bitPattern: packed & 0x3FFF_FFFF) - 1 }
            set {
                packed = (packed & 0xC000_0000) | UInt32(bitPattern: newValue + 1)
                refreshAlternatives()
            }
        }

        var hasLiteralChildren: Bool {
            get { packed & 0x8000_0000 != 0 }
            set { packed = newValue ? packed | 0x8000_0000 : packed & 0x7FFF_FFFF }
        }

        /// Set in ``packed`` when a walk could leave this node by another branch than a
        /// literal: the one-pass descent ORs the nodes it passes to know whether a dead end
        /// is a certain miss.
        static let alternativesFlag: UInt32 = 0x4000_0000

        private mutating func refreshAlternatives() {
            let has = parameterChild >= 0 || wildcardChild >= 0 || packed & 0x3FFF_FFFF != 0
            packed = has ? packed | Self.alternativesFlag : packed & ~Self.alternativesFlag
        }
    }

    /// A literal edge. 16 bytes, so that four share a cache line.
    ///
    /// A literal of at most eight bytes is kept in `prefix`, zero-padded (segments never hold
    /// a NUL, so the padding cannot be mistaken for bytes), so that comparing it never reads
    /// ``RouteTrie/literalBytes``. A longer literal sets ``longFlag`` in `parentAndFlag`, and
    /// `prefix` then says where its bytes are in ``RouteTrie/literalBytes``
    /// (``longLiteral(start:length:)``): long literals are rare, so no per-node array says it.
    struct Edge: Sendable {
        var parentAndFlag: Int32
        var child: Int32
        var prefix: UInt64

        /// The `prefix` of a long literal: its start in the pool (high 32 bits) and its
        /// length (low 32 bits).
        static func longLiteral(start: Int, length: Int) -> UInt64 {
            UInt64(truncatingIfNeeded: start) << 32 | UInt64(truncatingIfNeeded: length)
        }

        /// Where a long literal's bytes start in the pool.
        var longStart: Int { Int(truncatingIfNeeded: prefix &>> 32) }
        /// How many bytes a long literal has.
        var longLength: Int { Int(truncatingIfNeeded: prefix & 0xFFFF_FFFF) }

        static let empty = Edge(parentAndFlag: -1, child: -1, prefix: 0)
        static let longFlag = Int32(bitPattern: 0x8000_0000)

        var parent: Int32 { parentAndFlag & 0x7FFF_FFFF }
        var isLong: Bool { parentAndFlag < 0 }
    }

    /// A bound route and where its pattern captures: its names in the shared name pool, a bit per
    /// segment that is a parameter, where a `**` starts. In this order it fills 32 bytes.
    @usableFromInline
    struct Entry: Sendable {
        @usableFromInline let route: NavigationRoute
        /// How many names (the catch-all's included).
        @usableFromInline let namesCount: Int16
        /// Where the names start in ``RouteTrie/parameterNames``.
        @usableFromInline let namesStart: Int32
        /// Bit `i` is set when segment `i` is a parameter. Bit 63 set means "some parameter is
        /// at position 63 or deeper: read the positions from the pattern".
        @usableFromInline let parameterMask: UInt64
        /// This route's ``ParameterDictionaryTemplate`` in ``RouteTrie/parameterTemplates``, or
        /// -1 (no names, or past ``RouteTrie/parameterTemplateLimit``).
        @usableFromInline let parameterTemplate: Int32
        /// The segment position where `**` starts, or -1.
        @usableFromInline let catchAllPosition: Int16
        /// The route is a redirect (``NavigationRoute/redirect(from:to:)``): a resolve follows it.
        @usableFromInline let isRedirect: Bool
        /// The route is bound; an unbound route's entry stays in place (its index is never
        /// reused) until the trie is compacted.
        @usableFromInline fileprivate(set) var isBound = true
    }

    /// The parameter names of every route, stored once; entries point into it.
    private(set) var parameterNames: [String] = []
    /// One template per distinct list of names (``parameterTemplate(namesStart:key:)``).
    var parameterTemplates: [ParameterDictionaryTemplate] = []
    /// The templates after the first ``scannedTemplateKeys``, by a hash of their names.
    var parameterTemplateNumbers: [UInt64: Int32] = [:]
    /// The same hashes, in the order of ``parameterTemplates``.
    var parameterTemplateKeys: [UInt64] = []
    private(set) var nodes: [Node] = [Node()]
    /// For each node, some route at or below it ("nearest pattern" diagnostics), or -1.
    private(set) var samples: [Int32] = [-1]
    /// For each node, the lengths of its literal children (``literalLengthBit(_:)``): a descent
    /// probes the edge table only for a segment whose length one of them has. Non-zero exactly
    /// when the node's ``Node/hasLiteralChildren`` is set; the descent tests that flag first, in
    /// the node it has read, so a node without literal children never touches this array.
    private(set) var literalLengths: [UInt16] = [0]
    /// Literal edges, stored directly in an open-addressing table (an empty slot has
    /// `child == -1`), so that a probe reads one slot, not a slot and then an edge.
    private(set) var edges: [Edge] = Array(repeating: .empty, count: 16)
    private(set) var edgeCount = 0
    /// 64 minus the base-2 logarithm of the edge table's size: how far a slot hash is shifted.
    private(set) var edgeShift: UInt64 = 60
    /// The bytes of literals longer than eight bytes (their edges say where).
    private(set) var literalBytes: [UInt8] = []
    /// Routes by index, in registration order; unbound ones are marked
    /// (``Entry/isBound``), so that reading a bound one never copies an optional.
    private(set) var entries: [Entry] = []
    private(set) var liveRouteCount = 0
    /// How many bound routes are redirects: with none (the common case), a resolve never
    /// looks for one.
    private(set) var redirectCount = 0
    /// The typed routes (``RouteValue``) by their value's type.
    private(set) var typedRoutes: [ObjectIdentifier: Int32] = [:]
    /// The routes whose patterns are all literals, by their whole path.
    private(set) var staticRoutes = StaticRouteIndex()
    let caseInsensitive: Bool

    // MARK: - Batches

    /// Starts a batch of `count` routes (``NavigationRegistry/bind(routes:)``): the routes'
    /// array grows once, the edge table is sized for one new literal edge per route, and the
    /// whole-path index files the batch's patterns and places them at the end, so that neither
    /// hash table is rehashed again and again as it fills. Nothing is looked up until
    /// ``finishBatch(trimming:)``.
    ///
    /// ```swift
    /// trie.beginBatch(ofRoutes: routes.count)
    /// for route in routes { try trie.insert(route) }
    /// trie.finishBatch(trimming: routes.count >= 64)
    /// ```
    mutating func beginBatch(ofRoutes count: Int) {
        entries.reserveCapacity(entries.count + count)
        let size = Self.edgeTableSize(forEdges: edgeCount + count)
        if size > edges.count { resizeEdges(to: size) }
        staticRoutes.beginBatch()
    }

    /// Ends a batch: places the patterns the whole-path index filed, gives the edge table the
    /// size adding its edges one by one would have reached (when the batch made fewer edges than
    /// it reserved), and with `trimming` reallocates the arrays that growth left with room to
    /// spare to their exact sizes.
    mutating func finishBatch(trimming: Bool) {
        staticRoutes.finishBatch()
        let size = Self.edgeTableSize(forEdges: edgeCount)
        if size < edges.count { resizeEdges(to: size) }
        if trimming { trimCapacity() }
    }

    /// Reallocates the arrays that growth left with room to spare to their exact sizes (after
    /// a large batch; ``Swift/Array/trimmingGrowthSlack()``).
    private mutating func trimCapacity() {
        parameterNames = parameterNames.trimmingGrowthSlack()
        nodes = nodes.trimmingGrowthSlack()
        samples = samples.trimmingGrowthSlack()
        literalLengths = literalLengths.trimmingGrowthSlack()
        literalBytes = literalBytes.trimmingGrowthSlack()
        entries = entries.trimmingGrowthSlack()
        staticRoutes.trimCapacity()
    }

    init(caseInsensitive: Bool) {
        self.caseInsensitive = caseInsensitive
    }

    // MARK: - Insertion

    /// Where a pattern's shape ends in the trie.
    enum Terminal {
        case route(node: Int32)
        case catchAll(node: Int32)
    }

    /// Adds `route`, reading its pattern (``NavigationRoute/path``) in place: no
    /// ``RoutePattern`` is made, and a literal goes from the pattern's bytes to its edge.
    ///
    /// - Parameter route: The route to add.
    /// - Parameter validated: The caller has validated the pattern already
    ///   (``PatternParser/validate(_:)``), as a batch does before it changes anything.
    /// - Throws: ``NavigationError/Code/invalidPattern`` (before anything changes), or
    ///   ``NavigationError/Code/routeConflict``; on a conflict nothing has changed either: a
    ///   pattern with the same shape as a bound one creates no node before it reaches the
    ///   bound terminal.
    mutating func insert(_ route: NavigationRoute, validated: Bool = false) throws(NavigationError) {
        if !validated { try PatternParser.validate(route.path) }
        if let mistake = route.parentLink?.mistake { throw mistake }
        if let typed = route.routeValue, case .failure(let mistake) = typed.shape { throw mistake }
        // New nodes get this route as their diagnostic sample. A conflicting pattern's shape
        // exists already, so it creates no node and leaves no sample behind.
        let routeIndex = Int32(entries.count)
        if samples[0] < 0 { samples[0] = routeIndex }
        var node: Int32 = 0
        var terminal = Terminal.route(node: 0)
        var mask: UInt64 = 0
        var catchAllPosition: Int16 = -1
        var position = 0
        let namesStart = parameterNames.count
        var namesKey = Self.emptyParameterNamesKey
        PatternParser.forEachPiece(ofValidated: route.path) { piece in
            switch piece {
            case .literal(let bytes):
                node = literalChild(of: node, bytes: bytes, sample: routeIndex)
                terminal = .route(node: node)
            case .parameter(let name):
                if nodes[Int(node)].parameterChild < 0 {
                    nodes[Int(node)].parameterChild = appendNode(sample: routeIndex)
                }
                node = nodes[Int(node)].parameterChild
                terminal = .route(node: node)
                mask |= position < 63 ? 1 << UInt64(position) : 1 << 63
                parameterNames.append(String(decoding: name, as: UTF8.self))
                Self.mixParameterName(name, into: &namesKey)
            case .wildcard:
                if nodes[Int(node)].wildcardChild < 0 {
                    nodes[Int(node)].wildcardChild = appendNode(sample: routeIndex)
                }
                node = nodes[Int(node)].wildcardChild
                terminal = .route(node: node)
            case .catchAll(let name):
                terminal = .catchAll(node: node)
                catchAllPosition = Int16(clamping: position)
                parameterNames.append(name.map { String(decoding: $0, as: UTF8.self) } ?? RoutePattern.unnamedCatchAll)
                Self.mixParameterName(name, into: &namesKey)
            }
            position += 1
        }
        let existing: Entry?
        switch terminal {
        case .route(let end):
            existing = entry(at: nodes[Int(end)].route)
            if existing == nil { nodes[Int(end)].route = routeIndex }
        case .catchAll(let end):
            existing = entry(at: nodes[Int(end)].catchAllRoute)
            if existing == nil { nodes[Int(end)].catchAllRoute = routeIndex }
        }
        if let existing {
            parameterNames.removeSubrange(namesStart...)
            throw conflict(route, existing: existing)
        }
        let template = parameterTemplate(namesStart: namesStart, key: namesKey)
        entries.append(
            Entry(
                route: route, namesCount: Int16(clamping: parameterNames.count - namesStart),
                namesStart: Int32(namesStart), parameterMask: mask,
                parameterTemplate: template,
                catchAllPosition: catchAllPosition, isRedirect: route.isRedirect))
        liveRouteCount += 1
        if route.isRedirect { redirectCount += 1 }
        if let typed = route.routeValue { typedRoutes[typed.valueType] = routeIndex }
        staticRoutes.insert(route: routeIndex, pattern: route.path, fold: caseInsensitive)
    }

    /// The bound routes' entries, in registration order.
    var boundEntries: LazyFilterSequence<[Entry]> { entries.lazy.filter(\.isBound) }

    func entry(at index: Int32) -> Entry? {
        index >= 0 && entries[Int(index)].isBound ? entries[Int(index)] : nil
    }

    private mutating func appendNode(sample: Int32) -> Int32 {
        nodes.append(Node())
        samples.append(sample)
        literalLengths.append(0)
        return Int32(nodes.count - 1)
    }

    /// The literal child of `parent` for the literal `bytes` (as written: folded here when
    /// the trie folds case), made if there is none.
    private mutating func literalChild(of parent: Int32, bytes: UnsafeBufferPointer<UInt8>, sample: Int32) -> Int32 {
        guard caseInsensitive, bytes.contains(where: { $0 &- UInt8(ascii: "A") < 26 }) else {
            return literalChild(of: parent, folded: bytes, sample: sample)
        }
        return bytes.map(LiteralKey.foldASCII).withUnsafeBufferPointer { literalChild(of: parent, folded: $0, sample: sample) }
    }

    private mutating func literalChild(of parent: Int32, folded bytes: UnsafeBufferPointer<UInt8>, sample: Int32) -> Int32 {
        // A parent without a literal of this length (a node this route just made has none)
        // cannot have this one: no probe.
        if literalLengths[Int(parent)] & Self.literalLengthBit(bytes.count) != 0 {
            let found = findLiteral(parent: parent, segment: bytes)
            if found >= 0 { return found }
        }

        let key = LiteralKey(bytes, fold: false)
        let child = appendNode(sample: sample)
        var edge = Edge(parentAndFlag: parent, child: child, prefix: key.prefix)
        if bytes.count > 8 {
            edge.parentAndFlag |= Edge.longFlag
            edge.prefix = Edge.longLiteral(start: literalBytes.count, length: bytes.count)
            literalBytes.append(contentsOf: bytes)
        }
        nodes[Int(parent)].hasLiteralChildren = true
        literalLengths[Int(parent)] |= Self.literalLengthBit(bytes.count)
        edgeCount += 1
        if Self.overfill(edges.count, edges: edgeCount) { resizeEdges(to: edges.count * 2) }
        place(edge, key: key)
        return child
    }

    /// Rehashes the edges into a table of `size` slots (a power of two that holds them).
    private mutating func resizeEdges(to size: Int) {
        let old = edges
        edges = Array(repeating: .empty, count: size)
        edgeShift = UInt64(64 - size.trailingZeroBitCount)
        for existing in old where existing.child >= 0 {
            place(existing, key: literalKey(of: existing))
        }
    }

    /// The key of an edge's literal, without copying the literal: a short literal is its
    /// prefix (its bytes are never zero, so the prefix also tells its length); a long one is
    /// read in place.
    private func literalKey(of edge: Edge) -> LiteralKey {
        if edge.isLong {
            let start = edge.longStart, length = edge.longLength
            return literalBytes.withUnsafeBufferPointer {
                LiteralKey(UnsafeBufferPointer(rebasing: $0[start..<(start + length)]), fold: false)
            }
        }
        return LiteralKey(shortPrefix: edge.prefix)
    }

    private mutating func place(_ edge: Edge, key: LiteralKey) {
        let mask = edges.count - 1
        var slot = key.slot(parent: edge.parent, shift: edgeShift)
        while edges[slot].child >= 0 { slot = (slot + 1) & mask }
        edges[slot] = edge
    }

    /// The literal child of `parent` for `segment` (already folded when case-insensitive), or -1.
    func findLiteral(parent: Int32, segment: UnsafeBufferPointer<UInt8>) -> Int32 {
        edges.withUnsafeBufferPointer { edges in
            literalBytes.withUnsafeBufferPointer { literals in
                Self.probe(
                    parent: parent, key: LiteralKey(segment, fold: false), segment: segment, fold: false,
                    edges: edges, shift: edgeShift, literals: literals)
            }
        }
    }

    // MARK: - Removal

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
        guard entries[Int(index)].isBound else { return nil }
        let removed = entries[Int(index)].route
        entries[Int(index)].isBound = false
        staticRoutes.remove(route: index, pattern: removed.path, fold: caseInsensitive)
        liveRouteCount -= 1
        if removed.isRedirect { redirectCount -= 1 }
        if let typed = removed.routeValue, typedRoutes[typed.valueType] == index { typedRoutes[typed.valueType] = nil }
        return removed
    }
}
