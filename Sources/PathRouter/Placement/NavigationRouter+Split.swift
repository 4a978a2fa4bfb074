import SceneHost

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
        var request = NavigationRequest(
            path: primaryPath, replace: true, externally: false, embedInNavigationView: true,
            modal: false, shouldPreventDismissal: false, interceptionExecutionFlow: nil, animation: nil)
        request.installSplit = true
        return submit(request)
    }

    /// Shows `path` in `column` of the root's split, as a sidebar or list selection does: a
    /// navigation with every rule (interceptors, login, reuse does not apply), whose screen —
    /// with its placement parents, if the route has any — replaces the column's stack; the
    /// columns to its right are emptied, and covering modals dismissed, in the same change.
    ///
    /// ```swift
    /// router.setSplit(primaryPath: "/mail")
    /// router.show("/mail/inbox", in: .supplementary)
    /// router.show("/messages/7", in: .secondary)
    /// ```
    /// - Returns: the navigation's handle; it fails with ``NavigationError/Code/invalidOptions``
    ///   when the scene's root is not a split.
    @discardableResult
    public func show(_ path: String, in column: SplitContainer.Column, animation: NavigationTransition? = nil) -> NavigationHandle {
        var request = NavigationRequest(
            path: path, replace: false, externally: false, embedInNavigationView: true,
            modal: false, shouldPreventDismissal: false, interceptionExecutionFlow: nil, animation: animation)
        request.column = column
        return submit(request)
    }

    /// Makes `column` of the root's split the one the user is in, as a collapsed split's Back to
    /// the sidebar does: the columns to its right are emptied, their leave guards asked first.
    ///
    /// ```swift
    /// router.showColumn(.primary)   // back to the sidebar
    /// ```
    /// - Returns: a handle that fails with ``NavigationError/Code/invalidOptions`` when the
    ///   root is not a split, ``NavigationError/Code/nothingToPop`` when the columns to the
    ///   right show nothing, ``NavigationError/Code/leaveRefused`` when a guard keeps a screen
    ///   there.
    @discardableResult
    public func showColumn(_ column: SplitContainer.Column, animation: NavigationTransition? = nil) -> NavigationHandle {
        operate("showColumn(\(column))", animation: animation) { state throws(SceneError) in try state.showColumn(column) }
    }

    /// Collapses the root's split into one stack (a narrow window) or expands it into columns,
    /// as the UI reports it.
    @discardableResult
    public func setCollapsed(_ collapsed: Bool) -> NavigationHandle {
        operate(collapsed ? "collapse" : "expand", animation: nil) { state throws(SceneError) in try state.setCollapsed(collapsed) }
    }
}
