/// Split containers: show in the secondary column, collapse and expand.
extension SceneState {
    private var rootSplit: SplitContainer? { root?.split }

    /// Shows `screens` in the secondary column of the root's split, replacing what it showed.
    /// - Throws: ``SceneError/Code/noSplit`` when the root is not a split.
    public mutating func showInSecondary(_ screens: [Screen]) throws(SceneError) -> SceneTransition {
        try show(screens, in: .secondary)
    }

    /// Shows `screens` in `column` of the root's split: that column's stack is replaced, and
    /// the columns to its right, which showed what the old content led to, are emptied. The
    /// record's kind is ``SceneTransition/Kind/showInSecondary``,
    /// ``SceneTransition/Kind/showInSupplementary`` or ``SceneTransition/Kind/showInPrimary``.
    ///
    /// ```swift
    /// try state.show([folder], in: .supplementary)   // the detail column empties
    /// ```
    /// - Throws: ``SceneError/Code/noSplit`` when the root is not a split, or
    ///   ``SceneError/Code/emptyScene`` for no screen in the primary column (never empty).
    public mutating func show(_ screens: [Screen], in column: SplitContainer.Column) throws(SceneError) -> SceneTransition {
        guard var split = rootSplit else { throw SceneError(.noSplit, "the scene's root is not a split") }
        let removed: [Screen]
        let kind: SceneTransition.Kind
        switch column {
        case .primary:
            guard !screens.isEmpty else { throw SceneError(.emptyScene, "a split's primary column holds at least one screen") }
            removed = split.screens
            split.primary = screens
            if split.supplementary != nil { split.supplementary = [] }
            split.secondary = []
            kind = .showInPrimary
        case .supplementary:
            removed = (split.supplementary ?? []) + split.secondary
            split.supplementary = screens
            split.secondary = []
            kind = .showInSupplementary
        case .secondary:
            removed = split.secondary
            split.secondary = screens
            kind = .showInSecondary
        }
        root = .split(split)
        return SceneTransition(kind: kind, added: screens, removed: removed)
    }

    /// Makes `column` of the root's split the one the user is in, as a collapsed split's Back
    /// to the sidebar does: the columns to its right are emptied (a
    /// ``SceneTransition/Kind/showInSupplementary`` or ``SceneTransition/Kind/showInSecondary``
    /// record with no screen added).
    ///
    /// ```swift
    /// try state.showColumn(.primary)   // the detail column empties: the sidebar shows
    /// ```
    /// - Throws: ``SceneError/Code/noSplit`` when the root is not a split (or has no such
    ///   column), ``SceneError/Code/nothingToPop`` when the columns to its right show nothing.
    public mutating func showColumn(_ column: SplitContainer.Column) throws(SceneError) -> SceneTransition {
        guard let split = rootSplit else { throw SceneError(.noSplit, "the scene's root is not a split") }
        let emptied: SplitContainer.Column
        switch column {
        case .primary:
            emptied = split.supplementary != nil ? .supplementary : .secondary
        case .supplementary:
            guard split.supplementary != nil else { throw SceneError(.noSplit, "the root's split has no supplementary column") }
            emptied = .secondary
        case .secondary:
            throw SceneError(.nothingToPop, "the secondary column is the right-most: no column to its right to empty")
        }
        guard !split.secondary.isEmpty || (emptied == .supplementary && split.supplementary?.isEmpty == false) else {
            throw SceneError(.nothingToPop, "the columns right of the \(column) column show nothing")
        }
        return try show([], in: emptied)
    }

    /// Collapses the root's split into one stack (a narrow window) or expands it into columns.
    /// - Throws: ``SceneError/Code/noSplit`` when the root is not a split.
    public mutating func setCollapsed(_ collapsed: Bool) throws(SceneError) -> SceneTransition {
        guard var split = rootSplit else { throw SceneError(.noSplit, "the scene's root is not a split") }
        split.isCollapsed = collapsed
        root = .split(split)
        return SceneTransition(kind: .setCollapsed, isCollapsed: collapsed)
    }
}
