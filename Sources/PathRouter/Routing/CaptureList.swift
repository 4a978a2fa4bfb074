/// The byte ranges of captured parameter segments, stored inline for up to three captures so
/// that a typical lookup allocates nothing.
struct CaptureList: Sendable {
    private var first: (Int32, Int32) = (0, 0)
    private var second: (Int32, Int32) = (0, 0)
    private var third: (Int32, Int32) = (0, 0)
    private var overflow: [(Int32, Int32)] = []
    private(set) var count = 0

    @inline(__always)
    mutating func append(start: Int32, end: Int32) {
        switch count {
        case 0: first = (start, end)
        case 1: second = (start, end)
        case 2: third = (start, end)
        default: overflow.append((start, end))
        }
        count += 1
    }

    @inline(__always)
    mutating func removeLast() {
        if count > 3 { overflow.removeLast() }
        count -= 1
    }

    subscript(index: Int) -> (start: Int32, end: Int32) {
        switch index {
        case 0: return first
        case 1: return second
        case 2: return third
        default: return overflow[index - 3]
        }
    }
}
