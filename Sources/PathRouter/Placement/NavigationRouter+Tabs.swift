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
        let chosen: TabDefinition
        switch Self.chosenTab(of: tabs, selected: selected, in: "setTabs") {
        case .success(let tab): chosen = tab
        case .failure(let error): return refusedNavigation(error.path, error)
        }
        var request = NavigationRequest(
            path: chosen.rootPath, replace: true, externally: false, embedInNavigationView: true,
            modal: false, shouldPreventDismissal: false, interceptionExecutionFlow: nil, animation: nil)
        request.tab = chosen.name
        request.installTabs = tabs
        return submit(request)
    }

    /// Presents a tab container as a modal above everything (a flow with its own tab bar,
    /// such as an onboarding or an editor with sections): its `selected` tab (default: the
    /// first) shows its root screen; the other tabs build theirs the first time they are
    /// shown. While it is presented, ``selectTab(_:)`` and placed routes whose tab it has
    /// work on it; dismissing the modal dismisses it. The scene's own tabs
    /// (``setTabs(_:selected:)``) are unchanged.
    ///
    /// ```swift
    /// router.presentTabs([TabDefinition(name: "profile", rootPath: "/edit/profile"),
    ///                     TabDefinition(name: "privacy", rootPath: "/edit/privacy")])
    /// router.selectTab("privacy")   // the modal's tab
    /// ```
    /// - Returns: the handle of the navigation to the selected tab's root; it fails with
    ///   ``NavigationError/Code/emptyScene`` when the scene has no root to present over.
    @discardableResult
    public func presentTabs(_ tabs: [TabDefinition], selected: String? = nil, preventsDismissal: Bool = false) -> NavigationHandle {
        let chosen: TabDefinition
        switch Self.chosenTab(of: tabs, selected: selected, in: "presentTabs") {
        case .success(let tab): chosen = tab
        case .failure(let error): return refusedNavigation(error.path, error)
        }
        var request = NavigationRequest(
            path: chosen.rootPath, replace: false, externally: false, embedInNavigationView: true,
            modal: true, shouldPreventDismissal: preventsDismissal, interceptionExecutionFlow: nil, animation: nil)
        request.tab = chosen.name
        request.installTabs = tabs
        return submit(request)
    }

    /// The tab to show first: `selected`, else the first; an error that says which rule the
    /// tabs break: none given (`invalidOptions`, naming the call), a name given twice
    /// (`invalidOptions`, naming it), `selected` not among them (`noSuchTab`, naming it).
    private static func chosenTab(of tabs: [TabDefinition], selected: String?, in call: String) -> Result<TabDefinition, NavigationError> {
        let names = tabs.map(\.name)
        guard let first = tabs.first else {
            return .failure(NavigationError(code: .invalidOptions, path: "\(call)([])", reason: "\(call) needs at least one tab"))
        }
        var seen = Set<String>()
        if let repeated = names.first(where: { !seen.insert($0).inserted }) {
            return .failure(
                NavigationError(
                    code: .invalidOptions, path: repeated,
                    reason: "the tab name '\(repeated)' is given twice (tabs: \(names.joined(separator: ", ")))"))
        }
        guard let selected else { return .success(first) }
        guard let chosen = tabs.first(where: { $0.name == selected }) else {
            return .failure(
                NavigationError(
                    code: .noSuchTab, path: selected,
                    reason: "the tab to select, '\(selected)', is not among the tabs (\(names.joined(separator: ", ")))"))
        }
        return .success(chosen)
    }

    /// The scene's tabs as declared with ``setTabs(_:selected:)``.
    public var tabDefinitions: [TabDefinition] { runtime.tabDefinitions }

    /// Selects the tab `name`, as a user tapping it: every tab keeps its stack; selecting the
    /// selected tab pops it to its root; a tab never shown builds its root screen first (a
    /// navigation to its root path, with every rule: a protected tab waits for the login).
    ///
    /// The tab is looked up in the top-most tab container that has it (a modal's, then the
    /// root's); the modals above that container are dismissed, as the tab bar is under them.
    /// A scene whose declared tabs a logout emptied gets its tab container back this way.
    ///
    /// ```swift
    /// router.selectTab("catalog")
    /// ```
    @discardableResult
    public func selectTab(_ name: String) -> NavigationHandle {
        let handle = NavigationHandle(request: name, failures: sceneOperationFailures)
        let ancestry = InterceptionScope.ancestry
        // Decided in the scene's job, on the state as it is then.
        runtime.enqueue(path: name, refused: { handle.resolve(.failure($0)) }) { [self] in
            selectTabNow(name, handle: handle, ancestry: ancestry)
        }
        return handle
    }
}
