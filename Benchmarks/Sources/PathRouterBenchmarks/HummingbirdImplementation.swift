@_spi(Internal) import Hummingbird

/// Hummingbird 2.28.1's router trie, built and queried the way Hummingbird's own trie
/// benchmark does (`RouterPathTrieBuilder`, then `RouterTrie.resolve` on the path string).
struct HummingbirdImplementation: BenchmarkedRouter {
    static let name = "Hummingbird"
    let trie: RouterTrie<Int>

    init(patterns: [String]) {
        let builder = RouterPathTrieBuilder<Int>()
        for (index, pattern) in patterns.enumerated() {
            builder.addEntry(RouterPath(pattern), value: index)
        }
        trie = RouterTrie(base: builder)
    }

    @inline(never)
    func lookup(_ path: String) -> Int {
        trie.resolve(path)?.value ?? -1
    }

    @inline(never)
    func lookupReadingParameters(_ path: String) -> Int {
        guard let (_, parameters) = trie.resolve(path) else { return -1 }
        // Read every value, as a handler would.
        var read = 0
        for (_, value) in parameters { read &+= value.utf8.count }
        return parameters.count + (read == .min ? 1 : 0)
    }
}
