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
