/// The normalised form of a path, as screens store it: the same route and parameters, one
/// spelling.
///
/// Empty segments (`//`) and a trailing `/` are dropped (the resolver skips them anyway), the
/// fragment is left out (the resolver ignores it), and everything else is kept byte for byte:
/// percent escapes and the query stay as written.
///
/// ```swift
/// NormalizedPath.of("//home/")             // "/home"
/// NormalizedPath.of("/users//42/?tab=a#x") // "/users/42?tab=a"
/// ```
enum NormalizedPath {
    static func of(_ path: String) -> String {
        // The common case: already normal. One scan of the bytes, no allocation.
        let normal = path.utf8.withContiguousStorageIfAvailable(isNormal) ?? Array(path.utf8).withUnsafeBufferPointer(isNormal)
        if normal { return path }
        return normalized(path)
    }

    /// ``of(_:)`` of a path that is not normal.
    @inline(never)
    private static func normalized(_ path: String) -> String {
        var text = path
        text.makeContiguousUTF8()
        return text.utf8.withContiguousStorageIfAvailable(normalized) ?? text
    }

    /// ``of(_:)`` of a path that is not normal: its bytes copied once into the new string,
    /// without the empty segments, the trailing `/` and the fragment. Bytes, not characters:
    /// the resolver splits segments at every `/` byte, and so does this (splitting the text
    /// by `Character` is slow, and keeps a `/` that a combining mark follows as part of a
    /// segment).
    private static func normalized(_ bytes: UnsafeBufferPointer<UInt8>) -> String {
        let end = bytes.firstIndex(of: UInt8(ascii: "#")) ?? bytes.count
        let queryStart = bytes[..<end].firstIndex(of: UInt8(ascii: "?")) ?? end
        return String(unsafeUninitializedCapacity: end + 1) { output in
            var written = 0
            var index = 0
            while index < queryStart {
                if bytes[index] == UInt8(ascii: "/") {
                    index += 1
                    continue
                }
                // A segment: a `/`, then its bytes.
                output[written] = UInt8(ascii: "/")
                written += 1
                while index < queryStart && bytes[index] != UInt8(ascii: "/") {
                    output[written] = bytes[index]
                    written += 1
                    index += 1
                }
            }
            if written == 0 {
                output[0] = UInt8(ascii: "/")
                written = 1
            }
            for index in queryStart..<end {
                output[written] = bytes[index]
                written += 1
            }
            return written
        }
    }

    /// Whether `utf8` is already normal, eight bytes at a time: no `//` and no trailing `/` in
    /// the path part, and no fragment.
    static func isNormal(_ utf8: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let base = utf8.baseAddress else { return true }
        let count = utf8.count
        var offset = 0
        /// Whether the byte before `offset` was a `/`.
        var slashBefore = false
        while offset + 8 <= count {
            let word = UInt64(littleEndian: UnsafeRawPointer(base + offset).loadUnaligned(as: UInt64.self))
            let marks = bytes(of: word, equalTo: UInt8(ascii: "?")) | bytes(of: word, equalTo: UInt8(ascii: "#"))
            if marks != 0 { return isNormal(utf8, markAt: offset + marks.trailingZeroBitCount >> 3) }
            // A byte's match bit is its top bit: a `/` right after a `/` sets both, eight apart.
            let slashes = bytes(of: word, equalTo: UInt8(ascii: "/"))
            if slashes & (slashes << 8) != 0 || (slashBefore && slashes & 0x80 != 0) { return false }
            slashBefore = slashes >> 63 != 0
            offset += 8
        }
        if offset < count && count >= 8 {
            // The last eight bytes, overlapping the words read: any pair of slashes in them is
            // a real pair, and the ones across their start were checked already. The words
            // read had no `?` or `#`, so the first one here is the path's first.
            let word = UInt64(littleEndian: UnsafeRawPointer(base + count - 8).loadUnaligned(as: UInt64.self))
            let marks = bytes(of: word, equalTo: UInt8(ascii: "?")) | bytes(of: word, equalTo: UInt8(ascii: "#"))
            if marks != 0 { return isNormal(utf8, markAt: count - 8 + marks.trailingZeroBitCount >> 3) }
            let slashes = bytes(of: word, equalTo: UInt8(ascii: "/"))
            if slashes & (slashes << 8) != 0 { return false }
            slashBefore = slashes >> 63 != 0
            offset = count
        }
        while offset < count {
            let byte = base[offset]
            if byte == UInt8(ascii: "?") || byte == UInt8(ascii: "#") { return isNormal(utf8, markAt: offset) }
            let slash = byte == UInt8(ascii: "/")
            if slash && slashBefore { return false }
            slashBefore = slash
            offset += 1
        }
        // A trailing `/`, except for the root path `/`.
        return !slashBefore || count == 1
    }

    /// ``isNormal(_:)`` of a path whose first `?` or `#` is at `mark`: a fragment is never
    /// normal (it is dropped), and a query is kept as it is, so the path part before it
    /// decides. Apart, and not calling ``isNormal(_:)`` again, so that the common case stays
    /// a leaf.
    @inline(never)
    private static func isNormal(_ utf8: UnsafeBufferPointer<UInt8>, markAt mark: Int) -> Bool {
        guard utf8[mark] == UInt8(ascii: "?") else { return false }
        for byte in UnsafeBufferPointer(rebasing: utf8[(mark + 1)...]) where byte == UInt8(ascii: "#") { return false }
        var previous: UInt8 = 0
        for byte in UnsafeBufferPointer(rebasing: utf8[..<mark]) {
            if byte == UInt8(ascii: "/") && previous == UInt8(ascii: "/") { return false }
            previous = byte
        }
        // A trailing `/`, except for the root path `/`.
        return previous != UInt8(ascii: "/") || mark == 1
    }

    /// The top bit of each byte of `word` that equals `byte`, every other bit clear (exact: no
    /// byte that differs is ever marked).
    @inline(__always)
    private static func bytes(of word: UInt64, equalTo byte: UInt8) -> UInt64 {
        let differences = word ^ (0x0101_0101_0101_0101 &* UInt64(byte))
        let low = 0x7F7F_7F7F_7F7F_7F7F as UInt64
        return ~(((differences & low) &+ low) | differences) & ~low
    }

    /// The normalised path of the first `count` segments of `path` (`"/a/b/c?q"`, 2 → `"/a/b"`),
    /// or `nil` when `path` has fewer segments.
    ///
    /// A placed route's parent whose pattern starts its child's pattern is this prefix of the
    /// child's path: its escapes as written, no rendering.
    static func prefix(of path: String, segments count: Int) -> String? {
        guard count > 0 else { return "/" }
        enum Found { case prefix(String), tooShort, notNormal }
        // The common case: the path is normal up to the prefix's end, whose bytes are the prefix.
        let found: Found =
            path.utf8.withContiguousStorageIfAvailable { bytes -> Found in
                guard bytes.first == UInt8(ascii: "/") else { return .notNormal }
                // The segments, a word at a time; one that does not start right after the
                // previous one's `/` had an empty segment before it (`//`): not normal.
                var segments = PathSegments(bytes)
                var seen = 0
                var expectedStart = 1
                while let segment = segments.next() {
                    if segment.start != expectedStart { return .notNormal }
                    seen += 1
                    // Bytes of a string up to a `/`: valid UTF-8, escapes kept as written.
                    if seen == count { return .prefix(PercentDecoding.plainString(UnsafeBufferPointer(rebasing: bytes[..<segment.end]))) }
                    expectedStart = segment.end + 1
                }
                return .tooShort
            } ?? .notNormal
        switch found {
        case .prefix(let prefix): return prefix
        case .tooShort: return nil
        case .notNormal: break
        }
        // Not normal: the start of its normal form, which has no empty segment; each of its
        // segments follows one `/`.
        let normal = of(path)
        let utf8 = normal.utf8
        let pathEnd = utf8.firstIndex(of: UInt8(ascii: "?")) ?? utf8.endIndex
        let firstSegment = utf8.index(after: utf8.startIndex)
        guard firstSegment < pathEnd else { return nil }
        var seen = 0
        for index in utf8[firstSegment..<pathEnd].indices where utf8[index] == UInt8(ascii: "/") {
            seen += 1
            if seen == count { return String(normal[..<index]) }
        }
        return seen + 1 == count ? String(normal[..<pathEnd]) : nil
    }
}
