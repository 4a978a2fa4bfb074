import PathRouter
import PathRouterTesting
import PathRouterLocking

/// One step of the random-use simulation, and how it reads in a reproduction.
extension NavigationSimulation {
    public enum Step: Sendable, Hashable, CustomStringConvertible {
        case navigate(scene: Int, path: Int, modal: Bool, replace: Bool, embed: Bool, prevent: Bool, externally: Bool)
        case link(scene: Int, link: Int)
        case pop(scene: Int)
        case popToRoot(scene: Int)
        case dismiss(scene: Int, interactive: Bool)
        case dismissAll(scene: Int)
        case finishLogin(success: Bool)
        case logout
        case addInterceptor(kind: Int, pattern: Int, point: Int)
        case removeInterceptor(index: Int)
        case continueTopFlow(scene: Int, cancel: Bool)
        case cancelPending(scene: Int)
        case selectTab(scene: Int, tab: Int)
        case navigateMany(scene: Int, paths: Int)
        case presentTabs(scene: Int, selected: Int)
        case setSplit(scene: Int)
        case show(scene: Int, path: Int, column: Int)
        /// An operation on a screen by id, or a UI's report about one: `screen` picks one of the
        /// scene's screens (a number past them: an id no screen has, a stale report).
        case byID(scene: Int, operation: Int, screen: Int)
        /// Adds a leave guard (0: keeps /tutorial, 1: lets /p/… go after a while), or removes them all (2).
        case leaveGuard(kind: Int)
        case policy(scene: Int, policy: Int)
        /// Closes the scene's router (not scene 0's) and opens a new router for its id.
        case closeScene(scene: Int)
        /// Declares the scene's tabs: the simulation's (`valid`), or a list whose root has no route.
        case declareTabs(scene: Int, valid: Bool)
        /// Sets the registry's login path: 0 an open route, 1 a protected one (refused), 2 none.
        case loginPath(kind: Int)

        /// The scene the step acts on, if one.
        var scene: Int? {
            switch self {
            case .navigate(let scene, _, _, _, _, _, _), .link(let scene, _), .pop(let scene), .popToRoot(let scene),
                .dismiss(let scene, _), .dismissAll(let scene), .continueTopFlow(let scene, _), .cancelPending(let scene),
                .selectTab(let scene, _), .navigateMany(let scene, _), .presentTabs(let scene, _), .setSplit(let scene),
                .show(let scene, _, _), .byID(let scene, _, _), .policy(let scene, _), .closeScene(let scene),
                .declareTabs(let scene, _):
                return scene
            case .finishLogin, .logout, .addInterceptor, .removeInterceptor, .leaveGuard, .loginPath:
                return nil
            }
        }

        public var description: String {
            switch self {
            case .navigate(let scene, let path, let modal, let replace, let embed, let prevent, let externally):
                var options: [String] = []
                if modal { options.append("modal") }
                if replace { options.append("replace") }
                if !embed { options.append("flat") }
                if prevent { options.append("prevent") }
                if externally { options.append("external") }
                return "scene \(scene): navigate \(World.paths[path]) \(options.joined(separator: " "))"
            case .link(let scene, let link): return "scene \(scene): open \(World.links[link])"
            case .pop(let scene): return "scene \(scene): pop"
            case .popToRoot(let scene): return "scene \(scene): pop to root"
            case .dismiss(let scene, let interactive): return "scene \(scene): dismiss\(interactive ? " (interactive)" : "")"
            case .dismissAll(let scene): return "scene \(scene): dismiss all"
            case .finishLogin(let success): return "login \(success ? "succeeds" : "fails")"
            case .logout: return "logout"
            case .addInterceptor(let kind, let pattern, let point):
                return
                    "add a \(["continuing", "cancelling", "taking-over"][kind]) \(point == 0 ? "before" : "after")-interceptor on \(World.interceptorPatterns[pattern])"
            case .removeInterceptor(let index): return "remove interceptor \(index)"
            case .continueTopFlow(let scene, let cancel): return "scene \(scene): \(cancel ? "cancel" : "continue") the top screen's flow"
            case .cancelPending(let scene): return "scene \(scene): cancel the pending navigation"
            case .selectTab(let scene, let tab): return "scene \(scene): select tab \(World.tabNames[tab])"
            case .presentTabs(let scene, let selected):
                return "scene \(scene): present tabs \(World.modalTabs.map(\.name)) selecting \(World.modalTabs[selected].name)"
            case .setSplit(let scene): return "scene \(scene): split with /home as primary"
            case .show(let scene, let path, let column):
                return "scene \(scene): show \(World.paths[path]) in the \(SplitContainer.Column.allCases[column]) column"
            case .byID(let scene, let operation, let screen):
                return "scene \(scene): \(World.idOperations[operation]) screen number \(screen)"
            case .leaveGuard(let kind):
                return ["guard /tutorial: stay", "guard /p/**: leave, after a while", "remove the leave guards"][kind]
            case .policy(let scene, let policy):
                return "scene \(scene): concurrency policy \(NavigationConcurrencyPolicy.allCases[policy])"
            case .navigateMany(let scene, let paths): return "scene \(scene): navigate to \(World.pathLists[paths])"
            case .closeScene(let scene): return "scene \(scene): close, and open a new router for its id"
            case .declareTabs(let scene, let valid): return "scene \(scene): declare \(valid ? "the tabs" : "tabs whose root has no route")"
            case .loginPath(let kind): return "login path \(["/intro", "setLoginPath /secret (protected: refused)", "none"][kind])"
            }
        }
    }
}

extension NavigationSimulation {
    /// Makes `count` random steps from `seed`.
    public static func steps(count: Int, seed: UInt64) -> [Step] {
        var random = SeededGenerator(seed: seed)
        return (0..<count).map { _ in
            let scene = random.below(World.sceneCount)
            switch random.below(100) {
            case 37: return .presentTabs(scene: scene, selected: random.below(World.modalTabs.count))
            case 38: return .setSplit(scene: scene)
            case 39: return .show(scene: scene, path: random.below(World.paths.count), column: random.below(SplitContainer.Column.allCases.count))
            case 34..<37: return .byID(scene: scene, operation: random.below(World.idOperations.count), screen: random.below(8))
            case 33:
                return random.chance(70)
                    ? .leaveGuard(kind: random.below(3))
                    : .policy(scene: scene, policy: random.below(NavigationConcurrencyPolicy.allCases.count))
            case 0:
                switch random.below(5) {
                case 0: return .closeScene(scene: scene)
                case 1, 2: return .declareTabs(scene: scene, valid: random.chance(50))
                default: return .loginPath(kind: random.below(3))
                }
            case 1..<33:
                return .navigate(
                    scene: scene, path: random.below(World.paths.count), modal: random.chance(20),
                    replace: random.chance(15), embed: random.chance(80), prevent: random.chance(20),
                    externally: random.chance(20))
            case 40..<48: return .link(scene: scene, link: random.below(World.links.count))
            case 48..<56: return .pop(scene: scene)
            case 56..<59: return .popToRoot(scene: scene)
            case 59..<66: return .dismiss(scene: scene, interactive: random.chance(50))
            case 66..<68: return .dismissAll(scene: scene)
            case 68..<76: return .finishLogin(success: random.chance(70))
            case 76..<79: return .logout
            case 79..<84:
                return .addInterceptor(kind: random.below(3), pattern: random.below(World.interceptorPatterns.count), point: random.chance(75) ? 0 : 1)
            case 84..<87: return .removeInterceptor(index: random.below(4))
            case 87..<93: return .continueTopFlow(scene: scene, cancel: random.chance(30))
            case 93..<97: return .selectTab(scene: scene, tab: random.below(World.tabNames.count))
            case 97..<99: return .navigateMany(scene: scene, paths: random.below(World.pathLists.count))
            default: return .cancelPending(scene: scene)
            }
        }
    }
}
