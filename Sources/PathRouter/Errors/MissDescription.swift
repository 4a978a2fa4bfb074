/// What a ``NavigationError/Code/routeNotFound`` error tells, worked out when it is read: the
/// walk of the path through the table it missed in is repeated (the same walk as the
/// resolve's, so it stops at the same place), and the failed segment, the nearest pattern
/// and the sentence follow from where it stopped.
///
/// ```swift
/// let miss = MissDescription(path: "/usres/42", table: table)
/// miss.failedSegment   // "usres"
/// miss.reason          // no route matches: no pattern accepts segment 'usres' after '/'; …
/// ```
struct MissDescription {
    let path: String
    let table: RouteTable
    /// Where the walk stopped.
    let miss: RouteTrie.Miss

    init(path: String, table: RouteTable) {
        self.path = path
        self.table = table
        let outcome = table.resolveCopy(path, maximumLength: table.options.maximumPathLength)
        // The resolve that threw found this path malformed-free and unmatched; a table never
        // changes, so the walk does again (the root, when it somehow did not).
        miss =
            outcome.routeIndex < 0 && outcome.failure == nil
            ? outcome.miss
            : RouteTrie.Miss(node: 0, failedSegmentStart: -1, failedSegmentEnd: -1, matchedPrefixEnd: 0)
    }

    /// The first segment (decoded) that no route accepted; `nil` when the path ended first.
    var failedSegment: String? {
        let start = miss.failedSegmentStart, end = miss.failedSegmentEnd
        guard start >= 0 else { return nil }
        let raw = Array(path.utf8.dropFirst(Int(start)).prefix(Int(end - start)))
        return raw.withUnsafeBufferPointer { PercentDecoding.decodeString($0) } ?? String(decoding: raw, as: UTF8.self)
    }

    /// The registered pattern that came closest (see ``RouteTable/nearestPattern(below:failedSegment:path:failedStart:failedEnd:)``).
    var nearestPattern: String? {
        nearestPattern(failedSegment: failedSegment)
    }

    private func nearestPattern(failedSegment: String?) -> String? {
        table.nearestPattern(
            below: miss.node, failedSegment: failedSegment, path: path,
            failedStart: miss.failedSegmentStart, failedEnd: miss.failedSegmentEnd)
    }

    /// One sentence that explains the miss.
    var reason: String {
        if table.trie.liveRouteCount == 0 { return "no route matches: no routes are registered" }
        let prefixEnd = miss.matchedPrefixEnd
        let prefix = prefixEnd == 0 ? "/" : String(decoding: path.utf8.prefix(Int(prefixEnd)), as: UTF8.self)
        let segment = failedSegment
        switch (segment, nearestPattern(failedSegment: segment)) {
        case (let segment?, let nearest?):
            return "no route matches: no pattern accepts segment '\(segment)' after '\(prefix)'; nearest pattern is '\(nearest)'"
                + Self.normalizationNote(segment: segment, pattern: nearest)
        case (let segment?, nil):
            return "no route matches: no pattern accepts segment '\(segment)' after '\(prefix)'"
        case (nil, let nearest?):
            return "no route matches: the path ends after '\(prefix)', but the nearest pattern '\(nearest)' expects more segments"
        case (nil, nil):
            return "no route matches: no pattern ends at '\(prefix)'"
        }
    }

    /// A note for a segment that the nearest pattern spells with the same characters in another
    /// Unicode normalization form (`cafe\u{301}` against `café`): paths match byte for byte, so
    /// the two look alike and still differ. Empty otherwise.
    static func normalizationNote(segment: String, pattern: String) -> String {
        // Swift compares strings by canonical equivalence; the bytes tell the forms apart.
        guard
            let literal = pattern.split(separator: "/").first(where: { $0 == segment && !$0.utf8.elementsEqual(segment.utf8) })
        else { return "" }
        return
            " ('\(segment)' and the pattern's '\(literal)' differ only in Unicode normalization: paths match byte for byte, so send the path in the form the route was bound with)"
    }
}
