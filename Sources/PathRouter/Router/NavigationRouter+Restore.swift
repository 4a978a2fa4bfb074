import PathRouterLocking
/// What a restore did: the state it built, and each saved path it could not restore.
public struct RestoreReport: Sendable, CustomStringConvertible {
    /// The scene's state after the restore.
    public let state: SceneState
    /// How many screens were restored.
    public let restoredScreenCount: Int
    /// One error per saved path that no longer resolves or is no longer allowed; those
    /// screens were left out, and the rest restored.
    public let failures: [NavigationError]

    public var description: String {
        "restored \(restoredScreenCount) screen(s)" + (failures.isEmpty ? "" : ", skipped: " + failures.map(\.description).joined(separator: "; "))
    }
}

extension NavigationRouter {
    /// The scene's state as paths and options, to restore later with ``restore(_:)``.
    public func savedState() -> SavedScene {
        state.saved
    }

    /// Restores a saved state into this scene, building every view model anew from its path
    /// under the same rules as `navigate`: a path that needs authentication (a protected route,
    /// or an interceptor that requires it) needs an authenticated user (a restore starts no
    /// login), and the ``NavigationInterceptionPriority/mandatory`` before-interceptors of each
    /// path run and may veto it (no other interceptor runs). Every path is checked again when
    /// the restored state is committed, so a logout, an unbind or a rule change that happened
    /// while the interceptors awaited is honoured. Paths that no longer resolve, or are
    /// refused, are reported and left out; the rest is restored. A presentation left with no
    /// screen is dropped; if the root is dropped, its modals go with it.
    ///
    /// ```swift
    /// let report = await router.restore(saved)
    /// for failure in report.failures { print(failure) }
    /// ```
    public func restore(_ saved: SavedScene) async -> RestoreReport {
        let handle = NavigationHandle(request: "restore", failures: nil)
        let report = Locked.make(RestoreReport?.none)
        // Every stage runs through the scene's driver (``RestoreRequest``, ``RestoreSteps``).
        runtime.enqueue(path: "restore", refused: { error in handle.resolve(.failure(error)) }) { [self] in
            drive(RestoreRequest(saved: saved, handle: handle, report: report), JobSteps(RestoreSteps(admitForRestore(saved))))
        }
        // Not `handle.result`: a restore's caller gets its report even if its task is cancelled.
        let result = await withCheckedContinuation { continuation in handle.whenResolved { continuation.resume(returning: $0) } }
        if case .failure(let error) = result {
            failureReporter(.restore).report(error)
            return RestoreReport(state: state, restoredScreenCount: 0, failures: [error])
        }
        return report.withLock { $0 } ?? RestoreReport(state: state, restoredScreenCount: 0, failures: [])
    }

    /// Admits each path the saved state lists, once, in order: a path that no longer
    /// resolves, or needs a login (a restore starts none), is refused; an admitted one is
    /// given its mandatory before-interceptors, for the steps to ask.
    private func admitForRestore(_ saved: SavedScene) -> [RestoreSteps.Entry] {
        var seen: Set<String> = []
        return ((saved.root?.allPaths ?? []) + saved.modals.flatMap(\.presentation.allPaths)).compactMap { path in
            guard seen.insert(path).inserted else { return nil }
            do throws(NavigationError) {
                let admission = try admit(path: path, externally: false)
                if admission.needsAuthentication && admission.context.handler?.isAuthenticated != true {
                    throw authenticationRequired(path: path, route: admission.checked.route)
                }
                return .admitted(path, admission, mandatory: admission.context.before.filter { $0.priority == .mandatory })
            } catch {
                return .refused(error)
            }
        }
    }

    /// Builds the restored state from the paths admitted again now, and commits it; reports
    /// the paths it left out. Throws when the scene refuses the commit (closed).
    func applyRestore(
        _ saved: SavedScene, checked admitted: [String: Admission], prebuilt: [String: any Sendable],
        failures: [NavigationError]
    ) throws(NavigationError) -> (report: RestoreReport, change: SceneChange) {
        // Whatever the mandatory interceptors awaited, each path is admitted again now, in the
        // job that commits.
        var failures = failures
        var checked: [String: CheckedNavigation] = [:]
        for (path, admission) in admitted.sorted(by: { $0.key < $1.key }) {
            do throws(NavigationError) {
                try readmit(admission, path: path, externally: false, link: nil)
                checked[path] = admission.checked
            } catch {
                failures.append(error)
            }
        }
        func screens(_ paths: [String]) -> [Screen] {
            paths.compactMap { path -> Screen? in
                guard let navigation = checked[path] else { return nil }
                // (Not `??`: an optional is itself Sendable, and would be boxed as the view model.)
                let viewModel: (any Sendable)?
                if let built = prebuilt[path] {
                    viewModel = built
                } else {
                    viewModel = navigation.build.buildHere(parameters: navigation.parameters, flow: nil)
                }
                return makeScreen(
                    pattern: navigation.route.path, path: NormalizedPath.of(navigation.effectivePath(path)), requestedPath: path,
                    parameters: navigation.parameters, viewModel: viewModel)
            }
        }
        // The root's tabs build their first screens from the tabs the scene declares now (an
        // app update may have moved them); other tab containers keep their saved root paths.
        let declaredRoots = Dictionary(runtime.tabDefinitions.map { ($0.name, $0.rootPath) }) { first, _ in first }
        func restore(_ presentation: SavedScene.SavedPresentation, isRoot: Bool) -> Presentation? {
            if let tabs = presentation.tabs, !tabs.isEmpty, Set(tabs.map(\.name)).count == tabs.count {
                // Each tab gets back the part of its stack that still resolves; a selected tab
                // left with nothing gives way to the first tab that shows a screen.
                var container = TabContainer(
                    tabs: tabs.map { tab in
                        TabContainer.Tab(
                            name: tab.name, screens: screens(tab.paths),
                            rootPath: (isRoot ? declaredRoots[tab.name] : nil) ?? tab.rootPath)
                    },
                    selected: presentation.selectedTab)
                if container.selectedTab.screens.isEmpty {
                    guard let shown = container.tabs.first(where: { !$0.screens.isEmpty }) else { return nil }
                    container = TabContainer(tabs: container.tabs, selected: shown.name)
                }
                return .tabs(container)
            }
            if let split = presentation.split {
                let primary = screens(split.primary)
                guard !primary.isEmpty else { return nil }
                return .split(
                    SplitContainer(
                        primary: primary, supplementary: split.supplementary.map(screens),
                        secondary: screens(split.secondary), isCollapsed: split.isCollapsed))
            }
            let screens = screens(presentation.paths)
            guard !screens.isEmpty else { return nil }
            if !presentation.isNavigationStack && screens.count > 1 {
                // A single-screen presentation shows its last screen; the others are reported.
                for dropped in screens.dropLast() {
                    failures.append(
                        NavigationError(
                            code: .invalidSavedState, path: dropped.requestedPath,
                            reason: "a single-screen presentation holds one screen; the saved state lists \(screens.count), and only the last one was restored")
                    )
                }
            }
            return presentation.isNavigationStack ? .stack(screens) : .single(screens[screens.count - 1])
        }
        let root = saved.root.flatMap { restore($0, isRoot: true) }
        var modals: [Modal] = []
        for modal in saved.modals {
            if let presentation = restore(modal.presentation, isRoot: false) {
                modals.append(Modal(presentation: presentation, preventsDismissal: modal.preventsDismissal))
            }
        }
        if root == nil {
            // Modals need a root to sit on: each screen they would have shown is reported.
            for screen in modals.flatMap(\.presentation.screens) {
                failures.append(
                    NavigationError(
                        code: .invalidSavedState, path: screen.requestedPath,
                        reason: "its modal was left out because the saved root was not restored"))
            }
        }
        let restored = SceneState(root: root, modals: root == nil ? [] : modals)
        // Every path the saved state lists is restored or reported: a presentation that cannot
        // hold what it lists (a split with no primary screen, a tab container with duplicate
        // names, a presentation that lists paths and tabs at once) reports what it left out.
        let shown = Set(restored.allScreens.map(\.requestedPath))
        var reported = Set(failures.map(\.path))
        let listed = (saved.root?.allPaths ?? []) + saved.modals.flatMap(\.presentation.allPaths)
        for path in listed where checked[path] != nil && !shown.contains(path) && !reported.contains(path) {
            reported.insert(path)
            failures.append(
                NavigationError(
                    code: .invalidSavedState, path: path,
                    reason:
                        "its saved presentation cannot hold it as written (a split with no primary screen, tabs with one name twice, paths beside tabs), so it was left out"
                ))
        }
        let change = try runtime.commit(path: "restore") { state in state.replace(with: restored) }
        let reporter = failureReporter(.restore)
        for failure in failures { reporter.report(failure) }
        return (RestoreReport(state: change.state, restoredScreenCount: restored.allScreens.count, failures: failures), change)
    }
}
