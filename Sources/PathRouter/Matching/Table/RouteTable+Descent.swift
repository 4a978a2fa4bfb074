extension RouteTable {
    /// The route of `bytes` found in one pass that scans the path and goes down the trie
    /// together, or -1 when the path needs the full resolve (``resolve(bytes:maximumLength:)``).
    ///
    /// At each segment it takes the branch the full walk tries first (the literal child, else
    /// the parameter child, else `*`, else a `**` route), so when it reaches a route, that is
    /// the route the full walk returns. It gives up (-1) on a dead end, where the full walk
    /// would backtrack, and on what the rules refuse (a refused byte, a dot segment, a bad or
    /// control escape, an escape that decodes to invalid UTF-8 or a dot segment, an escape in
    /// a catch-all's value), which the full resolve checks and reports. A segment with
    /// escapes is decoded on the stack for the literal probe: at the first escape the descent
    /// goes on from where it is in a copy that does that
    /// (`descendWithEscapes`), so that the copy for plain paths
    /// stays as it was. A query's `?` or a fragment's
    /// `#` ends the path part: the descent finishes with the segments before it (which are the
    /// path's segments) and says where it stopped in `queryStop`, leaving the query and the
    /// fragment for the caller to check. It writes no segment list and reads each byte once,
    /// a word at a time.
    ///
    /// A dead end that no other branch could have avoided (no node on the way had a
    /// parameter child, a `*` child or a `**` route besides the branch taken) is a miss the
    /// full walk would report the same way: then, once the rest of the path is known to be
    /// plain, it returns ``certainMiss`` and says where in `miss`.
    ///
    /// Paths shorter than eight bytes take the full resolve (the word loads need eight).
    ///
    /// It also says where the values of the first two parameters are, in `parameterSpans`
    /// (see ``RouteMatch/parameterSpans``), so that reading them does not scan the path again.
    ///
    /// `queryStop` is left alone unless the path has a query or a fragment with nothing the
    /// descent gives up on before it: then it is the offset of their `?` or `#`, and the result is
    /// that of the part before it alone.
    @inline(__always)
    func descend(
        _ bytes: UnsafeBufferPointer<UInt8>, miss: inout RouteTrie.Miss, parameterSpans: inout UInt64,
        queryStop: inout Int
    ) -> Int32 {
        // Two copies, each with `fold` a constant.
        view.fold
            ? descend(
                bytes, fold: true, escapes: PlainSegments.self, miss: &miss, spans: &parameterSpans, queryStop: &queryStop,
                from: nil)
            : descend(
                bytes, fold: false, escapes: PlainSegments.self, miss: &miss, spans: &parameterSpans, queryStop: &queryStop,
                from: nil)
    }

    /// ``descend(_:miss:parameterSpans:queryStop:)`` of a path with an escape, from `position`:
    /// where the descent that met the path's first escape was. It goes on in this copy, which
    /// decodes escaped segments, without reading the path before it again. Apart, so that the
    /// copy for plain paths keeps none of that code.
    @inline(never)
    private func descendWithEscapes(
        _ bytes: UnsafeBufferPointer<UInt8>, miss: inout RouteTrie.Miss,
        spans: inout UInt64, queryStop: inout Int, from position: DescentPosition
    ) -> Int32 {
        view.fold
            ? descend(
                bytes, fold: true, escapes: EscapedSegments.self, miss: &miss, spans: &spans, queryStop: &queryStop,
                from: position)
            : descend(
                bytes, fold: false, escapes: EscapedSegments.self, miss: &miss, spans: &spans, queryStop: &queryStop,
                from: position)
    }

    /// Where the copy for plain paths was when it met the path's first escape (in the middle of
    /// that escape's segment): what it had found so far and where it reads next. The copy that
    /// decodes escapes goes on from there.
    private struct DescentPosition {
        let node: Int32
        let catchAllRoute: Int32
        let passedFlags: UInt32
        let hadAlternative: Bool
        let segmentStart: Int
        let wordStart: Int
        /// The flagged bytes of the word at `wordStart` not read yet.
        let unusual: UInt64
        let spanShift: UInt64
    }

    /// Whether a copy of the descent decodes escaped segments: a type, so that each copy is
    /// specialized with it a constant (a `Bool` argument stayed a run-time test in the loop).
    private protocol SegmentEscapes {
        static var decoded: Bool { get }
    }

    /// The copy for plain paths: it hands over to
    /// ``descendWithEscapes(_:miss:spans:queryStop:from:)`` at the first escape.
    private enum PlainSegments: SegmentEscapes {
        static var decoded: Bool { false }
    }

    /// The copy that decodes escaped segments.
    private enum EscapedSegments: SegmentEscapes {
        static var decoded: Bool { true }
    }

    /// ``descend(_:miss:parameterSpans:queryStop:)`` without the spans, and with
    /// ``queryMark(at:)`` for a path with a query or a fragment, whatever the part before it.
    func descend(_ bytes: UnsafeBufferPointer<UInt8>, miss: inout RouteTrie.Miss) -> Int32 {
        var spans: UInt64 = 0
        var queryStop = -1
        let found = descend(bytes, miss: &miss, parameterSpans: &spans, queryStop: &queryStop)
        return queryStop >= 0 ? Self.queryMark(at: queryStop) : found
    }

    /// What ``descend(_:miss:)`` returns for a path no route matches, whatever the branch.
    static let certainMiss: Int32 = -2

    /// What ``descend(_:miss:)`` returns when it reached a `?` or `#` at `offset` with
    /// nothing but plain bytes before it: at most -4, apart from every route and miss.
    @inline(__always)
    static func queryMark(at offset: Int) -> Int32 { -3 &- Int32(truncatingIfNeeded: offset) }

    /// What the descent does at the byte at `offset`, which is not plain: `offset` when it is
    /// a query's `?` or a fragment's `#` (where the descent's path part ends),
    /// ``escapeInSegment`` when it starts an escape of two hex digits that encodes no control
    /// character, else -1 (the descent gives up; the full resolve reports the byte). Apart, so
    /// that the loop stays as small as it was without it.
    @inline(never)
    private static func nonPlainByte(at offset: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Int {
        let byte = bytes[offset]
        if byte == UInt8(ascii: "?") || byte == UInt8(ascii: "#") { return offset }
        guard byte == UInt8(ascii: "%"), offset &+ 2 < bytes.count,
            let high = PatternParser.hexValue(bytes[offset &+ 1]),
            let low = PatternParser.hexValue(bytes[offset &+ 2])
        else { return -1 }
        let value = high << 4 | low
        return value < 0x20 || value == 0x7F ? -1 : escapeInSegment
    }

    /// The bit of a parameter's span (``RouteMatch/parameterSpans``) that says its value has
    /// escapes.
    static let escapedSpanBit: UInt64 = 1 << 31

    /// What ``nonPlainByte(at:in:)`` returns for a well-formed escape.
    private static let escapeInSegment = -2

    /// The literal child of `node` for the segment `raw`, which has escapes, decoded on the
    /// stack; -1 when there is none, or ``escapeInSegment`` when the decoded segment is not
    /// UTF-8 or is a dot segment (the full resolve reports those). Apart, and cold: an escaped
    /// segment is usually a parameter's value.
    @inline(never)
    private static func literalChild(
        of node: Int32, escaped raw: UnsafeBufferPointer<UInt8>, view: RouteTrie.View,
        hasLiteralChildren: Bool, fold: Bool
    ) -> Int32 {
        PercentDecoding.withDecoded(raw) { decoded in
            guard PercentDecoding.isValidUTF8(decoded) else { return Int32(escapeInSegment) }
            if decoded.count <= 2 && decoded.allSatisfy({ $0 == UInt8(ascii: ".") }) { return Int32(escapeInSegment) }
            guard hasLiteralChildren,
                view.literalLengths[Int(node)] & RouteTrie.literalLengthBit(decoded.count) != 0
            else { return -1 }
            return RouteTrie.probe(
                parent: node, key: LiteralKey(decoded, fold: fold), segment: decoded, fold: fold,
                edges: view.edges, shift: view.edgeShift, literals: view.literals)
        }
    }

    @inline(__always)
    private func descend<Escapes: SegmentEscapes>(
        _ bytes: UnsafeBufferPointer<UInt8>, fold: Bool, escapes _: Escapes.Type,
        miss: inout RouteTrie.Miss, spans: inout UInt64, queryStop: inout Int,
        from position: DescentPosition?
    ) -> Int32 {
        /// Where the path part ends: the path's end, or its query's `?` or fragment's `#`
        /// (which the plain copy has not met when it hands over at an escape).
        var count = bytes.count
        let escapes = Escapes.decoded
        // The copy that decodes escapes takes over a path the plain copy has checked.
        if !escapes {
            guard count >= 8, count <= maximumPathLength, bytes[0] == UInt8(ascii: "/") else { return -1 }
        }
        let path = UnsafeRawPointer(bytes.baseAddress.unsafelyUnwrapped)
        let view = view
        let nodes = view.nodes
        let classes = PathScanner.byteClasses
        // The plain copy starts before the first segment; the copy that decodes escapes where
        // the plain one handed over (each copy reads `escapes` as a constant).
        let resumed = escapes ? position.unsafelyUnwrapped : nil
        var node: Int32 = resumed?.node ?? 0
        /// Once a `**` has taken the rest of the path: its route.
        var catchAllRoute: Int32 = resumed?.catchAllRoute ?? -1
        /// The flags of the nodes left by a literal, ORed (``RouteTrie/Node/alternativesFlag``).
        var passedFlags: UInt32 = resumed?.passedFlags ?? 0
        /// Some node left by another branch had a branch besides the one taken.
        var hadAlternative = resumed?.hadAlternative ?? false
        var segmentStart = resumed?.segmentStart ?? 1
        var wordStart = resumed?.wordStart ?? 1
        /// Where the next parameter's span goes in `spans`; 64 once two are there (or when
        /// offsets do not fit in 15 bits).
        var spanShift: UInt64 = resumed?.spanShift ?? (count <= 0x7FFF ? 0 : 64)
        /// The segment being read has an escape (the copy that decodes escapes starts in the
        /// segment of the first one).
        var segmentEscaped = escapes
        var unusual = resumed?.unusual ?? PathScanner.unusualBytes(in: path, count: count, from: wordStart)
        while true {
            // The end of the segment: the next `/`, or the end of the path.
            var segmentEnd = count
            search: while true {
                while unusual == 0 {
                    wordStart &+= 8
                    if wordStart >= count { break search }
                    unusual = PathScanner.unusualBytes(in: path, count: count, from: wordStart)
                }
                let index = wordStart &+ (unusual.trailingZeroBitCount &>> 3)
                unusual &= unusual &- 1
                let byte = bytes[index]
                if byte == UInt8(ascii: "/") {
                    segmentEnd = index
                    break search
                }
                if classes[Int(byte)] != 0 {
                    let stop = Self.nonPlainByte(at: index, in: bytes)
                    if stop == Self.escapeInSegment {
                        guard escapes else {
                            let here = DescentPosition(
                                node: node, catchAllRoute: catchAllRoute, passedFlags: passedFlags,
                                hadAlternative: hadAlternative, segmentStart: segmentStart,
                                wordStart: wordStart, unusual: unusual, spanShift: spanShift)
                            return descendWithEscapes(bytes, miss: &miss, spans: &spans, queryStop: &queryStop, from: here)
                        }
                        // Its two digits are plain bytes: the next flagged byte is after them.
                        segmentEscaped = true
                        continue search
                    }
                    guard stop >= 0 else { return -1 }
                    // A query's `?` or a fragment's `#`: the path part ends there, and this is
                    // its last segment.
                    queryStop = stop
                    count = stop
                    segmentEnd = stop
                    unusual = 0
                    break search
                }
            }
            let length = segmentEnd &- segmentStart
            if length > 0 {
                if Self.isDotSegment(bytes, start: segmentStart, end: segmentEnd) { return -1 }
                if catchAllRoute >= 0 {
                    // An escape in a catch-all's value (an escaped `/` is refused there) is
                    // left to the full resolve.
                    if escapes && segmentEscaped { return -1 }
                    if segmentEnd == count { return catchAllRoute }
                    segmentStart = segmentEnd &+ 1
                    continue
                }
                let current = nodes[Int(node)]
                var next: Int32 = -1
                // A segment whose length no literal child has skips the probe (a parameter's
                // value beside `/users/new`, say).
                if escapes && segmentEscaped {
                    next = Self.literalChild(
                        of: node,
                        escaped: UnsafeBufferPointer(
                            start: bytes.baseAddress.unsafelyUnwrapped + segmentStart,
                            count: length),
                        view: view, hasLiteralChildren: current.hasLiteralChildren, fold: fold)
                    if next == Int32(Self.escapeInSegment) { return -1 }
                } else if current.hasLiteralChildren
                    && view.literalLengths[Int(node)] & RouteTrie.literalLengthBit(length) != 0
                {
                    var key = LiteralKey(inPath: path, pathCount: count, start: segmentStart, end: segmentEnd)
                    if fold { key.fold() }
                    next = RouteTrie.probe(
                        parent: node, key: key,
                        segment: UnsafeBufferPointer(
                            start: bytes.baseAddress.unsafelyUnwrapped + segmentStart,
                            count: length),
                        fold: fold, edges: view.edges, shift: view.edgeShift,
                        literals: view.literals)
                }
                if next >= 0 {
                    passedFlags |= current.packed
                } else if current.parameterChild >= 0 {
                    next = current.parameterChild
                    if spanShift < 64 {
                        var span = UInt64(truncatingIfNeeded: segmentStart) | UInt64(truncatingIfNeeded: segmentEnd) &<< 16
                        // A value with escapes is decoded when it is read.
                        if escapes && segmentEscaped { span |= Self.escapedSpanBit }
                        spans |= span &<< spanShift
                        spanShift &+= 32
                    }
                    hadAlternative = hadAlternative || current.wildcardChild >= 0 || current.catchAllRoute >= 0
                } else if current.wildcardChild >= 0 {
                    next = current.wildcardChild
                    hadAlternative = hadAlternative || current.catchAllRoute >= 0
                } else if current.catchAllRoute >= 0 {
                    // A `**` here takes the rest: its segments are only checked from now on.
                    if escapes && segmentEscaped { return -1 }
                    catchAllRoute = current.catchAllRoute
                    next = node
                } else {
                    guard !hadAlternative && !(escapes && segmentEscaped) && passedFlags & RouteTrie.Node.alternativesFlag == 0 else { return -1 }
                    return Self.missAfterPlainRest(
                        bytes, count: count, path: path, wordStart: wordStart, unusual: unusual, miss: &miss,
                        at: RouteTrie.Miss(
                            node: node, failedSegmentStart: Int32(truncatingIfNeeded: segmentStart),
                            failedSegmentEnd: Int32(truncatingIfNeeded: segmentEnd),
                            matchedPrefixEnd: Self.segmentEnd(before: segmentStart &- 1, in: bytes)))
                }
                node = next
            }
            if segmentEnd == count {
                if catchAllRoute >= 0 { return catchAllRoute }
                let last = nodes[Int(node)]
                let found = last.route >= 0 ? last.route : last.catchAllRoute
                if found >= 0 || hadAlternative || passedFlags & RouteTrie.Node.alternativesFlag != 0 { return found }
                miss = RouteTrie.Miss(
                    node: node, failedSegmentStart: -1, failedSegmentEnd: -1,
                    matchedPrefixEnd: Self.segmentEnd(before: count, in: bytes))
                return Self.certainMiss
            }
            segmentStart = segmentEnd &+ 1
            if escapes { segmentEscaped = false }
        }
    }

    /// ``certainMiss`` with `found` in `miss` when the rest of the path part (the first
    /// `count` bytes) after a dead end is plain (no escape, query, fragment, refused byte or
    /// dot segment, which the full resolve would report instead), -1 otherwise.
    private static func missAfterPlainRest(
        _ bytes: UnsafeBufferPointer<UInt8>, count: Int, path: UnsafeRawPointer, wordStart: Int, unusual: UInt64,
        miss: inout RouteTrie.Miss, at found: RouteTrie.Miss
    ) -> Int32 {
        var wordStart = wordStart
        var unusual = unusual
        // Where the segment being read started (after the failed one).
        var segmentStart = Int(found.failedSegmentEnd) &+ 1
        while true {
            while unusual != 0 {
                let index = wordStart &+ (unusual.trailingZeroBitCount &>> 3)
                unusual &= unusual &- 1
                let byte = bytes[index]
                if byte == UInt8(ascii: "/") {
                    if isDotSegment(bytes, start: segmentStart, end: index) { return -1 }
                    segmentStart = index &+ 1
                } else if PathScanner.byteClasses[Int(byte)] != 0 {
                    return -1
                }
            }
            wordStart &+= 8
            if wordStart >= count { break }
            unusual = PathScanner.unusualBytes(in: path, count: count, from: wordStart)
        }
        if segmentStart < count && isDotSegment(bytes, start: segmentStart, end: count) { return -1 }
        miss = found
        return certainMiss
    }

    /// The end of the last non-empty segment that ends at or before `offset` (0 when there is
    /// none): the `/` just before `offset` are skipped.
    private static func segmentEnd(before offset: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Int32 {
        var end = offset
        while end > 0 && bytes[end - 1] == UInt8(ascii: "/") { end -= 1 }
        return Int32(truncatingIfNeeded: end)
    }

    @inline(__always)
    private static func isDotSegment(_ bytes: UnsafeBufferPointer<UInt8>, start: Int, end: Int) -> Bool {
        let length = end &- start
        return length > 0 && length <= 2 && bytes[start] == UInt8(ascii: ".") && bytes[end &- 1] == UInt8(ascii: ".")
    }
}
