extension RouteTrie {
    /// Unsafe views of a trie's arrays, for the walks of a resolve.
    ///
    /// A ``RouteTable`` takes them once, when it is made, and holds its trie unchanged for as
    /// long as it lives, so the arrays' storage neither moves nor is freed while the views are
    /// read. A resolve reads them as plain fields instead of entering four nested
    /// `withUnsafeBufferPointer` closures per lookup.
    struct View: @unchecked Sendable {
        let nodes: UnsafeBufferPointer<Node>
        /// ``RouteTrie/literalLengths``.
        let literalLengths: UnsafeBufferPointer<UInt16>
        let edges: UnsafeBufferPointer<Edge>
        /// See ``RouteTrie/edgeShift``.
        let edgeShift: UInt64
        let literals: UnsafeBufferPointer<UInt8>
        let fold: Bool
        /// The routes by index (``RouteTrie/entries``).
        let entries: UnsafeBufferPointer<Entry>
        /// ``RouteTrie/parameterNames``.
        let parameterNames: UnsafeBufferPointer<String>
        /// ``RouteTrie/parameterTemplates``.
        let parameterTemplates: UnsafeBufferPointer<ParameterDictionaryTemplate>
        /// ``RouteTrie/staticRoutes``: its slots (empty when no route is all literals) and
        /// their shift.
        let staticSlots: UnsafeBufferPointer<StaticRouteIndex.Slot>
        let staticShift: UInt64
        /// The index's pool of keys.
        let staticKeys: UnsafeBufferPointer<UInt8>

        /// Views of `trie`'s arrays; valid while the caller keeps `trie` alive and unchanged.
        init(of trie: RouteTrie) {
            nodes = trie.nodes.withUnsafeBufferPointer { $0 }
            literalLengths = trie.literalLengths.withUnsafeBufferPointer { $0 }
            edges = trie.edges.withUnsafeBufferPointer { $0 }
            edgeShift = trie.edgeShift
            literals = trie.literalBytes.withUnsafeBufferPointer { $0 }
            fold = trie.caseInsensitive
            entries = trie.entries.withUnsafeBufferPointer { $0 }
            parameterNames = trie.parameterNames.withUnsafeBufferPointer { $0 }
            parameterTemplates = trie.parameterTemplates.withUnsafeBufferPointer { $0 }
            staticSlots = trie.staticRoutes.slots.withUnsafeBufferPointer { $0 }
            staticShift = trie.staticRoutes.shift
            staticKeys = trie.staticRoutes.keys.withUnsafeBufferPointer { $0 }
        }
    }
}
