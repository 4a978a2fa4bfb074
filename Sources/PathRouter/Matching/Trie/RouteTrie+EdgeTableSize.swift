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
