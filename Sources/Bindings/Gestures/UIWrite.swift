import PathRouter

/// What a UI writes back into the values it bound to, when its user changed something itself:
/// a navigation stack's path (a back swipe, Back, the long-press menu on Back, a pop to root),
/// a modal set to `nil` (a sheet swiped down), a swipe-down the UI held back (UIKit's
/// `presentationControllerDidAttemptToDismiss`), a tab selection (a tab tapped), the column a
/// collapsed split shows, a split collapsing or expanding.
///
/// ```swift
/// // NavigationStack(path:)'s binding, set by SwiftUI after a back swipe:
/// model.write(.path([#4], of: stack.id))
/// // .sheet(item:)'s binding, set to nil after a swipe-down:
/// model.write(.dismissed(modal: sheet.id))
/// ```
public enum UIWrite: Hashable, Sendable, CustomStringConvertible {
    /// The stack `id`'s pushed screens are now `path` (its root stays).
    case path([Screen.ID], of: StackID)
    /// The modal with this identity is no longer presented (nor any modal above it).
    case dismissed(modal: Screen.ID)
    /// The user tried to swipe down the modal with this identity and the UI kept it on screen
    /// (it refuses interactive dismissal): the UI changed nothing.
    case dismissAttempted(modal: Screen.ID)
    /// The user tapped a Back control the UI draws itself (on a guarded screen, whose system
    /// Back is hidden) that asks the stack `id` to show `path`: the UI changed nothing, and the
    /// router is asked (its leave guards decide).
    case popAttempted([Screen.ID], of: StackID)
    /// The tab container at `place` selected tab `name`.
    case selectedTab(String, in: StackID.Place)
    /// The split at `place` shows `column` as the one the user is in (a collapsed split's Back
    /// to the sidebar; SwiftUI's `preferredCompactColumn`, UIKit's `willShow` column).
    case column(SplitContainer.Column, in: StackID.Place)
    /// The split at `place` collapsed into one stack (`true`: a narrow window) or expanded.
    case collapsed(Bool, in: StackID.Place)

    /// Whether the UI changed what it shows before writing (every write but
    /// ``dismissAttempted(modal:)`` and ``popAttempted(_:of:)``).
    var changedTheUI: Bool {
        switch self {
        case .dismissAttempted, .popAttempted: false
        default: true
        }
    }

    public var description: String {
        switch self {
        case .path(let path, let stack): "path \(path.map(\.description)) of \(stack)"
        case .dismissed(let modal): "dismissed modal \(modal)"
        case .dismissAttempted(let modal): "tried to dismiss modal \(modal)"
        case .popAttempted(let path, let stack): "asked for path \(path.map(\.description)) of \(stack)"
        case .selectedTab(let name, let place): "selected tab \(name) in \(place)"
        case .column(let column, let place): "showed column \(column) in \(place)"
        case .collapsed(let collapsed, let place): "\(collapsed ? "collapsed" : "expanded") the split in \(place)"
        }
    }
}
