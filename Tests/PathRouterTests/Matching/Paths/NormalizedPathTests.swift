@testable import PathRouter
import PathRouterFuzzing
import PathRouterTestSupport
import Testing

@Suite("Normalised paths in the state")
struct NormalizedPathTests {
    static let cases: [(requested: String, stored: String)] = [
        ("/home", "/home"),
        ("//home", "/home"),
        ("/home/", "/home"),
        ("//home//", "/home"),
        ("/users//42/?tab=a", "/users/42?tab=a"),
        ("/users/42?tab=a//b/", "/users/42?tab=a//b/"),
        ("/users/42#reviews", "/users/42"),
        ("/users/42/?tab=a#x", "/users/42?tab=a"),
        ("/users/Ada%20L", "/users/Ada%20L"),
        ("/", "/"),
        ("///", "/"),
    ]

    @Test("a screen stores the normalised path and keeps the text asked for", arguments: cases)
    func stored(requested: String, stored: String) async throws {
        let router = try makeRouter(["/home", "/users/:id", "/"])
        let outcome = try await router.navigate(toPath: requested).result.get()
        let screen = try #require(outcome.screen)
        #expect(screen.path == stored)
        #expect(screen.requestedPath == requested)
        #expect(router.savedState().root?.paths == [stored])
        #expect(outcome.transition.cause == requested, "the transition names the navigation as it was asked")
    }

    @Test("a restore normalises saved paths too")
    func restore() async throws {
        let router = try makeRouter(["/home", "/users/:id"])
        let report = await router.restore(SavedScene(root: .init(paths: ["//home/", "/users/7/"], isNavigationStack: true)))
        #expect(report.failures.isEmpty)
        #expect(router.state.allScreens.map(\.path) == ["/home", "/users/7"])
        #expect(router.state.allScreens.map(\.requestedPath) == ["//home/", "/users/7/"])
        #expect(router.state.allScreens.allSatisfy { $0.viewModel is RecordingViewModel })
        #expect(!router.state.description.contains("Optional"), "a restored view model was boxed in an optional")
    }

    /// A path, a segment count, and the normalised prefix of that many segments (or `nil`).
    static let prefixes: [(path: String, segments: Int, prefix: String?)] = [
        ("/a/b/c?q=1", 2, "/a/b"),
        ("/a/b", 3, nil),
        ("/a/b", 0, "/"),
        ("/", 1, nil),
        ("/a/", 1, "/a"),
        ("/a/?q", 2, nil),
        ("/a/b#f", 2, "/a/b"),
        ("//a/b", 1, "/a"),
        ("/a//b/c", 2, "/a/b"),
        ("/a%2Fb/c", 1, "/a%2Fb"),
        ("/abcdefghijkl/mnopqrstu/v", 2, "/abcdefghijkl/mnopqrstu"),
        ("/shop/1234/reviews/5678", 3, "/shop/1234/reviews"),
        ("/café/menü/x", 2, "/café/menü"),
    ]

    @Test("a parent's path is the normalised start of its child's", arguments: prefixes)
    func prefix(path: String, segments: Int, prefix: String?) {
        #expect(NormalizedPath.prefix(of: path, segments: segments) == prefix)
    }

    /// The normal form by its definition, on bytes: the fragment cut off, the path part's
    /// non-empty segments each after one `/` (`/` when there is none), the query as written.
    static func reference(_ path: String) -> String {
        var bytes = Array(path.utf8)
        if let hash = bytes.firstIndex(of: UInt8(ascii: "#")) { bytes.removeSubrange(hash...) }
        let queryStart = bytes.firstIndex(of: UInt8(ascii: "?")) ?? bytes.count
        let segments = bytes[..<queryStart].split(separator: UInt8(ascii: "/"))
        var normal: [UInt8] = segments.isEmpty ? [UInt8(ascii: "/")] : []
        for segment in segments { normal += [UInt8(ascii: "/")] + segment }
        return String(decoding: normal + bytes[queryStart...], as: UTF8.self)
    }

    @Test("the normal form and parents' prefixes follow the definition on random paths, combining marks after '/' included")
    func randomPaths() {
        var random = SeededGenerator(seed: 20261126)
        let pieces = ["/", "/", "//", "a", "é", "\u{301}", "?", "#", "%2F", "b=c", "&"]
        var failures: [String] = []
        for _ in 0..<20_000 {
            // Paths as the resolver takes them: starting with `/`.
            var path = "/"
            for _ in 0..<random.below(10) { path += random.pick(pieces) }
            let normal = NormalizedPath.of(path)
            let expected = Self.reference(path)
            let isNormal = path.utf8.withContiguousStorageIfAvailable { NormalizedPath.isNormal($0) } ?? false
            if normal != expected || NormalizedPath.of(normal) != normal || isNormal != (path == expected) {
                failures.append("\(path.debugDescription): \(normal.debugDescription), expected \(expected.debugDescription)")
            }
            let segments = Array(expected.utf8).prefix { $0 != UInt8(ascii: "?") }.split(separator: UInt8(ascii: "/"))
            let count = random.below(4)
            let prefix =
                count == 0
                ? "/"
                : segments.count < count
                    ? nil
                    : String(decoding: segments.prefix(count).flatMap { [UInt8(ascii: "/")] + $0 }, as: UTF8.self)
            if NormalizedPath.prefix(of: path, segments: count) != prefix {
                failures.append(
                    "\(path.debugDescription), \(count) segments: \(String(describing: NormalizedPath.prefix(of: path, segments: count))), expected \(String(describing: prefix))"
                )
            }
        }
        let shortest = failures.min { $0.count < $1.count }
        #expect(shortest == nil, "\(failures.count) disagreements; shortest: \(shortest ?? "")")
    }

    /// Whether `utf8` is already normal, by the definition, one byte at a time: no `//` and
    /// no trailing `/` (except the root path's) in the path part, and no fragment.
    static func isNormalByteByByte(_ utf8: UnsafeBufferPointer<UInt8>) -> Bool {
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
            if byte == UInt8(ascii: "/") && previous == UInt8(ascii: "/") { return false }
            previous = byte
            pathLength += 1
        }
        return previous != UInt8(ascii: "/") || pathLength == 1
    }

    @Test("the word-at-a-time check that a path is already normal agrees with the byte-by-byte one")
    func normalCheckAgrees() {
        // Every path of up to 10 bytes over `/`, `a`, `?` and `#` (every pair of slashes, every
        // trailing slash, around the eight-byte words), then longer random ones with the rest.
        let alphabet: [[UInt8]] = ["/", "a", "?", "#"].map { Array($0.utf8) }
        var failures: [String] = []
        func check(_ bytes: [UInt8]) {
            let (fast, scanned) = bytes.withUnsafeBufferPointer {
                (NormalizedPath.isNormal($0), Self.isNormalByteByByte($0))
            }
            if fast != scanned {
                failures.append("\(String(decoding: bytes, as: UTF8.self).debugDescription): words \(fast), bytes \(scanned)")
            }
        }
        var paths: [[UInt8]] = [[]]
        for _ in 1...10 {
            paths = paths.flatMap { path in alphabet.map { path + $0 } }
            paths.forEach(check)
        }
        var random = SeededGenerator(seed: 31)
        let pieces = alphabet + [Array("é".utf8), Array("🎉".utf8), Array("abcdefgh".utf8), Array("//".utf8)]
        for _ in 0..<20_000 {
            var bytes: [UInt8] = []
            for _ in 0..<random.below(16) { bytes += random.below(3) == 0 ? random.pick(pieces) : [UInt8(ascii: "b")] }
            check(bytes)
        }
        let shortest = failures.min { $0.count < $1.count }
        #expect(shortest == nil, "\(failures.count) disagreements; shortest: \(shortest ?? "")")
    }
}
