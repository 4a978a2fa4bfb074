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
    /// under the same rules as `navigate`. Paths that no longer resolve (or are no longer
    /// allowed) are reported and left out; the rest is restored. A presentation left with no
    /// screen is dropped; if the root is dropped, its modals go with it.
    ///
    /// ```swift
    /// let report = await router.restore(saved)
    /// for failure in report.failures { print(failure) }
    /// ```
    public func restore(_ saved: SavedScene) async -> RestoreReport {
        await withCheckedContinuation { continuation in
            runtime.enqueue { [self] in
                continuation.resume(returning: performRestore(saved))
            }
        }
    }

    private func performRestore(_ saved: SavedScene) -> RestoreReport {
        var failures: [NavigationError] = []
        func restore(_ presentation: SavedScene.SavedPresentation) -> Presentation? {
            var screens: [Screen] = []
            for path in presentation.paths {
                do throws(NavigationError) {
                    let checked = try check(path: path, externally: false)
                    let viewModel = checked.route.type.init(parameters: checked.parameters)
                    screens.append(Screen(pattern: checked.route.path, path: path,
                                          parameters: checked.parameters, viewModel: viewModel))
                } catch {
                    failures.append(error)
                }
            }
            guard !screens.isEmpty else { return nil }
            return presentation.isNavigationStack ? .stack(screens) : .single(screens[screens.count - 1])
        }
        let root = saved.root.flatMap(restore)
        var modals: [Modal] = []
        for modal in saved.modals {
            if let presentation = restore(modal.presentation) {
                modals.append(Modal(presentation: presentation, preventsDismissal: modal.preventsDismissal))
            }
        }
        let restored = SceneState(root: root, modals: root == nil ? [] : modals)
        let change = runtime.commit { state in state.replace(with: restored) }
        return RestoreReport(state: change.state, restoredScreenCount: restored.allScreens.count, failures: failures)
    }
}
