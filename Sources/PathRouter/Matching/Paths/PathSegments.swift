/// The non-empty segments of a resolved path's path part, in order, as byte ranges: what the
/// parameter accessors read. The path was validated when it was resolved, so this only looks
/// for `/` and for the `?` or `#` that ends the path part.
struct PathSegments {
    private let bytes: UnsafeBufferPointer<UInt8>
    /// Where the next segment starts.
    private var start = 1
    private var finished = false

    init(_ bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
    }

    /// The next non-empty segment, or `nil` after the last.
    @inline(__always)
    mutating func next() -> (start: Int, end: Int)? {
        let count = bytes.count
        while !finished {
            var index = start
            if count >= 8 {
                // A word at a time: only bytes PathScanner.unusualBytes flags can end it.
                let path = UnsafeRawPointer(bytes.baseAddress.unsafelyUnwrapped)
                var wordStart = start
                search: while wordStart < count {
                    var unusual = PathScanner.unusualBytes(in: path, count: count, from: wordStart)
                    while unusual != 0 {
                        index = wordStart &+ (unusual.trailingZeroBitCount &>> 3)
                        unusual &= unusual &- 1
                        let byte = bytes[index]
                        if byte == UInt8(ascii: "/") || byte == UInt8(ascii: "?") || byte == UInt8(ascii: "#") { break search }
                    }
                    wordStart &+= 8
                    index = count
                }
            } else {
                while index < count {
                    let byte = bytes[index]
                    if byte == UInt8(ascii: "/") || byte == UInt8(ascii: "?") || byte == UInt8(ascii: "#") { break }
                    index &+= 1
                }
            }
            let segmentStart = start
            if index < count && bytes[index] == UInt8(ascii: "/") {
                start = index &+ 1
            } else {
                finished = true
            }
            if index > segmentStart { return (segmentStart, index) }
        }
        return nil
    }
}
