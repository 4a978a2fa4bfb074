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
