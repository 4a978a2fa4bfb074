/// One tab of a scene: its stable name and the path of its first screen.
///
/// ```swift
/// TabDefinition(name: "catalog", rootPath: "/products")
/// ```
public struct TabDefinition: Hashable, Sendable {
    /// The tab's name, which routes' placements and `selectTab` use.
    public let name: String
    /// The path of the tab's first screen, built the first time the tab is shown.
    public let rootPath: String

    public init(name: String, rootPath: String) {
        self.name = name
        self.rootPath = rootPath
    }
}

extension NavigationRouter {
    /// Declares the scene's tabs, once: the root becomes a tab container whose `selected` tab
    /// (default: the first) shows its root screen; the other tabs build theirs the first time
    /// they are shown (a protected tab then goes through the login like any navigation).
    ///
    /// ```swift
    /// router.setTabs([TabDefinition(name: "home", rootPath: "/home"),
    ///                 TabDefinition(name: "catalog", rootPath: "/products")])
    /// ```
    /// - Returns: the handle of the navigation to the selected tab's root.
    @discardableResult
    public func setTabs(_ tabs: [TabDefinition], selected: String? = nil) -> NavigationHandle {
        let names = tabs.map(\.name)
        guard let first = tabs.first, Set(names).count == names.count,
              let chosen = selected.map({ name in tabs.first { $0.name == name } }) ?? first else {
            let handle = NavigationHandle(request: selected ?? "", failures: navigationFailures)
            handle.resolve(.failure(NavigationError(code: .noSuchTab, path: selected ?? "",
                                                    reason: "tabs need at least one tab, unique names, and a selected tab among them (tabs: \(names.joined(separator: ", ")))")))
            return handle
        }
        runtime.withState { $0.tabDefinitions = tabs }
        var request = NavigationRequest(path: chosen.rootPath, replace: true, externally: false, embedInNavigationView: true,
                                        modal: false, shouldPreventDismissal: false, interceptionExecutionFlow: nil, animation: nil)
        request.tab = chosen.name
        request.installTabs = tabs
        return submit(request)
    }

    /// The scene's tabs as declared with ``setTabs(_:selected:)``.
    public var tabDefinitions: [TabDefinition] { runtime.withState { $0.tabDefinitions } }

    /// Selects the tab `name`, as a user tapping it: every tab keeps its stack; selecting the
    /// selected tab pops it to its root; a tab never shown builds its root screen first (a
    /// navigation to its root path, with every rule: a protected tab waits for the login).
    ///
    /// ```swift
    /// router.selectTab("catalog")
    /// ```
    @discardableResult
    public func selectTab(_ name: String) -> NavigationHandle {
        guard let definition = runtime.withState({ state in state.tabDefinitions.first { $0.name == name } }) else {
            let handle = NavigationHandle(request: name, failures: navigationFailures)
            handle.resolve(.failure(NavigationError(code: .noSuchTab, path: name,
                                                    reason: "the scene has no tab named '\(name)' (tabs: \(tabDefinitions.map(\.name).joined(separator: ", ")))")))
            return handle
        }
        var request = NavigationRequest(path: definition.rootPath, replace: false, externally: false, embedInNavigationView: true,
                                        modal: false, shouldPreventDismissal: false, interceptionExecutionFlow: nil, animation: nil)
        request.tab = name
        let rootNavigation = request
        let handle = NavigationHandle(request: definition.rootPath, failures: navigationFailures)
        let ancestry = InterceptionScope.ancestry
        // Decided in the scene's job, on the state as it is then.
        runtime.enqueue { [self] in
            let shown = state.root?.tabs.flatMap { tabs in tabs.index(of: name).map { !tabs.tabs[$0].screens.isEmpty } } ?? false
            guard shown else {
                perform(rootNavigation, handle: handle, ancestry: ancestry)
                return
            }
            do throws(NavigationError) {
                let change = try runtime.commit { state throws(NavigationError) in
                    do throws(SceneError) {
                        return try state.selectTab(name).caused(by: nil, animation: nil)
                    } catch {
                        throw NavigationError(error, path: name)
                    }
                }
                noteActivity()
                handle.resolve(.success(NavigationOutcome(change: change, screen: change.state.topScreen)))
            } catch {
                handle.resolve(.failure(error))
            }
        }
        return handle
    }

    /// Puts the declared root of the navigation's tab under its chain, when the chain does not
    /// start there: a deep link into a tab never shown builds the tab's first screen too.
    func withTabRoot(_ admission: Admission, request: NavigationRequest) throws(NavigationError) -> Admission {
        guard request.installTabs == nil, let tab = request.tab ?? admission.tab,
              let root = runtime.withState({ state in state.tabDefinitions.first { $0.name == tab }?.rootPath }) else { return admission }
        let first = admission.parents.first?.path ?? request.path
        guard NormalizedPath.of(first) != NormalizedPath.of(root) else { return admission }
        let rootAdmission = try admit(path: root, externally: false)
        return admission.with(parents: [ChainLink(path: root, admission: rootAdmission)] + admission.parents, tab: admission.tab)
    }
}
