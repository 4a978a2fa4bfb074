// Building and checking a trie: edge tables and literal lengths, parameter templates,
// conflicts and shadowing between patterns, finding a shape, compaction after unbinds.

extension RouteTrie {
    /// The same live routes in a fresh trie, in registration order, with no empty slots or
    /// dead nodes (route indices change). Unbinding calls it once empty slots outnumber live
    /// routes, so churn never makes later binds or copies pay for routes that are gone.
    func compacted() -> RouteTrie {
        var fresh = RouteTrie(caseInsensitive: caseInsensitive)
        fresh.beginBatch(ofRoutes: liveRouteCount)
        for entry in boundEntries { try? fresh.insert(entry.route, validated: true) }
        fresh.finishBatch(trimming: false)
        return fresh
    }
}

extension RouteTrie {
    /// Why `route` cannot be bound where `existing` is: the same pattern bound already, the
    /// same shape under other parameter names, or the same pattern written differently.
    func conflict(_ route: NavigationRoute, existing: Entry) -> NavigationError {
        let reason: String
        if existing.route.path == route.path {
            reason = "the pattern is already bound to \(existing.route.type)"
        } else {
            // Same shape: either the names of the parameters differ, or only the spelling does.
            let mine = (try? RoutePattern(route.path))?.parameterNames ?? []
            let theirs = (try? RoutePattern(existing.route.path))?.parameterNames ?? []
            reason =
                mine == theirs
                ? "the pattern matches the same paths as the bound pattern '\(existing.route.path)' (it is written differently: a trailing or doubled '/', or literals in another letter case where the registry folds case)"
                : "the pattern has the same shape as the bound pattern '\(existing.route.path)' (only parameter names differ)"
        }
        return NavigationError(code: .routeConflict, path: route.path, reason: reason, nearestPattern: existing.route.path)
    }
}

extension RouteTrie {
    /// The bytes of an edge's literal (as stored: folded when case-insensitive).
    func literal(of edge: Edge) -> [UInt8] {
        if edge.isLong {
            let start = edge.longStart
            return Array(literalBytes[start..<(start + edge.longLength)])
        }
        var bytes: [UInt8] = []
        var prefix = edge.prefix
        while prefix != 0 {
            bytes.append(UInt8(truncatingIfNeeded: prefix))
            prefix >>= 8
        }
        return bytes
    }
}

extension RouteTrie {
    /// How many slots an edge table holding `count` edges has: the smallest power of two (16
    /// at least) that they do not overfill (``overfill(_:edges:)``).
    static func edgeTableSize(forEdges count: Int) -> Int {
        var size = 16
        while overfill(size, edges: count) { size *= 2 }
        return size
    }

    /// Whether `count` edges fill more than four fifths of a table of `slots` slots.
    ///
    /// Four fifths rather than three quarters: a probe reads four 16-byte slots per cache line,
    /// and a descent probes only for a segment whose length the node has (``literalLengths``),
    /// so a fuller table costs a hit or a miss a few instructions, while a table a power of two
    /// larger doubles the memory that registration and lookups touch at random.
    ///
    /// ```swift
    /// RouteTrie.overfill(131_072, edges: 102_500)   // false: 78% full, 2 MB
    /// RouteTrie.overfill(131_072, edges: 105_000)   // true: the table doubles
    /// ```
    @inline(__always)
    static func overfill(_ slots: Int, edges count: Int) -> Bool {
        count * 5 > slots * 4
    }
}

extension RouteTrie {
    /// The bit of a literal's length in ``RouteTrie/literalLengths``: lengths 1 to 15 have a
    /// bit each, 16 and more share the last.
    ///
    /// A node's bits are those of its literal children, so a segment whose bit is clear has no
    /// literal child to find: `/users/:id` beside `/users/new` (bit 3) sends `/users/12345`
    /// (bit 5) straight to the parameter, without probing the edge table for `12345`. Edges are
    /// never removed, so the bits never need clearing.
    ///
    /// ```swift
    /// RouteTrie.literalLengthBit(3)    // 0b100
    /// RouteTrie.literalLengthBit(40)   // 0x8000, as for 16
    /// ```
    @inline(__always)
    static func literalLengthBit(_ length: Int) -> UInt16 {
        1 &<< UInt16(truncatingIfNeeded: min(length, 16) &- 1)
    }
}

extension RouteTrie {
    /// Some live route at or below `node`, for diagnostics (slow path after unbinds).
    func nearestRoute(below node: Int32) -> Entry? {
        if let sample = entry(at: samples[Int(node)]) { return sample }
        var stack: [Int32] = [node]
        while let current = stack.popLast() {
            let value = nodes[Int(current)]
            if let found = entry(at: value.route) ?? entry(at: value.catchAllRoute) { return found }
            if value.parameterChild >= 0 { stack.append(value.parameterChild) }
            if value.wildcardChild >= 0 { stack.append(value.wildcardChild) }
            if value.hasLiteralChildren {
                for edge in edges where edge.child >= 0 && edge.parent == current { stack.append(edge.child) }
            }
        }
        return nil
    }
}

extension RouteTrie {
    /// The most distinct lists of parameter names that get a ``ParameterDictionaryTemplate``.
    /// Past it, routes with a new list build their parameters by hashing each name, as a
    /// dictionary literal does: the templates stay bounded whatever the patterns.
    static let parameterTemplateLimit = 1_024

    /// How many of ``parameterTemplateKeys`` a bind compares one by one before it looks the key
    /// up in ``parameterTemplateNumbers`` (which holds only the keys after them, so that a small
    /// table allocates no dictionary).
    static let scannedTemplateKeys = 8

    /// The key of an empty list of names; ``mixParameterName(_:into:)`` adds a name to a key.
    static let emptyParameterNamesKey: UInt64 = 0xcbf2_9ce4_8422_2325

    /// Adds a name's bytes (`nil`: the unnamed catch-all) to a key of a list of names: FNV-1a,
    /// each name ended by a byte that a name cannot hold.
    static func mixParameterName(_ name: UnsafeBufferPointer<UInt8>?, into key: inout UInt64) {
        for byte in name ?? UnsafeBufferPointer(start: nil, count: 0) { key = (key ^ UInt64(byte)) &* 0x100_0000_01b3 }
        key = (key ^ (name == nil ? 0xFE : 0xFF)) &* 0x100_0000_01b3
    }

    /// The template for the names at `namesStart...` of ``parameterNames``, whose key is `key`:
    /// the one an earlier route with the same names made, or a new one; -1 past
    /// ``parameterTemplateLimit``, and for a route without names (or with more than a template
    /// holds).
    mutating func parameterTemplate(namesStart: Int, key: UInt64) -> Int32 {
        let count = parameterNames.count - namesStart
        guard count > 0, count <= ParameterDictionaryTemplate.maximumNames else { return -1 }
        // Most apps have a few lists of names: the first few keys are compared one by one,
        // which costs less than hashing the key; the dictionary holds the keys after them.
        let scanned = parameterTemplateKeys.prefix(Self.scannedTemplateKeys)
        let found =
            scanned.firstIndex(of: key).map(Int32.init)
            ?? (parameterTemplateKeys.count > scanned.count ? parameterTemplateNumbers[key] : nil)
        if let known = found {
            // Equal keys of different lists: this route does without a template. (Read in place:
            // a copy of the template would retain its arrays.)
            let same = parameterTemplates.withUnsafeBufferPointer { $0[Int(known)].holds(parameterNames, from: namesStart) }
            return same ? known : -1
        }
        guard parameterTemplates.count < Self.parameterTemplateLimit else { return -1 }
        parameterTemplates.append(ParameterDictionaryTemplate(names: parameterNames[namesStart...]))
        let number = Int32(parameterTemplates.count - 1)
        if parameterTemplateKeys.count >= Self.scannedTemplateKeys { parameterTemplateNumbers[key] = number }
        parameterTemplateKeys.append(key)
        return number
    }
}

/// Whether a pattern's own route is what every path it matches resolves to.
extension RouteTrie {
    /// The index of the route bound with `pattern` (written `text`) when no other route can be
    /// preferred over it for a path it matches; `nil` when one might (or it is not bound as
    /// such, or is a redirect).
    ///
    /// At each segment a literal edge is tried before a parameter edge. Where `pattern` has a
    /// literal, it takes the literal edge, so no route is preferred there; where it has a
    /// parameter, a route with a literal at that position is preferred for that value. So
    /// when no node along the pattern's parameter positions has literal children, every path
    /// the pattern matches resolves to its route, and a chain's parent needs no resolve.
    ///
    /// ```swift
    /// // bound: /shop, /shop/:id, /shop/:id/reviews
    /// trie.unshadowedRouteIndex(of: "/shop/:id", parsed)   // its index
    /// // bound as well: /shop/new
    /// trie.unshadowedRouteIndex(of: "/shop/:id", parsed)   // nil: /shop/new is preferred for "new"
    /// ```
    func unshadowedRouteIndex(of text: String, pattern: RoutePattern) -> Int32? {
        guard !pattern.segments.contains(where: { $0.isWildcard || $0.isCatchAll }),
            case .route(let node)? = terminal(forShapeOf: pattern, refusingParameterAt: \.hasLiteralChildren)
        else { return nil }
        let index = nodes[Int(node)].route
        guard index >= 0, let entry = entry(at: index), !entry.isRedirect, entry.route.path == text else { return nil }
        return index
    }
}

/// Finding where a pattern's shape ends in the trie, without changing it: for removal, for
/// ``NavigationRegistry/route(forPattern:)`` and for parents found without a resolve
/// (``unshadowedRouteIndex(of:pattern:)``).
extension RouteTrie {
    /// The index of the route bound with `pattern`'s shape, or `nil`.
    func routeIndex(forShapeOf pattern: RoutePattern) -> Int32? {
        guard let terminal = terminal(forShapeOf: pattern) else { return nil }
        switch terminal {
        case .route(let node): return nodes[Int(node)].route >= 0 ? nodes[Int(node)].route : nil
        case .catchAll(let node): return nodes[Int(node)].catchAllRoute >= 0 ? nodes[Int(node)].catchAllRoute : nil
        }
    }

    /// The child of `node` along the literal edge `text` (folded in a case-insensitive
    /// table), or -1.
    func existingLiteralChild(of node: Int32, text: String) -> Int32 {
        var bytes = Array(text.utf8)
        if caseInsensitive { bytes = bytes.map(LiteralKey.foldASCII) }
        return bytes.withUnsafeBufferPointer { findLiteral(parent: node, segment: $0) }
    }

    /// Where `pattern`'s shape ends in the trie; `nil` when it is not there, or when
    /// `refusingParameterAt` refuses a node the walk leaves through a parameter edge.
    func terminal(forShapeOf pattern: RoutePattern, refusingParameterAt refuses: (Node) -> Bool = { _ in false }) -> Terminal? {
        var node: Int32 = 0
        for segment in pattern.segments {
            switch segment.kind {
            case .literal(let text):
                node = existingLiteralChild(of: node, text: text)
            case .parameter:
                if refuses(nodes[Int(node)]) { return nil }
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
}

extension Array {
    /// A copy whose storage holds exactly `count` elements when the storage has room for at
    /// least a sixty-fourth more (as growth by doubling usually leaves); otherwise the array
    /// itself.
    ///
    /// Slack below that is the allocator's rounding or an exact reservation: copying would
    /// free next to nothing, and for elements that hold references (the trie's entries) it
    /// retains every element in the copy and releases it in the original, a cache miss each
    /// once the array outgrows the cache.
    ///
    /// ```swift
    /// var grown: [Int32] = []
    /// for value in 0..<1_000 { grown.append(value) }   // capacity 1,000 or more
    /// grown = grown.trimmingGrowthSlack()                // reallocated if it was 1,015 or more
    /// ```
    func trimmingGrowthSlack() -> [Element] {
        guard capacity - count >= Swift.max(1, count / 64) else { return self }
        // `init(unsafeUninitializedCapacity:)` of nothing writes the count into the shared
        // empty array's storage, which ThreadSanitizer reports when two threads do it.
        guard count > 0 else { return [] }
        return [Element](unsafeUninitializedCapacity: count) { buffer, initialized in
            _ = buffer.initialize(fromContentsOf: self)
            initialized = count
        }
    }
}
