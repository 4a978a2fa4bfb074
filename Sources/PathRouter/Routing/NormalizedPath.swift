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
        let text = path.utf8.firstIndex(of: UInt8(ascii: "#")).map { String(path[..<$0]) } ?? path
        let query = text.utf8.firstIndex(of: UInt8(ascii: "?"))
        let pathPart = query.map { text[..<$0] } ?? text[...]
        let segments = pathPart.split(separator: "/", omittingEmptySubsequences: true)
        var result = "/" + segments.joined(separator: "/")
        if let query { result += text[query...] }
        return result
    }

    private static func isNormal(_ utf8: UnsafeBufferPointer<UInt8>) -> Bool {
        var previous: UInt8 = 0
        var pathLength = 0
        var inQuery = false
        for byte in utf8 {
            if byte == UInt8(ascii: "#") { return false }
            if inQuery { continue }
            if byte == UInt8(ascii: "?") {
                inQuery = true
                continue
            }
            // `//` anywhere in the path part.
            if byte == UInt8(ascii: "/") && previous == UInt8(ascii: "/") { return false }
            previous = byte
            pathLength += 1
        }
        // A trailing `/`, except for the root path `/`.
        return previous != UInt8(ascii: "/") || pathLength == 1
    }
}
