import Foundation
import PathRouter

/// Feeds mutated saved-state documents (JSON) through `JSONDecoder` and `restore`: saved state
/// comes from disk, and a corrupt or hostile file must give a report, never a trap.
///
/// Each document starts from a valid saved scene and is mutated: bytes flipped, inserted or
/// cut, values swapped for other JSON types, paths replaced with hostile ones, presentations
/// made empty or given several paths. Every document that decodes is restored into a scene,
/// which must then be well formed, hold only screens whose paths were in the document, and
/// account for every path it left out.
public enum SavedStateFuzzer {
    public struct Report: Sendable, CustomStringConvertible {
        public var documents = 0
        public var decoded = 0
        public var restoredScreens = 0
        public var violations: [String] = []

        public var description: String {
            "\(documents) documents, \(decoded) decoded and restored (\(restoredScreens) screens), \(violations.count) violation(s)"
        }
    }

    static let seeds: [SavedScene] = [
        SavedScene(
            root: .init(paths: ["/home", "/p/1", "/p/2/more"], isNavigationStack: true),
            modals: [.init(presentation: .init(paths: ["/intro"], isNavigationStack: false), preventsDismissal: true)]),
        SavedScene(
            root: .init(paths: ["/home"], isNavigationStack: false),
            modals: [.init(presentation: .init(paths: ["/p/3", "/acct"], isNavigationStack: true), preventsDismissal: false)]),
        SavedScene(root: nil),
        SavedScene(
            root: .init(
                tabs: [
                    .init(name: "home", paths: ["/home", "/p/1"]), .init(name: "shop", paths: []),
                    .init(name: "acct", paths: ["/acct", "/acct/3"]),
                ], selectedTab: "acct"),
            modals: [.init(presentation: .init(paths: ["/intro"], isNavigationStack: false), preventsDismissal: false)]),
        SavedScene(root: .init(split: .init(primary: ["/home"], supplementary: ["/p/1"], secondary: ["/p/2/more"], isCollapsed: true))),
    ]

    static let hostilePaths = [
        "", "/", "//", "/..", "/p/%2F", "/p/%zz", "/p/\u{0}", "http://evil/p/1", "/p/" + String(repeating: "a", count: 9_000),
        "/p/1?x=%FF", "/acct", "/nowhere", "/p/1#frag", "/p/ 1", "/HOME", "/p/%2e%2e",
    ]

    /// Runs `count` documents from `seed` against one registry and router.
    public static func run(count: Int, seed: UInt64) async -> Report {
        let registry = NavigationRegistry()
        try? registry.bind(routes: [
            NavigationRoute(path: "/home", type: FuzzViewModel.self, requiresAuthentication: false),
            NavigationRoute(path: "/p/:id", type: FuzzViewModel.self, requiresAuthentication: false),
            NavigationRoute(path: "/p/:id/more", type: FuzzViewModel.self, requiresAuthentication: false),
            NavigationRoute(path: "/intro", type: FuzzViewModel.self, requiresAuthentication: false),
            NavigationRoute(path: "/acct", type: FuzzViewModel.self),
        ])
        registry.authenticationHandler = InMemoryAuthenticationHandler(authenticated: false)
        let router = NavigationRouter(scene: NavigationScene(id: "saved-fuzz"), registry: registry)
        let encoder = JSONEncoder()
        let decoder = JSONDecoder()
        let valid = seeds.compactMap { try? encoder.encode($0) }
        var random = SeededGenerator(seed: seed)
        var report = Report()
        for _ in 0..<count {
            report.documents += 1
            let document = mutate(valid[random.below(valid.count)], structured: seeds, encoder: encoder, random: &random)
            guard let saved = try? decoder.decode(SavedScene.self, from: document) else { continue }
            report.decoded += 1
            let restored = await router.restore(saved)
            let state = router.state
            report.restoredScreens += state.allScreens.count
            let listed = Set((saved.root?.allPaths ?? []) + saved.modals.flatMap(\.presentation.allPaths))
            if !state.isWellFormed {
                report.violations.append("not well formed after restoring \(String(decoding: document, as: UTF8.self).prefix(200))")
            } else if let stranger = state.allScreens.first(where: { !listed.contains($0.requestedPath) }) {
                report.violations.append("restored \(stranger.requestedPath), which the document does not list")
            } else if restored.restoredScreenCount != state.allScreens.count {
                report.violations.append("the report says \(restored.restoredScreenCount) screens, the scene has \(state.allScreens.count)")
            } else {
                let accounted = Set(state.allScreens.map(\.requestedPath)).union(restored.failures.map(\.path))
                // A pathTooLong error names the path by its first bytes and an ellipsis.
                let prefixes = restored.failures.map(\.path).filter { $0.hasSuffix("…") }.map { String($0.dropLast()) }
                let silent = listed.subtracting(accounted).filter { path in !prefixes.contains { path.hasPrefix($0) } }
                if !silent.isEmpty { report.violations.append("paths were left out without a report: \(silent.map { String($0.prefix(80)) })") }
            }
            if report.violations.count >= 20 { break }
        }
        router.close()
        return report
    }

    static func mutate(_ base: Data, structured: [SavedScene], encoder: JSONEncoder, random: inout SeededGenerator) -> Data {
        switch random.below(4) {
        case 0:
            // Byte-level: flip, insert, cut.
            var bytes = [UInt8](base)
            for _ in 0..<(1 + random.below(4)) where !bytes.isEmpty {
                let index = random.below(bytes.count)
                switch random.below(3) {
                case 0: bytes[index] = UInt8(truncatingIfNeeded: random.next())
                case 1: bytes.insert(random.pick(Array("{}[],:\"0-tfn/\\".utf8)), at: index)
                default: bytes.removeSubrange(index..<min(bytes.count, index + 1 + random.below(8)))
                }
            }
            return Data(bytes)
        case 1:
            // Structural: hostile paths, empty or crowded presentations, modals without a root.
            var scene = random.pick(structured)
            var root = scene.root ?? .init(paths: [], isNavigationStack: random.chance(50))
            for _ in 0..<random.below(4) { root.paths.insert(random.pick(hostilePaths), at: random.below(root.paths.count + 1)) }
            if random.chance(20) { root.paths = [] }
            if random.chance(30) { root.isNavigationStack.toggle() }
            var modals = scene.modals
            if random.chance(30) {
                modals.append(
                    .init(
                        presentation: .init(paths: [random.pick(hostilePaths), "/intro"], isNavigationStack: random.chance(50)),
                        preventsDismissal: random.chance(50)))
            }
            if random.chance(20) {
                modals = modals.map {
                    var modal = $0; modal.presentation.paths = []; return modal
                }
            }
            scene = SavedScene(root: random.chance(10) ? nil : root, modals: modals)
            return (try? encoder.encode(scene)) ?? base
        case 2:
            // Types swapped: a string where an array is, a number where a bool is, nulls.
            let text = String(decoding: base, as: UTF8.self)
            let swaps = [
                ("true", "1"), ("false", "null"), ("[", "{"), ("\"paths\"", "\"path\""), ("]", "],[]"),
                ("\"/home\"", "42"), ("\"/p/1\"", "[\"/p/1\"]"), ("\"isNavigationStack\"", "\"isNavigationStack\":true,\"x\""),
            ]
            let swap = random.pick(swaps)
            guard let range = text.range(of: swap.0) else { return base }
            return Data(text.replacingCharacters(in: range, with: swap.1).utf8)
        default:
            // Deep or huge documents.
            let depth = 1 + random.below(2_000)
            return Data((String(repeating: "[", count: depth) + String(repeating: "]", count: depth)).utf8)
        }
    }
}
