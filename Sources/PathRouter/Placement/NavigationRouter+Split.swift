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
        operate(collapsed ? "collapse" : "expand", animation: nil) { state throws(SceneError) in try state.setCollapsed(collapsed) }
    }
}
