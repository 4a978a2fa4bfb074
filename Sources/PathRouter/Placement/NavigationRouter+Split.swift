extension NavigationRouter {
    /// Makes the scene's root a split container whose primary column shows `primaryPath` (a
    /// navigation, with every rule). Expanded, later pushes land in the secondary (detail)
    /// column; collapsed (``setCollapsed(_:)``, a narrow window) with an empty secondary
    /// column, in the primary one.
    ///
    /// ```swift
    /// router.setSplit(primaryPath: "/inbox")
    /// router.navigate(toPath: "/messages/7")   // shown in the secondary column
    /// ```
    @discardableResult
    public func setSplit(primaryPath: String) -> NavigationHandle {
        var request = NavigationRequest(path: primaryPath, replace: true, externally: false, embedInNavigationView: true,
                                        modal: false, shouldPreventDismissal: false, interceptionExecutionFlow: nil, animation: nil)
        request.installSplit = true
        return submit(request)
    }

    /// Collapses the root's split into one stack (a narrow window) or expands it into columns,
    /// as the UI reports it.
    @discardableResult
    public func setCollapsed(_ collapsed: Bool) -> NavigationHandle {
        let handle = NavigationHandle(request: collapsed ? "collapse" : "expand", failures: sceneOperationFailures)
        runtime.enqueue { [runtime] in
            do throws(NavigationError) {
                let change = try runtime.commit { state throws(NavigationError) in
                    do throws(SceneError) {
                        return try state.setCollapsed(collapsed)
                    } catch {
                        throw NavigationError(error, path: collapsed ? "collapse" : "expand")
                    }
                }
                handle.resolve(.success(NavigationOutcome(change: change, screen: change.state.topScreen)))
            } catch {
                handle.resolve(.failure(error))
            }
        }
        return handle
    }
}
